"""Payments against a running server: the test provider's page, Mollie's stand-in,
duplicate and out-of-order webhooks, a lost webhook healed by orders/get, stock
released after a failed payment and taken again by a new one."""

from __future__ import annotations

import email
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import sqlalchemy as sa

from api.app import create_app
from tests.api.live_server import live_server
from tests.api.shop.checkout.conftest import HOST, WEBSHOP, checkout_document
from tests.api.shop.checkout.test_concurrency import LiveShop, count, in_parallel, stock_of
from tests.fakes.mollie import FakeMollie

PAID_SUBJECT = "Betaling ontvangen voor bestelling"


@pytest.fixture
def mollie() -> Iterator[FakeMollie]:
    with FakeMollie() as fake:
        yield fake


@pytest.fixture
def mail_dir(tmp_path) -> Path:
    return tmp_path / "mail"


@pytest.fixture
def live(engine, import_document, make_settings, mollie, mail_dir) -> Iterator[LiveShop]:
    webshop = {
        **WEBSHOP,
        "payment_methods": [*WEBSHOP["payment_methods"],
                            {"id": "mollie_ideal", "title": "iDEAL (Mollie)",
                             "provider": "mollie", "mollie_method": "ideal"}],
        "mollie": {"api_key": mollie.api_key},
    }  # fmt: skip
    project_id = import_document(checkout_document(webshop), HOST)
    # 127.0.0.1 stands for the shop, so the providers' webhooks reach this server.
    settings = make_settings(demo_domain=HOST, mail_dir=mail_dir, stock_release_minutes=0,
                             mollie_api_url=mollie.url)  # fmt: skip
    app = create_app(settings, engine=engine)
    with live_server(app) as url, httpx.Client(base_url=url, timeout=60) as http:
        shop = LiveShop(http, project_id)
        shop.app = app
        yield shop


def paid_mails(mail_dir: Path) -> list:
    if not mail_dir.exists():
        return []
    found = [email.message_from_bytes(p.read_bytes()) for p in mail_dir.glob("*.eml")]
    return [m for m in found if m["Subject"].startswith(PAID_SUBJECT)]


def order_row(engine) -> dict:
    with engine.connect() as connection:
        return dict(connection.execute(sa.text("SELECT * FROM shop_order")).one()._mapping)


def place(live: LiveShop, product="appeltaart", payment="ideal") -> dict:
    session = live.ready_cart(product, payment=payment)
    return live.ok("/orders/create", shoppingcart_session=session)


def start(live: LiveShop, url: str) -> str:
    response = live.http.get(url, follow_redirects=False)
    assert response.status_code == 303, response.text
    assert response.headers["cache-control"] == "no-store"
    return response.headers["location"]


def test_test_provider_expired_releases_stock_and_a_new_payment_pays(live, engine, mail_dir):
    answer = place(live)
    token = answer["order"]["session"]
    assert stock_of(engine, "appeltaart") == 2
    page = start(live, answer["payment"]["url"])
    assert "/api/services/payments/v1/test/tst_" in page
    # The buyer lets it expire: the page calls our webhook and sends the buyer back.
    back = live.http.post(page, data={"status": "expired"}, follow_redirects=False)
    assert back.status_code == 303 and back.headers["location"].endswith(f"?order={token}")
    view = live.ok("/orders/get", order_session=token, email="anna@example.nl")
    assert view["payment"]["payment_status"] == "expired" and view["payment"]["url"] == ""
    # stock_release_minutes=0: the sweep gives the unit back.
    live.app.state.checkout.sweep()
    assert stock_of(engine, "appeltaart") == 3 and not order_row(engine)["stock_reserved"]
    again = live.ok("/transactions/create", order_session=token, payment_method="ideal")
    assert stock_of(engine, "appeltaart") == 2
    page = start(live, again["payment"]["url"])
    live.http.post(page, data={"status": "paid"}, follow_redirects=False)
    view = live.ok("/orders/get", order_session=token, email="anna@example.nl")
    assert view["payment"]["payment_status"] == "paid"
    assert order_row(engine)["stock_release_at"] is None
    assert len(paid_mails(mail_dir)) == 1
    assert live.post("/transactions/create", order_session=token,
                     payment_method="ideal").status_code == 409  # fmt: skip


def test_a_new_payment_after_the_stock_is_gone_is_409(live, engine):
    answer = place(live, product="appeltaart")
    page = start(live, answer["payment"]["url"])
    live.http.post(page, data={"status": "failed"}, follow_redirects=False)
    live.app.state.checkout.sweep()
    with engine.begin() as connection:
        connection.execute(sa.text("UPDATE shop_product SET stock = 0 WHERE key = 'appeltaart'"))
    response = live.post("/transactions/create", order_session=answer["order"]["session"],
                         payment_method="ideal")  # fmt: skip
    assert response.status_code == 409
    assert response.json()["errors"]["products"] == ["Er is niet genoeg voorraad van Appeltaart."]
    assert stock_of(engine, "appeltaart") == 0


def test_ten_duplicate_mollie_webhooks_pay_once(live, engine, mollie, mail_dir):
    answer = place(live, payment="mollie_ideal")
    checkout_url = start(live, answer["payment"]["url"])
    provider_id = next(iter(mollie.payments))
    assert checkout_url == mollie.payments[provider_id]["_links"]["checkout"]["href"]
    assert mollie.payments[provider_id]["method"] == "ideal"
    assert mollie.payments[provider_id]["amount"] == {"currency": "EUR", "value": "31.90"}
    mollie.set_status(provider_id, "paid")
    webhook = "/api/services/webshop/v1/payments/webhook/mollie"
    responses = in_parallel(10, lambda _i: live.http.post(webhook, data={"id": provider_id}))
    assert {r.status_code for r in responses} == {200}
    row = order_row(engine)
    assert row["payment_status"] == "paid" and row["paid_at"] is not None
    assert len(paid_mails(mail_dir)) == 1
    # The webhook's body is never trusted: each asked Mollie.
    assert len(mollie.calls_to("GET", f"/v2/payments/{provider_id}")) == 10
    assert live.http.post(webhook, data={"id": "tr_unknown"}).status_code == 404


def test_an_old_payments_late_webhook_does_not_undo_paid(live, engine, mollie):
    answer = place(live, payment="mollie_ideal")
    token = answer["order"]["session"]
    start(live, answer["payment"]["url"])
    first = next(iter(mollie.payments))
    mollie.set_status(first, "canceled")
    assert mollie.send_webhook(first) == 200
    again = live.ok("/transactions/create", order_session=token, payment_method="mollie_ideal")
    start(live, again["payment"]["url"])
    second = next(pid for pid in mollie.payments if pid != first)
    mollie.set_status(second, "paid")
    assert mollie.send_webhook(second) == 200
    # The first payment's webhook arrives again, late: nothing changes.
    assert mollie.send_webhook(first) == 200
    assert order_row(engine)["payment_status"] == "paid"
    with engine.connect() as connection:
        statuses = connection.execute(
            sa.text("SELECT status FROM shop_payment ORDER BY id")).scalars().all()  # fmt: skip
    assert statuses == ["canceled", "paid"]


def test_a_lost_webhook_is_healed_by_the_overview(live, engine, mollie, mail_dir):
    answer = place(live, payment="mollie_ideal")
    token = answer["order"]["session"]
    start(live, answer["payment"]["url"])
    provider_id = next(iter(mollie.payments))
    view = live.ok("/orders/get", order_session=token, email="anna@example.nl")
    # Open at the provider: the buyer's view says "not yet received" (spec 000 §4: empty).
    assert view["payment"]["payment_status"] == ""
    assert view["payment"]["url"] == answer["payment"]["url"]
    mollie.set_status(provider_id, "paid")  # and no webhook arrives
    with engine.begin() as connection:  # the last question was more than 5 s ago
        connection.execute(sa.text("UPDATE shop_payment SET checked_at = NULL"))
    view = live.ok("/orders/get", order_session=token, email="anna@example.nl")
    assert view["payment"]["payment_status"] == "paid"
    assert len(paid_mails(mail_dir)) == 1
    # Right after, the provider is not asked again (at most once per 5 s).
    before = len(mollie.calls_to("GET", f"/v2/payments/{provider_id}"))
    live.ok("/orders/get", order_session=token, email="anna@example.nl")
    assert len(mollie.calls_to("GET", f"/v2/payments/{provider_id}")) == before


def test_a_provider_failure_leaves_the_order_payable(live, engine, mollie):
    answer = place(live, payment="mollie_ideal")
    with engine.begin() as connection:  # the shop's key is refused
        connection.execute(sa.text("UPDATE project SET modules = :m"),
                           {"m": '{"webshop": {"mollie": {"api_key": "test_wrongwrongwrongwrongwrongwrong"},'
                                 ' "payment_methods": [{"id": "mollie_ideal", "title": "x",'
                                 ' "provider": "mollie"}]}}'})  # fmt: skip
    response = live.http.get(answer["payment"]["url"], follow_redirects=False)
    assert response.status_code == 502 and "Betalen lukt nu niet" in response.text
    assert count(engine, "shop_payment") == 1
    with engine.connect() as connection:
        row = connection.execute(sa.text("SELECT * FROM shop_payment")).one()
    assert row.provider_payment_id is None and row.checked_at is None and row.status == "open"


def test_test_provider_webhooks_out_of_order_and_at_once(live, engine, mail_dir):
    from api.payments.test_provider import settle as choose

    answer = place(live)
    token = answer["order"]["session"]
    first_page = start(live, answer["payment"]["url"])
    first = first_page.rsplit("/", 1)[1]
    assert choose(engine, first, "failed")  # its webhook has not arrived yet
    with engine.begin() as connection:  # the buyer starts over while the old one failed
        connection.execute(sa.text("UPDATE shop_payment SET status = 'failed'"))
        connection.execute(sa.text("UPDATE shop_order SET payment_status = 'failed'"))
    again = live.ok("/transactions/create", order_session=token, payment_method="ideal")
    second = start(live, again["payment"]["url"]).rsplit("/", 1)[1]
    assert choose(engine, second, "paid")
    webhook = "/api/services/webshop/v1/payments/webhook/test"
    ids = [first, second] * 5
    responses = in_parallel(10, lambda i: live.http.post(webhook, data={"id": ids[i]}))
    assert {r.status_code for r in responses} == {200}
    row = order_row(engine)
    assert row["payment_status"] == "paid" and row["stock_release_at"] is None
    assert len(paid_mails(mail_dir)) == 1
    with engine.connect() as connection:
        statuses = connection.execute(
            sa.text("SELECT status FROM shop_payment ORDER BY id")).scalars().all()  # fmt: skip
    assert statuses == ["failed", "paid"]


def test_method_choices_are_checked(live):
    session = live.ok("/shoppingcart/create")["shoppingcart"]["session"]
    for path, key in (("/shoppingcart/add/shipping-method", "shipping_method"),
                      ("/shoppingcart/add/payment-method", "payment_method")):  # fmt: skip
        for bad in ("onbekend", 3, None, "x" * 500):
            response = live.post(path, shoppingcart_session=session, **{key: bad})
            assert response.status_code == 400 and key in response.json()["errors"]
    cart = live.ok("/shoppingcart/add/payment-method", shoppingcart_session=session,
                   payment_method="wire")  # fmt: skip
    assert cart["payment"]["selected"] == "wire"


@pytest.fixture
def fast_sweep(monkeypatch):
    from api.shop.checkout import sweeper

    monkeypatch.setattr(sweeper, "SWEEP_SECONDS", 0.05)


def test_the_background_sweep_releases_stock(fast_sweep, live, engine):
    import threading
    import time

    answer = place(live)
    page = start(live, answer["payment"]["url"])
    live.http.post(page, data={"status": "canceled"}, follow_redirects=False)
    deadline = time.monotonic() + 30
    wait = threading.Event()
    while stock_of(engine, "appeltaart") != 3 and time.monotonic() < deadline:
        wait.wait(0.05)  # polling a condition, not sleeping a fixed time
    assert stock_of(engine, "appeltaart") == 3
    assert order_row(engine)["payment_status"] == "canceled"


def test_a_cancelled_order_is_never_paid_for_again(live, engine, mail_dir):
    from api.database import session_scope
    from api.shop.checkout import owner_orders

    answer = place(live)
    token, number = answer["order"]["session"], answer["order"]["number"]
    provider_page = start(live, answer["payment"]["url"])
    assert "/api/services/payments/v1/test/tst_" in provider_page
    assert stock_of(engine, "appeltaart") == 2
    with session_scope(engine) as session:  # the owner cancels; the unit goes back
        owner_orders.change_status(session, live.project_id, number, "cancelled")
    assert stock_of(engine, "appeltaart") == 3
    # The e-mailed start link leads to the order page, never to the provider.
    assert start(live, answer["payment"]["url"]).endswith(f"/bestelling?order={token}")
    view = live.ok("/orders/get", order_session=token, email="anna@example.nl")
    assert view["payment"]["url"] == ""
    # The provider's page was still open: the buyer pays anyway.
    live.http.post(provider_page, data={"status": "paid"}, follow_redirects=False)
    row = order_row(engine)
    assert row["status"] == "cancelled" and row["payment_status"] == "paid"
    # Recorded for a refund: no stock taken again, no payment confirmation.
    assert stock_of(engine, "appeltaart") == 3 and not row["stock_reserved"]
    assert paid_mails(mail_dir) == []
    with session_scope(engine) as session:
        detail = owner_orders.order_detail(session, live.project_id, number, "http")
    assert detail["refund_due"] is True
    assert [payment["status"] for payment in detail["payments"]] == ["paid"]
