"""A slow VIES against the running API: how long `products/get-stock` takes while many
`shoppingcart/add/user-details` calls with new, valid VAT numbers wait for VIES.

The VIES stand-in (`tests/fakes/vies.py`) answers every number after `--vies-seconds`
(4). `--parallel` (45) visitors each save a business with a number of their own at the
same moment; meanwhile one client times `products/get-stock` call after call. Printed:
get-stock p50/p95 before (base) and during the wave, how many saves came back at once
('unavailable': the VIES gate was full) and how many VIES requests were made.

    uv run python -m benchmarks.vies [--parallel 45] [--vies-seconds 4]
                                     [--databases sqlite,postgresql]

Prints the figures; nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from benchmarks.search_stack import DATABASES
from benchmarks.shop import (
    Buyer,
    api_server,
    client_for,
    on_each_database,
    percentiles,
    prepare,
    timed,
)
from tests.fakes.vies import FakeVies


def belgian_number(index: int) -> str:
    base = 4_031_707 + index
    return f"BE0{base}{97 - base % 97:02d}"


def stock_samples(url: str, project_id: int, until: threading.Event, least: int) -> list[float]:
    samples: list[float] = []
    with client_for(url) as client:
        buyer = Buyer(client, project_id)
        while not until.is_set() or len(samples) < least:
            samples.append(timed(buyer.stock))
    return samples


def wave(url: str, project_id: int, parallel: int, first: int) -> tuple[list[float], list[str]]:
    """get-stock milliseconds during `parallel` saves of new numbers, and their statuses."""
    sessions = []
    with client_for(url) as client:
        for _ in range(parallel):
            buyer = Buyer(client, project_id)
            buyer.create()
            sessions.append(buyer.session)
    start = threading.Barrier(parallel)
    done = threading.Event()

    def save(index: int) -> str:
        with client_for(url) as client:
            buyer = Buyer(client, project_id)
            buyer.session = sessions[index]
            start.wait()
            answer = buyer.call("/shoppingcart/add/user-details", shoppingcart_session=buyer.session,
                                invoice_country="BE", invoice_is_company="1",
                                invoice_tax_number=belgian_number(first + index))  # fmt: skip
            return answer["vies"]["status"]

    with ThreadPoolExecutor(max_workers=parallel + 1) as pool:
        stock = pool.submit(stock_samples, url, project_id, done, 20)
        saves = [pool.submit(save, index) for index in range(parallel)]
        statuses = [future.result() for future in saves]
        done.set()
        return stock.result(), statuses


def bench_database(name: str, engine, args) -> None:
    project_id = prepare(engine)
    database_url = engine.url.render_as_string(hide_password=False)
    with FakeVies() as vies:
        for index in range(args.parallel):
            vies.slow(belgian_number(index), seconds=args.vies_seconds)
        settings = {"VIES_URL": vies.url, "VIES_CLIENT_RATE": "1000000"}
        with api_server(database_url, **settings) as url:
            at_once = threading.Event()
            at_once.set()
            base = stock_samples(url, project_id, at_once, 200)
            started = time.perf_counter()
            during, statuses = wave(url, project_id, args.parallel, 0)
            elapsed = time.perf_counter() - started
        base50, base95 = percentiles(base)
        p50, p95 = percentiles(during)
        print(f"\n{name}: {args.parallel} saves of new numbers, VIES answering after "
              f"{args.vies_seconds:g} s; the wave took {elapsed:.1f} s")  # fmt: skip
        print(f"  products/get-stock base    p50 {base50:8.2f} ms  p95 {base95:8.2f} ms")
        print(f"  products/get-stock during  p50 {p50:8.2f} ms  p95 {p95:8.2f} ms "
              f"({len(during)} calls, max {max(during):.0f} ms)")  # fmt: skip
        counts = {status: statuses.count(status) for status in sorted(set(statuses))}
        print(f"  save answers: {counts}; VIES requests: {len(vies.calls)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--parallel", type=int, default=45)
    parser.add_argument("--vies-seconds", type=float, default=4.0)
    parser.add_argument("--databases", default=",".join(DATABASES), help="sqlite,postgresql")
    args = parser.parse_args()
    print(f"make bench-vies: load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    on_each_database(
        args.databases, "bench_vies", lambda name, engine: bench_database(name, engine, args)
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
