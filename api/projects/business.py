"""Checks of the webshop's business settings (`modules.webshop.business`): the name,
address, phone, e-mail and opening hours the home page states to search engines as an
Organization or LocalBusiness (docs/seo.md)."""

from __future__ import annotations

import re

from api.emails import is_email
from api.validation import Errors, join, read_list, read_object, read_text

# schema.org's day abbreviations (openingHours), in week order.
DAYS = ("Mo", "Tu", "We", "Th", "Fr", "Sa", "Su")
TIME = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")
WHATSAPP = re.compile(r"^(\+|00)[1-9][0-9 ()-]{5,24}$")
TEXT_FIELDS = {
    "name": 200,
    "street": 200,
    "postcode": 20,
    "city": 100,
    "country": 100,
    "phone": 50,
    # The WhatsApp number, international ('+31 6 12345678'): the checkout links to it.
    "whatsapp": 30,
    "email": 254,
    # The shop's own VAT number: the requester of VIES checks (docs/checkout.md).
    "vat_number": 30,
}
FIELDS = frozenset({*TEXT_FIELDS, "opening_hours"})
HOURS_FIELDS = frozenset({"days", "opens", "closes"})
MAX_OPENING_HOURS = 50
UNKNOWN_FIELD = "Onbekend veld."


def read_business(errors: Errors, webshop: dict, path: str) -> None:
    """Records a Dutch message at the path of every wrong value of `webshop.business`."""
    business = read_object(errors, webshop, "business", path)
    where = join(path, "business")
    for key in sorted(business.keys() - FIELDS):
        errors.add(join(where, key), UNKNOWN_FIELD)
    for key, max_length in TEXT_FIELDS.items():
        read_text(errors, business, key, where, max_length=max_length)
    email = business.get("email")
    if isinstance(email, str) and email.strip() and not is_email(email):
        errors.add(join(where, "email"), "Dit is geen geldig e-mailadres.")
    whatsapp = business.get("whatsapp")
    if isinstance(whatsapp, str) and whatsapp.strip() and not WHATSAPP.match(whatsapp.strip()):
        errors.add(
            join(where, "whatsapp"), "Geef het nummer met landcode, bijvoorbeeld +31 6 12345678."
        )
    hours = read_list(errors, business, "opening_hours", where)
    if len(hours) > MAX_OPENING_HOURS:
        errors.add(join(where, "opening_hours"), f"Maximaal {MAX_OPENING_HOURS} regels.")
        return
    for index, entry in enumerate(hours):
        _read_opening_hours(errors, entry, join(where, "opening_hours", index))


def _read_opening_hours(errors: Errors, entry: object, at: str) -> None:
    if not isinstance(entry, dict):
        errors.add(at, "Moet een object zijn.")
        return
    for key in sorted(entry.keys() - HOURS_FIELDS):
        errors.add(join(at, key), UNKNOWN_FIELD)
    days = read_list(errors, entry, "days", at, required=True)
    if "days" in entry and isinstance(entry["days"], list) and not days:
        errors.add(join(at, "days"), "Kies minstens één dag.")
    for index, day in enumerate(days):
        if day not in DAYS:
            errors.add(join(at, "days", index), "Kies een van: " + ", ".join(DAYS) + ".")
    named = [day for day in days if isinstance(day, str)]
    if len(set(named)) != len(named):
        errors.add(join(at, "days"), "Elke dag mag maar één keer voorkomen.")
    opens = _read_time(errors, entry, "opens", at)
    closes = _read_time(errors, entry, "closes", at)
    if opens and closes and closes <= opens:
        errors.add(join(at, "closes"), "Moet later zijn dan de openingstijd.")


def _read_time(errors: Errors, entry: dict, key: str, at: str) -> str:
    value = entry.get(key)
    if value is None:
        errors.add(join(at, key), "Dit veld is verplicht.")
        return ""
    if not isinstance(value, str) or not TIME.match(value):
        errors.add(join(at, key), "Gebruik uu:mm, bijvoorbeeld 08:30.")
        return ""
    return value
