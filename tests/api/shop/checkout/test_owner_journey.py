"""The owner's side of a real purchase, against a running server: a visitor's order
with a quote line (through the visitor calls), the owner finds it, cancels the goods
(stock comes back), turns the quote line into an order, and the buyer pays it through
the test provider's page with the link of the owner's e-mail."""

from __future__ import annotations

import email
from email import policy
from urllib.parse import parse_qs, urlsplit

import httpx

from api.app import create_app
from tests.api.live_server import live_server
from tests.api.shop.checkout.conftest import HOST, checkout_document
from tests.api.shop.checkout.owner_fixtures import product, url
from tests.api.shop.checkout.test_concurrency import LiveShop

OWNER_EMAIL = "eigenaar@winkel.example"
PASSWORD = "een-lang-wachtwoord"


def test_a_quote_request_becomes_a_paid_order(
    engine, import_document, make_settings, make_account, log_in, tmp_path
):
    project_id = import_document(checkout_document(), HOST)
    make_account(OWNER_EMAIL, PASSWORD, project_id)
    app = create_app(make_settings(demo_domain=HOST, mail_dir=tmp_path), engine=engine)
    with live_server(app) as base, httpx.Client(base_url=base, timeout=60) as http:
        shop = LiveShop(http, project_id)
        session = shop.ready_cart("appeltaart", quantity=2, payment="pay_on_pickup")
        shop.ok("/shoppingcart/add", shoppingcart_session=session, product_id="bruidstaart",
                quantity=1, type="quote")  # fmt: skip
        placed = shop.ok("/orders/create", shoppingcart_session=session, agreement=True)
        assert placed["order"]["number"] == 1001
        assert product(engine, project_id, "appeltaart").stock == 1

        owner = log_in(OWNER_EMAIL, PASSWORD, via=http)
        listed = http.get(url(project_id, "quotes"), headers=owner).json()
        assert [(q["number"], q["kind"]) for q in listed["quotes"]] == [(1001, "order_and_quote")]
        detail = http.get(url(project_id, "orders", 1001), headers=owner).json()["order"]
        assert detail["checkout"]["products"][0]["reserved"] == 2
        assert detail["users"]["invoice_email"] == "Anna@Example.nl"
        assert detail["email"] == "anna@example.nl"
        (wedding,) = detail["quote"]["products"]

        cancelled = http.patch(
            url(project_id, "orders", 1001), json={"status": "cancelled"}, headers=owner
        )
        assert cancelled.status_code == 200, cancelled.text
        assert product(engine, project_id, "appeltaart").stock == 3
        # The buyer can no longer pay the cancelled goods (nor take the stock again).
        refused = shop.post("/transactions/create", order_session=placed["order"]["session"],
                            payment_method="ideal")  # fmt: skip
        assert refused.status_code == 409
        assert refused.json() == {
            "errors": {"payment": ["Deze bestelling is geannuleerd; neem contact met ons op."]}
        }
        assert product(engine, project_id, "appeltaart").stock == 3

        made = http.post(
            url(project_id, "quotes", 1001, "order"),
            json={"lines": [{"id": wedding["id"], "unit_price": 275}], "shipping": "verzenden",
                  "payment_method": "ideal"},
            headers=owner,
        )  # fmt: skip
        assert made.status_code == 201, made.text
        answer = made.json()
        assert answer["order"]["number"] == 1002 and answer["mail"] == {"sent": True}
        assert answer["order"]["total"] == 281.95

        (mail,) = [
            message
            for message in (
                email.message_from_bytes(path.read_bytes(), policy=policy.default)
                for path in tmp_path.glob("*.eml")
            )
            if message["Subject"].startswith("Bestelling 1002")
        ]
        link = answer["payment"]["url"]
        assert link in mail.get_content()
        # The link names the shop's domain; this server stands in for it.
        started = http.get(urlsplit(link).path, follow_redirects=False)
        assert started.status_code == 303, started.text
        page = started.headers["location"]
        assert "/api/services/payments/v1/test/tst_" in page
        paid = http.post(page, data={"status": "paid"}, follow_redirects=False)
        assert paid.status_code == 303

        order = http.get(url(project_id, "orders", 1002), headers=owner).json()["order"]
        assert order["payment_status"] == "paid"
        assert [(p["status"], p["amount"]) for p in order["payments"]] == [("paid", 281.95)]
        token = parse_qs(urlsplit(order["overview_url"]).query)["order"][0]
        view = shop.ok("/orders/get", order_session=token, email="anna@example.nl")
        assert view["payment"]["payment_status"] == "paid"
        assert view["order"]["products"][0]["title"] == "Bruidstaart"

        # An order cancelled before its buyer started paying: the link no longer pays.
        unpaid = shop.ready_cart("appeltaart", payment="ideal")
        placed = shop.ok("/orders/create", shoppingcart_session=unpaid, agreement=True)
        number = placed["order"]["number"]
        http.patch(url(project_id, "orders", number), json={"status": "cancelled"}, headers=owner)
        link = http.get(urlsplit(placed["payment"]["url"]).path, follow_redirects=False)
        assert link.status_code == 303
        assert "/api/services/payments/v1/test/" not in link.headers["location"]
        assert product(engine, project_id, "appeltaart").stock == 3
