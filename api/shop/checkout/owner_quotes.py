"""Turning a quote request into an order (the owner's step): the chosen quote lines at
the owner's prices (or today's), a delivery and a payment method, one new order
pointing at its quote, the quote marked 'ordered', the payment prepared and the
buyer's e-mail with the payment link composed. Sending the e-mail happens after the
commit (routes), so a rolled-back order never mails anyone.

The settings read here (shipping and payment methods) are the raw
`modules.webshop` entries; see the report in docs/owner-orders.md for what moves to
the checkout's shared modules once they exist.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from email.message import EmailMessage

import sqlalchemy as sa
from sqlmodel import Session

from api.domain_errors import Conflict, Invalid, NotFound
from api.shop.checkout import owner_orders, owner_views
from api.shop.checkout.models import (
    ShopOrder,
    ShopOrderCounter,
    ShopOrderLine,
    ShopPayment,
)
from api.shop.models import ShopProduct
from api.shop.money import MoneyError, euro_text, excl_from_incl, parse_cents
from api.shop.pricing import option_prices, unit_price
from api.timestamps import utcnow
from api.validation import Errors, join

NO_PROVIDER = ("pay_on_pickup", "wire")
START_PATH = "/api/services/webshop/v1/payments/{token}/start"
FIRST_NUMBER = 1001
MAX_QUANTITY = 10_000


@dataclass(frozen=True)
class QuoteOrder:
    """What the route needs after the commit: the new order, its payment link and the
    buyer's e-mail (None when the buyer left no address)."""

    number: int
    payment_url: str
    mail: EmailMessage | None


def next_number(session: Session, project_id: int) -> int:
    """The project's next order number (the counter row is written, so locked, until
    the transaction ends)."""
    counter = ShopOrderCounter.__table__
    number = session.execute(
        sa.update(counter)
        .where(counter.c.project_id == project_id)
        .values(last_number=counter.c.last_number + 1)
        .returning(counter.c.last_number)
    ).scalar_one_or_none()
    if number is None:
        number = FIRST_NUMBER
        session.execute(sa.insert(counter).values(project_id=project_id, last_number=number))
    return number


def _methods(webshop: dict, key: str, id_key: str) -> dict[str, dict]:
    entries = webshop.get(key)
    found = {}
    for entry in entries if isinstance(entries, list) else []:
        if isinstance(entry, dict) and isinstance(entry.get(id_key), str):
            found[entry[id_key]] = entry
    return found


def _buyer_country(users: dict) -> str:
    if str(users.get("custom_shipping_information", "0")) == "1":
        return str(users.get("shipping_country", "")) or str(users.get("invoice_country", "NL"))
    return str(users.get("invoice_country", "")) or "NL"


def _shipping(errors: Errors, webshop: dict, key: object, users: dict) -> dict:
    if key in (None, ""):
        return {}
    method = _methods(webshop, "shipping_methods", "key").get(key) if isinstance(key, str) else None
    countries = (method or {}).get("countries") or []
    if method is None or (countries and _buyer_country(users) not in countries):
        errors.add(
            "shipping", "Kies een verzendmethode van deze winkel voor het land van de klant."
        )
        return {}
    try:
        incl = parse_cents(method.get("price", 0))
    except MoneyError as error:
        errors.add("shipping", f"De prijs van deze verzendmethode is ongeldig: {error}")
        return {}
    rate = method.get("vat_rate", 21)
    return {
        "key": key,
        "title": str(method.get("title", key)),
        "incl": incl,
        "excl": excl_from_incl(incl, rate),
        "vat_rate": rate,
    }


def _payment_method(errors: Errors, webshop: dict, method_id: object) -> tuple[str, str]:
    """(method id, provider) of the chosen payment method."""
    method = (
        _methods(webshop, "payment_methods", "id").get(method_id)
        if isinstance(method_id, str)
        else None
    )
    if method is None:
        errors.add("payment_method", "Kies een betaalmethode van deze winkel.")
        return "", "none"
    provider = "none" if method_id in NO_PROVIDER else str(method.get("provider") or "none")
    return method_id, provider


def _current_price(product: ShopProduct, line: ShopOrderLine) -> tuple[int, list[int]]:
    """Today's unit price of the line's product with the line's option values."""
    values_by_title = {
        option.get("title"): option.get("value")
        for option in line.options
        if isinstance(option, dict)
    }
    options = [option for option in product.options or [] if isinstance(option, dict)]
    values = [values_by_title.get(option.get("title")) for option in options]
    base = product.sale_price_cents if product.sale_price_cents is not None else product.price_cents
    price = unit_price(
        base, product.vat_rate, options, values, exclude_base_price=product.exclude_base_price
    )
    by_title = dict(
        zip(
            [option.get("title") for option in options], option_prices(options, values), strict=True
        )
    )
    return price.incl, [by_title.get(option.get("title")) for option in line.options]


def _priced_lines(
    session: Session, errors: Errors, quote: ShopOrder, body_lines: object
) -> list[ShopOrderLine]:
    if not isinstance(body_lines, list) or not body_lines:
        errors.add("lines", "Kies minstens één regel van de offerte.")
        return []
    own = {
        line.id: line
        for line in owner_orders.order_lines(session, quote.id)
        if line.part == owner_views.QUOTE
    }
    priced: list[ShopOrderLine] = []
    seen: set[int] = set()
    for index, entry in enumerate(body_lines):
        where = join("lines", index)
        if not isinstance(entry, dict):
            errors.add(where, "Moet een object zijn.")
            continue
        line_id = entry.get("id")
        line = (
            own.get(line_id) if isinstance(line_id, int) and not isinstance(line_id, bool) else None
        )
        if line is None or line_id in seen:
            errors.add(join(where, "id"), "Kies een regel van deze offerte (elk één keer).")
            continue
        seen.add(line_id)
        quantity = entry.get("quantity", line.quantity)
        if (
            isinstance(quantity, bool)
            or not isinstance(quantity, int)
            or not 1 <= quantity <= MAX_QUANTITY
        ):
            errors.add(join(where, "quantity"), f"Geef een aantal van 1 tot en met {MAX_QUANTITY}.")
            continue
        option_cents = [
            option.get("cents", 0) for option in line.options if isinstance(option, dict)
        ]
        if entry.get("unit_price") is not None:
            try:
                unit = parse_cents(entry["unit_price"])
            except MoneyError as error:
                errors.add(join(where, "unit_price"), str(error))
                continue
        else:
            product = (
                session.get(ShopProduct, line.product_id) if line.product_id is not None else None
            )
            if product is None or product.project_id != quote.project_id:
                errors.add(
                    join(where, "unit_price"),
                    "Dit product bestaat niet meer: geef een prijs per stuk.",
                )
                continue
            unit, option_cents = _current_price(product, line)
        options = [
            {**option, "cents": cents if cents is not None else option.get("cents", 0)}
            for option, cents in zip(line.options, option_cents, strict=False)
        ]
        priced.append(
            ShopOrderLine(
                order_id=0,
                part=owner_views.CHECKOUT,
                product_id=line.product_id,
                product_key=line.product_key,
                sku=line.sku,
                title=line.title,
                url=line.url,
                main_image=line.main_image,
                quantity=quantity,
                vat_rate=line.vat_rate,
                unit_cents=unit,
                total_cents=unit * quantity,
                options=options,
                position=len(priced),
            )
        )
    return priced


def _total_cents(lines: list[ShopOrderLine], shipping: dict, reverse_charge: bool) -> int:
    """What the buyer pays: the checkout part's total incl. tax (excl. under reverse
    charge), by the checkout's totals rule."""
    return owner_views.totals_cents(
        ((line.total_cents, line.vat_rate) for line in lines),
        (shipping["incl"], shipping["vat_rate"]) if shipping else None,
        reverse_charge,
    )[2]


def order_from_quote(
    session: Session, project_id: int, number: int, data: dict, *, scheme: str, mail_from: str
) -> QuoteOrder:
    quote = owner_orders.locked_order(session, project_id, number)
    if not quote.has_quote:
        raise NotFound(owner_orders.QUOTE_MISSING)
    if quote.quote_status not in ("", "open"):
        state = "omgezet in een bestelling" if quote.quote_status == "ordered" else "afgewezen"
        raise Conflict({"general": [f"Deze offerteaanvraag is al {state}."]})
    unknown = sorted(set(data) - {"lines", "shipping", "payment_method"})
    errors = Errors()
    for key in unknown:
        errors.add(key, "Onbekend veld.")
    _domain, webshop = owner_orders.site_of(session, project_id)
    users = dict(quote.user_details or {})
    lines = _priced_lines(session, errors, quote, data.get("lines"))
    shipping = _shipping(errors, webshop, data.get("shipping"), users)
    method, provider = _payment_method(errors, webshop, data.get("payment_method"))
    if errors:
        raise Invalid(errors.messages)

    total = _total_cents(lines, shipping, quote.reverse_charge)
    order = ShopOrder(
        project_id=project_id,
        number=next_number(session, project_id),
        session=secrets.token_urlsafe(32),
        from_order_id=quote.id,
        email=quote.email,
        user_details=users,
        shipping=shipping,
        payment_method=method,
        vies=dict(quote.vies or {}),
        reverse_charge=quote.reverse_charge,
        total_cents=total,
        has_checkout=True,
        payment_status="open" if provider != "none" else "",
        received_mail_at=utcnow() if quote.email else None,
    )
    session.add(order)
    session.flush()
    for line in lines:
        line.order_id = order.id
        session.add(line)
    quote.quote_status = "ordered"
    quote.updated_at = utcnow()
    session.add(quote)
    overview = owner_orders.overview_url(session, order, scheme)
    url = overview
    if provider != "none" and total > 0:
        payment = ShopPayment(
            order_id=order.id,
            token=secrets.token_urlsafe(32),
            method=method,
            provider=provider,
            amount_cents=total,
        )
        session.add(payment)
        domain, _webshop = owner_orders.site_of(session, project_id)
        url = f"{scheme}://{domain}{START_PATH.format(token=payment.token)}"
    session.flush()
    mail = _payment_mail(order, lines, url, overview, mail_from, webshop) if quote.email else None
    return QuoteOrder(order.number, url, mail)


def _payment_mail(
    order: ShopOrder,
    lines: list[ShopOrderLine],
    payment_url: str,
    overview: str,
    mail_from: str,
    webshop: dict,
) -> EmailMessage:
    """The buyer's e-mail: the order made of their quote request and where to pay."""
    business = webshop.get("business") if isinstance(webshop.get("business"), dict) else {}
    shop = str(business.get("name") or "de winkel")
    rows = [
        f"- {line.quantity} x {line.title}: € {euro_text(line.total_cents).replace('.', ',')}"
        for line in lines
    ]
    if order.shipping:
        rows.append(
            f"- {order.shipping['title']}: € {euro_text(order.shipping['incl']).replace('.', ',')}"
        )
    name = owner_views.buyer_name(order.user_details) or "klant"
    pay = f"Betalen kan via deze link:\n{payment_url}\n\n" if payment_url != overview else ""
    body = (
        f"Beste {name},\n\n"
        f"Op basis van je offerteaanvraag hebben we bestelling {order.number} voor je klaargezet:\n\n"
        + "\n".join(rows)
        + f"\n\nTotaal: € {euro_text(order.total_cents).replace('.', ',')}\n\n"
        + pay
        + f"Je bestelling bekijken (met je e-mailadres):\n{overview}\n\n"
        + f"Met vriendelijke groet,\n{shop}\n"
    )
    message = EmailMessage()
    message["Subject"] = f"Bestelling {order.number} bij {shop}: klaar om te betalen"
    message["From"] = mail_from
    message["To"] = order.email
    reply_to = webshop.get("notification_email") or business.get("email")
    if isinstance(reply_to, str) and "@" in reply_to:
        message["Reply-To"] = reply_to
    message.set_content(body)
    return message


def decline_quote(session: Session, project_id: int, number: int, quote_status: str) -> int:
    """Marks an open quote request declined, or a declined one open again."""
    quote = owner_orders.locked_order(session, project_id, number)
    if not quote.has_quote:
        raise NotFound(owner_orders.QUOTE_MISSING)
    if quote.quote_status == "ordered":
        raise Conflict({"quote_status": ["Deze offerteaanvraag is al omgezet in een bestelling."]})
    quote.quote_status = quote_status
    quote.updated_at = utcnow()
    session.add(quote)
    session.flush()
    return quote.number
