"""The cart's VAT number check (VIES): when to ask, what to keep, what to answer.

The check itself is `api.vat.check_vat_number` (HTTP, outside any transaction). The
cart keeps `{status, number, country, request_date, identifier, name}` of the last
check plus the number and country it was asked for (`asked`), so a check runs again
only when those change. Reverse charge applies when the number is valid, belongs to
the invoice country, that country is not the shop's own, and the goods go to another
EU member state than the shop's.
"""

from __future__ import annotations

from dataclasses import dataclass

from api.shop.checkout.users import delivery_country, is_company
from api.shop.countries import EU_COUNTRIES, country_name
from api.vat import INVALID_MESSAGE, UNAVAILABLE_MESSAGE, VALID_MESSAGE

MESSAGES = {"valid": VALID_MESSAGE, "invalid": INVALID_MESSAGE, "unavailable": UNAVAILABLE_MESSAGE}


@dataclass(frozen=True)
class VatQuestion:
    number: str
    country: str

    @property
    def asked(self) -> list[str]:
        return [self.number, self.country]


def question(users: dict) -> VatQuestion | None:
    """What to check for these details: None when no business number is given."""
    number = users.get("invoice_tax_number", "").strip()
    if not is_company(users) or not number:
        return None
    return VatQuestion(number, users.get("invoice_country") or "NL")


def current(users: dict, stored: dict) -> dict:
    """The stored check when it belongs to the current details, else {} (unchecked).

    A number of another member state than the invoice country is invalid for it, also
    when a check stored before that rule says "valid"."""
    asked = question(users)
    if asked is None or stored.get("asked") != asked.asked:
        return {}
    if stored.get("country") != asked.country.strip().upper():
        return {**stored, "status": "invalid"}
    return stored


def needs_check(users: dict, stored: dict) -> bool:
    return question(users) is not None and not current(users, stored)


def stored_check(check, asked: VatQuestion) -> dict:
    """A `VatCheck` as kept on the cart (and copied to the order as evidence)."""
    return {
        "status": check.status,
        "number": check.number,
        "country": check.country,
        "request_date": check.request_date,
        "identifier": check.identifier,
        "name": check.name,
        "asked": asked.asked,
    }


def reverse_charge(users: dict, stored: dict, shop_country: str) -> bool:
    """An intra-community B2B sale: a valid number of the invoice country, a buyer
    outside the shop's member state, goods going to another member state."""
    check = current(users, stored)
    delivery = delivery_country(users)
    return (
        check.get("status") == "valid"
        and check.get("country") != shop_country
        and delivery in EU_COUNTRIES
        and delivery != shop_country
    )


def vies_view(users: dict, stored: dict, shop_country: str) -> dict:
    check = current(users, stored)
    status = check.get("status", "unchecked")
    number = check.get("number") or users.get("invoice_tax_number", "")
    # The texts speak of the invoice country ("je facturatie land"), never the number's.
    country = country_name(users.get("invoice_country") or "NL")
    message = MESSAGES.get(status, "")
    return {
        "status": status,
        "reverse_charge_applied": reverse_charge(users, stored, shop_country),
        "number": number,
        "country": country,
        "message": message.format(number=number, country=country),
    }
