"""Checking the webshop settings an owner or a site import writes into
`project.modules.webshop`: one path with Dutch messages at JSON paths, wired into the
project settings call (api/app.py) and used by the owner's webshop settings call and
site imports. Reading them with defaults is settings.py."""

from __future__ import annotations

import re

from stdnum import iban

from api.emails import is_email
from api.shop.countries import COUNTRY_NAMES
from api.shop.money import MoneyError, parse_cents
from api.shop.settings import DEFAULT_PAGES, DEFAULT_TEMPLATES, OFFLINE_METHODS, PROVIDERS
from api.shop.slot_config import check_slots, check_timezone
from api.validation import Errors, check_line, join

KEY = re.compile(r"^[a-z0-9][a-z0-9_-]{0,99}$")


BIC = re.compile(r"^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$")
MOLLIE_KEY = re.compile(r"^(test|live)_[A-Za-z0-9]{20,}$")


def _check_format(errors: Errors, value: dict, key: str, at: str) -> None:
    """The wire transfer's IBAN (check digits) and BIC, and the form of a Mollie key;
    empty values are allowed (not set)."""
    checks = (
        [
            (
                "iban",
                lambda v: iban.is_valid(v),
                "Dit is geen geldig IBAN, bijvoorbeeld NL91ABNA0417164300.",
            ),
            (
                "bic",
                lambda v: BIC.match(v.replace(" ", "").upper()),
                "Dit is geen geldige BIC, bijvoorbeeld ABNANL2A.",
            ),
        ]
        if key == "wire"
        else [("api_key", MOLLIE_KEY.match, "Een Mollie-sleutel begint met test_ of live_.")]
    )
    for field_key, valid, message in checks:
        text = value.get(field_key)
        if isinstance(text, str) and text.strip() and not valid(text.strip()):
            errors.add(join(at, field_key), message)


def check_webshop_settings(errors: Errors, modules: object, path: str) -> None:
    """Checks the shop's keys of `modules.webshop` (other keys are not the shop's)."""
    webshop = modules.get("webshop") if isinstance(modules, dict) else None
    if not isinstance(webshop, dict):
        return
    at = join(path, "webshop")
    rates = webshop.get("vat_rates")
    if rates is not None:
        valid = (
            isinstance(rates, list)
            and rates
            and all(isinstance(r, int) and not isinstance(r, bool) and 0 <= r <= 100 for r in rates)
        )
        if not valid or len(set(rates)) != len(rates):
            errors.add(
                join(at, "vat_rates"),
                "Geef een lijst van verschillende btw-percentages (0 tot 100).",
            )
    facets = webshop.get("facets")
    if facets is not None:
        if not isinstance(facets, list):
            errors.add(join(at, "facets"), "Moet een lijst zijn.")
            facets = []
        seen: set[str] = set()
        for index, facet in enumerate(facets):
            where = join(at, "facets", index)
            if not isinstance(facet, dict):
                errors.add(where, "Moet een object zijn.")
                continue
            key = facet.get("key")
            if not isinstance(key, str) or not KEY.match(key):
                errors.add(join(where, "key"), "Gebruik kleine letters, cijfers, '-' en '_'.")
            elif key in seen:
                errors.add(join(where, "key"), "Deze sleutel komt al voor.")
            seen.add(key if isinstance(key, str) else "")
            if not isinstance(facet.get("title"), str) or not facet["title"].strip():
                errors.add(join(where, "title"), "Dit veld is verplicht.")
            check_line(errors, facet.get("title"), join(where, "title"))
            if facet.get("type", "list") not in ("list", "range"):
                errors.add(join(where, "type"), "Moet een van 'list', 'range' zijn.")
    for key in DEFAULT_TEMPLATES:
        value = webshop.get(key)
        if value is not None and (not isinstance(value, str) or len(value) > 100):
            errors.add(join(at, key), "Geef de sleutel van een herbruikbaar sjabloon.")
        check_line(errors, value, join(at, key))
    _check_checkout(errors, webshop, at)
    # `business` is a project setting: api/projects/business.py checks it.


REQUIRED = "Dit veld is verplicht."
TEXT = "Moet tekst zijn."


def _check_text(errors: Errors, data: dict, key: str, at: str, max_length: int = 200) -> None:
    value = data.get(key)
    if value is not None and (not isinstance(value, str) or len(value) > max_length):
        errors.add(join(at, key), f"Geef een tekst van hoogstens {max_length} tekens.")
    check_line(errors, value, join(at, key))


def _check_countries(errors: Errors, value: object, at: str) -> None:
    if not isinstance(value, list) or any(c not in COUNTRY_NAMES for c in value):
        errors.add(at, 'Geef een lijst van landcodes, bijvoorbeeld ["NL", "BE"].')


def _keyed_entries(errors: Errors, entries: object, at: str, id_key: str):
    """Yields (path, entry) of each object in the list `entries` after checking what
    shipping and payment methods share: a list of objects, each with a unique
    identifier `id_key` and a title."""
    if not isinstance(entries, list):
        errors.add(at, "Moet een lijst zijn.")
        return
    seen: set[str] = set()
    for index, entry in enumerate(entries):
        where = join(at, index)
        if not isinstance(entry, dict):
            errors.add(where, "Moet een object zijn.")
            continue
        identifier = entry.get(id_key)
        if not isinstance(identifier, str) or not KEY.match(identifier):
            errors.add(join(where, id_key), "Gebruik kleine letters, cijfers, '-' en '_'.")
        elif identifier in seen:
            errors.add(join(where, id_key), "Deze sleutel komt al voor.")
        seen.add(identifier if isinstance(identifier, str) else "")
        if not isinstance(entry.get("title"), str) or not entry["title"].strip():
            errors.add(join(where, "title"), REQUIRED)
        check_line(errors, entry.get("title"), join(where, "title"))
        yield where, entry


def _check_shipping(errors: Errors, methods: object, at: str) -> None:
    for where, method in _keyed_entries(errors, methods, at, "key"):
        try:
            parse_cents(method.get("price"))
        except MoneyError as error:
            errors.add(join(where, "price"), str(error))
        rate = method.get("vat_rate", 21)
        if not isinstance(rate, int) or isinstance(rate, bool) or not 0 <= rate <= 100:
            errors.add(join(where, "vat_rate"), "Geef een btw-percentage van 0 tot 100.")
        if method.get("countries") is not None:
            _check_countries(errors, method["countries"], join(where, "countries"))
        check_slots(errors, method.get("slots"), join(where, "slots"))


def _check_payment(errors: Errors, methods: object, at: str) -> None:
    for where, method in _keyed_entries(errors, methods, at, "id"):
        method_id = method.get("id")
        for key in ("description", "image", "mollie_method"):
            _check_text(errors, method, key, where, 1000)
        provider = method.get("provider", "none")
        if provider not in PROVIDERS:
            errors.add(join(where, "provider"), "Kies een van: 'none', 'test', 'mollie'.")
        elif method_id in OFFLINE_METHODS and provider != "none":
            errors.add(join(where, "provider"), "Deze betaalmethode gaat niet via een provider.")


def _check_checkout(errors: Errors, webshop: dict, at: str) -> None:
    for key in DEFAULT_PAGES:
        value = webshop.get(key)
        if value is not None and (not isinstance(value, str) or not value.startswith("/")):
            errors.add(join(at, key), "Geef een pad dat met / begint.")
        check_line(errors, value, join(at, key))
    if webshop.get("shipping_methods") is not None:
        _check_shipping(errors, webshop["shipping_methods"], join(at, "shipping_methods"))
    if webshop.get("payment_methods") is not None:
        _check_payment(errors, webshop["payment_methods"], join(at, "payment_methods"))
    for key in ("wire", "mollie"):
        value = webshop.get(key)
        if value is not None and not isinstance(value, dict):
            errors.add(join(at, key), "Moet een object zijn.")
        for field_key in ("account_name", "iban", "bic") if key == "wire" else ("api_key",):
            if isinstance(value, dict):
                _check_text(errors, value, field_key, join(at, key))
        if isinstance(value, dict):
            _check_format(errors, value, key, join(at, key))
    _check_text(errors, webshop, "agreement_url", at, 2000)
    if webshop.get("countries") is not None:
        _check_countries(errors, webshop["countries"], join(at, "countries"))
    check_timezone(errors, webshop.get("timezone"), join(at, "timezone"))
    email = webshop.get("notification_email")
    if email is not None and email != "" and not is_email(email):
        errors.add(join(at, "notification_email"), "Dit is geen geldig e-mailadres.")
