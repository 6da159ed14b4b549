"""The price of one product unit with the shopper's option values (docs/shop.md).

Option prices include tax at the product's rate. Per option:
- select: the price of the entry whose title is the value (none chosen: 0);
- number: value x price; checkbox: price when checked ('1', 1 or true);
- text, textarea: 0;
- calculation: x = the numeric value of the option whose `connection_id` is
  `calculation_options.connection_id_from`; `multiply_relation_value` gives
  x x value, `add_relation_value` x + value, in euros. Without a numeric x (empty,
  not a number, or no such option) the calculation is 0.
Each option's amount is rounded half up to cents once. The unit price including tax
is the base price (unless `exclude_base_price`) plus every option not marked
`exclude_from_total`; the price without tax follows from the money rule. Values that
are not numbers, or negative, count as 0: prices never go below zero.

What a buyer may send is decided before pricing (the cart, docs/checkout.md): a number
within the option's bounds (`number_bounds`), a value for every option a counted
calculation reads (`required_connections`), and never a price of 0 for a product that
`can_cost` something.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from api.shop.money import MoneyError, cents_of, decimal_of, excl_from_incl

CHECKED = ("1", "true", "on")
ZERO = Decimal(0)
# The bounds of a number a buyer types when the option sets no `min` / `max`.
NUMBER_MINIMUM = ZERO
NUMBER_MAXIMUM = Decimal(1_000_000)


@dataclass(frozen=True)
class UnitPrice:
    options: list[int]
    incl: int
    excl: int


def _number(value: object) -> Decimal | None:
    if value is None or value == "":
        return None
    try:
        number = decimal_of(value)
    except MoneyError:
        return None
    return number if number >= 0 else None


def _amount(value: object) -> Decimal:
    """A stored option price (validated when written) in euros."""
    return _number(value) or ZERO


def _bound(value: object, default: Decimal) -> Decimal:
    if value is None or value == "":
        return default
    try:
        return decimal_of(value)
    except MoneyError:
        return default


def number_bounds(option: dict) -> tuple[Decimal, Decimal]:
    """The smallest and largest number a buyer may give this option: its own `min` and
    `max` (checked when the product is written), else 0 and NUMBER_MAXIMUM."""
    return (
        _bound(option.get("min"), NUMBER_MINIMUM),
        _bound(option.get("max"), NUMBER_MAXIMUM),
    )


def required_connections(options: Sequence[dict]) -> set[str]:
    """The `connection_id`s that calculations counted in the price read: without a
    value there the calculation is 0, so such an option must be given."""
    return {
        source
        for option in options
        if option.get("layout") == "calculation" and not _checked(option.get("exclude_from_total"))
        for source in [(option.get("calculation_options") or {}).get("connection_id_from")]
        if isinstance(source, str) and source
    }


def _option_can_cost(option: dict, connections: set) -> bool:
    layout = option.get("layout")
    if layout == "select":
        entries = [e for e in option.get("options") or () if isinstance(e, dict)]
        return any(_amount(entry.get("price")) > 0 for entry in entries)
    if layout in ("number", "checkbox"):
        return _amount(option.get("price")) > 0
    if layout == "calculation":
        calculation = option.get("calculation_options") or {}
        if calculation.get("connection_id_from") not in connections:
            return False
        adds = calculation.get("type") == "add_relation_value"
        return adds or _amount(calculation.get("value")) > 0
    return False


def can_cost(base_incl: int, options: Sequence[dict], *, exclude_base_price: bool = False) -> bool:
    """Whether some values give a unit of this product a price above 0. A product that
    can cost something is never sold for 0 (a buyer leaving out the options of a
    product priced only by them would otherwise get it free)."""
    if base_incl > 0 and not exclude_base_price:
        return True
    connections = {o.get("connection_id") for o in options if o.get("connection_id")}
    return any(
        _option_can_cost(option, connections)
        for option in options
        if not _checked(option.get("exclude_from_total"))
    )


def _checked(value: object) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return value == 1
    return isinstance(value, str) and value.strip().lower() in CHECKED


def _related(options: Sequence[dict], values: Sequence[object], connection: object):
    if not connection:
        return None
    for option, value in zip(options, values, strict=False):
        if option.get("connection_id") == connection:
            return _number(value)
    return None


def _option_euros(option: dict, value: object, options, values) -> Decimal:
    layout = option.get("layout")
    if layout == "select":
        for entry in option.get("options") or ():
            if isinstance(entry, dict) and value not in (None, "") and entry.get("title") == value:
                return _amount(entry.get("price"))
        return ZERO
    if layout == "number":
        return (_number(value) or ZERO) * _amount(option.get("price"))
    if layout == "checkbox":
        return _amount(option.get("price")) if _checked(value) else ZERO
    if layout == "calculation":
        calculation = option.get("calculation_options") or {}
        x = _related(options, values, calculation.get("connection_id_from"))
        if x is None:
            return ZERO
        factor = _amount(calculation.get("value"))
        if calculation.get("type") == "add_relation_value":
            return x + factor
        return x * factor
    return ZERO


def option_prices(options: Sequence[dict], values: Sequence[object]) -> list[int]:
    """Each option's own price in cents incl. tax (also the excluded ones)."""
    padded = list(values) + [None] * (len(options) - len(values))
    return [
        cents_of(_option_euros(o, v, options, padded))
        for o, v in zip(options, padded, strict=False)
    ]


def unit_price(
    base_incl: int,
    vat_rate: int,
    options: Sequence[dict],
    values: Sequence[object],
    *,
    exclude_base_price: bool = False,
) -> UnitPrice:
    prices = option_prices(options, values)
    total = 0 if exclude_base_price else base_incl
    total += sum(
        price
        for option, price in zip(options, prices, strict=True)
        if not _checked(option.get("exclude_from_total"))
    )
    return UnitPrice(options=prices, incl=total, excl=excl_from_incl(total, vat_rate))
