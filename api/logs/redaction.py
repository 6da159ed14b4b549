"""Removes personal data and secrets from log messages before they are written.

Log calls may mention an address or a token by accident (an exception text that
quotes a mail's To:, a provider error echoing a form). The filter rewrites the
formatted message and the exception text of every record: e-mail addresses, IBANs,
VAT numbers, bearer tokens, order/session tokens in URLs or `key=value` text and the
values of password-like fields are replaced by a marker."""

from __future__ import annotations

import logging
import re
from functools import lru_cache

MARK = "[redacted]"

_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/=-]+"), "Bearer " + MARK),
    # Password-like fields in key=value, "key": "value" or key: value form.
    (
        re.compile(
            r"(?i)(\"?\b(?:password|passwd|wachtwoord|secret|token|session|order_token|"
            r"authorization|cookie|api[_-]?key)\b\"?\s*[:=]\s*)(\"[^\"]*\"|'[^']*'|[^\s,;&}]+)"
        ),
        r"\1" + MARK,
    ),
    # Query parameters carrying order links and sessions (?order=..., &session=...).
    (re.compile(r"(?i)([?&](?:order|session|token|key|signature)=)[^&\s#\"']+"), r"\1" + MARK),
    (re.compile(r"[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+"), MARK),
    # IBAN: country, check digits, 11-30 alphanumerics (with optional spaces).
    (re.compile(r"\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b"), MARK),
    # EU VAT numbers: two letters then 8-12 digits/letters with at least 7 digits
    # (NL123456789B01, BE0123456789, DE123456789).
    (re.compile(r"\b(?:[A-Z]{2}|EL)(?=[A-Z0-9]*\d{7})[0-9][A-Z0-9]{7,13}\b"), MARK),
    # Long random tokens (order links, session ids): 24+ url-safe characters.
    (re.compile(r"\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}\b"), MARK),
    # Dutch postcode followed or preceded by a house number context.
    (re.compile(r"\b\d{4}\s?[A-Z]{2}\b"), MARK),
)


def redact(text: str) -> str:
    for pattern, replacement in _PATTERNS:
        text = pattern.sub(replacement, text)
    return text


# Access lines repeat (a hot page's path, its method and status): texts up to this
# length from them are redacted once and remembered (4096 of them).
REMEMBERED_LENGTH = 512


@lru_cache(maxsize=4096)
def _remembered(text: str) -> str:
    return redact(text)


def redact_access(text: str) -> str:
    """`redact` for the texts of access lines (api/pipeline.py), remembered when short."""
    return _remembered(text) if len(text) <= REMEMBERED_LENGTH else redact(text)


class RedactionFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        # An access line carries its route kind.
        cleaned = redact_access(message) if hasattr(record, "kind") else redact(message)
        if cleaned != message or record.args:
            record.msg = cleaned
            record.args = None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        return True
