"""orders/create, orders/get and transactions/create through the API."""

from __future__ import annotations

import email
from pathlib import Path

import pytest
import sqlalchemy as sa

from api.database import session_scope
from api.shop.checkout.models import ShopOrder, ShopOrderLine, ShopPayment
from api.shop.checkout.payments import PAYMENT_RUNNING
from tests.api.shop.checkout.conftest import BUYER, WEBSHOP
from tests.api.shop.checkout.money_fixtures import CAP, NO_PRICE, money_shop, set_product

ORDER_KEYS = {"order", "checkout", "quote", "shipment", "payment", "users", "vies",
              "agreement", "countries"}  # fmt: skip


@pytest.fixture
def mail_dir(tmp_path) -> Path:
    return tmp_path / "mail"


@pytest.fixture
def shop(make_shop, mail_dir):
    return make_shop(mail_dir=mail_dir)


def mails(mail_dir: Path) -> list:
    if not mail_dir.exists():
        return []
    return [email.message_from_bytes(p.read_bytes()) for p in sorted(mail_dir.glob("*.eml"))]


def stock_of(engine, key: str) -> int:
    with engine.connect() as connection:
        return connection.execute(
            sa.text("SELECT stock FROM shop_product WHERE key = :key"), {"key": key}
        ).scalar_one()


def test_an_online_order_answers_the_start_url_and_is_idempotent(shop, engine, mail_dir):
    session = shop.new_cart()
    shop.add(session, "appeltaart", 2)
    shop.ready(session)
    first = shop.order(session)
    assert first.status_code == 200, first.text
    answer = first.json()
    assert set(answer) == {"order", "payment"} and answer["order"]["number"] == 1001
    # Site-relative: the browser follows it on the shop's own site, whatever the Host.
    assert answer["payment"]["url"].startswith("/api/services/webshop/v1/payments/")
    assert answer["payment"]["url"].endswith("/start")
    assert shop.order(session).json() == answer
    # The cart is gone for every other call.
    assert shop.post("/shoppingcart/get", shoppingcart_session=session).status_code == 404
    assert stock_of(engine, "appeltaart") == 1
    with session_scope(engine) as db:
        order = db.exec(sa.select(ShopOrder)).scalar_one()
        payment = db.exec(sa.select(ShopPayment)).scalar_one()
    assert order.total_cents == 2 * 2495 + 695 and payment.amount_cents == order.total_cents
    assert order.email == "anna@example.nl" and order.payment_status == "open"
    sent = mails(mail_dir)
    assert sorted(m["To"] for m in sent) == ["anna@example.nl", "winkel@bakkerij.example"]
    buyer = next(m for m in sent if m["To"] == "anna@example.nl")
    text = buyer.get_payload(decode=True).decode()
    assert "1001" in text and f"/bestelling?order={answer['order']['session']}" in text


def test_order_numbers_count_up_and_offline_methods_go_to_the_order_page(shop, mail_dir):
    numbers = []
    for method in ("pay_on_pickup", "wire"):
        session = shop.new_cart()
        shop.add(session, "volkoren", 1)
        shop.ready(session, payment=method)
        answer = shop.order(session).json()
        numbers.append(answer["order"]["number"])
        assert answer["payment"]["url"] == f"/bestelling?order={answer['order']['session']}"
    assert numbers == [1001, 1002]
    view = shop.ok("/orders/get", order_session=answer["order"]["session"],
                   email="ANNA@example.nl ")  # fmt: skip
    assert view["payment"]["wire"] == {"account_name": "Bakkerij Test",
                                       "iban": "NL91ABNA0417164300", "bic": "ABNANL2A",
                                       "reference": "Bestelling 1002"}  # fmt: skip
    assert view["payment"]["payment_status"] == "" and view["payment"]["selected"] == "wire"
    wire_mail = next(
        m for m in mails(mail_dir) if m["Subject"] == "Bevestiging van je bestelling 1002"
    )
    text = wire_mail.get_payload(decode=True).decode()
    assert "IBAN: NL91ABNA0417164300" in text and "Omschrijving: Bestelling 1002" in text
    assert "Btw 9%: € 0,27" in text and "Betaalmethode: Overboeking" in text


def test_validation_names_every_field(make_shop):
    shop = make_shop({**WEBSHOP, "agreement_url": "/voorwaarden"})
    session = shop.new_cart()
    empty = shop.order(session, agreement=False)
    assert empty.status_code == 400
    assert empty.json()["errors"]["products"] == ["Je winkelwagen is leeg."]
    shop.add(session, "volkoren", 1)
    response = shop.post("/orders/create", shoppingcart_session=session)
    errors = response.json()["errors"]
    assert response.status_code == 400
    assert errors["agreement"] == ["Ga akkoord met de algemene voorwaarden."]
    assert errors["invoice_email"] == ["Dit veld is verplicht."]
    assert errors["shipping_method"] == ["Kies een verzendmethode."]
    assert errors["payment_method"] == ["Kies een betaalmethode."]
    # Shipping must reach the delivery country: 'ophalen' is NL only.
    shop.ready(session, shipping="ophalen")
    shop.ok("/shoppingcart/add/user-details", shoppingcart_session=session,
            custom_shipping_information="1", shipping_firstname="B", shipping_lastname="B",
            shipping_street="Weg", shipping_number="1", shipping_postcode="1000",
            shipping_city="Brussel", shipping_country="BE")  # fmt: skip
    cart = shop.ok("/shoppingcart/get", shoppingcart_session=session)
    assert set(cart["shipment"]["shipping_methods"]) == {"verzenden"}
    assert cart["shipment"]["selected"] is None
    refused = shop.order(session)
    assert refused.json()["errors"] == {"shipping_method": ["Kies een verzendmethode."]}
    shop.ok("/shoppingcart/add/shipping-method", shoppingcart_session=session,
            shipping_method="verzenden")  # fmt: skip
    assert shop.order(session).status_code == 200


def test_not_enough_stock_is_409_and_changes_nothing(shop, engine):
    session = shop.new_cart()
    shop.add(session, "appeltaart", 2)
    shop.add(session, "appeltaart", 2, options=[{"title": "Formaat", "value": "10 personen"}])
    shop.ready(session)
    response = shop.order(session)
    assert response.status_code == 409
    assert response.json() == {"errors": {"products": [
        "Er is niet genoeg voorraad van Appeltaart."]}}  # fmt: skip
    assert stock_of(engine, "appeltaart") == 3
    assert shop.ok("/shoppingcart/get", shoppingcart_session=session)["shoppingcart"]["products"]


def test_a_quote_only_cart_is_a_request_with_nothing_to_pay(shop, mail_dir):
    session = shop.new_cart()
    shop.add(session, "bruidstaart", 1, type="quote")
    shop.ok("/shoppingcart/add/user-details", shoppingcart_session=session, **BUYER)
    answer = shop.order(session).json()
    assert answer["payment"]["url"].endswith(f"/bestelling?order={answer['order']['session']}")
    view = shop.ok("/orders/get", order_session=answer["order"]["session"],
                   email=BUYER["invoice_email"])  # fmt: skip
    assert set(view) == ORDER_KEYS
    assert view["order"]["products"] == [] and view["quote"]["total_quantity"] == 1
    assert view["shipment"]["selected"] is None and view["payment"]["payment_status"] == ""
    again = shop.post("/transactions/create", order_session=answer["order"]["session"],
                      payment_method="ideal")  # fmt: skip
    assert again.status_code == 400
    subjects = sorted(m["Subject"] for m in mails(mail_dir))
    assert subjects == ["Bevestiging van je offerteaanvraag 1001", "Nieuwe offerteaanvraag 1001"]


def test_the_order_view_and_lookups(shop):
    session = shop.new_cart()
    shop.add(session, "appeltaart", 1, options=[{"title": "Formaat", "value": "10 personen"}])
    shop.add(session, "bruidstaart", 1, type="quote")
    shop.ready(session, payment="pay_on_pickup")
    token = shop.order(session).json()["order"]["session"]
    view = shop.ok("/orders/get", order_session=token, email="anna@example.nl")
    assert set(view) == ORDER_KEYS
    order = view["order"]
    assert set(order) == {"number", "session", "created_at", "products",
                          "show_price_tax_included", "total_price", "total_price_with_tax",
                          "tax_amounts", "status", "kind", "quote_answers"}  # fmt: skip
    # 33.45 at 9% and shipping 6.95 at 21%.
    assert order["total_price_with_tax"] == 40.4
    assert order["tax_amounts"] == {"9": 2.76, "21": 1.21}
    assert order["total_price"] == 36.43 and order["status"] == "new"
    assert order["created_at"].endswith("+00:00")
    assert view["checkout"]["shipping"] == {"incl_tax": 6.95, "excl_tax": 5.74}
    assert view["shipment"]["selected"]["selected"] == "verzenden"
    assert view["payment"]["url"] == "" and view["payment"]["wire"] is None
    assert view["users"]["invoice_email"] == "Anna@Example.nl"
    missing = {"errors": {"email": ["We kunnen geen bestelling vinden met dit e-mailadres."]}}
    wrong = shop.post("/orders/get", order_session=token, email="iemand@example.nl")
    unknown = shop.post("/orders/get", order_session="onbekend", email="anna@example.nl")
    assert wrong.status_code == unknown.status_code == 404
    assert wrong.json() == unknown.json() == missing


def test_lookups_are_throttled_per_client_and_order(make_shop):
    shop = make_shop(order_lookup_attempts=3)
    session = shop.new_cart()
    shop.add(session, "volkoren", 1)
    shop.ready(session, payment="pay_on_pickup")
    token = shop.order(session).json()["order"]["session"]
    # Successful lookups do not count (the overview refetches every 5 s).
    for _ in range(5):
        shop.ok("/orders/get", order_session=token, email="anna@example.nl")
    statuses = [shop.post("/orders/get", order_session=token, email="x@example.nl").status_code
                for _ in range(4)]  # fmt: skip
    assert statuses == [404, 404, 404, 429]
    blocked = shop.post("/orders/get", order_session=token, email="anna@example.nl")
    assert blocked.status_code == 429 and "retry-after" in blocked.headers
    # Over all orders a client has 5x the attempts.
    others = [shop.post("/orders/get", order_session=f"o{i}", email="x@example.nl").status_code
              for i in range(13)]  # fmt: skip
    assert others.count(404) == 15 - 3 and others[-1] == 429


def test_transactions_for_offline_and_paid_orders(shop, engine):
    session = shop.new_cart()
    shop.add(session, "volkoren", 1)
    shop.ready(session, payment="pay_on_pickup")
    token = shop.order(session).json()["order"]["session"]
    answer = shop.ok("/transactions/create", order_session=token, payment_method="ideal")
    assert answer["payment"]["url"].endswith("/start")
    # Now an online payment is running: asking again with its method goes back to it,
    # another method is refused; never two payments open at once.
    again = shop.ok("/transactions/create", order_session=token, payment_method="ideal")
    assert again["payment"]["url"] == answer["payment"]["url"]
    other = shop.post("/transactions/create", order_session=token, payment_method="wire")
    assert other.status_code == 409
    assert other.json() == {"errors": {"payment": [PAYMENT_RUNNING]}}
    with session_scope(engine) as db:
        assert db.execute(sa.select(sa.func.count()).select_from(ShopPayment)).scalar() == 1
    with session_scope(engine) as db:
        db.execute(sa.update(ShopOrder).values(payment_status="paid"))
    paid = shop.post("/transactions/create", order_session=token, payment_method="ideal")
    assert paid.status_code == 409
    assert paid.json() == {"errors": {"payment": ["Deze bestelling is al betaald."]}}


def test_stock_changes_purge_the_products_pages(make_shop, purge_receiver, engine):
    shop = make_shop(purge_urls=(purge_receiver.url,))
    session = shop.new_cart()
    shop.add(session, "appeltaart", 1)
    shop.add(session, "volkoren", 1)
    shop.ready(session)
    assert shop.order(session).status_code == 200
    with engine.connect() as connection:
        product_id = connection.execute(
            sa.text("SELECT id FROM shop_product WHERE key = 'appeltaart'")).scalar_one()  # fmt: skip
    keys = set().union(*purge_receiver.keys())
    assert f"product-{product_id}" in keys
    # Only stock-managed products changed.
    assert len([key for key in keys if key.startswith("product-")]) == 1
    assert shop.post("/products/get-stock", product_id="appeltaart").json()["stock"] == 2


def test_orders_above_int4_cents_are_stored_on_both_databases(make_shop, engine):
    shop = make_shop(shop=money_shop())
    session = shop.new_cart()
    shop.add(session, "kluis", 50)  # 25,000,000 euros: above PostgreSQL's int4 of cents
    shop.ready(session)
    response = shop.order(session)
    assert response.status_code == 200, response.text
    with session_scope(engine) as db:
        order = db.exec(sa.select(ShopOrder)).scalar_one()
        line = db.exec(sa.select(ShopOrderLine)).scalar_one()
        payment = db.exec(sa.select(ShopPayment)).scalar_one()
    assert order.total_cents == 2_500_000_000 + 695 == payment.amount_cents
    assert (line.unit_cents, line.total_cents) == (50_000_000, 2_500_000_000)


def test_an_order_above_the_cap_is_refused_in_dutch(make_shop, engine):
    shop = make_shop(shop=money_shop())
    session = shop.new_cart()
    shop.add(session, "kluis", 150)  # 75,000,000 euros
    shop.ready(session)
    # The owner doubles the price before the buyer orders: 150,000,000 euros.
    set_product(engine, "kluis", price_cents=100_000_000)
    response = shop.order(session)
    assert response.status_code == 400, response.text
    assert response.json() == {"errors": {"products": [CAP]}}
    with session_scope(engine) as db:
        assert db.exec(sa.select(sa.func.count()).select_from(ShopOrder)).scalar_one() == 0


def test_an_order_never_costs_0_for_a_product_that_costs_something(make_shop, engine):
    shop = make_shop(shop=money_shop())
    session = shop.new_cart()
    shop.add(session, "proefpakket", options=[{"title": "Soort", "value": "Doos"}])
    shop.ready(session, shipping="ophalen")
    # The owner renames the chosen entry: the stored value now prices at 0, and an
    # order of 0 would ask no payment at all.
    options = [{"title": "Soort", "layout": "select", "options": [
        {"title": "Proef", "price": "0"}, {"title": "Grote doos", "price": "12.00"}]}]  # fmt: skip
    set_product(engine, "proefpakket", options=options)
    response = shop.order(session)
    assert response.status_code == 400, response.text
    assert response.json() == {"errors": {"products": [f"Proefpakket: {NO_PRICE}"]}}
    # A product that is really free is still ordered for nothing.
    free = shop.new_cart()
    shop.add(free, "folder")
    shop.ready(free, shipping="ophalen")
    assert shop.order(free).status_code == 200
    with session_scope(engine) as db:
        orders = db.exec(sa.select(ShopOrder)).scalars().all()
    assert [(order.total_cents, order.payment_status) for order in orders] == [(0, "")]
