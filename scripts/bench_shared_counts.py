"""What one throttle step costs in each store (docs/shared-state.md, "Cost"):
`uv run python scripts/bench_shared_counts.py [--postgres URL] [--rounds N]`.

Counts in process memory, in an SQLite file, in PostgreSQL (when reachable) and in a
private redis-server started on a free port for the run. Prints microseconds per call
of a rate limit's `take` and an attempt throttle's `reserve` + `release` (a login).
"""

from __future__ import annotations

import argparse
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import redis
import sqlalchemy as sa

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from api.counts import DatabaseCounts, MemoryCounts, RedisCounts
from api.database import create_database_engine
from api.migrations import upgrade
from api.rate_limit import RateLimit
from api.throttling import AttemptThrottle


def measure(store, rounds: int) -> tuple[float, float]:
    limit = RateLimit(10**9, 3600, store=store, name="bench-rate")
    throttle = AttemptThrottle(10**6, 900, store=store, name="bench-login")
    for index in range(20):  # warm connections and scripts
        limit.take(f"warm-{index}")
    started = time.perf_counter()
    for index in range(rounds):
        limit.take(f"198.51.100.{index % 250}")
    take = (time.perf_counter() - started) / rounds
    started = time.perf_counter()
    for index in range(rounds):
        key = f"account-{index % 250}"
        throttle.reserve(key)
        throttle.release(key)
    login = (time.perf_counter() - started) / rounds
    return take * 1e6, login * 1e6


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--postgres", default="postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
    )
    parser.add_argument("--rounds", type=int, default=2000)
    options = parser.parse_args()
    results: dict[str, tuple[float, float]] = {}
    with tempfile.TemporaryDirectory() as directory:
        sqlite = create_database_engine(f"sqlite:///{directory}/bench.sqlite3", create=True)
        upgrade(sqlite)
        results["memory"] = measure(MemoryCounts(), options.rounds)
        results["sqlite"] = measure(DatabaseCounts(sqlite), options.rounds)
        postgres = None
        name = f"bench_counts_{int(time.time())}"
        try:
            admin = sa.create_engine(options.postgres, isolation_level="AUTOCOMMIT")
            with admin.connect() as connection:
                connection.execute(sa.text(f'CREATE DATABASE "{name}"'))
            postgres = create_database_engine(
                sa.make_url(options.postgres).set(database=name).render_as_string(False)
            )
            upgrade(postgres)
            results["postgresql"] = measure(DatabaseCounts(postgres), options.rounds)
        except sa.exc.OperationalError as error:
            print(f"PostgreSQL skipped: {error}", file=sys.stderr)
        port = free_port()
        server = subprocess.Popen(
            ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", directory],
            stdout=subprocess.DEVNULL,
        )  # fmt: skip
        try:
            client = redis.Redis(port=port)
            deadline = time.monotonic() + 20
            while True:
                try:
                    client.ping()
                    break
                except redis.ConnectionError:
                    if time.monotonic() > deadline:
                        raise
                    time.sleep(0.02)
            store = RedisCounts(f"redis://127.0.0.1:{port}/0", DatabaseCounts(sqlite))
            results["redis"] = measure(store, options.rounds)
            store.close()
        finally:
            server.terminate()
            server.wait()
        if postgres is not None:
            postgres.dispose()
            with admin.connect() as connection:
                connection.execute(sa.text(f'DROP DATABASE "{name}" WITH (FORCE)'))
            admin.dispose()
        sqlite.dispose()
    print("| store | rate limit `take` (µs) | login `reserve` + `release` (µs) |")
    print("|---|---:|---:|")
    for store, (take, login) in results.items():
        print(f"| {store} | {take:.0f} | {login:.0f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
