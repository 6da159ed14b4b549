"""Every case of shared-schema/cases/pricing.json against api/shop/pricing.py (the
product page's display prices run the same file)."""

import json

import pytest

from api.catalogue import SCHEMA_ROOT
from api.shop.money import euro_text, parse_cents
from api.shop.pricing import unit_price

CASES = json.loads((SCHEMA_ROOT / "cases" / "pricing.json").read_text("utf-8"))["cases"]


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_pricing_case(case):
    product = case["product"]
    price = unit_price(
        parse_cents(product["price"]),
        product["vat_rate"],
        product["options"],
        case["values"],
        exclude_base_price=product["exclude_base_price"],
    )
    expect = case["expect"]
    assert [euro_text(cents) for cents in price.options] == expect["options"]
    assert euro_text(price.incl) == expect["unit_incl"]
    assert euro_text(price.excl) == expect["unit_excl"]


def test_the_cases_cover_every_option_layout():
    layouts = {option["layout"] for case in CASES for option in case["product"]["options"]}
    assert layouts == {"text", "textarea", "number", "select", "checkbox", "calculation"}


def test_missing_values_and_unknown_relations_count_zero():
    options = [
        {"title": "Formaat", "layout": "select", "options": [{"title": "Groot", "price": "2"}]},
        {
            "title": "Som",
            "layout": "calculation",
            "calculation_options": {
                "type": "add_relation_value",
                "value": "1",
                "connection_id_from": "bestaat-niet",
            },
        },
        {"title": "Aantal", "layout": "number", "price": "1.00"},
    ]
    price = unit_price(1000, 21, options, ["Klein", "", "-3"])
    assert price.options == [0, 0, 0]
    assert price.incl == 1000
