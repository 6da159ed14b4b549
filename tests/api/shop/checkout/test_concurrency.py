"""Real parallel requests against a running server (uvicorn in a thread), on SQLite
and PostgreSQL: one order per cart, the last unit sold once, stock never negative."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
import sqlalchemy as sa

from api.app import create_app
from tests.api.live_server import live_server
from tests.api.shop.checkout.conftest import BASE, BUYER, HOST, SHOP, checkout_document


class LiveShop:
    def __init__(self, http: httpx.Client, project_id: int) -> None:
        self.http = http
        self.project_id = project_id

    def post(self, path: str, **payload) -> httpx.Response:
        body = {"website_id": self.project_id, "project_id": self.project_id, **payload}
        return self.http.post(BASE + path, json=body)

    def ok(self, path: str, **payload) -> dict:
        response = self.post(path, **payload)
        assert response.status_code == 200, response.text
        return response.json()

    def ready_cart(self, product: str, quantity: int = 1, payment: str = "ideal") -> str:
        session = self.ok("/shoppingcart/create")["shoppingcart"]["session"]
        self.ok("/shoppingcart/add", shoppingcart_session=session, product_id=product,
                quantity=quantity, type="checkout")  # fmt: skip
        self.ok("/shoppingcart/add/user-details", shoppingcart_session=session, **BUYER)
        self.ok("/shoppingcart/add/shipping-method", shoppingcart_session=session,
                shipping_method="verzenden")  # fmt: skip
        self.ok("/shoppingcart/add/payment-method", shoppingcart_session=session,
                payment_method=payment)  # fmt: skip
        return session


def in_parallel(count: int, work) -> list:
    barrier = threading.Barrier(count, timeout=120)

    def run(index: int):
        barrier.wait()
        return work(index)

    with ThreadPoolExecutor(max_workers=count) as pool:
        return list(pool.map(run, range(count)))


@pytest.fixture
def live(engine, import_document, make_settings, tmp_path) -> Iterator[LiveShop]:
    shop = {**SHOP, "products": [*SHOP["products"], {
        "id": "laatste", "title": "Laatste taart", "price": {"incl_tax": "10"}, "vat_rate": 9,
        "stock_management": True, "stock": 1}]}  # fmt: skip
    project_id = import_document(checkout_document(shop=shop), HOST)
    app = create_app(make_settings(mail_dir=tmp_path / "mail"), engine=engine)
    with live_server(app) as url:
        limits = httpx.Limits(max_connections=80, max_keepalive_connections=80)
        with httpx.Client(base_url=url, headers={"host": HOST}, limits=limits,
                          timeout=120) as http:  # fmt: skip
            yield LiveShop(http, project_id)


def count(engine, table: str) -> int:
    with engine.connect() as connection:
        return connection.execute(sa.text(f"SELECT count(*) FROM {table}")).scalar_one()


def stock_of(engine, key: str) -> int:
    with engine.connect() as connection:
        return connection.execute(
            sa.text("SELECT stock FROM shop_product WHERE key = :key"), {"key": key}
        ).scalar_one()


def test_twenty_parallel_completions_of_one_cart_make_one_order(live, engine):
    session = live.ready_cart("appeltaart")
    responses = in_parallel(20, lambda _i: live.post("/orders/create",
                                                     shoppingcart_session=session))  # fmt: skip
    assert {r.status_code for r in responses} == {200}, [r.text for r in responses]
    answers = {(r.json()["order"]["session"], r.json()["payment"]["url"]) for r in responses}
    assert len(answers) == 1
    assert count(engine, "shop_order") == 1 and count(engine, "shop_payment") == 1
    assert stock_of(engine, "appeltaart") == 2


def test_fifty_buyers_of_the_last_unit_one_wins(live, engine):
    sessions = [live.ready_cart("laatste") for _ in range(50)]
    responses = in_parallel(50, lambda i: live.post("/orders/create",
                                                    shoppingcart_session=sessions[i]))  # fmt: skip
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [200] + [409] * 49, [r.text for r in responses if r.status_code >= 500]
    refused = next(r for r in responses if r.status_code == 409)
    assert refused.json() == {"errors": {"products": [
        "Er is niet genoeg voorraad van Laatste taart."]}}  # fmt: skip
    assert stock_of(engine, "laatste") == 0
    assert count(engine, "shop_order") == 1
    stock = live.post("/products/get-stock", product_id="laatste").json()
    assert stock == {"in_stock": False, "stock": 0}


def test_parallel_starts_create_one_provider_payment(live, engine):
    session = live.ready_cart("volkoren")
    url = live.ok("/orders/create", shoppingcart_session=session)["payment"]["url"]
    path = url  # site-relative (docs/origins.md)
    responses = in_parallel(10, lambda _i: live.http.get(path, follow_redirects=False))
    assert {r.status_code for r in responses} == {303}
    assert len({r.headers["location"] for r in responses}) == 1
    assert "/api/services/payments/v1/test/tst_" in responses[0].headers["location"]
    assert count(engine, "payment_test_transaction") == 1
