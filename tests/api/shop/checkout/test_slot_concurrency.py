"""Real parallel orders for one time slot against a running server, on SQLite and
PostgreSQL: a slot never holds more orders than its capacity."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
import sqlalchemy as sa

from api.app import create_app
from tests.api.live_server import live_server
from tests.api.shop.checkout.conftest import BUYER, HOST, checkout_document
from tests.api.shop.checkout.slot_fixtures import slotted_shop, slotted_webshop
from tests.api.shop.checkout.test_concurrency import LiveShop, in_parallel

CAPACITY = 5
BUYERS = 20


@pytest.fixture
def live(engine, import_document, make_settings, tmp_path) -> Iterator[LiveShop]:
    document = checkout_document(slotted_webshop(capacity=CAPACITY), slotted_shop())
    project_id = import_document(document, HOST)
    app = create_app(make_settings(mail_dir=tmp_path / "mail"), engine=engine)
    with live_server(app) as url:
        limits = httpx.Limits(max_connections=80, max_keepalive_connections=80)
        with httpx.Client(base_url=url, headers={"host": HOST}, limits=limits,
                          timeout=120) as http:  # fmt: skip
            yield LiveShop(http, project_id)


def pickup_cart(live: LiveShop) -> str:
    session = live.ok("/shoppingcart/create")["shoppingcart"]["session"]
    live.ok("/shoppingcart/add", shoppingcart_session=session, product_id="volkoren",
            quantity=1, type="checkout")  # fmt: skip
    live.ok("/shoppingcart/add/user-details", shoppingcart_session=session, **BUYER)
    live.ok("/shoppingcart/add/shipping-method", shoppingcart_session=session,
            shipping_method="ophalen")  # fmt: skip
    live.ok("/shoppingcart/add/payment-method", shoppingcart_session=session,
            payment_method="pay_on_pickup")  # fmt: skip
    return session


def test_twenty_parallel_orders_fill_a_slot_exactly_to_its_capacity(live, engine):
    sessions = [pickup_cart(live) for _ in range(BUYERS)]
    offered = live.ok("/shoppingcart/delivery-slots", shoppingcart_session=sessions[0])
    slot = offered["delivery_slots"]["days"][0]["slots"][0]["id"]
    for session in sessions:
        live.ok("/shoppingcart/add/delivery-slot", shoppingcart_session=session,
                delivery_slot=slot)  # fmt: skip
    responses = in_parallel(BUYERS, lambda i: live.post("/orders/create",
                                                        shoppingcart_session=sessions[i]))  # fmt: skip
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [200] * CAPACITY + [422] * (BUYERS - CAPACITY), [
        r.text for r in responses if r.status_code not in (200, 422)
    ]
    refused = next(r for r in responses if r.status_code == 422)
    assert refused.json() == {"errors": {"delivery_slot": [
        "Dit tijdvak is vol. Kies een ander tijdvak."]}}  # fmt: skip
    with engine.connect() as connection:
        booked = connection.execute(
            sa.text("SELECT booked FROM shop_slot_booking WHERE slot = :slot"), {"slot": slot}
        ).scalar_one()
        orders = connection.execute(sa.text("SELECT delivery_slot FROM shop_order")).all()
    assert booked == CAPACITY
    assert len(orders) == CAPACITY
    after = live.ok("/shoppingcart/delivery-slots", shoppingcart_session=pickup_cart(live))
    shown = [s for d in after["delivery_slots"]["days"] for s in d["slots"] if s["id"] == slot]
    assert shown[0]["available"] is False and shown[0]["remaining"] == 0
