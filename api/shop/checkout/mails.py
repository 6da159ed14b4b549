"""The shop's e-mails: the buyer's confirmation, the shop's notification and the
payment confirmation, in Dutch (docs/checkout.md, "E-mails"). They are built from
the committed order and sent after the commit; a failure is logged, never an error
of the request."""

from __future__ import annotations

import logging
from email.message import EmailMessage

from api.mail import one_line
from api.shop.checkout.models import ShopOrder, ShopOrderLine
from api.shop.checkout.views import order_totals
from api.shop.countries import country_name
from api.shop.money import euro_label
from api.shop.settings import WebshopSettings

logger = logging.getLogger("api.shop.checkout")
SWITCH_VALUES = ("", "0", "1", "true", "false", "on", "off")


def _lines(order: ShopOrder, lines: list[ShopOrderLine], part: str) -> list[str]:
    text = []
    for line in (line for line in lines if line.part == part):
        text.append(f"- {line.quantity} x {line.title}: {euro_label(line.total_cents)}")
        for option in line.options:
            # A ticked checkbox is stored as '1'; the buyer reads 'Ja'.
            value = "Ja" if option.get("type") == "checkbox" else option.get("value", "")
            after = str(option.get("label_after_field") or "")
            # As a switch ('1', '0') it places the product page's label: no text.
            after = "" if after.strip().lower() in SWITCH_VALUES else after
            text.append(f"    {option['title']}: {value} {after}".rstrip())
    return text


def _address(users: dict, prefix: str) -> list[str]:
    name = f"{users.get(prefix + '_firstname', '')} {users.get(prefix + '_lastname', '')}"
    number = f"{users.get(prefix + '_number', '')} {users.get(prefix + '_number_addition', '')}"
    street = f"{users.get(prefix + '_street', '')} {number.strip()}"
    place = f"{users.get(prefix + '_postcode', '')} {users.get(prefix + '_city', '')}"
    return [
        name.strip(),
        street.strip(),
        place.strip(),
        country_name(users.get(prefix + "_country", "")),
    ]


def _summary(order: ShopOrder, lines: list[ShopOrderLine], shop: WebshopSettings, link: str) -> str:
    checkout, quote = order_totals(order, lines)
    users = order.user_details
    body: list[str] = []
    if order.has_checkout:
        body += ["Bestelde producten:", *_lines(order, lines, "checkout")]
        if order.shipping:
            body.append(
                f"Verzending ({order.shipping['title']}): {euro_label(order.shipping['incl'])}"
            )
        if order.delivery_slot.get("label"):
            body.append(f"Tijdvak: {order.delivery_slot['label']}")
        body.append(f"Totaal excl. btw: {euro_label(checkout.excl)}")
        if order.reverse_charge:
            body.append("0% btw verlegd")
        for rate, tax in sorted(checkout.taxes.items()):
            body.append(f"Btw {rate}%: {euro_label(tax)}")
        body += [f"Totaal incl. btw: {euro_label(checkout.incl)}", ""]
        method = shop.payment_method(order.payment_method)
        if method is not None:
            body.append(f"Betaalmethode: {method.title}")
        if order.payment_method == "wire":
            wire = shop.wire
            body += [
                "Maak het bedrag over naar:",
                f"  Rekeninghouder: {wire.get('account_name', '')}",
                f"  IBAN: {wire.get('iban', '')}",
                f"  BIC: {wire.get('bic', '')}",
                f"  Omschrijving: Bestelling {order.number}",
            ]
        body.append("")
    if order.has_quote:
        body += ["Offerteaanvraag voor:", *_lines(order, lines, "quote")]
        body.append(f"Indicatie totaal incl. btw: {euro_label(quote.incl)}")
        body.append("")
    asked = users.get("quote_answers") or []
    if asked:
        body += ["Je antwoorden:", *[f"{a['label']}: {a['value']}" for a in asked], ""]
    if users.get("quote_remarks"):
        body += ["Toelichting op de aanvraag:", users["quote_remarks"], ""]
    if any(users.get(f"invoice_{part}") for part in ("street", "postcode", "city")):
        body += ["Factuuradres:", *_address(users, "invoice"), ""]
    else:
        # A quote request asks no address: who asked, and how to reach them.
        name = f"{users.get('invoice_firstname', '')} {users.get('invoice_lastname', '')}"
        contact = [users.get("invoice_email", ""), users.get("invoice_phonenumber", "")]
        body += ["Aangevraagd door:", name.strip(), *[line for line in contact if line], ""]
    if users.get("custom_shipping_information") == "1":
        body += ["Afleveradres:", *_address(users, "shipping"), ""]
    body += [f"Je bestelling bekijken: {link}", ""]
    return "\n".join(body)


def _message(to: str, subject: str, text: str) -> EmailMessage:
    message = EmailMessage()
    message["To"] = to
    message["Subject"] = one_line(subject)
    message.set_content(text)
    return message


def _kind(order: ShopOrder) -> str:
    return "bestelling" if order.has_checkout else "offerteaanvraag"


def received(order, lines, shop: WebshopSettings, link: str) -> list[EmailMessage]:
    """The buyer's confirmation and the shop's notification of a new order."""
    name = shop.business.get("name") or "de webshop"
    kind = _kind(order)
    summary = _summary(order, lines, shop, link)
    first = order.user_details.get("invoice_firstname", "")
    messages = [
        _message(
            order.email,
            f"Bevestiging van je {kind} {order.number}",
            f"Beste {first},\n\nBedankt voor je {kind} bij {name}. "
            f"We hebben hem ontvangen onder nummer {order.number}.\n\n{summary}",
        )
    ]
    if shop.shop_email:
        messages.append(
            _message(
                shop.shop_email,
                f"Nieuwe {kind} {order.number}",
                f"Er is een nieuwe {kind} geplaatst met nummer {order.number}.\n\n"
                f"E-mailadres: {order.email}\n\n{summary}",
            )
        )
    return messages


def paid(order, lines, shop: WebshopSettings, link: str) -> list[EmailMessage]:
    first = order.user_details.get("invoice_firstname", "")
    return [
        _message(
            order.email,
            f"Betaling ontvangen voor bestelling {order.number}",
            f"Beste {first},\n\nWe hebben je betaling van {euro_label(order.total_cents)} voor "
            f"bestelling {order.number} ontvangen. Bedankt!\n\n"
            f"Je bestelling bekijken: {link}\n",
        )
    ]


def send_all(outbox, messages: list[EmailMessage]) -> None:
    for message in messages:
        try:
            outbox.send(message)
        except Exception:  # a mail never fails the request
            logger.exception("Sending %r to %s failed", message["Subject"], message["To"])
