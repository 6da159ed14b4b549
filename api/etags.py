"""Entity tags of finished answers and the If-None-Match check (RFC 9110, 8.8.3 and
13.1.2)."""

from __future__ import annotations

import hashlib
import re

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
    if header.strip() == "*":
        return True
    return etag in _ENTITY_TAG.findall(header)
