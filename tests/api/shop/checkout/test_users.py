"""Checkout field rules: required fields, e-mail, phone, postcodes per country."""

from __future__ import annotations

import pytest

from api.shop.checkout.sessions import BadRequest
from api.shop.checkout.users import (
    check_details,
    normalise,
    read_details,
    required_fields,
    users_view,
)

COUNTRIES = ("NL", "BE", "DE", "FR", "PL", "IE")
GOOD = {
    "invoice_firstname": "Anna", "invoice_lastname": "de Vries",
    "invoice_email": "anna@example.nl", "invoice_street": "Dorpsstraat",
    "invoice_number": "1", "invoice_postcode": "1234 AB", "invoice_city": "Utrecht",
    "invoice_country": "NL",
}  # fmt: skip


def errors_of(**changes):
    return check_details(users_view({**GOOD, **changes}), COUNTRIES)


def test_complete_details_pass_and_empty_ones_name_every_required_field():
    assert errors_of() == {}
    empty = check_details(users_view({}), COUNTRIES)
    assert set(empty) == {
        "invoice_firstname", "invoice_lastname", "invoice_email", "invoice_street",
        "invoice_number", "invoice_postcode", "invoice_city",
    }  # fmt: skip
    assert empty["invoice_email"] == ["Dit veld is verplicht."]


@pytest.mark.parametrize(
    ("country", "good", "bad"),
    [("NL", ["1234 AB", "1234ab"], ["0123 AB", "1234", "12345 AB"]),
     ("BE", ["1000"], ["100", "10000", "1000 AB"]),
     ("DE", ["10115"], ["1011", "101150"]),
     ("FR", ["75001", " 75001 "], ["7", "AB 12", "75001-75001-7", "!!!"]),
     ("PL", ["00-950"], ["00950", "0-950"]),
     ("IE", ["D02 X285", "d02x285"], ["12345"])],
)  # fmt: skip
def test_postcodes_per_country(country, good, bad):
    for postcode in good:
        assert errors_of(invoice_country=country, invoice_postcode=postcode) == {}, postcode
    for postcode in bad:
        found = errors_of(invoice_country=country, invoice_postcode=postcode)
        assert list(found) == ["invoice_postcode"], postcode
    nl = errors_of(invoice_postcode="12")["invoice_postcode"]
    assert nl == ["Vul een geldige postcode in, bijvoorbeeld 1234 AB."]


def test_email_phone_country_company_and_shipping_rules():
    assert errors_of(invoice_email="anna@")["invoice_email"] == ["Vul een geldig e-mailadres in."]
    assert errors_of(invoice_phonenumber="06-12345678") == {}
    assert "invoice_phonenumber" in errors_of(invoice_phonenumber="bel me")
    assert errors_of(invoice_country="US")["invoice_country"] == ["Kies een land uit de lijst."]
    assert errors_of(invoice_is_company="1") == {"invoice_company": ["Dit veld is verplicht."]}
    shipping = errors_of(custom_shipping_information="1")
    assert "shipping_firstname" in shipping and "shipping_email" not in shipping
    assert errors_of(
        custom_shipping_information="1", shipping_firstname="Bob", shipping_lastname="B",
        shipping_street="Weg", shipping_number="2", shipping_postcode="1000",
        shipping_city="Brussel", shipping_country="BE",
    ) == {}  # fmt: skip


def test_reading_details_refuses_unknown_keys_and_bad_types():
    assert read_details({"invoice_city": " Utrecht ", "invoice_number": 12}) == {
        "invoice_city": "Utrecht", "invoice_number": "12"}  # fmt: skip
    with pytest.raises(BadRequest) as unknown:
        read_details({"is_admin": "1"})
    assert unknown.value.errors == {"is_admin": ["Dit veld bestaat niet."]}
    for bad in ({"invoice_city": ["x"]}, {"invoice_city": "x" * 201}, {"invoice_city": {}}):
        with pytest.raises(BadRequest):
            read_details(bad)


@pytest.mark.parametrize(
    "email",
    # Each passed the old pattern; a To: header reads each as two recipients.
    ["evil,anna@example.nl", "evil;anna@example.nl", "<evil>anna@example.nl",
     "evil>,anna@example.nl"],
)  # fmt: skip
def test_an_email_naming_more_recipients_is_refused(email):
    assert errors_of(invoice_email=email) == {"invoice_email": ["Vul een geldig e-mailadres in."]}
    shipping = errors_of(
        custom_shipping_information="1", shipping_firstname="Bob", shipping_lastname="B",
        shipping_street="Weg", shipping_number="2", shipping_postcode="1000",
        shipping_city="Brussel", shipping_country="BE", shipping_email=email,
    )  # fmt: skip
    assert shipping == {"shipping_email": ["Vul een geldig e-mailadres in."]}


def test_an_order_with_a_smuggled_recipient_is_refused_and_mails_nobody(make_shop, tmp_path):
    shop = make_shop(mail_dir=tmp_path / "mail")
    session = shop.new_cart()
    shop.add(session, "volkoren", 1)
    shop.ready(session, payment="pay_on_pickup", invoice_email="evil,anna@example.nl")
    refused = shop.order(session)
    assert refused.status_code == 400
    assert refused.json()["errors"] == {"invoice_email": ["Vul een geldig e-mailadres in."]}
    assert not (tmp_path / "mail").exists()
    shop.ready(session, payment="pay_on_pickup", invoice_email="anna@example.nl")
    assert shop.order(session).status_code == 200
    assert len(list((tmp_path / "mail").glob("*.eml"))) == 2


@pytest.mark.parametrize("control", ["\r\n", "\n", "\t", "\x1b", "\x85", "\u2028"])
def test_details_with_control_characters_are_refused(control):
    with pytest.raises(BadRequest) as refused:
        read_details({"invoice_city": "Utrecht", "invoice_lastname": f"Vries{control}Bcc: x"})
    assert refused.value.errors == {
        "invoice_lastname": ["Mag geen regeleinde, tab of ander stuurteken bevatten."]
    }


def test_a_buyer_name_with_a_line_break_is_not_stored(visitor):
    session = visitor.new_cart()
    refused = visitor.post(
        "/shoppingcart/add/user-details", shoppingcart_session=session,
        invoice_firstname="Anna\r\nBcc: evil@example.com",
    )  # fmt: skip
    assert refused.status_code == 400
    assert list(refused.json()["errors"]) == ["invoice_firstname"]
    cart = visitor.ok("/shoppingcart/get", shoppingcart_session=session)
    assert cart["users"]["invoice_firstname"] == ""


def test_other_countries_name_an_example_of_their_own_format():
    found = errors_of(invoice_country="PL", invoice_postcode="12345")
    assert found == {"invoice_postcode": ["Vul een geldige postcode in, bijvoorbeeld 00-950."]}


def test_postcodes_are_stored_upper_cased_as_the_country_writes_them():
    assert normalise({"invoice_country": "NL", "invoice_postcode": " 1234ab "}) == {
        "invoice_country": "NL", "invoice_postcode": "1234 AB"}  # fmt: skip
    stored = normalise({"shipping_country": "IE", "shipping_postcode": "d02  x285"})
    assert stored["shipping_postcode"] == "D02 X285"


def test_a_separate_shipping_address_asks_only_what_shipping_needs():
    keys = required_fields(users_view({"custom_shipping_information": "1"}))
    shipping = [key for key in keys if key.startswith("shipping_")]
    assert shipping == [
        "shipping_firstname", "shipping_lastname", "shipping_street", "shipping_number",
        "shipping_postcode", "shipping_city", "shipping_country",
    ]  # fmt: skip
    assert "invoice_number_addition" not in keys and "invoice_phonenumber" not in keys


def test_a_quote_request_needs_a_name_and_an_email_only():
    empty = users_view({"custom_shipping_information": "1"})
    assert set(check_details(empty, COUNTRIES, quote=True)) == {
        "invoice_firstname", "invoice_lastname", "invoice_email"}  # fmt: skip
    assert required_fields(empty, quote=True) == [
        "invoice_firstname", "invoice_lastname", "invoice_email"]  # fmt: skip
    wrong = users_view({**GOOD, "invoice_postcode": "12"})
    assert list(check_details(wrong, COUNTRIES, quote=True)) == ["invoice_postcode"]


def test_quote_remarks_may_span_lines_up_to_2000_characters():
    text = "Bruiloft op 12 juni.\nLocatie: Utrecht."
    assert read_details({"quote_remarks": text}) == {"quote_remarks": text}
    with pytest.raises(BadRequest) as long:
        read_details({"quote_remarks": "x" * 2001})
    assert long.value.errors == {"quote_remarks": ["Geef een tekst van hoogstens 2000 tekens."]}
    with pytest.raises(BadRequest):
        read_details({"invoice_city": "Utrecht\nCentrum"})
