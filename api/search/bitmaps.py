"""The default engine: an in-memory index per project built from roaring bitmaps.

Products get ordinals in their listing order (position, title, id), so a bitmap read
in ascending order is already ranked. Each stem, folded word, category and facet value
maps to the bitmap of the products having it; a query ANDs them, a prefix ORs the
bitmaps of the words it starts (found by bisection in the sorted word list) and facet
counts are bitmap intersection cardinalities, without materialising anything. Prices
sit in an array beside ~64 buckets of equal size in price order: a range filter takes
whole buckets and checks prices only in the two partial ones; min and max look into the
first and last bucket that meets the results.

Products written after the build get new ordinals at the end (their old ordinal
drops out of `alive`) and are merged into the order on the way out; once they make up
a tenth of the index it is rebuilt in the writer's thread while searches go on using
the old one.
"""

from __future__ import annotations

import heapq
import threading
from array import array
from bisect import bisect_left, bisect_right, insort
from collections.abc import Iterable, Iterator
from itertools import islice

from pyroaring import BitMap

from api.search.facets import facet_answers
from api.search.filters import Filters, Range
from api.search.index import (
    FacetDefinition,
    Plan,
    Prepared,
    SearchAnswer,
    SearchDocument,
    plan,
    prepare,
    sort_key,
)

BUCKETS = 64
# Share of products written since the build (or removed) that triggers a rebuild.
REBUILD_SHARE = 0.1
_EMPTY = BitMap()


class _Bucket:
    __slots__ = ("high", "low", "members")

    def __init__(self, low: int, high: int, members: BitMap) -> None:
        self.low, self.high, self.members = low, high, members


def _postings(index: dict[str, list[int]]) -> dict[str, BitMap]:
    return {term: BitMap(ordinals) for term, ordinals in index.items()}


# Terms found in one product only (SKUs, rare words) are most of the vocabulary: they
# keep their ordinal as a plain int, a bitmap each would cost ~10x the memory.
Postings = dict[str, "BitMap | int"]


def _terms(index: dict[str, list[int]]) -> Postings:
    return {
        term: ordinals[0] if len(ordinals) == 1 else BitMap(ordinals)
        for term, ordinals in index.items()
    }


def _posting(index: Postings, term: str) -> BitMap:
    found = index.get(term, _EMPTY)
    return BitMap([found]) if isinstance(found, int) else found


def _add(index: Postings, term: str, n: int) -> bool:
    """Adds ordinal n under term; True when the term is new."""
    found = index.get(term)
    if found is None:
        index[term] = n
        return True
    if isinstance(found, int):
        index[term] = BitMap([found, n])
    else:
        found.add(n)
    return False


class _Project:
    """One project's index. Reads and writes hold `lock`; a rebuild makes a new one."""

    def __init__(self, given: Iterable[SearchDocument]) -> None:
        self.lock = threading.Lock()
        # Only the documents and their order stay; the analysed terms live in the bitmaps.
        ordered = sorted((sort_key(doc), doc) for doc in {doc.id: doc for doc in given}.values())
        self.docs: list[SearchDocument] = [doc for _, doc in ordered]
        self.keys: list[tuple[int, str, int]] = [key for key, _ in ordered]
        docs = self.docs
        self.ranked = len(docs)  # ordinals below this are in listing order
        self.appended: list[tuple[tuple[int, str, int], int]] = []  # (sort key, ordinal)
        self.ordinal = {doc.id: n for n, doc in enumerate(docs)}
        self.alive = BitMap(range(len(docs)))
        stems: dict[str, list[int]] = {}
        words: dict[str, list[int]] = {}
        title_stems: dict[str, list[int]] = {}
        title_words: dict[str, list[int]] = {}
        categories: dict[int, list[int]] = {}
        values: dict[str, dict[str, list[int]]] = {}
        self.titles: dict[str, dict[str, str]] = {}
        for n, doc in enumerate(docs):
            item = prepare(doc)
            for term in item.stems:
                stems.setdefault(term, []).append(n)
            for term in item.words:
                words.setdefault(term, []).append(n)
            for term in item.title_stems:
                title_stems.setdefault(term, []).append(n)
            for term in item.title_words:
                title_words.setdefault(term, []).append(n)
            for category in item.doc.categories:
                categories.setdefault(category, []).append(n)
            for key, named in item.values.items():
                facet = values.setdefault(key, {})
                for value, title in named.items():
                    facet.setdefault(value, []).append(n)
                    self.titles.setdefault(key, {}).setdefault(value, title)
        self.stems, self.words = _terms(stems), _terms(words)
        self.title_stems, self.title_words = _terms(title_stems), _terms(title_words)
        self.word_list = sorted(self.words)
        self.title_word_list = sorted(self.title_words)
        self.categories = {key: BitMap(ordinals) for key, ordinals in categories.items()}
        self.values = {key: _postings(facet) for key, facet in values.items()}
        self.prices = array("q", (doc.price_cents for doc in self.docs))
        by_price = sorted(range(len(docs)), key=self.prices.__getitem__)
        size = max(1, -(-len(docs) // BUCKETS))
        self.buckets = [
            _Bucket(self.prices[chunk[0]], self.prices[chunk[-1]], BitMap(chunk))
            for chunk in (by_price[i : i + size] for i in range(0, len(by_price), size))
        ]

    # -- writes -------------------------------------------------------------------

    @property
    def stale(self) -> bool:
        return len(self.docs) - len(self.alive) + len(self.appended) > REBUILD_SHARE * max(
            self.ranked, 100
        )

    def living(self) -> list[SearchDocument]:
        return [self.docs[n] for n in self.alive]

    def remove(self, ids: Iterable[int]) -> None:
        for id_ in ids:
            n = self.ordinal.pop(id_, None)
            if n is not None:
                self.alive.discard(n)

    def add(self, item: Prepared) -> None:
        self.remove([item.doc.id])
        n = len(self.docs)
        self.docs.append(item.doc)
        self.keys.append(item.sort_key)
        self.ordinal[item.doc.id] = n
        self.alive.add(n)
        insort(self.appended, (item.sort_key, n))
        for terms, index, listing in (
            (item.stems, self.stems, None),
            (item.words, self.words, self.word_list),
            (item.title_stems, self.title_stems, None),
            (item.title_words, self.title_words, self.title_word_list),
        ):
            for term in terms:
                if _add(index, term, n) and listing is not None:
                    insort(listing, term)
        for category in item.doc.categories:
            self.categories.setdefault(category, BitMap()).add(n)
        for key, named in item.values.items():
            facet = self.values.setdefault(key, {})
            for value, title in named.items():
                facet.setdefault(value, BitMap()).add(n)
                self.titles.setdefault(key, {}).setdefault(value, title)
        price = item.doc.price_cents
        self.prices.append(price)
        if not self.buckets:
            self.buckets.append(_Bucket(price, price, BitMap([n])))
            return
        # Buckets stay ordered: every price of bucket i is <= every price of bucket i+1.
        bucket = self.buckets[max(0, bisect_right([b.low for b in self.buckets], price) - 1)]
        bucket.low, bucket.high = min(bucket.low, price), max(bucket.high, price)
        bucket.members.add(n)

    # -- reads --------------------------------------------------------------------

    def _expand(self, prefix: str, listing: list[str], index: Postings) -> BitMap:
        start = bisect_left(listing, prefix)
        end = bisect_left(listing, prefix + "\U0010ffff", start)
        single: list[int] = []
        several: list[BitMap] = []
        for word in listing[start:end]:
            found = index[word]
            if isinstance(found, int):
                single.append(found)
            else:
                several.append(found)
        return BitMap.union(BitMap(single), *several)

    def matching(self, plan: Plan, scope: BitMap) -> tuple[BitMap, BitMap]:
        """Products matching every token, and those of them whose title does."""
        found, in_title = scope, scope
        for token in plan.tokens:
            anywhere = _posting(self.stems, token.stem)
            title = _posting(self.title_stems, token.stem)
            if token.prefix:
                anywhere = anywhere | self._expand(token.prefix, self.word_list, self.words)
                title = title | self._expand(token.prefix, self.title_word_list, self.title_words)
            found = found & anywhere
            in_title = in_title & title
        return found, in_title & found

    def in_price(self, base: BitMap, bounds: Range) -> BitMap:
        low = bounds.low if bounds.low is not None else -(2**62)
        high = bounds.high if bounds.high is not None else 2**62
        whole: list[BitMap] = []
        partial: list[int] = []
        for bucket in self.buckets:
            if bucket.high < low or bucket.low > high:
                continue
            if low <= bucket.low and bucket.high <= high:
                whole.append(bucket.members)
            else:
                prices = self.prices
                partial.extend(n for n in bucket.members & base if low <= prices[n] <= high)
        return (BitMap.union(*whole) & base) | BitMap(partial) if whole else BitMap(partial)

    def price_bounds(self, base: BitMap) -> tuple[int, int] | None:
        low = next((b for b in self.buckets if b.members.intersect(base)), None)
        if low is None:
            return None
        high = next(b for b in reversed(self.buckets) if b.members.intersect(base))
        return (
            min(self.prices[n] for n in low.members & base),
            max(self.prices[n] for n in high.members & base),
        )

    def ranked_ordinals(self, group: BitMap, limit: int) -> Iterator[int]:
        listed = iter(group) if not self.appended else (n for n in group if n < self.ranked)
        if not self.appended:
            return islice(listed, limit)
        late = ((key, n) for key, n in self.appended if n in group)
        early = ((self.keys[n], n) for n in listed)
        return (n for _, n in islice(heapq.merge(early, late), limit))

    def search(self, plan: Plan) -> SearchAnswer:
        scope = self.alive
        if plan.category is not None:
            scope = scope & self.categories.get(plan.category, _EMPTY)
        base, title_match = self.matching(plan, scope) if plan.tokens else (scope, scope)
        chosen = {
            key: BitMap.union(*(self.values.get(key, {}).get(v, _EMPTY) for v in values))
            for key, values in plan.selected.items()
        }
        listed = base
        for selection in chosen.values():
            listed = listed & selection
        final = self.in_price(listed, plan.price) if plan.price is not None else listed
        counts: dict[str, dict[str, int]] = {}
        price_bounds = None
        for facet in plan.facets:
            if facet.type == "range":
                price_bounds = self.price_bounds(listed)
                continue
            own = final
            if facet.key in chosen:
                own = base
                for key, selection in chosen.items():
                    if key != facet.key:
                        own = own & selection
                if plan.price is not None:
                    own = self.in_price(own, plan.price)
            counts[facet.key] = {
                value: own.intersection_cardinality(members)
                for value, members in self.values.get(facet.key, {}).items()
            }
        ids: list[int] = []
        if plan.limit:
            if plan.tokens:
                in_title = final & title_match
                groups = [in_title, final - in_title]
            else:
                groups = [final]
            for group in groups:
                wanted = plan.limit - len(ids)
                if wanted <= 0:
                    break
                ids.extend(self.docs[n].id for n in self.ranked_ordinals(group, wanted))
        return SearchAnswer(
            ids=ids, hits=len(final), facets=facet_answers(plan, counts, self.titles, price_bounds)
        )


class BitmapIndex:
    """`SearchIndex` over `_Project`s; see the module docstring."""

    name = "bitmaps"

    def __init__(self) -> None:
        self._projects: dict[int, _Project] = {}
        self._writers: dict[int, threading.Lock] = {}
        self._guard = threading.Lock()

    def _writer(self, project_id: int) -> threading.Lock:
        with self._guard:
            return self._writers.setdefault(project_id, threading.Lock())

    def replace(self, project_id: int, docs: Iterable[SearchDocument]) -> None:
        with self._writer(project_id):
            self._projects[project_id] = _Project(docs)

    def upsert(self, project_id: int, docs: Iterable[SearchDocument]) -> None:
        prepared = [prepare(doc) for doc in docs]
        with self._writer(project_id):
            project = self._projects.setdefault(project_id, _Project([]))
            with project.lock:
                for item in prepared:
                    project.add(item)
            self._compact(project_id, project)

    def remove(self, project_id: int, ids: Iterable[int]) -> None:
        with self._writer(project_id):
            project = self._projects.get(project_id)
            if project is None:
                return
            with project.lock:
                project.remove(ids)
            self._compact(project_id, project)

    def forget(self, project_id: int) -> None:
        with self._writer(project_id):
            self._projects.pop(project_id, None)

    def _compact(self, project_id: int, project: _Project) -> None:
        if project.stale:
            with project.lock:
                living = project.living()
            # Searches keep using the old index while the new one is built.
            self._projects[project_id] = _Project(living)

    def search(
        self,
        project_id: int,
        query: str,
        filters: Filters | str | None = None,
        *,
        category: int | None = None,
        facets: list[FacetDefinition] | None = None,
        limit: int = 30,
    ) -> SearchAnswer:
        asked = plan(query, filters, category, facets, limit)
        project = self._projects.get(project_id)
        if project is None:
            project = _Project([])
        with project.lock:
            return project.search(asked)
