"""Refuses requests whose path or query string holds control characters.

NUL and the other C0 controls have no place in a URL of this API; left in, they reach
database queries (PostgreSQL refuses NUL in text with an error) and logs. One check at
the edge answers them with 400 and the error body, before any route runs.
"""

from __future__ import annotations

import re
from functools import lru_cache
from urllib.parse import unquote_to_bytes

from starlette.responses import Response
from starlette.types import Scope

from api.responses import error_response

CONTROL = re.compile(rb"[\x00-\x1f\x7f]")
MESSAGE = "Het adres bevat ongeldige tekens."


# Paths and query strings up to this length together are remembered (4096 pairs).
REMEMBERED_LENGTH = 2048


def has_control_characters(scope: Scope) -> bool:
    raw_path = scope.get("raw_path") or scope.get("path", "").encode("utf-8", "surrogateescape")
    query_string = scope.get("query_string", b"")
    if len(raw_path) + len(query_string) > REMEMBERED_LENGTH:
        return _has_control_characters(raw_path, query_string)
    # A hot page comes back with the same path and query on every request.
    return _remembered_verdict(raw_path, query_string)


def _has_control_characters(raw_path: bytes, query_string: bytes) -> bool:
    for part in (raw_path, query_string):
        if CONTROL.search(part):
            return True
        # Only a percent escape can hide one ('+' decodes to a space).
        if b"%" in part and CONTROL.search(unquote_to_bytes(part)):
            return True
    return False


_remembered_verdict = lru_cache(maxsize=4096)(_has_control_characters)


def guard_answer(scope: Scope) -> Response | None:
    """The 400 of a path or query string with control characters, or None."""
    if has_control_characters(scope):
        return error_response(400, {"general": [MESSAGE]})
    return None
