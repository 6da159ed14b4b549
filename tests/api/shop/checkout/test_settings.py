"""The checkout's webshop settings: defaults, tolerant reading, Dutch checks."""

from __future__ import annotations

import pytest

from api.shop.countries import EU_COUNTRIES
from api.shop.settings import webshop_settings
from api.shop.settings_checks import check_webshop_settings
from api.validation import Errors


def test_defaults():
    shop = webshop_settings({})
    assert shop.order_page == "/bestelling" and shop.shoppingcart_page == "/winkelwagen"
    assert shop.checkout_page == "/afrekenen" and shop.agreement_url == ""
    assert shop.countries == EU_COUNTRIES and len(EU_COUNTRIES) == 27
    assert shop.shipping_methods == () and shop.payment_methods == ()
    assert shop.shop_country == "NL" and shop.shop_email == ""


def test_reading_methods():
    shop = webshop_settings({"webshop": {
        "shipping_methods": [{"key": "post", "title": "Post", "price": "6,95",
                              "countries": ["NL"]}, {"key": "kapot", "price": "x"}],
        "payment_methods": [{"id": "wire", "title": "Overboeken", "provider": "mollie"},
                            {"id": "ideal", "title": "iDEAL", "provider": "mollie",
                             "mollie_method": "ideal"}],
        "business": {"email": "winkel@example.nl", "country": "be"},
    }})  # fmt: skip
    assert [(m.key, m.cents, m.vat_rate, m.countries) for m in shop.shipping_methods] == [
        ("post", 695, 21, ("NL",))]  # fmt: skip
    wire, ideal = shop.payment_methods
    assert wire.provider == "none" and not wire.online
    assert ideal.online and ideal.mollie_method == "ideal"
    assert shop.shop_email == "winkel@example.nl" and shop.shop_country == "BE"


def test_checks_name_each_wrong_value_in_dutch():
    errors = Errors()
    check_webshop_settings(errors, {"webshop": {
        "order_page": "bestelling",
        "shipping_methods": [{"key": "Post!", "price": "6,955", "vat_rate": 120,
                              "countries": ["XX"]}],
        "payment_methods": [{"id": "wire", "title": "x", "provider": "mollie"},
                            {"id": "ideal", "title": "", "provider": "paypal"}],
        "countries": "NL",
        "notification_email": "geen-mail",
        "wire": [],
    }}, "project.modules")  # fmt: skip
    at = "project.modules.webshop"
    assert errors.messages == {
        f"{at}.order_page": ["Geef een pad dat met / begint."],
        f"{at}.shipping_methods[0].key": ["Gebruik kleine letters, cijfers, '-' en '_'."],
        f"{at}.shipping_methods[0].title": ["Dit veld is verplicht."],
        f"{at}.shipping_methods[0].price": ["Een bedrag heeft hoogstens 2 decimalen."],
        f"{at}.shipping_methods[0].vat_rate": ["Geef een btw-percentage van 0 tot 100."],
        f"{at}.shipping_methods[0].countries": [
            'Geef een lijst van landcodes, bijvoorbeeld ["NL", "BE"].'],
        f"{at}.payment_methods[0].provider": ["Deze betaalmethode gaat niet via een provider."],
        f"{at}.payment_methods[1].title": ["Dit veld is verplicht."],
        f"{at}.payment_methods[1].provider": ["Kies een van: 'none', 'test', 'mollie'."],
        f"{at}.countries": ['Geef een lijst van landcodes, bijvoorbeeld ["NL", "BE"].'],
        f"{at}.notification_email": ["Dit is geen geldig e-mailadres."],
        f"{at}.wire": ["Moet een object zijn."],
    }  # fmt: skip


def test_wire_details_and_the_mollie_key_are_checked_for_their_form():
    errors = Errors()
    check_webshop_settings(errors, {"webshop": {
        "wire": {"account_name": "Bakkerij", "iban": "NL91ABNA0417164301", "bic": "ABN"},
        "mollie": {"api_key": "sk_1234567890abcdefghijklmnop"},
    }}, "modules")  # fmt: skip
    assert errors.messages == {
        "modules.webshop.wire.iban": ["Dit is geen geldig IBAN, bijvoorbeeld NL91ABNA0417164300."],
        "modules.webshop.wire.bic": ["Dit is geen geldige BIC, bijvoorbeeld ABNANL2A."],
        "modules.webshop.mollie.api_key": ["Een Mollie-sleutel begint met test_ of live_."],
    }  # fmt: skip
    valid = Errors()
    check_webshop_settings(valid, {"webshop": {
        "wire": {"iban": "NL91 ABNA 0417 1643 00", "bic": "ABNANL2A"},
        "mollie": {"api_key": "live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM"},
    }}, "modules")  # fmt: skip
    assert valid.messages == {}


def test_the_project_settings_call_checks_the_webshop_settings_too(client, sites, owner_headers):
    owner = f"/api/owner/v1/projects/{sites.demo}"
    before = client.get(owner, headers=owner_headers).json()["project"]["modules"]
    webshop = {
        **before["webshop"],
        "payment_methods": [{"id": "ideal", "title": "", "provider": "x"}],
    }
    response = client.put(owner, json={"modules": {**before, "webshop": webshop}},
                          headers=owner_headers)  # fmt: skip
    assert response.status_code == 422
    assert set(response.json()["errors"]) == {
        "modules.webshop.payment_methods[0].title",
        "modules.webshop.payment_methods[0].provider",
    }
    after = client.get(owner, headers=owner_headers).json()["project"]["modules"]
    assert after == before


@pytest.mark.parametrize(
    # Each passed the old pattern; a To: header reads each as two recipients.
    "email", ["evil,winkel@bakkerij.example", "winkel@bakkerij.example,evil",
              "evil;winkel@bakkerij.example", "<evil>winkel@bakkerij.example"],
)  # fmt: skip
def test_a_notification_email_naming_more_recipients_is_refused(
    client, sites, owner_headers, email
):
    settings = f"/api/owner/v1/projects/{sites.demo}/webshop-settings"
    before = client.get(settings, headers=owner_headers).json()["webshop_settings"]
    response = client.put(settings, json={"notification_email": email}, headers=owner_headers)
    assert response.status_code == 422
    assert list(response.json()["errors"]) == ["notification_email"]
    assert response.json()["errors"]["notification_email"] == ["Dit is geen geldig e-mailadres."]
    assert client.get(settings, headers=owner_headers).json()["webshop_settings"] == before


def test_single_line_settings_refuse_control_characters(client, sites, owner_headers):
    settings = f"/api/owner/v1/projects/{sites.demo}/webshop-settings"
    before = client.get(settings, headers=owner_headers).json()["webshop_settings"]
    wrong = {
        "shipping_methods": [{"key": "post", "title": "Post\nNL", "price": "1,00"}],
        "wire": {"account_name": "Bakkerij\rTest"},
        "order_page": "/bestelling\nAllow: /",
    }
    response = client.put(settings, json=wrong, headers=owner_headers)
    assert response.status_code == 422
    message = ["Mag geen regeleinde, tab of ander stuurteken bevatten."]
    errors = response.json()["errors"]
    assert errors["shipping_methods[0].title"] == message
    assert errors["wire.account_name"] == message
    assert errors["order_page"] == message
    assert client.get(settings, headers=owner_headers).json()["webshop_settings"] == before
