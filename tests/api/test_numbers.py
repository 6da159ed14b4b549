"""The one parser of outside numbers: what a client may send, and what it may not."""

from decimal import Decimal

import pytest

from api.numbers import MAX_INTEGER, NumberError, parse_decimal, parse_integer


@pytest.mark.parametrize("value, expected", [(3, 3), ("12", 12), (" 7 ", 7), (2.0, 2), ("+4", 4)])
def test_integers_in_plain_digits_are_read(value, expected):
    assert parse_integer(value) == expected


@pytest.mark.parametrize(
    "value",
    ["²", "①", "١٢", "1_000", "1e3", "nan", "inf", "", " ", "1.5", 1.5, True, None, [], "9" * 5000],
)
def test_anything_else_is_no_integer(value):
    with pytest.raises(NumberError):
        parse_integer(value)


def test_integer_bounds_name_the_limit_in_dutch():
    with pytest.raises(NumberError, match="minstens 1 in"):
        parse_integer("0", minimum=1)
    with pytest.raises(NumberError, match="hoogstens 1.000 in"):
        parse_integer(1001, maximum=1000)
    with pytest.raises(NumberError):
        parse_integer(MAX_INTEGER + 1)


@pytest.mark.parametrize(
    "value, expected",
    [("12,5", Decimal("12.5")), ("0.25", Decimal("0.25")), (3, Decimal(3)), (2.5, Decimal("2.5"))],
)
def test_decimals_take_a_comma_or_a_point(value, expected):
    assert parse_decimal(value) == expected


@pytest.mark.parametrize(
    "value",
    ["1e30", 1e30, "99999999999999999999", "nan", "inf", float("nan"), float("inf"), "1_000", "²"],
)
def test_exponents_huge_and_special_values_are_refused(value):
    with pytest.raises(NumberError):
        parse_decimal(value)


def test_decimal_bounds_and_places():
    with pytest.raises(NumberError, match="hoogstens 2,5 in"):
        parse_decimal("3", maximum=Decimal("2.5"))
    with pytest.raises(NumberError, match="minstens 0 in"):
        parse_decimal("-1", minimum=0)
    with pytest.raises(NumberError, match="cijfers achter de komma"):
        parse_decimal("1.1234567")
