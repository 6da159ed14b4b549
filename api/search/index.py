"""The interface between the shop and a search engine, and what every engine shares.

The shop feeds `SearchDocument`s (the database stays the source of truth) and asks
`search`; an engine keeps one index per project. Two engines implement it side by side
(`api/search/bitmaps.py`, the default, and `api/search/fulltext.py` on Tantivy); a hosted
engine would be a third class with the same five methods (docs/search.md).

Semantics every engine follows, so they answer alike:

- every query token must match the title, texts, SKU or attribute values (by stem; the
  last token also as a word prefix);
- products whose title matches every token come first, then the others; within each
  group by position, then folded title, then id. Without a query: all of the scope by
  position;
- a filter applies when its key is one of the facets asked for; list values match
  folded ('Noten' selects 'noten'); the price range (euros) is inclusive;
- facet counts are disjunctive: a facet's counts apply the query, the scope and every
  other facet's selection, but not its own.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal, Protocol

from api.search.analysis import QueryToken, analyse, fold, query_tokens
from api.search.filters import Filters, Range, parse_filters

PRICE = "price"


@dataclass(frozen=True)
class SearchDocument:
    id: int
    key: str
    title: str
    texts: list[str] = field(default_factory=list)
    sku: str = ""
    # Every category the product shows in, ancestors included: a search scoped to a
    # category finds the products of its descendants too.
    categories: frozenset[int] = frozenset()
    attributes: dict[str, list[str]] = field(default_factory=dict)
    price_cents: int = 0
    position: int = 0


@dataclass(frozen=True)
class FacetDefinition:
    key: str
    title: str
    type: Literal["list", "range"] = "list"


@dataclass(frozen=True)
class SearchAnswer:
    ids: list[int]
    hits: int
    # As the search call answers them (docs/search.md).
    facets: list[dict[str, Any]]


class SearchIndex(Protocol):
    def replace(self, project_id: int, docs: Iterable[SearchDocument]) -> None: ...

    def upsert(self, project_id: int, docs: Iterable[SearchDocument]) -> None: ...

    def remove(self, project_id: int, ids: Iterable[int]) -> None: ...

    def forget(self, project_id: int) -> None: ...

    def search(
        self,
        project_id: int,
        query: str,
        filters: Filters | str | None = None,
        *,
        category: int | None = None,
        facets: list[FacetDefinition] | None = None,
        limit: int = 30,
    ) -> SearchAnswer: ...


@lru_cache(maxsize=100_000)
def value_key(value: str) -> str:
    """How a facet value is compared: folded, whitespace collapsed."""
    return " ".join(fold(value).split())


@dataclass(frozen=True)
class Prepared:
    """A document as the engines index it."""

    doc: SearchDocument
    title_stems: frozenset[str]
    title_words: frozenset[str]
    stems: frozenset[str]
    words: frozenset[str]
    # facet key -> {value key: title as written}
    values: dict[str, dict[str, str]]
    sort_key: tuple[int, str, int]


def sort_key(doc: SearchDocument) -> tuple[int, str, int]:
    """The listing order: position, then folded title, then id."""
    return (doc.position, fold(doc.title), doc.id)


def prepare(doc: SearchDocument) -> Prepared:
    title = analyse(doc.title)
    attribute_texts = [value for values in doc.attributes.values() for value in values]
    body = analyse(*doc.texts, doc.sku, *attribute_texts)
    values: dict[str, dict[str, str]] = {}
    for key, listed in doc.attributes.items():
        for value in listed:
            if (normal := value_key(value)) and normal not in values.setdefault(key, {}):
                values[key][normal] = value.strip()
    return Prepared(
        doc=doc,
        title_stems=title.stems,
        title_words=title.words,
        stems=title.stems | body.stems,
        words=title.words | body.words,
        values=values,
        sort_key=sort_key(doc),
    )


@dataclass(frozen=True)
class Plan:
    """One search call, normalised: what an engine must compute."""

    tokens: list[QueryToken]
    category: int | None
    # facet key -> selected value keys (only facets asked for)
    selected: dict[str, tuple[str, ...]]
    # as given, for the `active` titles of values absent from the index
    selected_titles: dict[str, dict[str, str]]
    price: Range | None
    facets: list[FacetDefinition]
    limit: int


def plan(
    query: str,
    filters: Filters | str | None,
    category: int | None,
    facets: list[FacetDefinition] | None,
    limit: int,
) -> Plan:
    facets = list(facets or [])
    given = filters if isinstance(filters, Filters) else parse_filters(filters)
    selected: dict[str, tuple[str, ...]] = {}
    titles: dict[str, dict[str, str]] = {}
    price: Range | None = None
    for facet in facets:
        if facet.type == "range":
            if facet.key == PRICE and PRICE in given.ranges:
                price = given.ranges[PRICE]
            continue
        chosen = {value_key(value): value for value in given.lists.get(facet.key, ())}
        chosen.pop("", None)
        if chosen:
            selected[facet.key] = tuple(chosen)
            titles[facet.key] = chosen
    return Plan(
        tokens=query_tokens(query or ""),
        category=category,
        selected=selected,
        selected_titles=titles,
        price=price,
        facets=facets,
        limit=max(0, limit),
    )
