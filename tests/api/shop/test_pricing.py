"""Every case of shared-schema/cases/pricing.json against api/shop/pricing.py (the
product page's display prices run the same file)."""

import json
from decimal import Decimal

import pytest

from api.catalogue import SCHEMA_ROOT
from api.shop.money import euro_text, parse_cents
from api.shop.pricing import can_cost, number_bounds, required_connections, unit_price

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


def test_numbers_are_read_strictly():
    # '1e3' and '1_000' are no numbers (they were 1000 here, 0 on the product page).
    options = [{"title": "Aantal", "layout": "number", "price": "1.00"}]
    for value in ("1e3", "1_000", "nan", "inf", "²", "9" * 40):
        assert unit_price(500, 21, options, [value]).incl == 500, value
    assert unit_price(500, 21, options, ["2,5"]).incl == 750


PER_PERSON = [
    {"title": "Personen", "layout": "number", "connection_id": "p", "min": "8", "max": 200},
    {"title": "Gebak", "layout": "calculation",
     "calculation_options": {"type": "multiply_relation_value", "value": "3.25",
                             "connection_id_from": "p"}},
]  # fmt: skip


def test_bounds_and_required_options():
    assert number_bounds(PER_PERSON[0]) == (Decimal(8), Decimal(200))
    assert number_bounds({"title": "Aantal", "layout": "number"}) == (0, 1_000_000)
    assert required_connections(PER_PERSON) == {"p"}
    # A calculation left out of the total needs no value.
    excluded = [PER_PERSON[0], {**PER_PERSON[1], "exclude_from_total": "1"}]
    assert required_connections(excluded) == set()


@pytest.mark.parametrize(
    ("base", "exclude_base", "options", "costs"),
    [
        (0, False, [], False),
        (100, False, [], True),
        (100, True, [], False),
        (100, True, PER_PERSON, True),
        (0, False, [{"title": "Maat", "layout": "select", "options": [{"title": "S"}]}], False),
        (0, False, [{"title": "Maat", "layout": "select",
                     "options": [{"title": "S"}, {"title": "L", "price": "1"}]}], True),
        (0, False, [{"title": "Extra", "layout": "checkbox", "price": "2",
                     "exclude_from_total": True}], False),
        (0, False, [{**PER_PERSON[1], "calculation_options": {
            "type": "add_relation_value", "value": "0", "connection_id_from": "x"}}], False),
    ],
)  # fmt: skip
def test_a_product_can_cost_something(base, exclude_base, options, costs):
    assert can_cost(base, options, exclude_base_price=exclude_base) is costs
