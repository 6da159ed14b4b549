"""The one parser of numbers that arrive from outside: ids, counts and decimals.

Python's own `int()`, `str.isdigit()` and `Decimal()` accept far more than a client
should send: Unicode digits ('²', '①', Arabic-Indic), underscores ('1_000'), exponents
('1e30'), 'nan' and 'inf', and thousands of digits. Each of those either slipped
through as a huge or meaningless value or answered 500. Every id, count, quantity and
option number a request carries goes through `parse_integer` or `parse_decimal`:
plain ASCII decimal digits within bounds, else `NumberError` with a Dutch message the
caller files under the field's name (`Invalid({field: [error.message]})`).
"""

from __future__ import annotations

import math
import re
from decimal import Decimal

# Below 2**63: fits every 64-bit column and every id of PostgreSQL's bigint.
MAX_INTEGER = 10**18 - 1
# The default ceiling of a decimal a buyer types (an option's number, a length in cm).
MAX_DECIMAL = Decimal(1_000_000_000)
# Digits after the decimal point a decimal may carry.
MAX_PLACES = 6

_INTEGER = re.compile(r"[+-]?[0-9]{1,18}")
_DECIMAL = re.compile(r"[+-]?(?:[0-9]{1,18}(?:[.,][0-9]{0,30})?|[.,][0-9]{1,30})")

NOT_AN_INTEGER = "Vul een geheel getal in."
NOT_A_NUMBER = "Vul een getal in (alleen cijfers, met een komma of punt voor decimalen)."


class NumberError(ValueError):
    """The value is no acceptable number; `message` is the Dutch text for the field."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def _at_least(minimum) -> str:
    return f"Vul een getal van minstens {_shown(minimum)} in."


def _at_most(maximum) -> str:
    return f"Vul een getal van hoogstens {_shown(maximum)} in."


def _shown(number) -> str:
    """Dutch notation of a bound: 1000000 -> '1.000.000', 2.5 -> '2,5'."""
    value = Decimal(number)
    whole = int(value)
    text = f"{abs(whole):,}".replace(",", ".")
    rest = abs(value) - abs(whole)
    if rest:
        text += "," + format(rest.normalize(), "f").split(".")[1]
    return ("-" if value < 0 else "") + text


def parse_integer(value: object, *, minimum: int | None = 0, maximum: int = MAX_INTEGER) -> int:
    """A whole number from a JSON number or a string of ASCII digits (optional sign,
    surrounding spaces allowed), within [minimum, maximum]. A float counts only when
    it is whole (2.0). Booleans, Unicode digits, underscores and exponents do not."""
    if isinstance(value, bool):
        raise NumberError(NOT_AN_INTEGER)
    if isinstance(value, int):
        number = value
    elif isinstance(value, float):
        if not math.isfinite(value) or not value.is_integer():
            raise NumberError(NOT_AN_INTEGER)
        number = int(value)
    elif isinstance(value, str):
        text = value.strip()
        if not _INTEGER.fullmatch(text):
            raise NumberError(NOT_AN_INTEGER)
        number = int(text)
    else:
        raise NumberError(NOT_AN_INTEGER)
    if minimum is not None and number < minimum:
        raise NumberError(_at_least(minimum))
    if number > maximum:
        raise NumberError(_at_most(maximum))
    return number


def parse_decimal(
    value: object,
    *,
    minimum: Decimal | int | None = None,
    maximum: Decimal | int = MAX_DECIMAL,
    places: int = MAX_PLACES,
) -> Decimal:
    """An exact Decimal from a JSON number or a string like '12', '12.5' or '12,5',
    within [minimum, maximum] and with at most `places` decimals."""
    if isinstance(value, bool):
        raise NumberError(NOT_A_NUMBER)
    if isinstance(value, int):
        if abs(value) > MAX_INTEGER:
            raise NumberError(_at_most(maximum))
        number = Decimal(value)
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise NumberError(NOT_A_NUMBER)
        number = Decimal(repr(value))
    elif isinstance(value, str):
        text = value.strip()
        if not _DECIMAL.fullmatch(text):
            raise NumberError(NOT_A_NUMBER)
        number = Decimal(text.replace(",", ".").rstrip("."))
    else:
        raise NumberError(NOT_A_NUMBER)
    if minimum is not None and number < Decimal(minimum):
        raise NumberError(_at_least(minimum))
    if number > Decimal(maximum):
        raise NumberError(_at_most(maximum))
    exponent = number.normalize().as_tuple().exponent
    if isinstance(exponent, int) and -exponent > places:
        raise NumberError(f"Vul hoogstens {places} cijfers achter de komma in.")
    return number
