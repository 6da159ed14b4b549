"""Entity tags of finished answers and the If-None-Match check (RFC 9110, 8.8.3 and
13.1.2)."""

from __future__ import annotations

import hashlib
import re
from functools import lru_cache

# An entity tag in a list: optionally weak (W/), then the opaque quoted part.
_ENTITY_TAG = re.compile(r'(?:W/)?("[^"]*")')


def strong_etag(content: bytes) -> str:
    """A strong ETag: a hash of exactly these bytes."""
    return '"' + hashlib.blake2b(content, digest_size=16).hexdigest() + '"'


def none_match(header: str | None, etag: str) -> bool:
    """Whether an If-None-Match header matches `etag`, so a GET answers 304.

    "*" matches any current representation; a list matches when one of its tags
    does, compared weakly as RFC 9110 requires here: W/"x" matches "x".
    """
    if not header:
        return False
    # A revalidating client sends the same header for the same tag again and again.
    if len(header) <= REMEMBERED_HEADER_LENGTH:
        return _remembered_match(header, etag)
    return _matches(header, etag)


def _matches(header: str, etag: str) -> bool:
    if header.strip() == "*":
        return True
    return etag in _ENTITY_TAG.findall(header)


# Headers up to this length are remembered with their verdict per tag (4096 pairs).
REMEMBERED_HEADER_LENGTH = 512
_remembered_match = lru_cache(maxsize=4096)(_matches)
