"""A VAT number's verdict: offline format and check digits first, then VIES, briefly cached."""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass

from cachetools import TTLCache
from stdnum.eu import vat as eu_vat

from api.vat.countries import EU_COUNTRIES, iso_code, vies_code
from api.vat.vies import ask_vies

CACHE_SECONDS = 600
CACHE_SIZE = 4096
# What people type between the characters of a VAT number.
_SEPARATORS = re.compile(r"[\s.\-/_,]+")
_VIES_PREFIXES = frozenset(vies_code(code) for code in EU_COUNTRIES)


@dataclass(frozen=True)
class VatCheck:
    status: str  # "valid" | "invalid" | "unavailable"
    country: str  # ISO code of the number's member state ("GR" for Greece, not "EL")
    number: str  # normalised, with its prefix: "NL123456789B01", "EL094259216"
    request_date: str | None = None
    identifier: str | None = None  # VIES requestIdentifier (evidence)
    name: str | None = None


class _Flight:
    """One VIES question under way; callers asking the same wait for its result."""

    def __init__(self, fallback: VatCheck) -> None:
        self.done = threading.Event()
        self.result = fallback


_cache: TTLCache = TTLCache(maxsize=CACHE_SIZE, ttl=CACHE_SECONDS)
_flights: dict[tuple[str, str, str], _Flight] = {}
_cache_lock = threading.Lock()


def split_number(number: str, country: str) -> tuple[str, str]:
    """(VIES prefix, rest) of a typed number; without its own prefix the invoice country's.

    'nl 8047.90.830 b01' -> ('NL', '804790830B01'); ('094259216', 'GR') -> ('EL', '094259216').
    """
    compact = _SEPARATORS.sub("", number).upper()
    head = "EL" if compact[:2] == "GR" else compact[:2]
    if head in _VIES_PREFIXES:
        return head, compact[2:]
    return vies_code(country.strip().upper()), compact


def check_vat_number(
    number: str, *, country: str, base_url: str, requester: str = "", timeout: float = 5.0
) -> VatCheck:
    """The verdict on `number` as a VAT number of `country` (the invoice country, ISO):
    "invalid" at once when its format or check digits are wrong or its prefix names
    another member state (no request), else what VIES says; "unavailable" when VIES
    cannot say."""
    prefix, rest, iso, well_formed = _read(number, country)
    normalised = prefix + rest
    if not well_formed:
        return VatCheck("invalid", iso, normalised)

    def ask() -> VatCheck:
        answer = ask_vies(base_url, prefix, rest, _requester(requester), timeout)
        return VatCheck(
            answer.status, iso, normalised, answer.request_date, answer.identifier, answer.name
        )

    key = (normalised, base_url, requester)
    return _remembered(key, ask, fallback=VatCheck("unavailable", iso, normalised))


def known_verdict(
    number: str, *, country: str, base_url: str, requester: str = ""
) -> VatCheck | None:
    """What `check_vat_number` answers without asking VIES ("invalid" offline, or a
    remembered verdict); None when only VIES can say."""
    prefix, rest, iso, well_formed = _read(number, country)
    if not well_formed:
        return VatCheck("invalid", iso, prefix + rest)
    with _cache_lock:
        return _cache.get((prefix + rest, base_url, requester))


def unanswered(number: str, *, country: str) -> VatCheck:
    """The "unavailable" verdict on `number`, for when VIES is not asked (too busy)."""
    prefix, rest, iso, _well_formed = _read(number, country)
    return VatCheck("unavailable", iso, prefix + rest)


def _read(number: str, country: str) -> tuple[str, str, str, bool]:
    """(VIES prefix, rest, ISO country, whether VIES is worth asking) of a typed number."""
    prefix, rest = split_number(number, country)
    iso = iso_code(prefix)
    well_formed = (
        prefix in _VIES_PREFIXES
        and bool(rest)
        # A Belgian number on a Dutch invoice address cannot make a Dutch sale tax-free.
        and iso == country.strip().upper()
        and eu_vat.is_valid(prefix + rest)
    )
    return prefix, rest, iso, well_formed


def _remembered(key: tuple[str, str, str], ask, fallback: VatCheck) -> VatCheck:
    """A cached verdict, the answer of the same question already under way, or `ask()`."""
    with _cache_lock:
        cached = _cache.get(key)
        if cached is not None:
            return cached
        flight = _flights.get(key)
        leading = flight is None
        if leading:
            flight = _flights[key] = _Flight(fallback)
    if not leading:
        # The same number is being asked already (a buyer typing, parallel saves): share
        # that answer rather than pile requests onto VIES's concurrency limits.
        flight.done.wait()
        return flight.result
    try:
        flight.result = ask()
    finally:
        with _cache_lock:
            if flight.result.status != "unavailable":
                _cache[key] = flight.result
            del _flights[key]
        flight.done.set()
    return flight.result


def clear_cache() -> None:
    with _cache_lock:
        _cache.clear()


def _requester(requester: str) -> tuple[str, str] | None:
    """The shop's own VAT number as (member state, number) for VIES, when it is well formed."""
    if not requester.strip():
        return None
    prefix, rest = split_number(requester, "")
    if prefix in _VIES_PREFIXES and rest and eu_vat.is_valid(prefix + rest):
        return prefix, rest
    return None
