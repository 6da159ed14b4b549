"""Time slots in the visitor's checkout (docs/pickup-slots.md): offered slots after the
lead time, choosing one, booking it with the order, full and past slots refused with
422 under `delivery_slot`, the slot in the order and its mails, and a cancelled
order giving its slot back."""

from __future__ import annotations

import email
from datetime import date, timedelta
from pathlib import Path

import pytest
import sqlalchemy as sa

from api.database import session_scope
from api.shop.checkout import owner_orders
from tests.api.shop.checkout.slot_fixtures import slotted_shop, slotted_webshop

FULL = "Dit tijdvak is vol. Kies een ander tijdvak."
CLOSED = "Voor dit tijdvak kun je niet meer bestellen. Kies een later tijdvak."


@pytest.fixture
def mail_dir(tmp_path) -> Path:
    return tmp_path / "mail"


@pytest.fixture
def shop(make_shop, mail_dir):
    return make_shop(slotted_webshop(capacity=2), slotted_shop(), mail_dir=mail_dir)


def pickup_cart(shop, product: str = "volkoren") -> str:
    session = shop.new_cart()
    shop.add(session, product)
    shop.ready(session, payment="pay_on_pickup", shipping="ophalen")
    return session


def offer(shop, session: str) -> dict:
    return shop.ok("/shoppingcart/delivery-slots", shoppingcart_session=session)["delivery_slots"]


def first_slot(shop, session: str) -> str:
    return offer(shop, session)["days"][0]["slots"][0]["id"]


def booked(engine) -> dict[str, int]:
    with engine.connect() as connection:
        rows = connection.execute(sa.text("SELECT slot, booked FROM shop_slot_booking"))
        return dict(rows.all())


def test_the_pickup_method_offers_its_first_days(shop):
    session = pickup_cart(shop)
    answer = offer(shop, session)
    assert answer["method"] == "ophalen" and answer["timezone"] == "Europe/Amsterdam"
    assert answer["selected"] is None and answer["lead_time_days"] == 0
    assert len(answer["days"]) == 7
    first = answer["days"][0]
    assert date.fromisoformat(first["date"]) >= date.today() - timedelta(days=1)
    assert {(s["from"], s["to"], s["available"], s["remaining"]) for s in first["slots"]} <= {
        ("09:00", "12:00", True, 2), ("13:00", "17:00", True, 2)}  # fmt: skip


def test_a_method_without_slots_offers_none(shop):
    session = pickup_cart(shop)
    shop.ok("/shoppingcart/add/shipping-method", shoppingcart_session=session,
            shipping_method="verzenden")  # fmt: skip
    answer = offer(shop, session)
    assert answer["method"] is None and answer["days"] == []
    chosen = shop.post("/shoppingcart/add/delivery-slot", shoppingcart_session=session,
                       delivery_slot="2030-01-01T09:00-12:00")  # fmt: skip
    assert chosen.status_code == 422
    assert chosen.json() == {
        "errors": {"delivery_slot": ["Deze verzendmethode heeft geen tijdvakken."]}
    }


def test_a_lead_time_moves_the_first_day(shop):
    session = pickup_cart(shop, "bruidstaart")
    answer = offer(shop, session)
    assert answer["lead_time_days"] == 21
    assert date.fromisoformat(answer["days"][0]["date"]) >= date.today() + timedelta(days=20)


def test_the_order_books_the_chosen_slot_and_carries_it(shop, engine, mail_dir):
    session = pickup_cart(shop)
    slot = first_slot(shop, session)
    chosen = shop.ok("/shoppingcart/add/delivery-slot", shoppingcart_session=session,
                     delivery_slot=slot)  # fmt: skip
    assert chosen["delivery_slots"]["selected"] == slot
    assert offer(shop, session)["selected"] == slot
    answer = shop.order(session).json()
    assert booked(engine) == {slot: 1}
    order = shop.ok("/orders/get", order_session=answer["order"]["session"],
                    email="anna@example.nl")  # fmt: skip
    kept = order["shipment"]["delivery_slot"]
    assert kept["id"] == slot and kept["method"] == "ophalen"
    assert kept["label"].endswith(f"{slot[11:16]}-{slot[17:]}")
    sent = [email.message_from_bytes(p.read_bytes()) for p in sorted(mail_dir.glob("*.eml"))]
    assert sent and all(
        f"Tijdvak: {kept['label']}" in m.get_payload(decode=True).decode() for m in sent
    )


def test_without_a_chosen_slot_the_order_asks_for_one(shop, engine):
    session = pickup_cart(shop)
    refused = shop.order(session)
    assert refused.status_code == 400
    assert refused.json()["errors"]["delivery_slot"] == ["Kies een tijdvak."]
    assert booked(engine) == {}


def test_orders_create_accepts_the_slot_and_refuses_a_full_one(shop, engine):
    slot = first_slot(shop, pickup_cart(shop))
    for _ in range(2):
        assert shop.order(pickup_cart(shop), delivery_slot=slot).status_code == 200
    refused = shop.order(pickup_cart(shop), delivery_slot=slot)
    assert refused.status_code == 422
    assert refused.json() == {"errors": {"delivery_slot": [FULL]}}
    assert booked(engine) == {slot: 2}
    late = pickup_cart(shop)
    chosen = shop.post("/shoppingcart/add/delivery-slot", shoppingcart_session=late,
                       delivery_slot=slot)  # fmt: skip
    assert chosen.status_code == 422 and chosen.json()["errors"]["delivery_slot"] == [FULL]
    full = [s for d in offer(shop, late)["days"] for s in d["slots"] if s["id"] == slot]
    assert full == [{**full[0], "available": False, "remaining": 0}]


def test_a_past_slot_or_a_window_the_method_lacks_is_refused(shop, engine):
    session = pickup_cart(shop)
    yesterday = (date.today() - timedelta(days=2)).isoformat()
    for slot in (f"{yesterday}T09:00-12:00", f"{date.today() + timedelta(days=3)}T07:00-08:00"):
        refused = shop.order(session, delivery_slot=slot)
        assert refused.status_code == 422
        assert refused.json() == {"errors": {"delivery_slot": [CLOSED]}}
    assert shop.order(session, delivery_slot="morgen").json() == {
        "errors": {"delivery_slot": ["Kies een tijdvak."]}}  # fmt: skip
    assert booked(engine) == {}


def test_another_method_forgets_the_chosen_slot(shop):
    session = pickup_cart(shop)
    shop.ok("/shoppingcart/add/delivery-slot", shoppingcart_session=session,
            delivery_slot=first_slot(shop, session))  # fmt: skip
    for method in ("verzenden", "ophalen"):
        shop.ok("/shoppingcart/add/shipping-method", shoppingcart_session=session,
                shipping_method=method)  # fmt: skip
    assert offer(shop, session)["selected"] is None


def test_the_owner_sees_the_slot_and_a_cancelled_order_gives_it_back(shop, engine):
    session = pickup_cart(shop)
    slot = first_slot(shop, session)
    number = shop.order(session, delivery_slot=slot).json()["order"]["number"]
    assert booked(engine) == {slot: 1}
    with session_scope(engine) as db:
        rows, _total = owner_orders.list_orders(
            db, shop.project_id, owner_orders.read_filters({}), 0, 10
        )
    assert rows[0]["delivery_slot"]["id"] == slot  # the owner's order list shows it
    with session_scope(engine) as db:
        owner_orders.change_status(db, shop.project_id, number, "cancelled")
    assert booked(engine) == {slot: 0}
