"""Totals: grouped per VAT rate with shipping in its own rate's group; excl plus every
tax amount is incl to the cent, for any cart."""

from __future__ import annotations

import random

from api.shop.checkout.totals import totals
from api.shop.money import excl_from_incl
from api.shop.pricing import unit_price


def test_mixed_rates_with_shipping_by_hand():
    # 2 x 24.95 at 9%, 1 x 10.00 at 21%, 1 x 5.00 at 0%, shipping 6.95 at 21%.
    result = totals([(4990, 9), (1000, 21), (500, 0)], (695, 21))
    # 9%: 49.90 -> excl 45.78, tax 4.12; 21%: 16.95 -> excl 14.01, tax 2.94; 0%: 5.00.
    assert result.taxes == {9: 412, 21: 294, 0: 0}
    assert result.excl == 4578 + 1401 + 500
    assert result.incl == 4990 + 1000 + 500 + 695
    assert result.products_incl == 6490
    assert result.view()["tax_amounts"] == {"0": 0.0, "21": 2.94, "9": 4.12}
    assert result.view()["total_price_with_tax"] == 71.85


def test_group_rounding_is_per_rate_not_per_line():
    # Three lines of 0.10 at 21%: per line excl would be 0.08 each (0.24); per group 0.25.
    result = totals([(10, 21), (10, 21), (10, 21)])
    assert result.excl == excl_from_incl(30, 21) == 25
    assert result.taxes == {21: 5}


def test_reverse_charge_charges_no_tax():
    result = totals([(4990, 9), (1000, 21)], (695, 21), reverse_charge=True)
    assert result.taxes == {}
    assert result.incl == result.excl == 4578 + 1401
    assert result.view()["tax_amounts"] == {}


def test_options_exclude_base_price_and_exclude_from_total():
    options = [
        {"title": "Formaat", "layout": "select",
         "options": [{"title": "Groot", "price": "8.50"}]},
        {"title": "Kaarsjes", "layout": "number", "price": "0.25"},
        {"title": "Doos", "layout": "checkbox", "price": "1.00", "exclude_from_total": True},
    ]  # fmt: skip
    price = unit_price(2495, 9, options, ["Groot", "3", "1"])
    assert price.options == [850, 75, 100] and price.incl == 2495 + 850 + 75
    only_options = unit_price(2495, 9, options, ["Groot", "3", "1"], exclude_base_price=True)
    assert only_options.incl == 925


def test_the_identity_holds_for_many_random_carts():
    rng = random.Random(20261124)
    for _ in range(5000):
        amounts = [
            (rng.randint(0, 100_000) * rng.randint(1, 20), rng.choice((0, 6, 9, 19, 21)))
            for _ in range(rng.randint(0, 12))
        ]
        shipping = (rng.randint(0, 2000), rng.choice((9, 21))) if rng.random() < 0.7 else None
        result = totals(amounts, shipping)
        assert result.excl + sum(result.taxes.values()) == result.incl
        view = result.view()
        cents = round(view["total_price"] * 100) + sum(
            round(tax * 100) for tax in view["tax_amounts"].values()
        )
        assert cents == round(view["total_price_incl_tax"] * 100)
        assert result.incl == sum(a for a, _ in amounts) + (shipping[0] if shipping else 0)
        assert all(tax >= 0 for tax in result.taxes.values())
        charged = totals(amounts, shipping, reverse_charge=True)
        assert charged.incl == charged.excl == result.excl and charged.taxes == {}
