"""A slow VIES against a running server: many parallel VAT checks with new numbers
neither hold the threads that serve other calls nor pile up; the checks over the limit
answer 'unavailable' at once."""

from __future__ import annotations

import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from api.app import create_app
from api.vat import clear_cache
from tests.api.live_server import live_server
from tests.api.shop.checkout.conftest import HOST, checkout_document
from tests.api.shop.checkout.test_concurrency import LiveShop
from tests.fakes.vies import FakeVies

PARALLEL = 45
VIES_SLOTS = 4
# Generous bounds on conditions, never the measure of a test (benchmarks time things).
DEADLINE = 60.0


def belgian_number(index: int) -> str:
    base = 4_031_707 + index
    return f"BE0{base}{97 - base % 97:02d}"


@pytest.fixture
def vies() -> Iterator[FakeVies]:
    clear_cache()
    with FakeVies() as fake:
        yield fake
    clear_cache()


@pytest.fixture
def live(engine, import_document, make_settings, tmp_path, vies) -> Iterator[LiveShop]:
    project_id = import_document(checkout_document(), HOST)
    settings = make_settings(
        mail_dir=tmp_path / "mail",
        vies_url=vies.url,
        vies_concurrency=VIES_SLOTS,
        vies_client_rate=10 * PARALLEL,
        # Held questions stay pending until the test releases them.
        vies_timeout_seconds=DEADLINE,
    )
    app = create_app(settings, engine=engine)
    with live_server(app) as url:
        limits = httpx.Limits(max_connections=PARALLEL + 10, max_keepalive_connections=PARALLEL)
        with httpx.Client(base_url=url, headers={"host": HOST}, limits=limits,
                          timeout=DEADLINE) as http:  # fmt: skip
            try:
                yield LiveShop(http, project_id)
            finally:
                vies.release()  # a failed test must not leave the server waiting


def wait_until(condition, what: str) -> None:
    deadline = time.monotonic() + DEADLINE
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited in vain for {what}")
        time.sleep(0.02)


def test_slow_vies_checks_leave_other_calls_served(live, vies):
    numbers = [belgian_number(index) for index in range(PARALLEL)]
    for number in numbers:
        vies.hold(number)
    sessions = [live.ok("/shoppingcart/create")["shoppingcart"]["session"] for _ in numbers]

    def save(index: int) -> httpx.Response:
        return live.post("/shoppingcart/add/user-details", shoppingcart_session=sessions[index],
                         invoice_country="BE", invoice_is_company="1",
                         invoice_tax_number=numbers[index])  # fmt: skip

    with ThreadPoolExecutor(max_workers=PARALLEL) as pool:
        saves = [pool.submit(save, index) for index in range(PARALLEL)]
        vies.wait_for_calls(VIES_SLOTS, timeout=DEADLINE)
        # The checks beyond the slots do not wait for VIES: 'unavailable' at once.
        wait_until(lambda: sum(save.done() for save in saves) >= PARALLEL - VIES_SLOTS,
                   "the checks over the limit to answer")  # fmt: skip
        pending = [save for save in saves if not save.done()]
        assert len(pending) == VIES_SLOTS
        answered = [save.result() for save in saves if save.done()]
        assert {response.status_code for response in answered} == {200}
        assert {response.json()["vies"]["status"] for response in answered} == {"unavailable"}
        # Another shop call is served while the held questions are still pending.
        stock = live.post("/products/get-stock", product_id="volkoren")
        assert stock.status_code == 200, stock.text
        cart = live.ok("/shoppingcart/get", shoppingcart_session=sessions[0])
        assert cart["shoppingcart"]["session"] == sessions[0]
        assert not any(save.done() for save in pending)
        assert len(vies.calls) == VIES_SLOTS
        vies.release()
        finished = [save.result().json()["vies"] for save in pending]
    assert [check["status"] for check in finished] == ["valid"] * VIES_SLOTS
    assert all(check["reverse_charge_applied"] for check in finished)
    assert len(vies.calls) == VIES_SLOTS
