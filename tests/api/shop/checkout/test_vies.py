"""VAT numbers on the cart against the local VIES stand-in: valid, reverse charge (a
number of the invoice country, delivery to another member state), invalid (blocks the
order), unavailable (VAT charged), evidence on the order, the limits on
new questions."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from api.database import session_scope
from api.shop.checkout.models import ShopCart, ShopOrder
from api.vat import check_vat_number, clear_cache
from tests.api.shop.checkout.conftest import BASE, BUYER, WEBSHOP
from tests.fakes.vies import FakeVies

NL_NUMBER = "NL123456782B01"
BE_NUMBER = "BE0403170701"
SHOP_NUMBER = "NL004495445B01"


@pytest.fixture
def vies():
    clear_cache()
    with FakeVies() as fake:
        yield fake
    clear_cache()


@pytest.fixture
def shop(make_shop, vies):
    webshop = {**WEBSHOP, "business": {**WEBSHOP["business"], "vat_number": SHOP_NUMBER}}
    visitor = make_shop(webshop, vies_url=vies.url)
    visitor.client.app.state.checkout.check_vat = check_vat_number
    return visitor


def business(shop, session, number, country="NL", **extra):
    details = {**BUYER, "invoice_country": country, "invoice_is_company": "1",
               "invoice_company": "Bedrijf BV", "invoice_tax_number": number}  # fmt: skip
    if country == "BE":
        details["invoice_postcode"] = "1000"
    return shop.ok("/shoppingcart/add/user-details", shoppingcart_session=session,
                   **{**details, **extra})  # fmt: skip


def test_a_valid_number_of_the_shops_own_country_charges_vat(shop, vies):
    vies.valid(NL_NUMBER, name="Bedrijf BV")
    session = shop.new_cart()
    shop.add(session, "volkoren", 1)
    cart = business(shop, session, "nl 1234.56.782 b01")
    assert cart["vies"] == {
        "status": "valid", "reverse_charge_applied": False, "number": NL_NUMBER,
        "country": "Nederland",
        "message": f"Je hebt een geldig BTW / VAT nummer ({NL_NUMBER}) ingevuld voor je "
                   "facturatie land (Nederland).",
    }  # fmt: skip
    assert cart["shoppingcart"]["tax_amounts"] == {"9": 0.27}
    # Saving other fields does not ask VIES again.
    business(shop, session, "nl 1234.56.782 b01", invoice_city="Zeist")
    assert len(vies.calls_for(NL_NUMBER)) == 1
    assert vies.calls_for(NL_NUMBER)[0].get("requesterNumber") == "004495445B01"


def test_a_valid_number_of_another_member_state_reverses_the_charge(shop, vies, engine):
    vies.valid(BE_NUMBER, name="Entreprise SA")
    session = shop.new_cart()
    shop.add(session, "appeltaart", 1)
    cart = business(shop, session, BE_NUMBER, country="BE")
    shop.ready(session, invoice_country="BE", invoice_postcode="1000", invoice_is_company="1", invoice_company="Entreprise SA", invoice_tax_number=BE_NUMBER)  # fmt: skip
    cart = shop.ok("/shoppingcart/get", shoppingcart_session=session)
    assert cart["vies"]["reverse_charge_applied"] is True and cart["vies"]["country"] == "België"
    part = cart["shoppingcart"]
    assert part["tax_amounts"] == {}
    # 24.95 at 9% -> 22.89 excl; shipping 6.95 at 21% -> 5.74 excl; no tax charged.
    assert part["total_price"] == part["total_price_incl_tax"] == 28.63
    answer = shop.order(session)
    assert answer.status_code == 200, answer.text
    with session_scope(engine) as db:
        order = db.exec(sa.select(ShopOrder)).scalar_one()
    assert order.reverse_charge and order.total_cents == 2863
    assert order.vies["status"] == "valid" and order.vies["identifier"]
    assert order.vies["request_date"] and order.vies["name"] == "Entreprise SA"


def test_an_invalid_number_blocks_the_order_without_asking_vies(shop, vies):
    session = shop.new_cart()
    shop.add(session, "volkoren", 1)
    shop.ready(session)
    cart = business(shop, session, "NL123")
    assert cart["vies"]["status"] == "invalid"
    assert cart["vies"]["message"] == (
        "Je hebt een ongeldig BTW / VAT nummer (NL123) ingevuld voor (Nederland)."
    )
    response = shop.order(session)
    assert response.status_code == 400
    assert response.json()["errors"]["invoice_tax_number"] == [cart["vies"]["message"]]
    assert vies.calls_for("NL123") == []


def test_vies_unavailable_charges_vat_and_does_not_block(shop, vies):
    vies.unavailable(BE_NUMBER)
    session = shop.new_cart()
    shop.add(session, "volkoren", 1)
    shop.ready(session, invoice_country="BE", invoice_postcode="1000")
    cart = business(shop, session, BE_NUMBER, country="BE")
    assert cart["vies"]["status"] == "unavailable"
    assert cart["vies"]["reverse_charge_applied"] is False
    assert cart["vies"]["message"].startswith("De VIES controle is tijdelijk niet beschikbaar.")
    assert cart["shoppingcart"]["tax_amounts"] != {}
    assert shop.order(session).status_code == 200


def test_back_to_private_forgets_the_check(shop, vies):
    vies.valid(NL_NUMBER)
    session = shop.new_cart()
    business(shop, session, NL_NUMBER)
    cart = shop.ok("/shoppingcart/add/user-details", shoppingcart_session=session,
                   invoice_is_company="0")  # fmt: skip
    assert cart["vies"]["status"] == "unchecked" and cart["vies"]["message"] == ""


def test_a_foreign_number_on_a_domestic_invoice_address_is_invalid_for_it(shop, vies):
    vies.valid(BE_NUMBER, name="Entreprise SA")
    session = shop.new_cart()
    shop.add(session, "volkoren", 1)
    shop.ready(session)
    cart = business(shop, session, BE_NUMBER, country="NL")
    assert cart["vies"] == {
        "status": "invalid", "reverse_charge_applied": False, "number": BE_NUMBER,
        "country": "Nederland",
        "message": f"Je hebt een ongeldig BTW / VAT nummer ({BE_NUMBER}) ingevuld voor "
                   "(Nederland).",
    }  # fmt: skip
    assert cart["shoppingcart"]["tax_amounts"] != {}
    assert vies.calls == []
    response = shop.order(session)
    assert response.status_code == 400
    assert response.json()["errors"]["invoice_tax_number"] == [cart["vies"]["message"]]


def test_a_valid_foreign_number_with_delivery_in_the_shops_country_charges_vat(shop, vies):
    vies.valid(BE_NUMBER, name="Entreprise SA")
    session = shop.new_cart()
    shop.add(session, "volkoren", 1)
    shop.ready(session)
    cart = business(shop, session, BE_NUMBER, country="BE", custom_shipping_information="1",
                    **{key.replace("invoice_", "shipping_"): value for key, value in BUYER.items()})  # fmt: skip
    assert cart["vies"]["status"] == "valid" and cart["vies"]["country"] == "België"
    assert cart["vies"]["reverse_charge_applied"] is False
    assert cart["shoppingcart"]["tax_amounts"] != {}
    # Sent to Belgium instead: the intra-community sale is reverse charged.
    cart = shop.ok("/shoppingcart/add/user-details", shoppingcart_session=session,
                   shipping_country="BE", shipping_postcode="1000")  # fmt: skip
    assert cart["vies"]["reverse_charge_applied"] is True
    assert cart["shoppingcart"]["tax_amounts"] == {}


def test_a_stored_check_of_another_country_than_the_invoice_never_reverses(shop, vies, engine):
    vies.valid(NL_NUMBER)
    session = shop.new_cart()
    shop.add(session, "volkoren", 1)
    shop.ready(session, invoice_country="BE", invoice_postcode="1000")
    business(shop, session, NL_NUMBER)
    # A cart checked before the number's country had to be the invoice country.
    stored = {"status": "valid", "number": BE_NUMBER, "country": "BE", "request_date": "x",
              "identifier": "WAPI1", "name": "Entreprise SA", "asked": [BE_NUMBER, "NL"]}  # fmt: skip
    with session_scope(engine) as db:
        db.execute(sa.update(ShopCart).where(ShopCart.session == session).values(vies=stored))
        db.execute(sa.update(ShopCart).where(ShopCart.session == session).values(
            user_details={**BUYER, "invoice_is_company": "1", "invoice_company": "Bedrijf BV",
                          "invoice_tax_number": BE_NUMBER}))  # fmt: skip
    cart = shop.ok("/shoppingcart/get", shoppingcart_session=session)
    assert cart["vies"]["status"] == "invalid"
    assert cart["vies"]["reverse_charge_applied"] is False
    assert cart["vies"]["message"].endswith("ingevuld voor (Nederland).")
    assert shop.order(session).status_code == 400


def test_new_vies_questions_are_limited_per_client_address(make_shop, vies):
    shop = make_shop(vies_url=vies.url, vies_client_rate=2)
    shop.client.app.state.checkout.check_vat = check_vat_number
    numbers = [belgian_number(index) for index in range(4)]
    for number in numbers:
        vies.valid(number)

    def save(number: str, client: str) -> dict:
        session = shop.new_cart()
        body = {"website_id": shop.project_id, "project_id": shop.project_id,
                "shoppingcart_session": session, "invoice_country": "BE",
                "invoice_is_company": "1", "invoice_tax_number": number}  # fmt: skip
        response = shop.client.post(f"{BASE}/shoppingcart/add/user-details", json=body,
                                    headers={"x-forwarded-for": client})  # fmt: skip
        assert response.status_code == 200, response.text
        return response.json()["vies"]

    assert [save(number, "203.0.113.9")["status"] for number in numbers[:3]] == [
        "valid", "valid", "unavailable"]  # fmt: skip
    assert vies.calls_for(numbers[2]) == []
    # A remembered verdict needs no question; another client has a budget of its own.
    assert save(numbers[0], "203.0.113.9")["status"] == "valid"
    assert save(numbers[3], "198.51.100.7")["status"] == "valid"
    assert len(vies.calls) == 3


def belgian_number(index: int) -> str:
    """A distinct Belgian VAT number with correct check digits."""
    base = 4_031_707 + index
    return f"BE0{base}{97 - base % 97:02d}"
