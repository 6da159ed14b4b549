"""How the owner sees orders and quote requests: a list entry, the full detail (both
parts with their totals, buyer, delivery, payments, VIES evidence).

Totals come from the checkout's one totals rule (`checkout/totals.py`), the same the
buyer's cart and order overview show.
"""

from __future__ import annotations

from collections.abc import Iterable

from api.shop.checkout import states
from api.shop.checkout.models import ShopOrder, ShopOrderLine, ShopPayment
from api.shop.checkout.totals import totals
from api.shop.money import euros, excl_from_incl, price_view

CHECKOUT, QUOTE = "checkout", "quote"


def buyer_name(user_details: dict) -> str:
    first = str(user_details.get("invoice_firstname", "")).strip()
    last = str(user_details.get("invoice_lastname", "")).strip()
    return " ".join(part for part in (first, last) if part)


def line_view(line: ShopOrderLine) -> dict:
    rate = line.vat_rate
    return {
        "id": line.id,
        "product_id": line.product_key,
        "sku": line.sku,
        "title": line.title,
        "url": line.url,
        "main_image": line.main_image,
        "quantity": line.quantity,
        "vat_rate": rate,
        "price_incl_tax": euros(line.unit_cents),
        "price_excl_tax": euros(excl_from_incl(line.unit_cents, rate)),
        "total_price_incl_tax": euros(line.total_cents),
        "total_price_excl_tax": euros(excl_from_incl(line.total_cents, rate)),
        "options": [
            {
                "title": option.get("title", ""),
                "value": option.get("value", ""),
                "label_after_field": option.get("label_after_field", ""),
                "type": option.get("type", ""),
                "price": price_view(int(option.get("cents") or 0), rate),
            }
            for option in line.options
            if isinstance(option, dict)
        ],
        "reserved": line.reserved,
    }


def part_totals(
    lines: Iterable[tuple[int, int]], shipping: tuple[int, int] | None, reverse_charge: bool
) -> dict:
    """The PART's totals in euros by the checkout's one totals rule."""
    return totals(lines, shipping, reverse_charge=reverse_charge).view()


def shipping_of(order: ShopOrder) -> tuple[int, int] | None:
    shipping = order.shipping or {}
    if not shipping.get("key"):
        return None
    return int(shipping.get("incl") or 0), int(shipping.get("vat_rate", 21))


def part_view(order: ShopOrder, lines: list[ShopOrderLine], part: str) -> dict:
    own = [line for line in lines if line.part == part]
    shipping = shipping_of(order) if part == CHECKOUT else None
    view = {
        "products": [line_view(line) for line in own],
        "total_quantity": sum(line.quantity for line in own),
        **part_totals(
            ((line.total_cents, line.vat_rate) for line in own), shipping, order.reverse_charge
        ),
        "shipping": price_view(*shipping) if shipping else None,
    }
    return view


def payment_view(payment: ShopPayment) -> dict:
    return {
        "method": payment.method,
        "provider": payment.provider,
        "provider_payment_id": payment.provider_payment_id,
        "amount": euros(payment.amount_cents),
        "status": payment.status,
        "checkout_url": payment.checkout_url,
        "created_at": payment.created_at,
        "updated_at": payment.updated_at,
        "checked_at": payment.checked_at,
    }


def kind_of(order: ShopOrder) -> str:
    if order.has_checkout and order.has_quote:
        return "order_and_quote"
    return "quote" if order.has_quote else "order"


def summary_view(order: ShopOrder, from_number: int | None = None) -> dict:
    users = order.user_details or {}
    return {
        "number": order.number,
        "created_at": order.created_at,
        "kind": kind_of(order),
        "status": order.status,
        "payment_status": order.payment_status,
        "payment_method": order.payment_method,
        "quote_status": order.quote_status,
        "email": order.email,
        "name": buyer_name(users),
        "company": str(users.get("invoice_company", "")),
        "total": euros(order.total_cents),
        "from_order": from_number,
        # Money arrived for an order the shop cancelled: to be paid back.
        "refund_due": states.refund_due(order),
        # {id, method, date, from, to, label} of the booked time slot, or null.
        "delivery_slot": order.delivery_slot or None,
    }


def order_view(
    order: ShopOrder,
    lines: list[ShopOrderLine],
    payments: list[ShopPayment],
    *,
    from_number: int | None,
    order_numbers: list[int],
    overview_url: str,
) -> dict:
    """The owner's detail of one order or quote request."""
    shipping = order.shipping or {}
    return {
        **summary_view(order, from_number),
        "updated_at": order.updated_at,
        "paid_at": order.paid_at,
        # Exactly the moves PATCH accepts (states.transition_refusal says no to others).
        "allowed_statuses": list(states.allowed_statuses(order)),
        "checkout": part_view(order, lines, CHECKOUT),
        "quote": part_view(order, lines, QUOTE),
        "shipment": {
            "selected": {
                "selected": shipping["key"],
                "title": shipping.get("title", ""),
                "price": price_view(*shipping_of(order)),
            }
            if shipping.get("key")
            else None
        },
        "users": order.user_details,
        "vies": order.vies,
        "reverse_charge_applied": order.reverse_charge,
        "payments": [payment_view(payment) for payment in payments],
        "stock_reserved": order.stock_reserved,
        # When the held units go back to stock unless the order is paid or taken in
        # hand (null: nothing held, or sold); POST .../hold moves it.
        "stock_release_at": order.stock_release_at,
        # Orders the owner made of this quote request.
        "orders": order_numbers,
        "overview_url": overview_url,
    }
