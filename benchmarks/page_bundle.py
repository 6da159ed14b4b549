"""How much the in-process bundle cache saves: page-bundle requests per second for the
demo pages with a warm cache and with the cache emptied before every request.

    uv run python -m benchmarks.page_bundle [--requests 400] [--database-url URL]

Runs the real application in-process (Starlette TestClient, no network) against a
fresh SQLite database (or the PostgreSQL URL given) loaded with the demo site, and
prints the figures; nothing is asserted.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from starlette.testclient import TestClient

from api.app import create_app
from api.database import create_database_engine
from api.demo import load_demo
from api.migrations import upgrade
from api.settings import Settings

PATHS = ["/", "/over-ons", "/contact", "/catalogus/kolommen", "/catalogus/blokken"]


def measure(client: TestClient, requests: int, before_each=None) -> list[float]:
    timings = []
    for index in range(requests):
        path = PATHS[index % len(PATHS)]
        if before_each:
            before_each()
        started = time.perf_counter()
        response = client.get("/api/services/websites/v1/page-bundle", params={"path": path})
        timings.append(time.perf_counter() - started)
        assert response.status_code == 200, (path, response.status_code)
    return timings


def report(label: str, timings: list[float]) -> None:
    total = sum(timings)
    ordered = sorted(timings)
    p95 = ordered[int(len(ordered) * 0.95) - 1]
    print(
        f"{label:<14} {len(timings) / total:8.0f} req/s   "
        f"median {statistics.median(timings) * 1000:6.2f} ms   p95 {p95 * 1000:6.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--database-url")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = args.database_url or f"sqlite:///{Path(folder) / 'bench.sqlite3'}"
        engine = create_database_engine(url, create=True)
        upgrade(engine)
        load_demo(engine)
        app = create_app(Settings.from_env({"DATABASE_URL": url}), engine)
        with TestClient(app, base_url="http://localhost") as client:
            measure(client, len(PATHS))  # warm up imports and the host directory
            bundles = app.state.context.bundles
            report("cold (no cache)", measure(client, args.requests, before_each=bundles.clear))
            report("warm cache", measure(client, args.requests))
        engine.dispose()


if __name__ == "__main__":
    main()
