"""Scale on paper: the memory one API process needs per product, per tenant and per
cached page, measured, each beside a baseline measured in the same run
(docs/operations.md "Scale on paper").

1. The search index of one tenant with 100,000 products (`--quick`: 10,000, and the
   100,000 figure extrapolated from it, labelled so), built as a process builds it
   (`SearchRegistry` over the default engine, the loader handing over documents one by
   one). Baseline: the products' raw size, the JSON bytes of their rows as the site
   document holds them.
2. The fixed cost per tenant: 200 tenants of 50 products against the same 10,000
   products in one tenant.
3. The bundle cache holding 1,000 page bundles made from the demo's real pages (every
   page of the demo read through the page-bundle route, then copied under 1,000 keys,
   each entry its own bytes, as distinct pages would be). Baseline: the bundles' JSON
   bytes.

Every figure is measured in a fresh process of its own (this script starting itself
with `--part`): resident memory (RSS, what the machine must have, C allocations such as
the roaring bitmaps included) after a full garbage collection, the peak during the
build, and, in another fresh process (tracing costs memory of its own), the Python heap
that tracemalloc sees (Python objects only, not the bitmaps' C memory).

    uv run python -m benchmarks.scale [--quick] [--products N]

Prints the figures; nothing is asserted.
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import json
import pickle
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import orjson

MB = 2**20
KB = 2**10


def _status(field: str) -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
    raise RuntimeError(f"no {field} in /proc/self/status")


class Meter:
    """Memory growth from `start` to `stop`: RSS (and its peak) or tracemalloc's heap."""

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def start(self) -> None:
        gc.collect()
        if self.kind == "tracemalloc":
            tracemalloc.start()
        else:
            # Free memory left by the start-up would be reused unseen: hand it back first.
            ctypes.CDLL("libc.so.6").malloc_trim(0)
            self.before = _status("VmRSS")
            # The peak so far is the start-up's; only a peak above `before` is the build's.
            self.peak_before = _status("VmHWM")

    def stop(self) -> dict[str, int]:
        gc.collect()
        if self.kind == "tracemalloc":
            current, peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
            return {"added": current, "peak": peak}
        now, peak = _status("VmRSS"), _status("VmHWM")
        # What the allocator holds free (fragments between live objects, arenas) goes back
        # to the system on malloc_trim: the rest is what the objects really occupy.
        ctypes.CDLL("libc.so.6").malloc_trim(0)
        return {
            "added": now - self.before,
            "peak": max(peak, self.peak_before) - self.before,
            "trimmed": _status("VmRSS") - self.before,
            "start": self.before,
        }


# -- the parts, each run in a process of its own ----------------------------------------


def index_part(tenants: int, products: int, meter: Meter) -> dict:
    """`tenants` tenants of `products` products each, built as a process builds them."""
    from api.search import DefaultIndex, SearchDocument, SearchRegistry
    from benchmarks.search_catalogue import stream

    raw = [0]

    def documents(size: int, seed: int) -> Iterator[SearchDocument]:
        # A different catalogue per tenant; only the documents stay (the index keeps them).
        for product, document in stream(size, seed=seed):
            raw[0] += len(orjson.dumps(product))
            yield document

    # Warm up outside the measurement: imports, the stemmer, the engine's first build.
    warm = SearchRegistry(DefaultIndex(), lambda project_id, ids: documents(200, 10**6))
    warm.ensure(1)
    warm.close()
    del warm
    raw[0] = 0
    registry = SearchRegistry(
        DefaultIndex(), lambda project_id, ids: documents(products, project_id)
    )
    meter.start()
    started = time.perf_counter()
    for tenant in range(1, tenants + 1):
        registry.ensure(tenant)
    seconds = time.perf_counter() - started
    figures = meter.stop()
    assert registry.search(1, "").hits == products
    registry.close()
    return {**figures, "raw": raw[0], "seconds": seconds}


def demo_bundles(target: Path) -> dict:
    """Every demo page read through the page-bundle route; what the route stored (one
    entry per page, the unknown paths' one shared) is pickled to `target`, so the
    measuring process starts without the application's freed memory to reuse."""
    from starlette.testclient import TestClient

    from api.app import create_app
    from api.database import create_database_engine
    from api.demo import load_demo, read_document
    from api.migrations import upgrade
    from api.settings import Settings

    paths = [page["path"] for page in read_document("demo.json")["pages"]]
    with tempfile.TemporaryDirectory(prefix="bench-scale-") as folder:
        url = f"sqlite:///{Path(folder) / 'bench.sqlite3'}"
        engine = create_database_engine(url, create=True)
        upgrade(engine)
        load_demo(engine)
        app = create_app(Settings.from_env({"DATABASE_URL": url}), engine)
        with TestClient(app, base_url="http://localhost") as client:
            for path in paths:
                client.get("/api/services/websites/v1/page-bundle", params={"path": path})
            stored = list(app.state.context.bundles._entries.values())
            gc.collect()
            served = _status("VmRSS")
        engine.dispose()
    target.write_bytes(pickle.dumps(stored))
    return {"served": served}


def bundle_part(entries: int, source: Path, meter: Meter) -> dict:
    """The bundle cache holding `entries` bundles copied from the demo's real ones."""
    from api.cache.bundles import BundleCache, CachedBundle

    real: list[CachedBundle] = pickle.loads(source.read_bytes())

    def copied(bundle: CachedBundle, project_id: int) -> CachedBundle:
        # Fresh objects, as a bundle read for another page or tenant would be.
        fresh = bytes(bytearray(bundle.body))
        return replace(
            bundle,
            project_id=project_id,
            body=fresh,
            keys=frozenset("".join(key) for key in bundle.keys),
            etag="".join(bundle.etag),
            headers=tuple((bytes(bytearray(k)), bytes(bytearray(v))) for k, v in bundle.headers),
            not_modified_headers=tuple(
                (bytes(bytearray(k)), bytes(bytearray(v))) for k, v in bundle.not_modified_headers
            ),
        )

    meter.start()
    cache = BundleCache(maxsize=entries, ttl=300)
    body = 0
    for n in range(entries):
        bundle = real[n % len(real)]
        project_id = 1 + n // len(real)
        cache.put(project_id, f"/page-{n}", copied(bundle, project_id))
        body += len(bundle.body)
    figures = meter.stop()
    assert len(cache) == entries
    sizes = sorted(len(bundle.body) for bundle in real)
    return {
        **figures,
        "raw": body,
        "pages": len(real),
        "smallest": sizes[0],
        "median": sizes[len(sizes) // 2],
        "largest": sizes[-1],
    }


# -- the parent: runs each part in a fresh process and prints the table ----------------


def run_part(*args: str) -> dict:
    command = [sys.executable, "-m", "benchmarks.scale", "--part", *args]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        raise SystemExit(f"{' '.join(args)} failed")
    return json.loads(done.stdout.strip().splitlines()[-1])


def both(*args: str) -> tuple[dict, dict]:
    return run_part(*args, "--meter", "rss"), run_part(*args, "--meter", "tracemalloc")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="10,000 products, extrapolated")
    parser.add_argument("--products", type=int, help="products of the one large tenant")
    parser.add_argument("--tenants", type=int, default=200)
    parser.add_argument("--tenant-products", type=int, default=50)
    parser.add_argument("--bundles", type=int, default=1000)
    parser.add_argument(
        "--part", choices=["index", "demo-bundles", "bundles"], help=argparse.SUPPRESS
    )
    parser.add_argument("--source", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--count", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--meter", choices=["rss", "tracemalloc"], help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.part == "index":
        print(json.dumps(index_part(args.count, args.products, Meter(args.meter))))
        return
    if args.part == "demo-bundles":
        print(json.dumps(demo_bundles(args.source)))
        return
    if args.part == "bundles":
        print(json.dumps(bundle_part(args.bundles, args.source, Meter(args.meter))))
        return

    products = args.products or (10_000 if args.quick else 100_000)
    small = args.tenants * args.tenant_products
    print("Memory per process, each part in a fresh process: RSS after gc (what the process")
    print("holds), RSS after malloc_trim (less what the allocator keeps free), and the Python")
    print("heap tracemalloc sees (Python objects, not the bitmaps' C memory).\n")

    def lines(rss: dict, heap: dict, count: int, unit: str, raw: int, extra: str = "") -> None:
        for name, added in (
            ("RSS added", rss["added"]),
            ("RSS after trim", rss["trimmed"]),
            ("Python heap", heap["added"]),
        ):
            print(
                f"   {name:<16} {added / MB:8.2f} MB  {added / count / KB:7.2f} KB/{unit}"
                f"  = {added / raw:5.2f}x raw{extra if name == 'RSS added' else ''}"
            )

    rss, heap = both("index", "--count", "1", "--products", str(products))
    print(
        f"1. search index, {products:,} products in one tenant (built in {rss['seconds']:.1f} s;"
        f" process at {rss['start'] / MB:.0f} MB before):"
    )
    print(
        f"   raw rows (JSON)  {rss['raw'] / MB:8.2f} MB  {rss['raw'] / products / KB:7.2f} KB/product"
    )
    lines(
        rss,
        heap,
        products,
        "product",
        rss["raw"],
        f"   (peak in the build +{rss['peak'] / MB:.0f} MB)",
    )
    if products != 100_000:
        scale = 100_000 / products
        print(
            f"   EXTRAPOLATED (linear) to 100,000 products: RSS +{rss['added'] * scale / MB:.0f} MB,"
            f" after trim +{rss['trimmed'] * scale / MB:.0f} MB, Python heap +{heap['added'] * scale / MB:.0f} MB"
        )

    many_rss, many_heap = both(
        "index", "--count", str(args.tenants), "--products", str(args.tenant_products)
    )
    if products == small:
        one_rss, one_heap = rss, heap
    else:
        one_rss, one_heap = both("index", "--count", "1", "--products", str(small))
    print(
        f"\n2. per tenant: {args.tenants} tenants x {args.tenant_products} products (raw rows"
        f" {many_rss['raw'] / args.tenants / KB:.1f} KB per tenant) against the same number"
        f" of products, {small:,}, in one tenant:"
    )
    for name, key, many, one in (
        ("RSS added", "added", many_rss, one_rss),
        ("RSS after trim", "trimmed", many_rss, one_rss),
        ("Python heap", "added", many_heap, one_heap),
    ):
        per = (many[key] - one[key]) / args.tenants
        print(
            f"   {name:<16} {many[key] / MB:7.2f} MB against {one[key] / MB:6.2f} MB"
            f" = {many[key] / one[key]:.2f}x; per tenant {many[key] / args.tenants / KB:6.1f} KB,"
            f" of which {per / KB:6.1f} KB beyond its products' share in one large tenant"
        )

    with tempfile.TemporaryDirectory(prefix="bench-scale-") as folder:
        source = str(Path(folder) / "bundles.pickle")
        served = run_part("demo-bundles", "--source", source)["served"]
        bundles_rss, bundles_heap = both(
            "bundles", "--bundles", str(args.bundles), "--source", source
        )
    count = args.bundles
    print(
        f"\n3. bundle cache, {count:,} entries copied from the demo's {bundles_rss['pages']}"
        f" stored bundles (JSON {bundles_rss['smallest'] / KB:.1f} / {bundles_rss['median'] / KB:.1f}"
        f" / {bundles_rss['largest'] / KB:.1f} KB smallest / median / largest):"
    )
    print(
        f"   bundle JSON      {bundles_rss['raw'] / MB:8.2f} MB  {bundles_rss['raw'] / count / KB:7.2f} KB/entry"
    )
    lines(bundles_rss, bundles_heap, count, "entry", bundles_rss["raw"])
    print(
        f"\nFor scale: an API process (in-process, SQLite) that has served the demo's pages"
        f" holds {served / MB:.0f} MB."
    )


if __name__ == "__main__":
    main()
