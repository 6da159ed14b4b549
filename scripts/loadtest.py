"""`make loadtest`: visitors through the Varnish instances of the running `make cluster`
(docs/cluster.md). For DURATION seconds (default 30; --quick: 8) CONCURRENCY visitors
(default 16) each loop over a mix of what visitors do: read pages (home, content and
product pages), search, add to a cart, and now and then check out and place an order.
Prints requests/s, p50/p99 per route kind, errors, retries and the Varnish hit ratio.

A visitor talks to one Varnish instance and, as a real client behind a load balancer
would, sends a failed request once more to the other one: a page, a search or a cart
read after any failure; a cart change or an order only when the connection was refused
(nothing was sent, so nothing can be done twice).

httpx (asyncio) rather than wrk: the checkout is a chain of calls that carry the cart's
session from one answer to the next, and the retry rule above depends on what failed;
wrk's Lua can do neither without a hand-written HTTP state machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
HOST = "localhost"  # a demo host of the API (DEMO_HOSTS)
SHOP = "/api/services/webshop/v1"
SEARCH = "/api/services/websites/v1/search"
PRODUCTS = ("desembrood",)
PAGES = ("/", "/over-ons", "/contact", "/catalogus", "/catalogus/webwinkel", "/product/desembrood")
WORDS = ("brood", "taart", "desem", "koek", "rogge", "appel")
BUYER = {
    "invoice_is_company": "0",
    "invoice_firstname": "Lotte",
    "invoice_lastname": "Last",
    "invoice_email": "lotte@example.nl",
    "invoice_phonenumber": "0612345678",
    "invoice_street": "Dorpsstraat",
    "invoice_number": "1",
    "invoice_postcode": "1234 AB",
    "invoice_city": "Utrecht",
    "invoice_country": "NL",
    "custom_shipping_information": "0",
}
# What a visitor does next, by weight.
MIX = (("page", 70), ("search", 12), ("cart", 14), ("order", 4))


def state(work: Path | None = None) -> dict:
    """The running cluster's addresses (written by scripts/cluster.py)."""
    folder = work or Path(os.environ.get("CLUSTER_DIR", ROOT / "var" / "cluster"))
    path = folder / "cluster.json"
    if not path.exists():
        raise SystemExit(f"no running cluster ({path} is missing): start `make cluster` first")
    return json.loads(path.read_text())


def project_id(api: str) -> int:
    """The demo project's id, as the site's own pages learn it (the public page bundle)."""
    bundle = httpx.get(
        f"{api}/api/services/websites/v1/page-bundle?path=/", headers={"host": HOST}, timeout=30
    )
    return bundle.raise_for_status().json()["project"]["id"]


class Failed(Exception):
    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(f"{kind}: {reason}")
        self.kind = kind
        self.reason = reason


@dataclass
class Tally:
    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    errors: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    retries: int = 0
    orders: list[tuple[int, str]] = field(default_factory=list)

    def error(self, kind: str, reason: str) -> None:
        self.errors[f"{kind} {reason}"] += 1


class Visitor:
    """One visitor on `paths` (Varnish base URLs): the first one theirs, the rest for
    retries."""

    def __init__(self, clients: list[httpx.AsyncClient], project: int, tally: Tally) -> None:
        self.clients = clients
        self.ids = {"website_id": project, "project_id": project}
        self.tally = tally
        self.cart = ""

    async def send(self, kind: str, method: str, path: str, body=None, *, idempotent: bool):
        """One request, timed; once more on the other path when the rule allows."""
        last = ""
        for attempt, client in enumerate(self.clients[:2]):
            if attempt:
                self.tally.retries += 1
            started = time.perf_counter()
            try:
                response = await client.request(method, path, json=body)
            except httpx.ConnectError:
                last = "connect"
                continue
            except httpx.TransportError as error:
                last = type(error).__name__
                if idempotent:
                    continue
                break
            elapsed = time.perf_counter() - started
            if response.status_code < 400:
                self.tally.latencies[kind].append(elapsed)
                return response
            last = str(response.status_code)
            if not (idempotent and response.status_code >= 500):
                break
        self.tally.error(kind, last)
        raise Failed(kind, last)

    async def shop(self, kind: str, path: str, idempotent: bool = False, **payload) -> dict:
        response = await self.send(
            kind, "POST", SHOP + path, {**self.ids, **payload}, idempotent=idempotent
        )
        return response.json()

    async def page(self) -> None:
        await self.send("page", "GET", random.choice(PAGES), idempotent=True)

    async def search(self) -> None:
        body = {**self.ids, "query": random.choice(WORDS), "filters": "", "current_url": "/"}
        await self.send("search", "POST", SEARCH, body, idempotent=True)

    async def add_to_cart(self) -> None:
        if not self.cart:
            created = await self.shop("cart", "/shoppingcart/create")
            self.cart = created["shoppingcart"]["session"]
        await self.shop(
            "cart",
            "/shoppingcart/add",
            type="checkout",
            shoppingcart_session=self.cart,
            quantity=1,
            product_id=random.choice(PRODUCTS),
            options=[],
        )

    async def order(self) -> None:
        if not self.cart:
            await self.add_to_cart()
        cart = {"shoppingcart_session": self.cart}
        await self.shop("checkout", "/shoppingcart/add/user-details", **cart, **BUYER)
        await self.shop(
            "checkout", "/shoppingcart/add/shipping-method", **cart, shipping_method="bezorgen"
        )
        await self.shop(
            "checkout", "/shoppingcart/add/payment-method", **cart, payment_method="wire"
        )
        placed = await self.shop("order", "/orders/create", **cart, agreement=True)
        self.tally.orders.append((placed["order"]["number"], placed["order"]["session"]))
        self.cart = ""

    async def loop(self, until: float) -> None:
        kinds = [kind for kind, _ in MIX]
        weights = [weight for _, weight in MIX]
        while time.monotonic() < until:
            action = random.choices(kinds, weights)[0]
            try:
                await {
                    "page": self.page,
                    "search": self.search,
                    "cart": self.add_to_cart,
                    "order": self.order,
                }[action]()
            except Failed:
                # A failed cart step starts the next cart afresh, as a visitor reloading.
                self.cart = ""
                await asyncio.sleep(0.05)


def varnish_counters(names: list[str]) -> tuple[int, int] | None:
    """Hits and misses summed over the Varnish instances (varnishstat); None when an
    instance cannot be read (stopped)."""
    hits = misses = 0
    for name in names:
        result = subprocess.run(
            [
                "varnishstat",
                "-n",
                name,
                "-1",
                "-j",
                "-f",
                "MAIN.cache_hit",
                "-f",
                "MAIN.cache_miss",
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        if result.returncode != 0:
            print(f"loadtest: varnishstat -n {name}: {result.stderr.strip()}")
            return None
        data = json.loads(result.stdout)
        counters = data.get("counters", data)
        hits += counters["MAIN.cache_hit"]["value"]
        misses += counters["MAIN.cache_miss"]["value"]
    return hits, misses


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


async def run(about: dict, seconds: float, concurrency: int) -> tuple[Tally, float]:
    project = project_id(about["apis"][0])
    paths = about["varnishes"]
    limits = httpx.Limits(
        max_connections=concurrency * 2, max_keepalive_connections=concurrency * 2
    )
    clients = [
        httpx.AsyncClient(base_url=url, headers={"host": HOST}, timeout=30, limits=limits)
        for url in paths
    ]
    tally = Tally()
    try:
        started = time.monotonic()
        until = started + seconds
        visitors = [
            Visitor(clients[i % len(clients) :] + clients[: i % len(clients)], project, tally)
            for i in range(concurrency)
        ]
        await asyncio.gather(*(visitor.loop(until) for visitor in visitors))
        return tally, time.monotonic() - started
    finally:
        for client in clients:
            await client.aclose()


def report(tally: Tally, elapsed: float, counted: tuple[int, int] | None) -> None:
    total = sum(len(samples) for samples in tally.latencies.values())
    failed = sum(tally.errors.values())
    print(f"\n  {total} answered requests in {elapsed:.1f} s: {total / elapsed:.0f} requests/s")
    print(f"  {len(tally.orders)} orders placed, {tally.retries} retries to the other Varnish\n")
    print(f"  {'kind':<10}{'count':>8}{'p50 ms':>10}{'p99 ms':>10}")
    for kind in ("page", "search", "cart", "checkout", "order"):
        samples = tally.latencies.get(kind, [])
        if samples:
            print(
                f"  {kind:<10}{len(samples):>8}{statistics.median(samples) * 1000:>10.1f}"
                f"{percentile(samples, 0.99) * 1000:>10.1f}"
            )
    print(
        f"\n  errors: {failed}"
        + "".join(f"\n    {k}: {v}" for k, v in sorted(tally.errors.items()))
    )
    if counted is None:
        print("  Varnish hit ratio: unknown (an instance could not be read)\n")
        return
    hits, misses = counted
    looked_up = hits + misses
    ratio = hits / looked_up if looked_up else 0.0
    print(f"  Varnish hit ratio: {ratio:.1%} ({hits} hits, {misses} misses)\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a short run (8 s)")
    args = parser.parse_args()
    seconds = float(os.environ.get("DURATION") or (8 if args.quick else 30))
    concurrency = int(os.environ.get("CONCURRENCY", "16"))
    about = state()
    print(
        f"loadtest: {concurrency} visitors for {seconds:.0f} s through {' and '.join(about['varnishes'])}"
    )
    before = varnish_counters(about["varnish_names"])
    tally, elapsed = asyncio.run(run(about, seconds, concurrency))
    after = varnish_counters(about["varnish_names"])
    counted = (after[0] - before[0], after[1] - before[1]) if before and after else None
    report(tally, elapsed, counted)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
