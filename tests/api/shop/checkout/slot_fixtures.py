"""A shop whose pickup method has time slots every day (docs/pickup-slots.md)."""

from __future__ import annotations

import copy

from tests.api.shop.checkout.conftest import WEBSHOP
from tests.api.shop.shop_fixtures import SHOP

WEEK = {day: ["09:00-12:00", "13:00-17:00"]
        for day in ("mon", "tue", "wed", "thu", "fri", "sat", "sun")}  # fmt: skip


def slotted_webshop(capacity: int = 3, **slots) -> dict:
    webshop = copy.deepcopy(WEBSHOP)
    for method in webshop["shipping_methods"]:
        if method["key"] == "ophalen":
            method["slots"] = {"week": WEEK, "capacity": capacity, "days_ahead": 14, **slots}
    return webshop


def slotted_shop(lead_time_days: int = 21) -> dict:
    """The test catalogue, the wedding cake with a lead time."""
    shop = copy.deepcopy(SHOP)
    for product in shop["products"]:
        if product["id"] == "bruidstaart":
            product.update(lead_time_days=lead_time_days, enable_checkout=True)
    return shop
