"""The cart calls: create, get, add, update-quantity, delete-product and their answers."""

from __future__ import annotations

from datetime import timedelta

import sqlalchemy as sa

from api.shop.checkout.models import ShopCart
from api.timestamps import utcnow
from tests.api.shop.checkout.conftest import checkout_document

CART_KEYS = {"shoppingcart", "quote", "shipment", "payment", "users", "vies", "agreement",
             "countries"}  # fmt: skip
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
