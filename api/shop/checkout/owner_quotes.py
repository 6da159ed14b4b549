"""Turning a quote request into an order (the owner's step): the chosen quote lines at
the owner's prices (or today's), a delivery and a payment method, one new order
pointing at its quote, the quote marked 'ordered', the payment prepared and the
buyer's e-mail with the payment link composed. Sending the e-mail happens after the
commit (routes), so a rolled-back order never mails anyone.

Delivery and payment methods are the checkout's own (`settings.py`, `methods.py`),
so the owner offers exactly what the buyer's checkout would.
"""

from __future__ import annotations

from dataclasses import dataclass
from email.message import EmailMessage

from sqlmodel import Session

from api.domain_errors import Conflict, Invalid, NotFound
from api.mail import one_line
from api.shop.checkout import methods, orders, owner_orders, owner_views, states, stock
from api.shop.checkout.holds import Holds
from api.shop.checkout.lines import price_line
from api.shop.checkout.models import (
    ShopOrder,
    ShopOrderLine,
)
from api.shop.checkout.sessions import new_token
from api.shop.checkout.totals import totals
from api.shop.checkout.users import delivery_country
from api.shop.models import ShopProduct
from api.shop.money import MoneyError, euro_label, parse_cents
from api.shop.settings import WebshopSettings
from api.timestamps import utcnow
from api.validation import Errors, join

MAX_QUANTITY = 10_000


@dataclass(frozen=True)
class QuoteOrder:
    """What the route needs after the commit: the new order, its payment link and the
    buyer's e-mail (None when the buyer left no address)."""

    number: int
    payment_url: str
    mail: EmailMessage | None
    # Products whose stock the order took (purge their pages).
    changed_products: list[int]


def _shipping(errors: Errors, shop: WebshopSettings, key: object, users: dict) -> dict:
    """The order's delivery as orders store it, {} when none was asked for."""
    if key in (None, ""):
        return {}
    country = delivery_country(users)
    method = methods.chosen_shipping(shop, key, country) if isinstance(key, str) else None
    if method is None:
        errors.add(
            "shipping", "Kies een verzendmethode van deze winkel voor het land van de klant."
        )
        return {}
    return {"key": method.key, "title": method.title, "incl": method.cents,
            "vat_rate": method.vat_rate}  # fmt: skip


def _payment_method(errors: Errors, shop: WebshopSettings, method_id: object):
    method = methods.chosen_payment(shop, method_id) if isinstance(method_id, str) else None
    if method is None:
        errors.add("payment_method", methods.CHOOSE_PAYMENT)
    return method


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
        options = list(line.options)
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
            # Today's price, by the cart's own pricing of a line.
            today = price_line(line.id, owner_views.CHECKOUT, product, quantity, line.options)
            unit, options = today.unit_incl, today.options
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
    """What the buyer pays: the checkout part's total by the checkout's totals rule."""
    return totals(
        ((line.total_cents, line.vat_rate) for line in lines),
        (shipping["incl"], shipping["vat_rate"]) if shipping else None,
        reverse_charge=reverse_charge,
    ).to_pay


def _hold_stock(session: Session, lines: list[ShopOrderLine]) -> tuple[bool, list[int]]:
    """Holds the stock-managed products like a buyer's order holds them (409 when
    short), so cancelling or a failed payment gives them back the same way. Answers
    whether anything is held and the products whose stock changed."""
    wanted = stock.needed([(line.product_id, line.quantity) for line in lines if line.product_id])
    taken, changed = stock.reserve(session, wanted)
    remaining = dict(taken)
    for line in lines:
        line.reserved = min(line.quantity, remaining.get(line.product_id, 0))
        if line.reserved:
            remaining[line.product_id] -= line.reserved
    return bool(taken), changed


def order_from_quote(
    session: Session,
    project_id: int,
    number: int,
    data: dict,
    *,
    scheme: str,
    mail_from: str,
    holds: Holds,
) -> QuoteOrder:
    """One transaction: checks, the new order with its lines, held stock (with the
    payment method's hold, like a buyer's order) and payment, the quote request
    marked ordered; the e-mail is composed, not sent."""
    quote = owner_orders.locked_order(session, project_id, number, owner_orders.QUOTE_MISSING)
    if not quote.has_quote:
        raise NotFound(owner_orders.QUOTE_MISSING)
    if not states.quote_orderable(quote):
        ordered = quote.quote_status == states.QUOTE_ORDERED
        state = "omgezet in een bestelling" if ordered else "afgewezen"
        raise Conflict({"general": [f"Deze offerteaanvraag is al {state}."]})
    unknown = sorted(set(data) - {"lines", "shipping", "payment_method"})
    errors = Errors()
    for key in unknown:
        errors.add(key, "Onbekend veld.")
    domain, shop = owner_orders.site_of(session, project_id)
    users = dict(quote.user_details or {})
    lines = _priced_lines(session, errors, quote, data.get("lines"))
    shipping = _shipping(errors, shop, data.get("shipping"), users)
    method = _payment_method(errors, shop, data.get("payment_method"))
    if errors:
        raise Invalid(errors.messages)

    total = _total_cents(lines, shipping, quote.reverse_charge)
    held, changed = _hold_stock(session, lines)
    now = utcnow()
    order = ShopOrder(
        project_id=project_id,
        number=orders.next_number(session, project_id),
        session=new_token(),
        from_order_id=quote.id,
        email=quote.email,
        user_details=users,
        shipping=shipping,
        payment_method=method.id,
        vies=dict(quote.vies or {}),
        reverse_charge=quote.reverse_charge,
        total_cents=total,
        has_checkout=True,
        stock_reserved=held,
        stock_release_at=holds.until(method.id, method.online, now) if held else None,
        payment_status=states.OPEN if method.online and total > 0 else states.NO_PAYMENT,
        received_mail_at=now if quote.email else None,
    )
    session.add(order)
    session.flush()
    for line in lines:
        line.order_id = order.id
        session.add(line)
    quote.quote_status = states.QUOTE_ORDERED
    quote.updated_at = now
    session.add(quote)
    payment = orders.new_payment(order, method, total)
    if payment is not None:
        session.add(payment)
    overview = owner_orders.overview_url(session, order, scheme)
    url = orders.payment_url(f"{scheme}://{domain}", shop.order_page, order, payment)
    session.flush()
    mail = _payment_mail(order, lines, url, overview, mail_from, shop) if quote.email else None
    return QuoteOrder(order.number, url, mail, changed)


def _payment_mail(
    order: ShopOrder,
    lines: list[ShopOrderLine],
    payment_url: str,
    overview: str,
    mail_from: str,
    shop: WebshopSettings,
) -> EmailMessage:
    """The buyer's e-mail: the order made of their quote request and where to pay."""
    name = str(shop.business.get("name") or "de winkel")
    rows = [f"- {line.quantity} x {line.title}: {euro_label(line.total_cents)}" for line in lines]
    if order.shipping:
        rows.append(f"- {order.shipping['title']}: {euro_label(order.shipping['incl'])}")
    buyer = owner_views.buyer_name(order.user_details) or "klant"
    pay = f"Betalen kan via deze link:\n{payment_url}\n\n" if payment_url != overview else ""
    body = (
        f"Beste {buyer},\n\n"
        f"Op basis van je offerteaanvraag hebben we bestelling {order.number} voor je "
        "klaargezet:\n\n"
        + "\n".join(rows)
        + f"\n\nTotaal: {euro_label(order.total_cents)}\n\n"
        + pay
        + f"Je bestelling bekijken (met je e-mailadres):\n{overview}\n\n"
        + f"Met vriendelijke groet,\n{name}\n"
    )
    message = EmailMessage()
    message["Subject"] = one_line(f"Bestelling {order.number} bij {name}: klaar om te betalen")
    message["From"] = mail_from
    message["To"] = order.email
    if "@" in shop.shop_email:
        message["Reply-To"] = shop.shop_email
    message.set_content(body)
    return message


def decline_quote(session: Session, project_id: int, number: int, quote_status: str) -> int:
    """Marks an open quote request declined, or a declined one open again."""
    quote = owner_orders.locked_order(session, project_id, number, owner_orders.QUOTE_MISSING)
    if not quote.has_quote:
        raise NotFound(owner_orders.QUOTE_MISSING)
    if quote.quote_status == states.QUOTE_ORDERED:
        raise Conflict({"quote_status": ["Deze offerteaanvraag is al omgezet in een bestelling."]})
    quote.quote_status = quote_status
    quote.updated_at = utcnow()
    session.add(quote)
    session.flush()
    return quote.number
