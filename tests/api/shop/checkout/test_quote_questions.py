"""A quote request asks the questions of its products' forms: kept in the cart,
required ones checked, copied to the order with their labels and into the mails."""

from __future__ import annotations

import copy
import email

from tests.api.shop.checkout.conftest import WEBSHOP
from tests.api.shop.shop_fixtures import SHOP

WEDDING = {
    "id": "bruiloft",
    "title": "Bruiloft",
    "submit_title": "Versturen",
    "message": "Dank je.",
    "redirection_url": "0",
    "items": [
        {"id": "w1", "identifier": "datum", "label": "Datum van de bruiloft", "type": "date",
         "options": [], "required": "1", "hide_label": "0", "default_value": ""},
        {"id": "w2", "identifier": "plaats", "label": "Plaats", "type": "text",
         "options": [], "required": "1", "hide_label": "0", "default_value": ""},
        {"id": "w3", "identifier": "taart", "label": "Soort taart", "type": "select",
         "options": [{"value": "klassiek", "title": "Klassiek"}, {"value": "naked", "title": "Naked cake"}],
         "required": "0", "hide_label": "0", "default_value": ""},
        {"id": "w4", "identifier": "foto", "label": "Foto", "type": "file",
         "options": [], "required": "0", "hide_label": "0", "default_value": ""},
    ],
}  # fmt: skip
NAME = {
    "invoice_firstname": "Anna",
    "invoice_lastname": "de Vries",
    "invoice_email": "anna@example.nl",
}


def wedding_shop(make_shop, **settings):
    shop = copy.deepcopy(SHOP)
    cake = next(product for product in shop["products"] if product["id"] == "bruidstaart")
    cake["form_id"] = "bruiloft"
    return make_shop(WEBSHOP, shop, forms=[WEDDING], **settings)


def save(visitor, session, **fields):
    return visitor.post("/shoppingcart/add/user-details", shoppingcart_session=session, **fields)


def test_the_products_form_adds_its_questions_and_checks_them(make_shop, tmp_path):
    visitor = wedding_shop(make_shop, mail_dir=tmp_path / "mail")
    session = visitor.new_cart()
    visitor.add(session, "bruidstaart", 1, type="quote")
    form = visitor.ok("/shoppingcart/get", shoppingcart_session=session)["checkout_form"]
    assert [q["key"] for q in form["quote_questions"]] == [
        "bruiloft.datum",
        "bruiloft.plaats",
        "bruiloft.taart",
    ]
    assert form["quote_questions"][2]["options"][1] == {"value": "naked", "title": "Naked cake"}
    assert form["quote_answers"] == {
        "bruiloft.datum": "",
        "bruiloft.plaats": "",
        "bruiloft.taart": "",
    }
    assert form["errors"]["quote_answers.bruiloft.datum"] == ["Dit veld is verplicht."]

    refused = save(visitor, session, quote_answers={"bruiloft.foto": "x", "admin": "1"})
    assert refused.status_code == 400
    assert set(refused.json()["errors"]) == {"quote_answers.bruiloft.foto", "quote_answers.admin"}
    wrong = save(visitor, session, **NAME, quote_answers={"bruiloft.taart": "chocola"}).json()
    assert wrong["checkout_form"]["errors"]["quote_answers.bruiloft.taart"] == [
        "Kies een van de mogelijkheden."
    ]
    assert visitor.order(session).status_code == 400

    answers = {
        "bruiloft.datum": "2027-06-12",
        "bruiloft.plaats": "Utrecht",
        "bruiloft.taart": "naked",
    }
    saved = save(visitor, session, quote_answers=answers).json()
    assert (
        saved["checkout_form"]["errors"] == {}
        and saved["checkout_form"]["quote_answers"] == answers
    )
    assert "quote_answers" not in saved["users"]
    placed = visitor.order(session)
    assert placed.status_code == 200, placed.text
    order = visitor.ok(
        "/orders/get", order_session=placed.json()["order"]["session"], email=NAME["invoice_email"]
    )
    assert order["order"]["quote_answers"] == [
        {"label": "Datum van de bruiloft", "value": "12 juni 2027"},
        {"label": "Plaats", "value": "Utrecht"},
        {"label": "Soort taart", "value": "Naked cake"},
    ]
    assert "quote_answers" not in order["users"]
    mails = [
        email.message_from_bytes(path.read_bytes()).get_payload(decode=True).decode()
        for path in (tmp_path / "mail").glob("*.eml")
    ]
    assert len(mails) == 2 and all(
        "Je antwoorden:\nDatum van de bruiloft: 12 juni 2027" in m for m in mails
    )


def test_a_cart_without_such_products_asks_nothing_more(visitor):
    session = visitor.new_cart()
    visitor.add(session, "bruidstaart", 1, type="quote")
    form = visitor.ok("/shoppingcart/get", shoppingcart_session=session)["checkout_form"]
    assert form["quote_questions"] == [] and form["quote_answers"] == {}
    assert save(visitor, session, quote_answers="datum").status_code == 400
