"""The `checkout_form` answer: order or quote (decided by the server), required
fields, the details' errors as they are now, the known address and the contact."""

from __future__ import annotations

import copy

from api.shop.checkout.form import contact_view
from api.shop.settings import webshop_settings
from tests.api.shop.checkout.conftest import BUYER, WEBSHOP

ADDRESS = ["invoice_street", "invoice_number", "invoice_postcode", "invoice_city"]


def save(visitor, session, **details) -> dict:
    return visitor.ok("/shoppingcart/add/user-details", shoppingcart_session=session, **details)


def test_an_order_lists_what_is_required_and_what_is_wrong_now(visitor):
    session = visitor.new_cart()
    visitor.add(session, "volkoren", 1)
    form = visitor.ok("/shoppingcart/get", shoppingcart_session=session)["checkout_form"]
    assert form["kind"] == "order"
    assert form["required"] == [
        "invoice_firstname",
        "invoice_lastname",
        "invoice_email",
        *ADDRESS,
        "invoice_country",
    ]
    assert set(form["errors"]) == {
        "invoice_firstname", "invoice_lastname", "invoice_email", *ADDRESS}  # fmt: skip
    assert form["address_known"] is False
    wrong = save(visitor, session, invoice_postcode="12", invoice_email="anna@")["checkout_form"]
    assert wrong["errors"]["invoice_postcode"] == [
        "Vul een geldige postcode in, bijvoorbeeld 1234 AB."
    ]
    assert wrong["errors"]["invoice_email"] == ["Vul een geldig e-mailadres in."]
    fixed = save(
        visitor, session, **{**BUYER, "invoice_postcode": "1234ab"}, invoice_number_addition="bis"
    )
    assert fixed["checkout_form"]["errors"] == {}
    assert fixed["checkout_form"]["address_known"] is True
    assert fixed["users"]["invoice_postcode"] == "1234 AB"
    assert fixed["users"]["invoice_number_addition"] == "bis"


def test_a_separate_address_is_the_one_that_must_be_known(visitor):
    session = visitor.new_cart()
    visitor.add(session, "volkoren", 1)
    form = save(visitor, session, **BUYER, custom_shipping_information="1")["checkout_form"]
    assert form["address_known"] is False
    assert "shipping_email" not in form["required"] and "shipping_street" in form["required"]
    shipped = save(visitor, session, shipping_country="BE", shipping_postcode="1000")
    assert shipped["checkout_form"]["address_known"] is True


def test_a_quote_only_cart_is_a_quote_request_needing_a_name_and_an_email(visitor):
    session = visitor.new_cart()
    visitor.add(session, "bruidstaart", 1, type="quote")
    cart = visitor.ok("/shoppingcart/get", shoppingcart_session=session)
    assert cart["checkout_form"]["kind"] == "quote"
    assert cart["checkout_form"]["required"] == [
        "invoice_firstname", "invoice_lastname", "invoice_email"]  # fmt: skip
    refused = visitor.order(session)
    assert refused.status_code == 400
    assert set(refused.json()["errors"]) == {
        "invoice_firstname", "invoice_lastname", "invoice_email"}  # fmt: skip
    save(visitor, session, invoice_firstname="Anna", invoice_lastname="de Vries",
         invoice_email="anna@example.nl", quote_remarks="Bruiloft op 12 juni in Utrecht")  # fmt: skip
    placed = visitor.order(session)
    assert placed.status_code == 200, placed.text
    order = visitor.ok("/orders/get", order_session=placed.json()["order"]["session"],
                       email="anna@example.nl")  # fmt: skip
    assert order["order"]["kind"] == "quote"
    assert order["users"]["quote_remarks"] == "Bruiloft op 12 juni in Utrecht"


def test_a_cart_with_goods_stays_an_order_whatever_the_browser_sends(visitor):
    session = visitor.new_cart()
    visitor.add(session, "volkoren", 1)
    visitor.add(session, "bruidstaart", 1, type="quote")
    save(visitor, session, invoice_firstname="Anna", invoice_lastname="de Vries",
         invoice_email="anna@example.nl")  # fmt: skip
    refused = visitor.order(session, kind="quote")
    assert refused.status_code == 400
    assert set(ADDRESS) <= set(refused.json()["errors"])
    assert "shipping_method" in refused.json()["errors"]


def test_the_contact_links_come_from_the_business_settings(make_shop):
    webshop = copy.deepcopy(WEBSHOP)
    webshop["business"].update(phone="030 123 45 67", whatsapp="+31 6 1234 5678")
    visitor = make_shop(webshop)
    session = visitor.new_cart()
    contact = visitor.ok("/shoppingcart/get", shoppingcart_session=session)["checkout_form"][
        "contact"
    ]
    assert contact == {"phone": "030 123 45 67", "phone_url": "tel:0301234567",
                       "whatsapp": "+31 6 1234 5678", "whatsapp_url": "https://wa.me/31612345678"}  # fmt: skip


def test_a_whatsapp_number_without_country_code_gets_no_link():
    shop = webshop_settings({"webshop": {"business": {"whatsapp": "06 12345678"}}})
    assert contact_view(shop) == {"phone": "", "phone_url": "", "whatsapp": "", "whatsapp_url": ""}
