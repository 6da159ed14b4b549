"""The normalised form of a visitor's search and the owner list's paging."""

from __future__ import annotations

import re
import unicodedata

from api.domain_errors import Invalid
from api.numbers import NumberError, parse_integer
from api.validation import Errors

MAX_QUERY_LENGTH = 200
# Shorter searches say little (a first letter typed): they are not kept.
MIN_QUERY_LENGTH = 2
DEFAULT_LIMIT = 50
MAX_LIMIT = 200
_SPACES = re.compile(r"\s+")


def normalise_query(raw: str) -> str:
    """Lower-cased (casefold), NFC, without control characters, whitespace collapsed;
    '' when what is left is too short to keep."""
    text = unicodedata.normalize("NFC", raw)
    text = "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cf"))
    text = _SPACES.sub(" ", text).strip().casefold()[:MAX_QUERY_LENGTH].strip()
    return text if len(text) >= MIN_QUERY_LENGTH else ""


def _positive(errors: Errors, params, key: str, default: int, maximum: int) -> int:
    raw = params.get(key)
    if raw is None or raw == "":
        return default
    try:
        return parse_integer(raw, minimum=1, maximum=maximum)
    except NumberError:
        errors.add(key, f"Geef een geheel getal van 1 tot en met {maximum}.")
        return default


def read_paging(params) -> tuple[int, int]:
    """`?page=` (from 1) and `?limit=` (1..200, default 50)."""
    errors = Errors()
    page = _positive(errors, params, "page", 1, 10**6)
    limit = _positive(errors, params, "limit", DEFAULT_LIMIT, MAX_LIMIT)
    if errors:
        raise Invalid(errors.messages)
    return page, limit
