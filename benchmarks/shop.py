"""The webshop's money path over real HTTP, per database (SQLite, PostgreSQL; a fresh
database each, created, migrated and dropped by the helpers of `make bench-search`):

- p50/p95 of `shoppingcart/add`, `shoppingcart/get` and `orders/create` (pay on
  pickup), one buyer at a time;
- orders per second with 20 concurrent buyers (threads, httpx), each running the whole
  flow: create cart, add, user details, delivery, payment method, order.

Every figure stands beside a baseline measured side by side on the same server in the
same run: `products/get-stock` (a visitor POST that reads one product), interleaved
call by call with the latencies, and run by the same 20 threads for the throughput.

The server is one uvicorn process (`python -m api serve`) on 127.0.0.1 with the demo
sites loaded and pay on pickup configured; requests carry the demo host.

    uv run python -m benchmarks.shop [--quick] [--rounds N] [--seconds S]
                                     [--buyers 20] [--databases sqlite,postgresql]

Prints the figures; nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path

import httpx
import sqlalchemy as sa
from sqlalchemy.engine import Engine

from api.database import session_scope
from api.demo import load_demo
from benchmarks.search_stack import DATABASES, Unreachable

HOST = "demo.site.local"
SHOP = "/api/services/webshop/v1"
PRODUCT = "desembrood"  # not stock-managed: buyers never run out
BUYER = {
    "invoice_is_company": "0",
    "invoice_firstname": "Bea",
    "invoice_lastname": "Bench",
    "invoice_email": "bea@example.nl",
    "invoice_phonenumber": "0612345678",
    "invoice_street": "Dorpsstraat",
    "invoice_number": "1",
    "invoice_postcode": "1234 AB",
    "invoice_city": "Utrecht",
    "invoice_country": "NL",
    "custom_shipping_information": "0",
}
CHECKOUT = {
    "shipping_methods": [{"key": "afhalen", "title": "Afhalen in de winkel", "price": 0}],
    "payment_methods": [{"id": "pay_on_pickup", "title": "Betalen bij afhalen"}],
}
_project = sa.table(
    "project", sa.column("id"), sa.column("domain_live"), sa.column("modules", sa.JSON)
)


def percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered), p95


def prepare(engine: Engine) -> int:
    """Loads the demo sites and gives the demo shop pickup and pay on pickup."""
    load_demo(engine)
    with session_scope(engine) as session:
        project_id, modules = session.execute(
            sa.select(_project.c.id, _project.c.modules).where(_project.c.domain_live == HOST)
        ).one()
        webshop = {**modules.get("webshop", {}), **CHECKOUT}
        session.execute(
            sa.update(_project)
            .where(_project.c.id == project_id)
            .values(modules={**modules, "webshop": webshop})
        )
    return project_id


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def api_server(database_url: str, **settings: str):
    """`python -m api serve` on a free port, its mail (.eml files), uploaded files
    and log in a temporary folder, `settings` as extra environment; yields its base
    URL."""
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="bench-shop-") as folder:
        log_path = Path(folder) / "api.log"
        env = {
            **os.environ,
            "DATABASE_URL": database_url,
            "MAIL_DIR": str(Path(folder) / "mail"),
            "FILES_ROOT": str(Path(folder) / "files"),
            "CART_CREATE_RATE": "1000000",
            **settings,
        }
        command = [sys.executable, "-m", "api", "serve", "--port", str(port)]
        with open(log_path, "wb") as log:
            process = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 60
            while True:
                if process.poll() is not None:
                    raise RuntimeError(f"the API exited: {log_path.read_text()[-2000:]}")
                try:
                    httpx.get(url + "/api/health", timeout=1)
                    break
                except httpx.TransportError:
                    if time.monotonic() > deadline:
                        raise RuntimeError("the API did not start") from None
                    time.sleep(0.05)
            yield url
        except Exception:
            print(log_path.read_text()[-3000:])
            raise
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


class Buyer:
    """One visitor's calls, as the shop's islands make them (docs/checkout.md)."""

    def __init__(self, client: httpx.Client, project_id: int) -> None:
        self.client = client
        self.ids = {"website_id": project_id, "project_id": project_id}
        self.session = ""

    def call(self, path: str, **payload) -> dict:
        response = self.client.post(SHOP + path, json={**self.ids, **payload})
        if response.status_code != 200:
            raise RuntimeError(f"{path} answered {response.status_code}: {response.text[:300]}")
        return response.json()

    def stock(self) -> dict:
        return self.call("/products/get-stock", product_id=PRODUCT)

    def create(self) -> None:
        self.session = self.call("/shoppingcart/create")["shoppingcart"]["session"]

    def add(self) -> dict:
        return self.call(
            "/shoppingcart/add",
            type="checkout",
            shoppingcart_session=self.session,
            quantity=1,
            product_id=PRODUCT,
            options=[],
        )

    def get(self) -> dict:
        return self.call("/shoppingcart/get", shoppingcart_session=self.session)

    def details(self) -> None:
        self.call("/shoppingcart/add/user-details", shoppingcart_session=self.session, **BUYER)
        self.call(
            "/shoppingcart/add/shipping-method",
            shoppingcart_session=self.session,
            shipping_method="afhalen",
        )
        self.call(
            "/shoppingcart/add/payment-method",
            shoppingcart_session=self.session,
            payment_method="pay_on_pickup",
        )

    def order(self) -> dict:
        return self.call("/orders/create", shoppingcart_session=self.session, agreement=True)

    def whole_flow(self) -> None:
        self.create()
        self.add()
        self.details()
        self.order()


def client_for(url: str) -> httpx.Client:
    return httpx.Client(base_url=url, headers={"host": HOST}, timeout=30)


def timed(work: Callable[[], object]) -> float:
    started = time.perf_counter()
    work()
    return (time.perf_counter() - started) * 1000


def latencies(url: str, project_id: int, rounds: int) -> dict[str, list[float]]:
    """Milliseconds per call; the baseline runs before each measured call."""
    samples: dict[str, list[float]] = {"add": [], "get": [], "order": [], "get-stock": []}
    with client_for(url) as client:
        buyer = Buyer(client, project_id)
        for _ in range(3):  # warm-up: connections, caches, the first order of a counter
            buyer.whole_flow()
        for _ in range(rounds):
            buyer.create()
            samples["get-stock"].append(timed(buyer.stock))
            samples["add"].append(timed(buyer.add))
            samples["get-stock"].append(timed(buyer.stock))
            samples["get"].append(timed(buyer.get))
            buyer.details()
            samples["get-stock"].append(timed(buyer.stock))
            samples["order"].append(timed(buyer.order))
    return samples


def run_parallel(
    url: str, workers: int, seconds: float, make_step: Callable[[httpx.Client, int], Callable]
) -> tuple[list[float], float]:
    """Runs `make_step(client, index)()` over and over in `workers` threads, each with a
    client of its own, all starting together, for `seconds`: (milliseconds of each
    completed step, seconds elapsed)."""
    durations: list[list[float]] = [[] for _ in range(workers)]
    errors: list[str] = []
    start = threading.Barrier(workers + 1)
    deadline = [0.0]

    def run(index: int) -> None:
        with client_for(url) as client:
            step = make_step(client, index)
            start.wait()
            try:
                while time.monotonic() < deadline[0]:
                    durations[index].append(timed(step))
            except Exception as error:  # noqa: BLE001 (reported, the run goes on)
                errors.append(str(error))

    threads = [threading.Thread(target=run, args=(n,)) for n in range(workers)]
    for thread in threads:
        thread.start()
    deadline[0] = time.monotonic() + seconds
    began = time.monotonic()
    start.wait()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - began
    if errors:
        print(f"    {len(errors)} of {workers} threads stopped early, first error: {errors[0]}")
    return [ms for each in durations for ms in each], elapsed


def in_parallel(url: str, project_id: int, buyers: int, seconds: float, work: str) -> tuple:
    """(completed units, calls, seconds): `work` is 'flow' (a whole order) or 'stock'."""

    def make_step(client: httpx.Client, _index: int) -> Callable:
        buyer = Buyer(client, project_id)
        return buyer.whole_flow if work == "flow" else buyer.stock

    durations, elapsed = run_parallel(url, buyers, seconds, make_step)
    units = len(durations)
    calls = units * (6 if work == "flow" else 1)
    return units, calls, elapsed


def bench_database(name: str, engine: Engine, args) -> None:
    project_id = prepare(engine)
    database_url = engine.url.render_as_string(hide_password=False)
    with api_server(database_url) as url:
        samples = latencies(url, project_id, args.rounds)
        base50, base95 = percentiles(samples["get-stock"])
        print(f"\n{name}: {args.rounds} rounds, one buyer at a time (ms)")
        print(f"  {'call':<26}{'p50':>8}{'p95':>8}{'p50 x':>8}{'p95 x':>8}")
        print(f"  {'products/get-stock (base)':<26}{base50:>8.2f}{base95:>8.2f}")
        for key, label in (("add", "shoppingcart/add"), ("get", "shoppingcart/get"),
                           ("order", "orders/create")):  # fmt: skip
            p50, p95 = percentiles(samples[key])
            print(f"  {label:<26}{p50:>8.2f}{p95:>8.2f}{p50 / base50:>8.2f}{p95 / base95:>8.2f}")
        # Baseline and flow alternate twice, so drift of the machine hits both alike.
        flows = [in_parallel(url, project_id, args.buyers, args.seconds, "flow")]
        stocks = [in_parallel(url, project_id, args.buyers, args.seconds, "stock")]
        flows.append(in_parallel(url, project_id, args.buyers, args.seconds, "flow"))
        stocks.append(in_parallel(url, project_id, args.buyers, args.seconds, "stock"))
    orders = sum(f[0] for f in flows) / sum(f[2] for f in flows)
    flow_calls = sum(f[1] for f in flows) / sum(f[2] for f in flows)
    stock_calls = sum(s[1] for s in stocks) / sum(s[2] for s in stocks)
    print(f"  {args.buyers} concurrent buyers, 2 x {args.seconds:g} s each:")
    print(f"    orders/s {orders:.1f} (the whole flow: 6 calls an order, {flow_calls:.0f} calls/s)")
    print(f"    products/get-stock (base) {stock_calls:.0f} calls/s")
    print(f"    flow calls/s vs base: {flow_calls / stock_calls:.2f}x; "
          f"one order costs {stock_calls / orders:.1f} base calls")  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="short run (CI)")
    parser.add_argument("--rounds", type=int, help="sequential rounds (default 200, quick 30)")
    parser.add_argument("--seconds", type=float, help="seconds per parallel run (default 10)")
    parser.add_argument("--buyers", type=int, default=20)
    parser.add_argument("--databases", default=",".join(DATABASES), help="sqlite,postgresql")
    args = parser.parse_args()
    args.rounds = args.rounds or (30 if args.quick else 200)
    args.seconds = args.seconds or (3.0 if args.quick else 10.0)
    print(f"make bench-shop: load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    on_each_database(
        args.databases, "bench_shop", lambda name, engine: bench_database(name, engine, args)
    )
    return 0


def on_each_database(databases: str, prefix: str, bench) -> None:
    """Runs `bench(name, engine)` on a fresh database of each named backend."""
    for name in databases.split(","):
        try:
            with DATABASES[name](prefix=prefix) as engine:
                bench(name, engine)
        except Unreachable as error:
            print(f"\n{name}: skipped, not reachable ({error})")


if __name__ == "__main__":
    sys.exit(main())
