"""A shop with checkout settings, visitors' calls and a stand-in VAT check."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest
from starlette.testclient import TestClient

from api.vat import VatCheck
from tests.api.shop.shop_fixtures import SHOP, shop_document

HOST = "winkel.example"
BASE = "/api/services/webshop/v1"
WEBSHOP = {
    "shoppingcart_page": "/winkelwagen",
    "checkout_page": "/afrekenen",
    "business": {"name": "Bakkerij Test", "email": "winkel@bakkerij.example", "country": "NL"},
    "shipping_methods": [
        {"key": "verzenden", "title": "Verzenden", "price": "6,95", "vat_rate": 21},
        {"key": "ophalen", "title": "Ophalen", "price": 0, "vat_rate": 21, "countries": ["NL"]},
    ],
    "payment_methods": [
        {"id": "ideal", "title": "iDEAL", "provider": "test"},
        {"id": "pay_on_pickup", "title": "Betalen bij afhalen"},
        {"id": "wire", "title": "Overboeking"},
    ],
    "wire": {"account_name": "Bakkerij Test", "iban": "NL91ABNA0417164300", "bic": "ABNANL2A"},
    "countries": ["NL", "BE", "DE"],
}
BUYER = {
    "invoice_firstname": "Anna",
    "invoice_lastname": "de Vries",
    "invoice_email": "Anna@Example.nl",
    "invoice_street": "Dorpsstraat",
    "invoice_number": "1",
    "invoice_postcode": "1234 AB",
    "invoice_city": "Utrecht",
    "invoice_country": "NL",
}


def checkout_document(
    webshop: dict | None = None, shop: dict | None = None, forms: list | None = None
) -> dict:
    document = shop_document(shop or copy.deepcopy(SHOP))
    document["project"]["modules"] = {"webshop": copy.deepcopy(webshop or WEBSHOP)}
    document["forms"] = [*document.get("forms", []), *copy.deepcopy(forms or [])]
    return document


class Visitor:
    """Calls the visitor API of one project with website_id and project_id filled in."""

    def __init__(self, client: TestClient, project_id: int) -> None:
        self.client = client
        self.project_id = project_id

    def post(self, path: str, **payload):
        body = {"website_id": self.project_id, "project_id": self.project_id, **payload}
        return self.client.post(BASE + path, json=body)

    def ok(self, path: str, **payload) -> dict:
        response = self.post(path, **payload)
        assert response.status_code == 200, response.text
        assert response.headers["cache-control"] == "no-store"
        return response.json()

    def new_cart(self) -> str:
        return self.ok("/shoppingcart/create")["shoppingcart"]["session"]

    def add(self, session: str, product: str, quantity: int = 1, type="checkout", options=()):
        return self.ok(
            "/shoppingcart/add", shoppingcart_session=session, product_id=product,
            quantity=quantity, type=type, options=list(options),
        )  # fmt: skip

    def ready(self, session: str, payment="ideal", shipping="verzenden", **details) -> dict:
        """Fills in the buyer, delivery and payment."""
        self.ok("/shoppingcart/add/user-details", shoppingcart_session=session,
                **{**BUYER, **details})  # fmt: skip
        if shipping:
            self.ok("/shoppingcart/add/shipping-method", shoppingcart_session=session,
                    shipping_method=shipping)  # fmt: skip
        return self.ok("/shoppingcart/add/payment-method", shoppingcart_session=session,
                       payment_method=payment)  # fmt: skip

    def order(self, session: str, **extra):
        extra.setdefault("agreement", True)
        return self.post("/orders/create", shoppingcart_session=session, **extra)


class FakeVat:
    """Answers VAT checks without the network; records what was asked."""

    def __init__(self) -> None:
        self.asked: list[tuple] = []
        self.status = "valid"

    def __call__(self, number, *, country, base_url, requester="", timeout=5.0):
        self.asked.append((number, country, requester))
        code = number[:2].upper() if number[:2].isalpha() else country
        return VatCheck(self.status, code, number.upper().replace(" ", ""), "2026-11-24",
                        "WAPIAAAAW1234567", "Bedrijf BV")  # fmt: skip


@pytest.fixture
def fake_vat() -> FakeVat:
    return FakeVat()


@pytest.fixture
def make_shop(import_document, make_client, fake_vat) -> Callable[..., Visitor]:
    def build(
        webshop: dict | None = None, shop: dict | None = None, forms=None, **settings
    ) -> Visitor:
        project_id = import_document(checkout_document(webshop, shop, forms), HOST)
        client = make_client(host=HOST, **settings)
        client.app.state.checkout.check_vat = fake_vat
        return Visitor(client, project_id)

    return build


@pytest.fixture
def visitor(make_shop) -> Visitor:
    return make_shop()
