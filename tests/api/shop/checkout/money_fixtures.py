"""Products priced by their options, at the edges of the money rules, and the price a
buyer must pay for them worked out by hand (independently of api/shop/pricing.py)."""

from __future__ import annotations

import copy
from decimal import ROUND_HALF_UP, Decimal

import sqlalchemy as sa

from tests.api.shop.shop_fixtures import SHOP

PRODUCTS = [
    # Priced only by a calculation over a bounded number with a default (the demo's
    # "gebakschaal"): € 3,25 per person, 8 to 200 persons, 10 unless chosen.
    {"id": "gebakschaal", "title": "Gebakschaal", "price": {"incl_tax": "3.25"},
     "vat_rate": 9, "exclude_base_price": True, "options": [
         {"title": "Aantal personen", "layout": "number", "value": "10", "price": "0",
          "connection_id": "personen", "min": 8, "max": 200},
         {"title": "Gebak per persoon", "layout": "calculation",
          "calculation_options": {"type": "multiply_relation_value", "value": "3.25",
                                  "connection_id_from": "personen"}},
         {"title": "Extra slagroom", "layout": "checkbox", "value": "0", "price": "4.50"},
     ]},
    # Priced only by its options, without defaults: € 0,10 per cm plus the colour.
    {"id": "maatwerk", "title": "Plank op maat", "price": {"incl_tax": "1.00"},
     "vat_rate": 21, "exclude_base_price": True, "options": [
         {"title": "Lengte", "layout": "number", "price": "0", "connection_id": "lengte",
          "max": 500},
         {"title": "Prijs per lengte", "layout": "calculation",
          "calculation_options": {"type": "multiply_relation_value", "value": "0.10",
                                  "connection_id_from": "lengte"}},
         {"title": "Kleur", "layout": "select", "options": [
             {"title": "Wit", "price": "0"}, {"title": "Zwart", "price": "1.50"}]},
     ]},
    # A select whose one entry is free, on a product without base price.
    {"id": "proefpakket", "title": "Proefpakket", "price": {"incl_tax": "5.00"},
     "vat_rate": 9, "exclude_base_price": True, "options": [
         {"title": "Soort", "layout": "select", "options": [
             {"title": "Proef", "price": "0"}, {"title": "Doos", "price": "12.00"}]},
     ]},
    # Really free.
    {"id": "folder", "title": "Folder", "price": {"incl_tax": "0"}, "vat_rate": 21},
    # € 1.000 per metre, no bounds of its own.
    {"id": "kabel", "title": "Kabel", "price": {"incl_tax": "0"}, "vat_rate": 21,
     "options": [{"title": "Meters", "layout": "number", "price": "1000"}]},
    # Expensive: 50 of them are € 25.000.000, beyond PostgreSQL's int4.
    {"id": "kluis", "title": "Kluis", "price": {"incl_tax": "500000"}, "vat_rate": 21},
]  # fmt: skip
KEYS = [product["id"] for product in PRODUCTS]
CAP = "Een bestelling is hoogstens € 100.000.000; bestel minder stuks."
NO_PRICE = "Zonder de opties heeft dit product geen prijs; kies de opties."


def money_shop() -> dict:
    """The test shop with the products above added."""
    shop = copy.deepcopy(SHOP)
    shop["products"] += copy.deepcopy(PRODUCTS)
    return shop


_product = sa.table(
    "shop_product", sa.column("key"), sa.column("price_cents"), sa.column("options", sa.JSON)
)


def set_product(engine, key: str, **columns) -> None:
    """What an owner's later edit leaves in the product's row (price_cents, options)."""
    with engine.begin() as connection:
        connection.execute(sa.update(_product).where(_product.c.key == key).values(**columns))


def _cents(euros: Decimal) -> int:
    return int((euros * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def _number(value: str) -> Decimal:
    return Decimal(value.strip().replace(",", "."))


def expected_unit_cents(key: str, values: dict[str, str]) -> int:
    """The unit price incl. tax a buyer owes for `key` with the option values the cart
    shows (title -> value; a missing title has no value)."""
    if key == "gebakschaal":
        cream = Decimal("4.50") if values.get("Extra slagroom") == "1" else Decimal(0)
        return _cents(_number(values["Aantal personen"]) * Decimal("3.25")) + _cents(cream)
    if key == "maatwerk":
        colour = Decimal("1.50") if values.get("Kleur") == "Zwart" else Decimal(0)
        return _cents(_number(values["Lengte"]) * Decimal("0.10")) + _cents(colour)
    if key == "proefpakket":
        return 1200 if values.get("Soort") == "Doos" else 0
    if key == "kabel":
        return _cents(_number(values.get("Meters") or "0") * 1000)
    if key == "kluis":
        return 50_000_000
    if key == "folder":
        return 0
    if key == "volkoren":
        return 327
    if key == "kersenvlaai":
        return 1500
    if key == "appeltaart":
        return 2495 + (850 if values.get("Formaat") == "10 personen" else 0)
    if key == "bruidstaart":
        return 25000
    raise AssertionError(f"no expected price for {key}")


def expected_line_cents(line: dict) -> int:
    """A cart view line's expected unit price from its own shown options."""
    values = {option["title"]: option["value"] for option in line["options"]}
    return expected_unit_cents(line["product_id"], values)
