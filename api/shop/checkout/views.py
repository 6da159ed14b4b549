"""The answers of the visitor calls: CART VIEW and ORDER VIEW of the contract
(docs/checkout.md, "Answers")."""

from __future__ import annotations

from api.shop.checkout import form, methods, quote_questions, states, vies
from api.shop.checkout.cart import CartState
from api.shop.checkout.lines import PricedLine
from api.shop.checkout.models import ShopOrder, ShopOrderLine
from api.shop.checkout.totals import Totals, totals
from api.shop.countries import country_name
from api.shop.money import euros, excl_from_incl, price_view
from api.shop.schemas import iso_time
from api.shop.settings import WebshopSettings


def _option(option: dict, rate: int) -> dict:
    return {
        "title": option["title"],
        "value": option["value"],
        "label_after_field": option.get("label_after_field", ""),
        "type": option.get("type", ""),
        "price": price_view(option["cents"], rate),
    }


def product_view(
    *, line_id, key, title, url, image, quantity, rate, unit, options
) -> dict:  # fmt: skip
    total = unit * quantity
    return {
        "id": line_id,
        "product_id": key,
        "title": title,
        "url": url,
        "main_image": image,
        "quantity": quantity,
        "vat_rate": rate,
        "price_incl_tax": euros(unit),
        "price_excl_tax": euros(excl_from_incl(unit, rate)),
        "total_price_incl_tax": euros(total),
        "total_price_excl_tax": euros(excl_from_incl(total, rate)),
        "options": [_option(option, rate) for option in options],
    }


def cart_product(line: PricedLine) -> dict:
    product = line.product
    return product_view(
        line_id=line.id, key=product.key, title=product.title, url=product.path,
        image=product.main_image.split("|")[0] if product.main_image else "",
        quantity=line.quantity, rate=product.vat_rate, unit=line.unit_incl,
        options=line.options,
    )  # fmt: skip


def order_product(line: ShopOrderLine) -> dict:
    return product_view(
        line_id=line.id, key=line.product_key, title=line.title, url=line.url,
        image=line.main_image, quantity=line.quantity, rate=line.vat_rate,
        unit=line.unit_cents, options=line.options,
    )  # fmt: skip


def part_view(products: list[dict], part: Totals, shipping: dict | None) -> dict:
    return {
        "products": products,
        "total_quantity": sum(product["quantity"] for product in products),
        **part.view(),
        "shipping": shipping,
    }


def countries_view(shop: WebshopSettings) -> dict:
    return {code: country_name(code) for code in shop.countries}


def cart_view(state: CartState) -> dict:
    shop, cart = state.shop, state.cart
    shipping = state.shipping
    checkout = [cart_product(line) for line in state.part("checkout")]
    quote = [cart_product(line) for line in state.part("quote")]
    shipping_view = methods.shipping_price(shipping) if shipping else None
    return {
        "shoppingcart": {
            **part_view(checkout, state.checkout, shipping_view),
            "session": cart.session,
            "show_price_tax_included": True,
        },
        "quote": part_view(quote, state.quote, None),
        "shipment": methods.shipment_view(shop, cart.shipping_method, state.country),
        "payment": methods.payment_view(shop, cart.payment_method),
        "users": state.users,
        "vies": vies.vies_view(state.users, cart.vies, shop.shop_country),
        "agreement": {"url": shop.agreement_url},
        "countries": countries_view(shop),
        "checkout_form": form.form_view(state),
    }


def order_totals(order: ShopOrder, order_lines: list[ShopOrderLine]) -> tuple[Totals, Totals]:
    shipping = order.shipping or None
    amounts = {
        part: [(line.total_cents, line.vat_rate) for line in order_lines if line.part == part]
        for part in ("checkout", "quote")
    }
    checkout = totals(
        amounts["checkout"],
        (shipping["incl"], shipping["vat_rate"]) if shipping else None,
        reverse_charge=order.reverse_charge,
    )
    return checkout, totals(amounts["quote"], reverse_charge=order.reverse_charge)


def order_view(
    order: ShopOrder,
    order_lines: list[ShopOrderLine],
    shop: WebshopSettings,
    payment_url: str,
) -> dict:
    checkout_totals, quote_totals = order_totals(order, order_lines)
    checkout = [order_product(line) for line in order_lines if line.part == "checkout"]
    quote = [order_product(line) for line in order_lines if line.part == "quote"]
    shipping = order.shipping or None
    shipping_price = price_view(shipping["incl"], shipping["vat_rate"]) if shipping else None
    checkout_part = part_view(checkout, checkout_totals, shipping_price)
    method = order.payment_method or None
    stored_vies = order.vies or {}
    vies_answer = vies.vies_view(order.user_details, stored_vies, shop.shop_country)
    vies_answer["reverse_charge_applied"] = order.reverse_charge
    return {
        "order": {
            "number": order.number,
            "session": order.session,
            "created_at": iso_time(order.created_at),
            "products": checkout,
            "show_price_tax_included": True,
            "total_price": checkout_part["total_price"],
            "total_price_with_tax": checkout_part["total_price_with_tax"],
            "tax_amounts": checkout_part["tax_amounts"],
            "status": order.status,
            # A quote request (no checkout lines): nothing was delivered or paid.
            "kind": form.ORDER if order.has_checkout else form.QUOTE,
            # The quote request's own questions as answered: [{label, value}].
            "quote_answers": order.user_details.get(quote_questions.ANSWERS) or [],
        },
        "checkout": checkout_part,
        "quote": part_view(quote, quote_totals, None),
        "shipment": {
            "selected": {
                "selected": shipping["key"],
                "title": shipping["title"],
                "price": shipping_price,
            }
            if shipping
            else None,
            # The booked time slot {id, method, date, from, to, label} (docs/pickup-slots.md).
            **({"delivery_slot": order.delivery_slot} if order.delivery_slot else {}),
        },
        "payment": {
            "payment_status": states.visitor_payment_status(order.payment_status),
            "selected": method,
            "methods": [m.view() for m in shop.payment_methods],
            "url": payment_url,
            "wire": wire_view(shop, order) if method == "wire" else None,
        },
        "users": {k: v for k, v in order.user_details.items() if k != quote_questions.ANSWERS},
        "vies": vies_answer,
        "agreement": {"url": shop.agreement_url},
        "countries": countries_view(shop),
    }


def wire_view(shop: WebshopSettings, order: ShopOrder) -> dict:
    wire = shop.wire
    return {
        "account_name": str(wire.get("account_name", "")),
        "iban": str(wire.get("iban", "")),
        "bic": str(wire.get("bic", "")),
        "reference": f"Bestelling {order.number}",
    }
