"""The cart calls: create, get, add, update-quantity, delete-product and their answers."""

from __future__ import annotations

from datetime import timedelta

import pytest
import sqlalchemy as sa

from api.numbers import NOT_A_NUMBER
from api.shop.checkout.models import ShopCart
from api.timestamps import utcnow
from tests.api.shop.checkout.conftest import checkout_document
from tests.api.shop.checkout.money_fixtures import CAP, NO_PRICE, money_shop

CART_KEYS = {"shoppingcart", "quote", "shipment", "payment", "users", "vies", "agreement",
             "countries", "checkout_form"}  # fmt: skip
PART_KEYS = {"products", "total_quantity", "price_incl_tax", "total_price",
             "total_price_incl_tax", "total_price_with_tax", "tax_amounts", "shipping"}  # fmt: skip
PRODUCT_KEYS = {"id", "product_id", "title", "url", "main_image", "quantity", "vat_rate",
                "price_incl_tax", "price_excl_tax", "total_price_incl_tax",
                "total_price_excl_tax", "options"}  # fmt: skip
MISSING = {"errors": {"shoppingcart_does_not_exist": ["Deze winkelwagen bestaat niet (meer)."]}}


def test_a_new_cart_answers_every_key_of_the_contract(visitor):
    session = visitor.new_cart()
    cart = visitor.ok("/shoppingcart/get", shoppingcart_session=session)
    assert set(cart) == CART_KEYS
    assert set(cart["shoppingcart"]) == PART_KEYS | {"session", "show_price_tax_included"}
    assert set(cart["quote"]) == PART_KEYS
    assert cart["shoppingcart"]["session"] == session
    assert cart["shoppingcart"]["total_quantity"] == 0
    assert cart["shoppingcart"]["tax_amounts"] == {}
    assert cart["users"]["invoice_country"] == "NL" and cart["users"]["invoice_is_company"] == "0"
    assert cart["vies"] == {"status": "unchecked", "reverse_charge_applied": False,
                            "number": "", "country": "Nederland", "message": ""}  # fmt: skip
    assert cart["countries"] == {"NL": "Nederland", "BE": "België", "DE": "Duitsland"}
    assert set(cart["shipment"]["shipping_methods"]) == {"verzenden", "ophalen"}
    assert cart["shipment"]["shipping_methods"]["verzenden"] == {
        "title": "Verzenden", "price": {"incl_tax": 6.95, "excl_tax": 5.74}}  # fmt: skip
    assert cart["shipment"]["selected"] is None
    assert cart["payment"]["selected"] is None
    assert [m["id"] for m in cart["payment"]["methods"]] == ["ideal", "pay_on_pickup", "wire"]
    assert set(cart["payment"]["methods"][0]) == {"id", "title", "image", "description"}
    assert cart["agreement"] == {"url": ""}


def test_adding_prices_options_on_the_server_and_merges_equal_lines(visitor):
    session = visitor.new_cart()
    big = [{"title": "formaat ", "value": "10 personen"}, {"title": "Naam op de taart",
                                                          "value": "Piet"}]  # fmt: skip
    visitor.add(session, "appeltaart", 1, options=big)
    cart = visitor.add(session, "appeltaart", 2, options=big)
    visitor.add(session, "appeltaart", 1)
    cart = visitor.ok("/shoppingcart/get", shoppingcart_session=session)
    lines = cart["shoppingcart"]["products"]
    assert [line["quantity"] for line in lines] == [3, 1]
    first = lines[0]
    assert set(first) == PRODUCT_KEYS
    assert first["product_id"] == "appeltaart" and first["vat_rate"] == 9
    assert first["price_incl_tax"] == 33.45  # 24.95 + 8.50
    assert first["total_price_incl_tax"] == 100.35
    assert first["options"][0] == {"title": "Formaat", "value": "10 personen",
                                   "label_after_field": "", "type": "select",
                                   "price": {"incl_tax": 8.5, "excl_tax": 7.8}}  # fmt: skip
    assert cart["shoppingcart"]["total_quantity"] == 4


def test_sale_price_counts_and_quote_lines_go_to_the_quote_part(visitor):
    session = visitor.new_cart()
    visitor.add(session, "kersenvlaai", 2)
    cart = visitor.add(session, "bruidstaart", 1, type="quote")
    assert cart["shoppingcart"]["products"][0]["price_incl_tax"] == 15.0
    assert cart["quote"]["products"][0]["product_id"] == "bruidstaart"
    assert cart["quote"]["total_price_incl_tax"] == 250.0
    assert cart["quote"]["tax_amounts"] == {"21": 43.39}
    assert cart["quote"]["shipping"] is None


def test_update_and_delete_lines(visitor):
    session = visitor.new_cart()
    cart = visitor.add(session, "volkoren", 1)
    line = cart["shoppingcart"]["products"][0]["id"]
    cart = visitor.ok("/shoppingcart/update-quantity", shoppingcart_session=session,
                      cart_product_id=line, quantity=5)  # fmt: skip
    assert cart["shoppingcart"]["total_quantity"] == 5
    for bad in (0, 10000, "x", None, True):
        response = visitor.post("/shoppingcart/update-quantity", shoppingcart_session=session,
                                cart_product_id=line, quantity=bad)  # fmt: skip
        assert response.status_code == 400, bad
    cart = visitor.ok("/shoppingcart/delete-product", shoppingcart_session=session,
                      cart_product_id=line)  # fmt: skip
    assert cart["shoppingcart"]["products"] == []
    response = visitor.post("/shoppingcart/delete-product", shoppingcart_session=session,
                            cart_product_id=line)  # fmt: skip
    assert response.status_code == 400


def test_refusals(visitor, make_client, import_document):
    session = visitor.new_cart()
    cases = [
        ({"product_id": "bruidstaart", "type": "checkout", "quantity": 1}, "product_id"),
        ({"product_id": "kersenvlaai", "type": "quote", "quantity": 1}, "product_id"),
        ({"product_id": "onbekend", "quantity": 1}, "product_id"),
        ({"product_id": "volkoren", "quantity": 1, "type": "x"}, "type"),
        ({"product_id": "volkoren", "quantity": 0}, "quantity"),
        ({"product_id": "appeltaart", "quantity": 1, "options": [{"title": "Kleur", "value": "x"}]},
         "options"),
        ({"product_id": "appeltaart", "quantity": 1,
              "options": [{"title": "Formaat", "value": "99 personen"}]}, "options"),
        ({"product_id": "appeltaart", "quantity": 1,
              "options": [{"title": "Naam op de taart", "value": "x" * 201}]}, "options"),
    ]  # fmt: skip
    for payload, field in cases:
        response = visitor.post("/shoppingcart/add", shoppingcart_session=session, **payload)
        assert response.status_code == 400, payload
        assert field in response.json()["errors"], response.text
    unknown = visitor.post("/shoppingcart/get", shoppingcart_session="nope")
    assert unknown.status_code == 404 and unknown.json() == MISSING
    wrong_project = visitor.post("/shoppingcart/get", shoppingcart_session=session,
                                 project_id=visitor.project_id + 1)  # fmt: skip
    assert wrong_project.status_code == 404
    # Another site's host cannot reach this cart.
    second = import_document(checkout_document(), "ander.example")
    other = make_client(host="ander.example")
    response = other.post("/api/services/webshop/v1/shoppingcart/get", json={
        "website_id": second, "project_id": second, "shoppingcart_session": session})  # fmt: skip
    assert response.status_code == 404 and response.json() == MISSING


def test_at_most_100_lines(visitor):
    session = visitor.new_cart()
    for index in range(100):
        visitor.add(session, "appeltaart", options=[{"title": "Naam op de taart",
                                                    "value": str(index)}])  # fmt: skip
    response = visitor.post("/shoppingcart/add", shoppingcart_session=session,
                            product_id="volkoren", quantity=1)  # fmt: skip
    assert response.status_code == 400 and "products" in response.json()["errors"]


def test_the_sweep_forgets_carts_untouched_for_the_set_days(visitor, engine):
    old, fresh = visitor.new_cart(), visitor.new_cart()
    visitor.add(old, "volkoren", 2)
    visitor.add(fresh, "volkoren", 1)
    with engine.begin() as connection:
        connection.execute(
            sa.update(ShopCart)
            .where(ShopCart.session == old)
            .values(updated_at=utcnow() - timedelta(days=31))
        )
    assert visitor.client.app.state.checkout.forget_stale_carts() == 1
    response = visitor.post("/shoppingcart/get", shoppingcart_session=old)
    assert response.status_code == 404 and response.json() == MISSING
    kept = visitor.ok("/shoppingcart/get", shoppingcart_session=fresh)
    assert kept["shoppingcart"]["total_quantity"] == 1


def test_new_carts_are_limited_per_client_address(make_shop):
    shop = make_shop(cart_create_rate=2)
    shop.new_cart()
    shop.new_cart()
    refused = shop.post("/shoppingcart/create")
    assert refused.status_code == 429
    assert int(refused.headers["retry-after"]) > 0
    assert refused.json() == {
        "errors": {
            "shoppingcart": ["Te veel nieuwe winkelwagens. Probeer het over 60 minuten opnieuw."]
        }
    }
    # Another client's budget is its own (the address the proxy reports, when trusted).
    other = shop.client.post(
        "/api/services/webshop/v1/shoppingcart/create",
        json={"website_id": shop.project_id, "project_id": shop.project_id},
        headers={"x-forwarded-for": "203.0.113.9"},
    )
    assert other.status_code == 200


# Money: options, numbers and caps (docs/checkout.md, "Options and prices") -------------


@pytest.fixture
def shop(make_shop):
    return make_shop(shop=money_shop())


def add(visitor, session: str, product: str, options=(), quantity=1):
    return visitor.post("/shoppingcart/add", shoppingcart_session=session, product_id=product,
                        quantity=quantity, options=list(options))  # fmt: skip


def refused(response, field: str, message: str) -> None:
    assert response.status_code == 400, response.text
    assert response.json() == {"errors": {field: [message]}}


def test_left_out_options_take_their_defaults(shop):
    session = shop.new_cart()
    line = shop.add(session, "gebakschaal")["shoppingcart"]["products"][0]
    # The product page starts at its default of 10 persons: 10 x 3.25, not 0.
    assert line["price_incl_tax"] == 32.5
    assert [(o["title"], o["value"]) for o in line["options"]] == [("Aantal personen", "10")]
    chosen = [{"title": "Aantal personen", "value": "12"},
              {"title": "Extra slagroom", "value": "1"}]  # fmt: skip
    line = shop.add(session, "gebakschaal", options=chosen)["shoppingcart"]["products"][1]
    assert line["price_incl_tax"] == 43.5  # 12 x 3.25 + 4.50


def test_an_option_the_owner_marks_required_is_required(make_shop):
    document = money_shop()
    document["products"].append(
        {"id": "naamtaart", "title": "Taart met naam", "price": {"incl_tax": "20.00"},
         "vat_rate": 9, "options": [
             {"title": "Naam op de taart", "layout": "text", "value": "", "required": True},
             {"title": "Allergieën gelezen", "layout": "checkbox", "required": "1"},
             {"title": "Kaartje", "layout": "text"},
         ]})  # fmt: skip
    shop = make_shop(shop=document)
    session = shop.new_cart()
    ticked = {"title": "Allergieën gelezen", "value": "1"}
    for options in ([ticked], [{"title": "Naam op de taart", "value": "  "}, ticked]):
        refused(add(shop, session, "naamtaart", options), "options",
                "Vul een waarde in bij Naam op de taart.")  # fmt: skip
    named = {"title": "Naam op de taart", "value": "Sanne"}
    refused(add(shop, session, "naamtaart", [named]), "options",
            "Vul een waarde in bij Allergieën gelezen.")  # fmt: skip
    line = shop.add(session, "naamtaart", options=[named, ticked])["shoppingcart"]["products"][0]
    # The option nobody marked stays optional (and an empty one is not shown).
    assert [(o["title"], o["value"]) for o in line["options"]] == [
        ("Naam op de taart", "Sanne"),
        ("Allergieën gelezen", "1"),
    ]


def test_an_option_a_calculation_reads_is_required(shop):
    session = shop.new_cart()
    required = "Vul een waarde in bij Lengte."
    for options in ([], [{"title": "Lengte", "value": ""}], [{"title": "Kleur", "value": "Zwart"}]):
        refused(add(shop, session, "maatwerk", options), "options", required)
    emptied = [{"title": "Aantal personen", "value": " "}]
    refused(add(shop, session, "gebakschaal", emptied), "options",
            "Vul een waarde in bij Aantal personen.")  # fmt: skip
    cart = shop.add(session, "maatwerk", options=[{"title": "lengte", "value": "120,5"}])
    assert cart["shoppingcart"]["products"][0]["price_incl_tax"] == 12.05
    assert cart["shoppingcart"]["total_quantity"] == 1


def test_a_product_that_costs_something_is_never_priced_0(shop):
    session = shop.new_cart()
    for options in ([], [{"title": "Soort", "value": "Proef"}]):
        refused(add(shop, session, "proefpakket", options), "options", NO_PRICE)
    shop.add(session, "proefpakket", options=[{"title": "Soort", "value": "Doos"}])
    cart = shop.add(session, "folder")  # really free: 0 is its price
    assert [line["price_incl_tax"] for line in cart["shoppingcart"]["products"]] == [12.0, 0.0]


def test_numbers_are_plain_decimals_within_the_options_bounds(shop):
    session = shop.new_cart()
    not_a_number = "Aantal personen: " + NOT_A_NUMBER
    cases = [
        ("1e30", not_a_number), (1e30, not_a_number), ("99999999999999999999", not_a_number),
        (99999999999999999999, not_a_number), ("nan", not_a_number), ("inf", not_a_number),
        ("-inf", not_a_number), ("1_000", not_a_number), ("²", not_a_number),
        ("١٢", not_a_number), ("0x10", not_a_number),
        ("7", "Aantal personen: Vul een getal van minstens 8 in."),
        ("-1", "Aantal personen: Vul een getal van minstens 8 in."),
        (201, "Aantal personen: Vul een getal van hoogstens 200 in."),
        ("12.1234567", "Aantal personen: Vul hoogstens 6 cijfers achter de komma in."),
    ]  # fmt: skip
    for value, message in cases:
        response = add(shop, session, "gebakschaal", [{"title": "Aantal personen", "value": value}])
        refused(response, "options", message)
    # Without bounds of its own a number goes up to 1,000,000; a unit stays within
    # the money cap of 1,000,000 euros.
    refused(add(shop, session, "kabel", [{"title": "Meters", "value": "1000000.5"}]), "options",
            "Meters: Vul een getal van hoogstens 1.000.000 in.")  # fmt: skip
    refused(add(shop, session, "kabel", [{"title": "Meters", "value": "1000.01"}]), "options",
            "Met deze keuzes kost één stuk meer dan € 1.000.000; kies kleinere waarden.")  # fmt: skip
    cart = shop.add(session, "kabel", options=[{"title": "Meters", "value": "1000"}])
    assert cart["shoppingcart"]["products"][0]["price_incl_tax"] == 1_000_000.0
    assert len(cart["shoppingcart"]["products"]) == 1


def test_counts_and_line_ids_with_odd_digits_are_refused_by_name(shop):
    session = shop.new_cart()
    line = shop.add(session, "volkoren")["shoppingcart"]["products"][0]["id"]
    quantity = "Geef een aantal van 1 tot en met 9999."
    for bad in ("²", "①", "٣", "9" * 5000, "1_0", "1e3", 2.5, " ", [1]):
        refused(add(shop, session, "volkoren", quantity=bad), "quantity", quantity)
        refused(shop.post("/shoppingcart/update-quantity", shoppingcart_session=session,
                          cart_product_id=line, quantity=bad), "quantity", quantity)  # fmt: skip
        for path, extra in (("/shoppingcart/update-quantity", {"quantity": 1}),
                            ("/shoppingcart/delete-product", {})):  # fmt: skip
            response = shop.post(path, shoppingcart_session=session, cart_product_id=bad, **extra)
            refused(response, "cart_product_id", "Vul een geheel getal in.")
    for unknown in (2**31, "99999999999999999"):
        response = shop.post("/shoppingcart/delete-product", shoppingcart_session=session,
                             cart_product_id=unknown)  # fmt: skip
        refused(response, "cart_product_id", "Deze regel staat niet in de winkelwagen.")
    cart = shop.ok("/shoppingcart/update-quantity", shoppingcart_session=session,
                   cart_product_id=f" {line} ", quantity=" 3 ")  # fmt: skip
    assert cart["shoppingcart"]["total_quantity"] == 3


def test_a_cart_part_stays_within_the_money_cap(shop):
    session = shop.new_cart()
    cart = shop.add(session, "kluis", quantity=150)  # 75,000,000 euros
    line = cart["shoppingcart"]["products"][0]["id"]
    refused(add(shop, session, "kluis", quantity=51), "quantity", CAP)
    refused(shop.post("/shoppingcart/update-quantity", shoppingcart_session=session,
                      cart_product_id=line, quantity=201), "quantity", CAP)  # fmt: skip
    cart = shop.ok("/shoppingcart/get", shoppingcart_session=session)
    assert cart["shoppingcart"]["total_quantity"] == 150
    assert cart["shoppingcart"]["total_price_incl_tax"] == 75_000_000.0
