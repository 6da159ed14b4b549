"""Money: parsing amounts, the incl/excl rule and euro output."""

import random
from decimal import Decimal

import pytest

from api.shop.money import (
    MoneyError,
    euro_text,
    euros,
    excl_from_incl,
    incl_cents,
    incl_from_excl,
    parse_cents,
    price_view,
    round_half_up,
)


@pytest.mark.parametrize(
    ("given", "cents"),
    [
        ("12,50", 1250),
        ("12.50", 1250),
        ("12.5", 1250),
        (12.5, 1250),
        (12, 1200),
        ("0", 0),
        (" 3,05 ", 305),
        (0.1, 10),
        (1_000_000, 100_000_000),
        ("24.95", 2495),
    ],
)
def test_amounts_are_read_as_cents(given, cents):
    assert parse_cents(given) == cents


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ("12.505", "Een bedrag heeft hoogstens 2 decimalen."),
        (0.001, "Een bedrag heeft hoogstens 2 decimalen."),
        (-1, "Een bedrag kan niet negatief zijn."),
        ("1000000.01", "Een bedrag is hoogstens 1.000.000 euro."),
        ("twaalf", "Geef een bedrag, bijvoorbeeld 12,50."),
        (True, "Geef een bedrag, bijvoorbeeld 12,50."),
        ("NaN", "Geef een bedrag, bijvoorbeeld 12,50."),
        # One strict parser: no exponents, underscores, infinities or Unicode digits.
        ("1e3", "Geef een bedrag, bijvoorbeeld 12,50."),
        ("1_000", "Geef een bedrag, bijvoorbeeld 12,50."),
        ("inf", "Geef een bedrag, bijvoorbeeld 12,50."),
        (float("inf"), "Geef een bedrag, bijvoorbeeld 12,50."),
        ("١٢", "Geef een bedrag, bijvoorbeeld 12,50."),
        ("9" * 5000, "Geef een bedrag, bijvoorbeeld 12,50."),
        (None, "Geef een bedrag, bijvoorbeeld 12,50."),
    ],
)
def test_bad_amounts_are_refused_in_dutch(given, message):
    with pytest.raises(MoneyError) as error:
        parse_cents(given)
    assert str(error.value) == message


def test_round_half_up():
    assert round_half_up(5, 2) == 3
    assert round_half_up(7, 2) == 4
    assert round_half_up(4, 3) == 1
    assert round_half_up(5, 3) == 2


def test_excl_is_derived_from_incl_half_up():
    assert excl_from_incl(2495, 9) == 2289  # 2288.99
    assert excl_from_incl(12100, 21) == 10000
    assert excl_from_incl(1000, 0) == 1000
    assert excl_from_incl(1, 0) == 1
    assert excl_from_incl(3, 21) == 2  # 2.479...
    assert excl_from_incl(549, 9) == 504  # 503.66...
    assert incl_from_excl(50, 9) == 55  # 54.5: half rounds up


def test_excl_only_derives_incl_and_back_exactly():
    for rate in (0, 9, 21):
        for excl in range(0, 5000, 7):
            incl = incl_from_excl(excl, rate)
            assert excl_from_incl(incl, rate) == excl


def test_both_given_must_agree():
    assert incl_cents(2495, 2289, 9) == 2495
    assert incl_cents(None, 2289, 9) == 2495
    with pytest.raises(MoneyError) as error:
        incl_cents(2495, 2290, 9)
    assert "verwacht 22.89" in str(error.value)


def test_output_in_euros():
    assert euros(2495) == 24.95
    assert euro_text(2495) == "24.95"
    assert euro_text(5) == "0.05"
    assert price_view(2495, 9) == {"incl_tax": 24.95, "excl_tax": 22.89}
    assert price_view(None, 9) is None


def test_euros_is_the_exact_quotient_as_a_float():
    # Integer cents are divided as floats; the same float as the exact Decimal quotient's.
    chance = random.Random(7)
    cents = [*range(100_001), 2**53 - 1, 2**53 + 1, 10**15 + 7, 10**20 + 3, 10**27 - 1]
    cents += [chance.randrange(10**12) for _ in range(100_000)]
    for value in cents:
        assert euros(value) == float(Decimal(value) / 100), value
    assert euros(Decimal(2495)) == 24.95
