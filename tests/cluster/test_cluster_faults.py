"""Faults in the cluster (docs/cluster.md, "Faults"), on a PostgreSQL of its own: a full
render queue sheds with 503 and the SSR's memory stays put; a database outage leaves
cached pages up, answers shop calls 503 with Retry-After and loses no order; an API
killed under an order load loses no order either, as buyers go on through the other.

The tests run in this order on one cluster; the last one leaves an API dead."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest
import sqlalchemy as sa

from scripts.cluster import Cluster
from scripts.loadtest import HOST, SHOP, Failed, Tally, Visitor, project_id

PRIVATE_POSTGRES = True
CLUSTER_ENV = {
    # A small render queue, so a burst fills it for sure (docs/operations-ssr.md).
    "SSR_MAX_CONCURRENT_RENDERS": "2",
    "SSR_MAX_QUEUE": "16",
    "SSR_QUEUE_TIMEOUT_MS": "1000",
}
PAGES = ("/", "/over-ons", "/contact")
# A page no test asks for before the outage: neither Varnish nor an API has it.
UNCACHED_PAGE = "/catalogus/titels"
OUTAGE_SECONDS = 30
BURST = 120
BURSTS = 4
# A refusal must come at once, not after a client's patience ran out.
QUICK_ANSWER = 5.0
# The most an order load may take to place its orders (it ends once they are placed).
LOAD_TIMEOUT = 120.0


def wait_for(condition: Callable[[], object], timeout: float, what: str) -> object:
    """Polls `condition` until it answers something true; fails after `timeout` s."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            pytest.fail(f"{what}: not within {timeout} s")
        time.sleep(0.05)


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError(f"no VmRSS for {pid}")


async def burst(url: str, count: int) -> list[tuple[int, float, str | None]]:
    """`count` page requests at once: (status, seconds, Retry-After) of each."""
    limits = httpx.Limits(max_connections=count)
    async with httpx.AsyncClient(headers={"Host": HOST}, timeout=60, limits=limits) as client:

        async def one(index: int):
            started = time.monotonic()
            answer = await client.get(f"{url}/?burst={index}")
            return answer.status_code, time.monotonic() - started, answer.headers.get("retry-after")

        return await asyncio.gather(*(one(index) for index in range(count)))


def test_a_full_render_queue_sheds_with_503_and_the_ssr_does_not_swell(cluster: Cluster) -> None:
    ssr = cluster.ssrs[0]
    # Warm: code loaded, pools filled, the heap grown to what such a burst needs.
    for _ in range(2):
        asyncio.run(burst(ssr.url, BURST))
    before = rss_kib(ssr.popen.pid)
    answers = []
    for _ in range(BURSTS):
        answers += asyncio.run(burst(ssr.url, BURST))
    after = rss_kib(ssr.popen.pid)
    shed = [answer for answer in answers if answer[0] == 503]
    print(
        f"SSR RSS {before // 1024} MiB before, {after // 1024} MiB after {len(answers)} "
        f"requests ({len(shed)} shed, the slowest in "
        f"{max((seconds for _, seconds, _ in shed), default=0):.2f} s)"
    )
    assert shed, f"a burst of {BURST} renders on a queue of 2 + 16 shed nothing"
    assert {status for status, _, _ in answers} <= {200, 503}
    assert all(retry for _, _, retry in shed), "a shed answer without Retry-After"
    assert max(seconds for _, seconds, _ in shed) < QUICK_ANSWER
    # Shedding keeps the work per process bounded: more bursts, not more memory.
    assert after <= before * 1.2 + 16 * 1024, f"RSS grew from {before} to {after} KiB"


async def order_load(
    cluster: Cluster, orders: int, buyers: int = 4, fault=None, before_fault: int = 0
) -> tuple[Tally, int]:
    """`buyers` placing orders through both Varnish instances until `orders` more orders
    are placed than before `fault` (all of them without one), or LOAD_TIMEOUT s passed.
    `fault` runs once `before_fault` orders are placed, while the buyers go on: counts of
    orders, not seconds, as a busy machine may place an order in a second or in ten.
    Answers the tally and how many orders were placed before the fault."""
    project = project_id(cluster.varnishes[0].url)
    clients = [
        httpx.AsyncClient(base_url=varnish.url, headers={"host": HOST}, timeout=30)
        for varnish in cluster.varnishes
    ]
    tally = Tally()
    placed_before = []
    done = asyncio.Event()
    deadline = time.monotonic() + LOAD_TIMEOUT

    async def buyer(index: int) -> None:
        visitor = Visitor(clients[index % 2 :] + clients[: index % 2], project, tally)
        while not done.is_set():
            try:
                await visitor.order()
            except Failed:
                visitor.cart = ""
                await asyncio.sleep(0.05)

    async def placed(count: int) -> None:
        while len(tally.orders) < count and time.monotonic() < deadline:
            await asyncio.sleep(0.02)

    async def conduct() -> None:
        try:
            if fault is not None:
                await placed(before_fault)
                placed_before.append(len(tally.orders))
                await asyncio.to_thread(fault)
            await placed((placed_before or [0])[0] + orders)
        finally:
            done.set()

    try:
        await asyncio.gather(*(buyer(index) for index in range(buyers)), conduct())
    finally:
        for client in clients:
            await client.aclose()
    return tally, (placed_before or [len(tally.orders)])[0]


def stored_orders(cluster: Cluster) -> list[tuple[int, str]]:
    engine = sa.create_engine(cluster.env["DATABASE_URL"])
    try:
        with engine.connect() as connection:
            rows = connection.execute(sa.text("SELECT number, session FROM shop_order")).all()
    finally:
        engine.dispose()
    return [(number, session) for number, session in rows]


def assert_no_order_lost(cluster: Cluster, tally: Tally) -> None:
    stored = stored_orders(cluster)
    assert len(stored) == len(set(stored)), "an order is stored twice"
    missing = set(tally.orders) - set(stored)
    assert not missing, f"orders the buyers were told were placed are gone: {missing}"


def test_a_database_outage_keeps_cached_pages_and_answers_the_shop_503(cluster: Cluster) -> None:
    assert cluster.postgres is not None
    tally, _ = asyncio.run(order_load(cluster, orders=4))
    assert tally.orders, f"no order placed before the outage: {dict(tally.errors)}"
    varnishes = [varnish.url for varnish in cluster.varnishes]
    site = httpx.Client(headers={"Host": HOST}, timeout=30)
    project = project_id(varnishes[0])
    for varnish in varnishes:
        for page in PAGES:
            for _ in range(2):
                assert site.get(varnish + page).status_code == 200

    cluster.postgres.stop()
    try:
        pages, shop, uncached = [], [], []
        ends = time.monotonic() + OUTAGE_SECONDS
        while time.monotonic() < ends:
            for varnish in varnishes:
                for page in PAGES:
                    pages.append((page, site.get(varnish + page).status_code))
                started = time.monotonic()
                answer = site.post(
                    f"{varnish}{SHOP}/shoppingcart/create",
                    json={"website_id": project, "project_id": project},
                )
                shop.append(
                    (
                        answer.status_code,
                        answer.headers.get("retry-after"),
                        time.monotonic() - started,
                    )
                )
                missed = site.get(varnish + UNCACHED_PAGE)
                uncached.append((missed.status_code, missed.headers.get("retry-after")))
            time.sleep(0.5)
    finally:
        cluster.postgres.start()
    print(
        f"outage: {len(pages)} page requests, {len(shop)} shop calls, "
        f"slowest shop answer {max(s for _, _, s in shop):.2f} s"
    )
    assert all(status == 200 for _, status in pages), [p for p in pages if p[1] != 200][:5]
    assert {status for status, _, _ in shop} == {503}, sorted({s for s, _, _ in shop})
    assert all(retry for _, retry, _ in shop), "a 503 without Retry-After"
    assert max(seconds for _, _, seconds in shop) < QUICK_ANSWER
    # A page nobody had cached cannot be rendered: 503 with Retry-After, never stored.
    assert {status for status, _ in uncached} == {503}, sorted({s for s, _ in uncached})
    assert all(retry for _, retry in uncached), "a 503 page without Retry-After"

    def recovered() -> bool:
        answer = site.post(
            f"{varnishes[0]}{SHOP}/shoppingcart/create",
            json={"website_id": project, "project_id": project},
        )
        return answer.status_code == 200

    wait_for(recovered, 90, "the shop answering again after the database came back")
    assert_no_order_lost(cluster, tally)
    after, _ = asyncio.run(order_load(cluster, orders=2))
    assert after.orders, f"no order placed after the outage: {dict(after.errors)}"
    assert_no_order_lost(cluster, after)


def test_an_api_killed_under_an_order_load_loses_no_order(cluster: Cluster) -> None:
    victim = cluster.apis[0]

    def kill() -> None:
        os.killpg(victim.popen.pid, signal.SIGKILL)

    tally, before_kill = asyncio.run(order_load(cluster, orders=4, fault=kill, before_fault=4))

    assert victim.popen.wait(10) == -signal.SIGKILL
    after_kill = len(tally.orders) - before_kill
    print(f"orders: {before_kill} before the kill, {after_kill} after; errors {dict(tally.errors)}")
    assert before_kill > 0 and after_kill > 0, "the buyers did not go on through the other API"
    assert_no_order_lost(cluster, tally)
