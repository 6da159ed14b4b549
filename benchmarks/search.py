"""Product search at scale: every engine of `api/search/` side by side on one generated
catalogue (100,000 products, Dutch words, 6 list facets and a price range), against
baselines measured in the same run:

- the 10 ms target (p95 of each query kind, in process);
- the naive design: SQLite FTS5 for the words and SQL GROUP BY for the facet counts,
  on the same products (its µs per hit is the figure the issue quotes).

For each engine: index build time and the memory it adds, then p50/p95 of a broad
query with facets, a narrow query with facets, the live prefix query (limit 30) and a
category page (no query, facets), queries interleaved engine by engine, and the time a
one-product write takes to show.

Then the real stack, per database (SQLite, PostgreSQL; a fresh database each, created
and dropped here; PostgreSQL is skipped with a line saying so when unreachable): the
import of the catalogue through the shop's importer, the first build of a process's
index from the database (`make_registry`) and the same query kinds through the search
route's `search_answer`, beside the engine-only figures (benchmarks/search_stack.py).

    uv run python -m benchmarks.search [--quick] [--products N] [--databases sqlite,...]

Prints the figures; nothing is asserted.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sqlite3
import statistics
import time
from collections.abc import Callable
from dataclasses import replace

from api.search.analysis import query_tokens
from api.search.bitmaps import BitmapIndex
from api.search.fulltext import TantivyIndex
from api.search.index import PRICE, FacetDefinition, SearchDocument, prepare
from benchmarks.search_catalogue import (
    ADJECTIVES,
    FACET_TITLES,
    FACETS,
    FLAVOURS,
    PRODUCTS,
    Catalogue,
    generate,
)
from benchmarks.search_stack import DATABASES, Stack, Unreachable

PROJECT = 1
TARGET_MS = 10.0
FACET_DEFINITIONS = [FacetDefinition(key, FACET_TITLES[key]) for key in FACETS] + [
    FacetDefinition(PRICE, FACET_TITLES[PRICE], "range")
]
ENGINES: dict[str, Callable] = {"bitmaps": BitmapIndex, "tantivy": TantivyIndex}

# The engine the API uses (api/search DefaultIndex): its engine-only figures stand beside
# the stack's.
STACK_ENGINE = "bitmaps"


def rss_bytes() -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


def percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered), p95


def workload(rng: random.Random, rounds: int) -> dict[str, list[tuple[str, str, int | None, int]]]:
    """(query, filters, category, limit) per query kind."""
    filters = [
        "",
        "soort:taart",
        "allergenen:gluten,ei|price:5<->40",
        "merk:Bakker Bakkerij,Smit Huis|kleur:wit",
        "herkomst:Nederland,België|gewicht:500 g|price:<->25",
    ]
    kinds: dict[str, list[tuple[str, str, int | None, int]]] = {
        "broad": [],
        "narrow": [],
        "prefix": [],
        "category": [],
    }
    for n in range(rounds):
        kinds["broad"].append(
            (rng.choice(["vers", "met", "gebakken", "het", "de"]), filters[n % 5], None, 30)
        )
        kinds["narrow"].append(
            (
                f"{rng.choice(PRODUCTS).split()[0]} {rng.choice(FLAVOURS).split()[0]}",
                filters[n % 5],
                None,
                30,
            )
        )
        word = rng.choice(PRODUCTS + ADJECTIVES)
        kinds["prefix"].append((word[: rng.randint(2, 5)], "", None, 30))
        kinds["category"].append(("", filters[n % 5], rng.randint(1, 36), 48))
    return kinds


class NaiveSql:
    """The baseline: SQLite FTS5 over the analysed terms, GROUP BY for facet counts
    (only the base counts, no disjunctive extras: a lower bound of that design)."""

    name = "sqlite fts5 + group by"

    def __init__(self, docs: list[SearchDocument]) -> None:
        self.db = sqlite3.connect(":memory:", check_same_thread=False)
        self.db.executescript(
            """
            CREATE TABLE product (id INTEGER PRIMARY KEY, position INT, title TEXT, price INT);
            CREATE TABLE product_value (product_id INT, key TEXT, value TEXT);
            CREATE TABLE product_category (product_id INT, category_id INT);
            CREATE VIRTUAL TABLE product_terms USING fts5(terms);
            """
        )
        for doc in docs:
            item = prepare(doc)
            self.db.execute(
                "INSERT INTO product VALUES (?, ?, ?, ?)",
                (doc.id, doc.position, doc.title, doc.price_cents),
            )
            self.db.execute(
                "INSERT INTO product_terms (rowid, terms) VALUES (?, ?)",
                (doc.id, " ".join(sorted(item.stems | item.words))),
            )
            self.db.executemany(
                "INSERT INTO product_value VALUES (?, ?, ?)",
                [(doc.id, key, value) for key, values in item.values.items() for value in values],
            )
            self.db.executemany(
                "INSERT INTO product_category VALUES (?, ?)",
                [(doc.id, category) for category in doc.categories],
            )
        self.db.executescript(
            """
            CREATE INDEX product_value_product ON product_value (product_id, key, value);
            CREATE INDEX product_category_category ON product_category (category_id);
            """
        )
        self.db.commit()

    def search(self, query: str, category: int | None, limit: int) -> tuple[int, float]:
        """Hits, and seconds spent counting facets."""
        tokens = query_tokens(query)
        where, args = [], []
        if tokens:
            parts = [
                f'("{t.stem}" OR "{t.prefix}"*)' if t.prefix else f'"{t.stem}"' for t in tokens
            ]
            where.append("p.id IN (SELECT rowid FROM product_terms WHERE product_terms MATCH ?)")
            args.append(" AND ".join(parts))
        if category is not None:
            where.append("p.id IN (SELECT product_id FROM product_category WHERE category_id = ?)")
            args.append(category)
        condition = " AND ".join(where) or "1"
        self.db.execute("DROP TABLE IF EXISTS temp.found")
        self.db.execute(
            f"CREATE TEMP TABLE found AS SELECT p.id FROM product p WHERE {condition}", args
        )
        hits = self.db.execute("SELECT count(*) FROM temp.found").fetchone()[0]
        self.db.execute(
            "SELECT p.id FROM product p JOIN temp.found f ON f.id = p.id "
            "ORDER BY p.position, p.title LIMIT ?",
            (limit,),
        ).fetchall()
        started = time.perf_counter()
        self.db.execute(
            "SELECT v.key, v.value, count(*) FROM temp.found f "
            "JOIN product_value v ON v.product_id = f.id GROUP BY v.key, v.value"
        ).fetchall()
        self.db.execute(
            "SELECT min(price), max(price) FROM product JOIN temp.found USING (id)"
        ).fetchone()
        return hits, time.perf_counter() - started


def build_figures(docs: list[SearchDocument]) -> dict[str, object]:
    engines = {}
    print(f"index build, {len(docs):,} products:")
    for name, make in ENGINES.items():
        gc.collect()
        before = rss_bytes()
        engine = make()
        started, used = time.perf_counter(), time.process_time()
        engine.replace(PROJECT, docs)
        seconds, cpu = time.perf_counter() - started, time.process_time() - used
        gc.collect()
        added = (rss_bytes() - before) / 2**20
        engines[name] = engine
        print(f"  {name:<24} {seconds:6.2f} s (cpu {cpu:6.2f} s)   +{added:6.0f} MB resident")
    return engines


def query_figures(
    engines: dict[str, object], kinds, naive: NaiveSql | None
) -> dict[str, dict[str, tuple[float, float]]]:
    """Prints the table; returns (p50, p95) in ms by engine name and query kind."""
    print(
        f"queries, p50 / p95 in ms, wall clock (target p95 <= {TARGET_MS:.0f} ms; ratio = p95 / "
        "target); cpu: p95 of the thread's CPU time, without the waits of a busy machine"
    )
    header = "  {:<9}" + " {:>38}" * (len(engines) + (1 if naive else 0))
    names = list(engines) + ([naive.name] if naive else [])
    print(header.format("kind", *names))
    agreed = compared = 0
    figures: dict[str, dict[str, tuple[float, float]]] = {name: {} for name in engines}
    for kind, calls in kinds.items():
        samples: dict[str, list[float]] = {name: [] for name in names}
        cpu: dict[str, list[float]] = {name: [] for name in names}
        hits: list[int] = []
        counting: list[float] = []
        for query, filters, category, limit in calls:
            answers = []
            for name, engine in engines.items():
                started, used = time.perf_counter(), time.thread_time()
                answer = engine.search(
                    PROJECT,
                    query,
                    filters,
                    category=category,
                    facets=FACET_DEFINITIONS,
                    limit=limit,
                )
                samples[name].append((time.perf_counter() - started) * 1000)
                cpu[name].append((time.thread_time() - used) * 1000)
                answers.append(answer)
            compared += 1
            agreed += all(answer == answers[0] for answer in answers)
            hits.append(answers[0].hits)
            if naive and not filters:
                started, used = time.perf_counter(), time.thread_time()
                found, facet_seconds = naive.search(query, category, limit)
                samples[naive.name].append((time.perf_counter() - started) * 1000)
                cpu[naive.name].append((time.thread_time() - used) * 1000)
                if found:
                    counting.append(facet_seconds * 1e6 / found)
        cells = []
        for name in names:
            if not samples[name]:
                cells.append("-")
                continue
            p50, p95 = percentiles(samples[name])
            if name in figures:
                figures[name][kind] = (p50, p95)
            cpu95 = percentiles(cpu[name])[1]
            cells.append(f"{p50:6.2f} / {p95:6.2f} = {p95 / TARGET_MS:5.2f}x (cpu {cpu95:5.2f})")
        print(header.format(kind, *cells))
        extra = f", GROUP BY {statistics.median(counting):.1f} µs per hit" if counting else ""
        print(f"  {'':<9} hits median {statistics.median(hits):,.0f}, max {max(hits):,}{extra}")
    print(f"  load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores during the queries")
    print(
        f"  the engines gave identical answers (ids, hits, facets) on {agreed} of {compared} calls"
    )
    return figures


def freshness_figures(engines: dict[str, object], docs: list[SearchDocument], rounds: int) -> None:
    print(f"one product written, until searches see it (upsert), {rounds} rounds:")
    rng = random.Random(3)
    for name, engine in engines.items():
        samples = []
        for n in range(rounds):
            doc = rng.choice(docs)
            changed = replace(doc, title=f"{doc.title} zomereditie{n}", position=doc.position)
            started = time.perf_counter()
            engine.upsert(PROJECT, [changed])
            samples.append((time.perf_counter() - started) * 1000)
            assert engine.search(PROJECT, f"zomereditie{n}", "", limit=5).ids == [doc.id]
        p50, p95 = percentiles(samples)
        print(f"  {name:<24} p50 {p50:6.2f} ms, p95 {p95:6.2f} ms")


def stack_figures(
    catalogue: Catalogue,
    kinds,
    engine_only: dict[str, tuple[float, float]],
    databases: list[str],
) -> None:
    """Per database: the import through the shop, the first index build from the
    database, and each query kind through `search_answer` beside the engine alone."""
    print(
        f"the real stack, {len(catalogue.products):,} products: shop import, first index build "
        "from the database, queries through the search route's search_answer"
    )
    for database in databases:
        try:
            with DATABASES[database]() as engine:
                stack = Stack(engine, catalogue)
                try:
                    print(
                        f"  {database}: import {stack.import_seconds:6.2f} s "
                        f"({len(catalogue.products) / stack.import_seconds:,.0f} products/s), "
                        f"first index build {stack.build_seconds:5.2f} s (reading the "
                        f"products {stack.read_seconds:5.2f} s; searches of the project wait "
                        "for it, other projects' do not)"
                    )
                    print(
                        f"    {'kind':<9} {'engine only p50 / p95':>24} "
                        f"{'stack p50 / p95 = p95/target':>34} {'hits median':>12}"
                    )
                    for kind, calls in kinds.items():
                        samples, hits = [], []
                        for query, filters, category, limit in calls:
                            started = time.perf_counter()
                            answer = stack.search(query, filters, category, limit)
                            samples.append((time.perf_counter() - started) * 1000)
                            hits.append(answer["info"]["hits"])
                        p50, p95 = percentiles(samples)
                        alone = engine_only.get(kind)
                        alone_text = f"{alone[0]:6.2f} / {alone[1]:6.2f}" if alone else "-"
                        print(
                            f"    {kind:<9} {alone_text:>24} "
                            f"{f'{p50:6.2f} / {p95:6.2f} = {p95 / TARGET_MS:5.2f}x':>34} "
                            f"{statistics.median(hits):>12,.0f}"
                        )
                    print(f"    load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
                finally:
                    stack.close()
        except Unreachable as error:
            print(f"  {database}: skipped, not reachable ({error})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="10,000 products, few rounds")
    parser.add_argument("--products", type=int, default=None)
    parser.add_argument("--rounds", type=int, default=None)
    parser.add_argument("--databases", default=",".join(DATABASES), help="sqlite,postgresql")
    args = parser.parse_args()
    size = args.products or (10_000 if args.quick else 100_000)
    rounds = args.rounds or (30 if args.quick else 200)
    catalogue = generate(size)
    engines = build_figures(catalogue.documents)
    started, used = time.perf_counter(), time.process_time()
    naive = NaiveSql(catalogue.documents)
    seconds, cpu = time.perf_counter() - started, time.process_time() - used
    print(f"  {naive.name:<24} {seconds:6.2f} s (cpu {cpu:6.2f} s)   (baseline)")
    kinds = workload(random.Random(7), rounds)
    figures = query_figures(engines, kinds, naive)
    freshness_figures(engines, catalogue.documents, 10 if args.quick else 50)
    # The stack builds indexes of its own: free these first.
    del engines, naive
    gc.collect()
    stack_figures(catalogue, kinds, figures[STACK_ENGINE], args.databases.split(","))


if __name__ == "__main__":
    main()
