"""Shipping and payment methods of a cart: which are offered, which is chosen."""

from __future__ import annotations

from api.shop.money import price_view
from api.shop.settings import PaymentMethod, ShippingMethod, WebshopSettings

NO_SHIPPING = (
    "Er zijn geen verzendmethodes beschikbaar op het gewenste adres. Neem contact met ons "
    "op om de mogelijkheden te bespreken."
)
NO_PAYMENT = (
    "Voor je huidige bestelling zijn er geen betaalmethodes mogelijk. Neem contact met ons "
    "op om de mogelijkheden te bespreken."
)
CHOOSE_SHIPPING = "Kies een verzendmethode."
CHOOSE_PAYMENT = "Kies een betaalmethode."


def shipping_for(shop: WebshopSettings, country: str) -> list[ShippingMethod]:
    return [method for method in shop.shipping_methods if method.ships_to(country)]


def chosen_shipping(shop: WebshopSettings, key: str, country: str) -> ShippingMethod | None:
    method = shop.shipping_method(key) if key else None
    return method if method is not None and method.ships_to(country) else None


def chosen_payment(shop: WebshopSettings, method_id: str) -> PaymentMethod | None:
    return shop.payment_method(method_id) if method_id else None


def shipping_price(method: ShippingMethod) -> dict:
    return price_view(method.cents, method.vat_rate)


def shipment_view(shop: WebshopSettings, key: str, country: str) -> dict:
    chosen = chosen_shipping(shop, key, country)
    return {
        "shipping_methods": {m.key: method_view(m) for m in shipping_for(shop, country)},
        "selected": selected_view(chosen),
    }


def method_view(method: ShippingMethod) -> dict:
    """Title and price; `delivery_slots: true` when the buyer picks a time slot
    (shoppingcart/delivery-slots, docs/pickup-slots.md)."""
    view = {"title": method.title, "price": shipping_price(method)}
    if method.slots is not None:
        view["delivery_slots"] = True
    return view


def selected_view(method: ShippingMethod | None) -> dict | None:
    if method is None:
        return None
    return {"selected": method.key, "title": method.title, "price": shipping_price(method)}


def payment_view(shop: WebshopSettings, method_id: str) -> dict:
    chosen = chosen_payment(shop, method_id)
    return {
        "selected": chosen.id if chosen else None,
        "methods": [method.view() for method in shop.payment_methods],
    }


def check_shipping(
    shop: WebshopSettings, key: str, country: str, has_checkout: bool
) -> dict[str, list[str]]:
    """A delivery is needed for goods when the shop offers any (a shop without
    shipping methods hands everything over itself)."""
    if not has_checkout or not shop.shipping_methods:
        return {}
    if not shipping_for(shop, country):
        return {"shipping_method": [NO_SHIPPING]}
    if chosen_shipping(shop, key, country) is None:
        return {"shipping_method": [CHOOSE_SHIPPING]}
    return {}


def check_payment(shop: WebshopSettings, method_id: str, to_pay: int) -> dict[str, list[str]]:
    if to_pay <= 0:
        return {}
    if not shop.payment_methods:
        return {"payment_method": [NO_PAYMENT]}
    if chosen_payment(shop, method_id) is None:
        return {"payment_method": [CHOOSE_PAYMENT]}
    return {}
