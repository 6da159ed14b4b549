"""What the checkout form is told beside the cart (`checkout_form` of CART VIEW,
docs/checkout.md "Checkout form"): whether the cart is an order or a quote request
(the server decides, never the browser), which fields are required, what is wrong
with the details as they are now, whether the delivery address is known, and how to
reach the shop when nothing fits."""

from __future__ import annotations

import re

from api.shop.checkout import quote_questions, users, vies
from api.shop.checkout.cart import CartState
from api.shop.settings import WebshopSettings

ORDER = "order"
QUOTE = "quote"
_NOT_DIGITS = re.compile(r"[^0-9+]")


def kind(state: CartState) -> str:
    """A cart with quote lines only is a quote request: nothing to deliver or pay."""
    return QUOTE if state.lines and not state.part("checkout") else ORDER


def detail_errors(state: CartState) -> dict[str, list[str]]:
    """Every problem of the buyer's details (what orders/create refuses them for)."""
    errors = users.check_details(state.users, state.shop.countries, quote=kind(state) == QUOTE)
    check = vies.current(state.users, state.cart.vies)
    if check.get("status") == "invalid":
        message = vies.vies_view(state.users, state.cart.vies, state.shop.shop_country)["message"]
        errors.setdefault("invoice_tax_number", []).append(message)
    errors.update(quote_questions.answer_errors(state.questions, state.answers))
    return errors


def address_known(details: dict) -> bool:
    """The delivery address has a country and a postcode of its format: only then can
    'no shipping method fits' be said."""
    prefix = "shipping" if users.custom_shipping(details) else "invoice"
    country = details.get(f"{prefix}_country", "")
    postcode = details.get(f"{prefix}_postcode", "").strip()
    return bool(country and postcode and users.postcode_valid(country, postcode))


def _international(number: str) -> str:
    """'+31 6 1234 5678' / '0031 6 ...' → '31612345678'; '' for a number without its
    country code (a link cannot guess it)."""
    compact = _NOT_DIGITS.sub("", number)
    if compact.startswith("+"):
        compact = compact[1:]
    elif compact.startswith("00"):
        compact = compact[2:]
    else:
        return ""
    return compact if compact.isdigit() and 6 <= len(compact) <= 15 else ""


def contact_view(shop: WebshopSettings) -> dict:
    """The shop's phone and WhatsApp from `business` (phone, whatsapp), with links."""
    phone = str(shop.business.get("phone") or "").strip()
    whatsapp = str(shop.business.get("whatsapp") or "").strip()
    dial = _NOT_DIGITS.sub("", phone)
    wa = _international(whatsapp)
    return {
        "phone": phone,
        "phone_url": f"tel:{dial}" if dial.lstrip("+") else "",
        "whatsapp": whatsapp if wa else "",
        "whatsapp_url": f"https://wa.me/{wa}" if wa else "",
    }


def form_view(state: CartState) -> dict:
    quote = kind(state) == QUOTE
    return {
        "kind": kind(state),
        "required": users.required_fields(state.users, quote=quote),
        "errors": detail_errors(state),
        "address_known": address_known(state.users),
        "contact": contact_view(state.shop),
        "quote_questions": state.questions,
        "quote_answers": state.answers,
    }
