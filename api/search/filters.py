"""The search filter string of the URL and the search call: `soort:taart,cake|price:10<->50`.

Entries are separated by `|`, each `key:values`; list values are comma separated, a
range is `from<->to` in euros (either side may be empty: open). Empty values and
entries without values are dropped and malformed parts ignored: parsing never raises,
since the string comes from visitors' URLs. The input is already URL-decoded.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

RANGE_SEPARATOR = "<->"
_KEY = re.compile(r"[a-z0-9][a-z0-9_-]{0,99}")
# A euro amount as a visitor or slider writes it: 12, 12.5, 12,50.
_AMOUNT = re.compile(r"\d{1,9}(?:[.,]\d{1,2})?")


@dataclass(frozen=True)
class Range:
    """Inclusive bounds in cents; None is open."""

    low: int | None = None
    high: int | None = None

    def contains(self, cents: int) -> bool:
        return (self.low is None or cents >= self.low) and (self.high is None or cents <= self.high)


@dataclass(frozen=True)
class Filters:
    lists: dict[str, tuple[str, ...]] = field(default_factory=dict)
    ranges: dict[str, Range] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.lists or self.ranges)


def cents(amount: str) -> int | None:
    amount = amount.strip()
    if not _AMOUNT.fullmatch(amount):
        return None
    try:
        value = Decimal(amount.replace(",", "."))
    except InvalidOperation:  # pragma: no cover - the pattern admits only numbers
        return None
    return int((value * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def euros(amount_cents: int) -> str:
    """The shortest form of an amount for a filter string: 10, 12.5, 12.05."""
    whole, rest = divmod(amount_cents, 100)
    if rest == 0:
        return str(whole)
    return f"{whole}.{rest:02d}".rstrip("0")


def _parse_range(text: str) -> Range | None:
    low_text, _, high_text = text.partition(RANGE_SEPARATOR)
    low = cents(low_text) if low_text.strip() else None
    high = cents(high_text) if high_text.strip() else None
    if (low_text.strip() and low is None) or (high_text.strip() and high is None):
        return None
    if low is None and high is None:
        return None
    if low is not None and high is not None and low > high:
        low, high = high, low
    return Range(low, high)


def parse_filters(text: str | None) -> Filters:
    if not isinstance(text, str):
        return Filters()
    lists: dict[str, tuple[str, ...]] = {}
    ranges: dict[str, Range] = {}
    for entry in text.split("|"):
        key, colon, values = entry.partition(":")
        key = key.strip().lower()
        if not colon or not _KEY.fullmatch(key):
            continue
        if RANGE_SEPARATOR in values:
            bounds = _parse_range(values)
            if bounds is not None:
                ranges[key] = bounds
            continue
        chosen = [value.strip() for value in values.split(",")]
        chosen = [value for value in chosen if value]
        if chosen:
            # A key given twice adds its values; the order of first mention is kept.
            merged = lists.get(key, ()) + tuple(chosen)
            lists[key] = tuple(dict.fromkeys(merged))
    for key in ranges:
        lists.pop(key, None)
    return Filters(lists, ranges)


def format_filters(filters: Filters) -> str:
    """The filter string of `filters` (values must not contain `|` or `,`)."""
    entries = [f"{key}:{','.join(values)}" for key, values in filters.lists.items() if values]
    for key, bounds in filters.ranges.items():
        low = "" if bounds.low is None else euros(bounds.low)
        high = "" if bounds.high is None else euros(bounds.high)
        entries.append(f"{key}:{low}{RANGE_SEPARATOR}{high}")
    return "|".join(entries)
