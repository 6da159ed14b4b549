"""Money: integer cents including tax inside, euros at the edges (docs/shop.md).

Prices are stored in cents INCLUDING tax. The price without tax is derived with one
rule, `excl = round_half_up(incl * 100 / (100 + rate))`; a price given without tax
becomes `incl = round_half_up(excl * (100 + rate) / 100)`, which derives back to the
same excl exactly. Amounts arrive as JSON numbers or strings ("12.50", "12,50"):
at most 2 decimals, from 0 to 1,000,000 euros; they are read by `api.numbers`, so
exponents, underscores, 'nan', 'inf' and Unicode digits are no amounts.

The cap holds for what a buyer is charged too: one unit of a product with its options
costs at most MAX_EUROS, a line and a cart part (an order) at most MAX_TOTAL_EUROS,
which is far within the 64-bit money columns (the ints of the first migrations ended
at 21,474,836.47 euros on PostgreSQL).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from api.numbers import MAX_INTEGER, NumberError, parse_decimal

MAX_EUROS = 1_000_000
MAX_CENTS = MAX_EUROS * 100
MAX_TOTAL_EUROS = 100_000_000
MAX_TOTAL_CENTS = MAX_TOTAL_EUROS * 100
# Digits after the point a stored number may carry (a price per slice of 0.125).
MAX_PLACES = 30

NOT_AN_AMOUNT = "Geef een bedrag, bijvoorbeeld 12,50."
TOO_PRECISE = "Een bedrag heeft hoogstens 2 decimalen."
NEGATIVE = "Een bedrag kan niet negatief zijn."
TOO_LARGE = "Een bedrag is hoogstens 1.000.000 euro."
NOT_A_NUMBER = "Geef een getal, bijvoorbeeld 2,5."
UNIT_TOO_HIGH = "Met deze keuzes kost één stuk meer dan € 1.000.000; kies kleinere waarden."
TOTAL_TOO_HIGH = "Een bestelling is hoogstens € 100.000.000; bestel minder stuks."


class MoneyError(ValueError):
    """An amount that cannot be read; the message is Dutch and meant for the owner."""


def round_half_up(numerator: int, denominator: int) -> int:
    """numerator / denominator rounded to the nearest integer, halves away from zero
    (inputs are never negative here, so 'up')."""
    quotient, remainder = divmod(numerator, denominator)
    return quotient + (1 if remainder * 2 >= denominator else 0)


def decimal_of(value: object) -> Decimal:
    """A JSON number or numeric string ("12,5" too) as an exact Decimal, read by the one
    strict parser (at most 18 digits before the point)."""
    try:
        return parse_decimal(value, minimum=None, maximum=MAX_INTEGER, places=MAX_PLACES)
    except NumberError:
        raise MoneyError(NOT_A_NUMBER) from None


def parse_cents(value: object) -> int:
    """An amount in euros (number or string) as cents; refuses what the rule refuses."""
    try:
        amount = decimal_of(value)
    except MoneyError:
        raise MoneyError(NOT_AN_AMOUNT) from None
    if amount < 0:
        raise MoneyError(NEGATIVE)
    if amount > MAX_EUROS:
        raise MoneyError(TOO_LARGE)
    cents = amount * 100
    if cents != cents.to_integral_value():
        raise MoneyError(TOO_PRECISE)
    return int(cents)


def cents_of(amount: Decimal) -> int:
    """Euros (any precision) as cents, rounded half up once."""
    return int((amount * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def excl_from_incl(incl_cents: int, rate: int) -> int:
    return round_half_up(incl_cents * 100, 100 + rate)


def incl_from_excl(excl_cents: int, rate: int) -> int:
    return round_half_up(excl_cents * (100 + rate), 100)


def incl_cents(incl: int | None, excl: int | None, rate: int) -> int:
    """The price including tax from what was given: incl, excl or both (which must
    agree under the rule; MoneyError names the excl that would)."""
    if incl is None and excl is None:
        raise MoneyError("Geef incl_tax of excl_tax.")
    if incl is None:
        return incl_from_excl(excl, rate)
    if excl is not None and excl != excl_from_incl(incl, rate):
        expected = euro_text(excl_from_incl(incl, rate))
        raise MoneyError(
            f"Prijs excl. btw past niet bij prijs incl. btw bij {rate}% btw (verwacht {expected})."
        )
    return incl


def euros(cents: int) -> float:
    """Cents as a JSON number of euros (2 decimals at most): the float nearest to
    cents / 100. For an int, Python's true division gives exactly that (it is correctly
    rounded), as the exact Decimal quotient turned into a float does, at a fraction of
    its cost (cards show four of these each)."""
    if type(cents) is int:
        return cents / 100
    return float(Decimal(cents) / 100)


def euro_text(cents: int) -> str:
    """Cents as the exact euro string of documents: 2495 -> "24.95"."""
    return f"{cents // 100}.{cents % 100:02d}"


def euro_label(cents: int) -> str:
    """Cents as the e-mails write them: 2495 -> "€ 24,95"."""
    return "€ " + euro_text(cents).replace(".", ",")


def price_view(cents: int | None, rate: int) -> dict | None:
    """`{"incl_tax": 24.95, "excl_tax": 22.89}` for answers; None stays None."""
    if cents is None:
        return None
    return {"incl_tax": euros(cents), "excl_tax": euros(excl_from_incl(cents, rate))}
