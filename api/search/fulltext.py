"""The second engine: Tantivy (a Rust search library, official Python bindings), one
index per project in memory.

Text is analysed in Python (`api/search/analysis.py`) and indexed as ready terms with
Tantivy's `raw` tokenizer, so both engines match exactly the same words. The listing
order (position, title, id) is one text fast field the results are sorted by; facet
values are `key\\x1fvalue` terms of one fast field counted with a terms aggregation,
once for the shared base and once more per facet with a selection (disjunctive); the
price bounds are a min/max aggregation.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from typing import Any

import tantivy
from tantivy import Occur, Query

from api.search.facets import facet_answers
from api.search.filters import Filters
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

SEPARATOR = "\x1f"
# Positions may be negative: shifted so their decimal text sorts like the number.
POSITION_SHIFT = 10**15
# Tantivy's indexing buffer, kept per project for its writes.
WRITER_HEAP = 20_000_000
TERMS = ("title_stems", "title_words", "stems", "words")


def _schema() -> tantivy.Schema:
    builder = tantivy.SchemaBuilder()
    builder.add_integer_field("id", indexed=True, fast=True)
    builder.add_text_field("sort", fast=True, tokenizer_name="raw", index_option="basic")
    for name in TERMS:
        builder.add_text_field(name, tokenizer_name="raw", index_option="basic")
    builder.add_integer_field("category", indexed=True)
    builder.add_text_field("facet", fast=True, tokenizer_name="raw", index_option="basic")
    builder.add_integer_field("price", indexed=True, fast=True)
    return builder.build()


def _document(item: Prepared) -> tantivy.Document:
    doc = tantivy.Document()
    position, title, id_ = item.sort_key
    doc.add_integer("id", id_)
    doc.add_text("sort", f"{position + POSITION_SHIFT:020d}{SEPARATOR}{title}{SEPARATOR}{id_:020d}")
    for name in TERMS:
        for term in getattr(item, name):
            doc.add_text(name, term)
    for category in item.doc.categories:
        doc.add_integer("category", category)
    for key, named in item.values.items():
        for value in named:
            doc.add_text("facet", f"{key}{SEPARATOR}{value}")
    doc.add_integer("price", item.doc.price_cents)
    return doc


def _all(queries: list[Query]) -> Query:
    if not queries:
        return Query.all_query()
    if len(queries) == 1:
        return queries[0]
    return Query.boolean_query([(Occur.Must, query) for query in queries])


class _Project:
    def __init__(self, schema: tantivy.Schema, prepared: list[Prepared]) -> None:
        self.schema = schema
        self.index = tantivy.Index(schema)
        self.titles: dict[str, dict[str, str]] = {}
        self.writer = self.index.writer(WRITER_HEAP, 1)
        self.write(prepared, [], fresh=True)

    def write(self, prepared: list[Prepared], removed: Iterable[int], fresh: bool = False) -> None:
        if not fresh:  # an upsert replaces: delete first (applied before the adds at commit)
            for id_ in list(removed) + [item.doc.id for item in prepared]:
                self.writer.delete_documents_by_term("id", id_)
        for item in prepared:
            self.writer.add_document(_document(item))
            for key, named in item.values.items():
                for value, title in named.items():
                    self.titles.setdefault(key, {}).setdefault(value, title)
        self.writer.commit()
        self.index.reload()
        self.searcher = self.index.searcher()

    def _token(self, stem: str, prefix: str | None, stems: str, words: str) -> Query:
        exact = Query.term_query(self.schema, stems, stem)
        if not prefix:
            return exact
        start = Query.regex_query(self.schema, words, f"{prefix}.*")
        return Query.boolean_query([(Occur.Should, exact), (Occur.Should, start)])

    def search(self, plan: Plan) -> SearchAnswer:
        schema = self.schema
        base: list[Query] = []
        if plan.category is not None:
            base.append(Query.term_query(schema, "category", plan.category))
        base += [self._token(t.stem, t.prefix, "stems", "words") for t in plan.tokens]
        chosen = {
            key: Query.term_set_query(schema, "facet", [f"{key}{SEPARATOR}{v}" for v in values])
            for key, values in plan.selected.items()
        }
        price = []
        if plan.price is not None:
            price.append(
                Query.range_query(
                    schema, "price", tantivy.FieldType.Integer, plan.price.low, plan.price.high
                )
            )
        final = _all(base + list(chosen.values()) + price)
        searcher = self.searcher
        counts: dict[str, dict[str, int]] = {}
        price_bounds = None
        aggregation: dict[str, Any] = {}
        if any(facet.type == "list" and facet.key not in chosen for facet in plan.facets):
            aggregation = self._count(final)
        for facet in plan.facets:
            if facet.type == "range":
                listed = _all(base + list(chosen.values()))
                stats = searcher.aggregate(
                    listed,
                    {"low": {"min": {"field": "price"}}, "high": {"max": {"field": "price"}}},
                )
                if stats["low"]["value"] is not None:
                    price_bounds = (int(stats["low"]["value"]), int(stats["high"]["value"]))
                continue
            counted = aggregation
            if facet.key in chosen:
                others = [query for key, query in chosen.items() if key != facet.key]
                counted = self._count(_all(base + others + price))
            counts[facet.key] = counted.get(facet.key, {})
        hits = searcher.search(final, 1, count=True).count
        ids: list[int] = []
        if plan.limit and hits:
            groups = [final]
            if plan.tokens:
                title = [
                    self._token(t.stem, t.prefix, "title_stems", "title_words") for t in plan.tokens
                ]
                titled = _all(title)
                groups = [
                    _all([final, titled]),
                    Query.boolean_query([(Occur.Must, final), (Occur.MustNot, titled)]),
                ]
            for group in groups:
                wanted = plan.limit - len(ids)
                if wanted <= 0:
                    break
                found = searcher.search(
                    group, wanted, count=False, order_by_field="sort", order=tantivy.Order.Asc
                )
                addresses = [address for _, address in found.hits]
                ids.extend(searcher.fast_field_values("id", addresses))
        return SearchAnswer(
            ids=ids, hits=hits, facets=facet_answers(plan, counts, self.titles, price_bounds)
        )

    def _count(self, query: Query) -> dict[str, dict[str, int]]:
        result = self.searcher.aggregate(
            query, {"values": {"terms": {"field": "facet", "size": 65000}}}
        )
        counts: dict[str, dict[str, int]] = {}
        for bucket in result["values"]["buckets"]:
            key, _, value = str(bucket["key"]).partition(SEPARATOR)
            counts.setdefault(key, {})[value] = int(bucket["doc_count"])
        return counts


class TantivyIndex:
    """`SearchIndex` on Tantivy; see the module docstring."""

    name = "tantivy"

    def __init__(self) -> None:
        self._schema = _schema()
        self._projects: dict[int, _Project] = {}
        self._writers: dict[int, threading.Lock] = {}
        self._guard = threading.Lock()

    def _writer(self, project_id: int) -> threading.Lock:
        with self._guard:
            return self._writers.setdefault(project_id, threading.Lock())

    def replace(self, project_id: int, docs: Iterable[SearchDocument]) -> None:
        with self._writer(project_id):
            # In listing order, so a value's title is its first product's spelling, as in
            # the bitmap engine.
            ordered = sorted(docs, key=sort_key)
            self._projects[project_id] = _Project(self._schema, [prepare(doc) for doc in ordered])

    def upsert(self, project_id: int, docs: Iterable[SearchDocument]) -> None:
        prepared = [prepare(doc) for doc in docs]
        with self._writer(project_id):
            project = self._projects.get(project_id)
            if project is None:
                self._projects[project_id] = _Project(self._schema, prepared)
            else:
                project.write(prepared, [])

    def remove(self, project_id: int, ids: Iterable[int]) -> None:
        with self._writer(project_id):
            project = self._projects.get(project_id)
            if project is not None:
                project.write([], ids)

    def forget(self, project_id: int) -> None:
        with self._writer(project_id):
            self._projects.pop(project_id, None)

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
            return SearchAnswer(ids=[], hits=0, facets=facet_answers(asked, {}, {}, None))
        return project.search(asked)
