"""The image URLs stored content refers to, found by walking it once.

Image fields hold a URL, a pipe-separated list of URLs or a list of `{path, name}`
files (shared-schema definitions/image.schema.json); rich text keeps its images as
`{"file": {"url": ...}}`. Rather than knowing every field, the walk takes each string
value (split on pipes) that looks like an image URL: a local path or an http(s) URL
ending in an image extension. A string that only looks like one costs a few bytes in
one query, nothing more.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".gif", ".webp", ".avif", ".svg")
MAX_URL_LENGTH = 1000
# What a string must start with to be worth a closer look (or hold a pipe-separated list).
_CANDIDATE = re.compile(r"\s*(?:/|https?://)")


def _image_url(text: str) -> bool:
    if len(text) > MAX_URL_LENGTH or not text.startswith(("/", "http://", "https://")):
        return False
    path = text.split("?", 1)[0].split("#", 1)[0].lower()
    return path.endswith(IMAGE_SUFFIXES)


def _add_urls(found: set[str], value: str) -> None:
    if "|" not in value:
        text = value.strip()
        if _image_url(text):
            found.add(text)
        return
    for part in value.split("|"):
        text = part.strip()
        if _image_url(text):
            found.add(text)


def image_urls(values: Iterable) -> set[str]:
    """Every image URL inside `values` (lists, dicts and strings, nested any depth)."""
    found: set[str] = set()
    pending = list(values)
    pop, extend = pending.pop, pending.extend
    while pending:
        value = pop()
        kind = type(value)
        if kind is str:
            # Most strings are text: one C-level test rules them out.
            if _CANDIDATE.match(value) or "|" in value:
                _add_urls(found, value)
        elif kind is dict:
            extend(value.values())
        elif kind is list:
            extend(value)
        elif isinstance(value, str):
            _add_urls(found, value)
        elif isinstance(value, dict):
            extend(value.values())
        elif isinstance(value, list):
            extend(value)
    return found
