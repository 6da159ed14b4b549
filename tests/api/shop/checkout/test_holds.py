"""Stock holds (`checkout/holds.py`): every reservation runs out after its payment
method's time unless the order is paid or taken in hand, and the sweep gives the units
back, also when the payment link was never opened. The clock is moved by setting
`stock_release_at` in the past, never by waiting."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
import sqlalchemy as sa
from sqlmodel import select

from api.database import session_scope
from api.shop.checkout import owner_orders
from api.shop.checkout.holds import Holds
from api.shop.checkout.models import ShopOrder
from api.timestamps import in_utc
from tests.api.shop.checkout.test_orders import stock_of

OVERVIEW = {"email": "anna@example.nl"}


@pytest.fixture
def shop(make_shop):
    return make_shop(stock_hold_online_minutes=45, stock_hold_wire_minutes=5 * 24 * 60,
                     stock_hold_pickup_minutes=2 * 24 * 60)  # fmt: skip


def place(shop, payment: str, product: str = "appeltaart", quantity: int = 1) -> dict:
    session = shop.new_cart()
    shop.add(session, product, quantity)
    shop.ready(session, payment=payment)
    response = shop.order(session)
    assert response.status_code == 200, response.text
    return response.json()


def order_row(engine, number: int) -> dict:
    with session_scope(engine) as session:
        return session.exec(select(ShopOrder).where(ShopOrder.number == number)).one().model_dump()


def held_for(engine, number: int) -> timedelta:
    row = order_row(engine, number)
    return in_utc(row["stock_release_at"]) - in_utc(row["created_at"])


def run_out(engine, number: int) -> None:
    """Moves the clock past the order's hold."""
    with engine.begin() as connection:
        connection.execute(
            sa.text("UPDATE shop_order SET stock_release_at = :at WHERE number = :n"),
            {"at": datetime.now(UTC) - timedelta(minutes=1), "n": number},
        )


def answer_product(engine) -> int:
    with engine.connect() as connection:
        return connection.execute(
            sa.text("SELECT id FROM shop_product WHERE key = 'appeltaart'")
        ).scalar_one()


def test_every_reservation_is_held_for_its_payment_methods_time(shop, engine):
    online = place(shop, "ideal")["order"]["number"]
    wire = place(shop, "wire")["order"]["number"]
    pickup = place(shop, "pay_on_pickup")["order"]["number"]
    assert stock_of(engine, "appeltaart") == 0
    margin = timedelta(minutes=1)
    assert abs(held_for(engine, online) - timedelta(minutes=45)) < margin
    assert abs(held_for(engine, wire) - timedelta(days=5)) < margin
    assert abs(held_for(engine, pickup) - timedelta(days=2)) < margin
    # Not yet run out: the sweep leaves them.
    assert shop.client.app.state.checkout.sweep() == []
    assert stock_of(engine, "appeltaart") == 0


def test_an_unopened_payment_link_loses_its_stock_when_the_hold_runs_out(shop, engine):
    answer = place(shop, "ideal", quantity=3)
    number, token = answer["order"]["number"], answer["order"]["session"]
    assert stock_of(engine, "appeltaart") == 0
    # Nobody opens the payment link; after the hold another buyer finds the taart.
    run_out(engine, number)
    changed = shop.client.app.state.checkout.sweep()
    assert [products for _project, products in changed] == [[answer_product(engine)]]
    assert stock_of(engine, "appeltaart") == 3
    row = order_row(engine, number)
    assert not row["stock_reserved"] and row["stock_release_at"] is None
    # The old link no longer leads to paying for stock the order lost.
    view = shop.ok("/orders/get", order_session=token, **OVERVIEW)
    assert view["payment"]["payment_status"] == "expired" and view["payment"]["url"] == ""
    start = shop.client.get(answer["payment"]["url"], follow_redirects=False)
    assert start.status_code == 303
    assert start.headers["location"].endswith(f"/bestelling?order={token}")
    # Starting over takes the units again, with a new hold.
    again = shop.ok("/transactions/create", order_session=token, payment_method="ideal")
    assert again["payment"]["url"].endswith("/start")
    assert stock_of(engine, "appeltaart") == 0
    assert order_row(engine, number)["stock_reserved"]
    assert in_utc(order_row(engine, number)["stock_release_at"]) > datetime.now(UTC)


def test_a_wire_order_runs_out_but_one_taken_in_hand_keeps_its_stock(shop, engine):
    lapsed = place(shop, "wire")["order"]["number"]
    handled = place(shop, "wire")["order"]["number"]
    project_id = order_row(engine, handled)["project_id"]
    with session_scope(engine) as session:  # the owner starts packing the second
        owner_orders.change_status(session, project_id, handled, "processing")
    assert order_row(engine, handled)["stock_release_at"] is None
    run_out(engine, lapsed)
    run_out(engine, handled)
    shop.client.app.state.checkout.sweep()
    assert stock_of(engine, "appeltaart") == 2
    assert not order_row(engine, lapsed)["stock_reserved"]
    assert order_row(engine, handled)["stock_reserved"]


def test_a_paid_order_keeps_its_stock_after_the_hold(shop, engine):
    answer = place(shop, "ideal")
    number = answer["order"]["number"]
    with engine.begin() as connection:  # paid, as settling a payment leaves it
        connection.execute(sa.text("UPDATE shop_payment SET status = 'paid'"))
        connection.execute(sa.text("UPDATE shop_order SET payment_status = 'paid'"))
    run_out(engine, number)
    assert shop.client.app.state.checkout.sweep() == []
    assert stock_of(engine, "appeltaart") == 2
    assert order_row(engine, number)["stock_release_at"] is None


def test_a_failed_payment_shortens_a_hold_but_never_stretches_it():
    holds = Holds(online_minutes=60, after_failure_minutes=30)
    now = datetime(2026, 11, 26, 12, tzinfo=UTC)
    assert holds.after_failed_payment(now + timedelta(minutes=50), now) == now + timedelta(
        minutes=30
    )
    assert holds.after_failed_payment(now + timedelta(minutes=10), now) == now + timedelta(
        minutes=10
    )
    # SQLite hands the stored moment back without its zone.
    naive = (now + timedelta(minutes=5)).replace(tzinfo=None)
    assert holds.after_failed_payment(naive, now) == now + timedelta(minutes=5)
    assert holds.minutes_for("ideal", online=True) == 60
    assert holds.minutes_for("wire", online=False) == Holds().wire_minutes
    assert holds.minutes_for("pay_on_pickup", online=False) == Holds().pickup_minutes
