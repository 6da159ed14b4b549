"""The image URLs stored content refers to, found by walking it once.

Image fields hold a URL, a pipe-separated list of URLs or a list of `{path, name}`
files (shared-schema definitions/image.schema.json); rich text keeps its images as
`{"file": {"url": ...}}`. Rather than knowing every field, the walk takes each string
value (split on pipes) that looks like an image URL: a local path or an http(s) URL
ending in an image extension. A string that only looks like one costs a few bytes in
one query, nothing more.
"""

from __future__ import annotations

from collections.abc import Iterable

IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".gif", ".webp", ".avif", ".svg")
MAX_URL_LENGTH = 1000


def _image_url(text: str) -> bool:
    if len(text) > MAX_URL_LENGTH or not text.startswith(("/", "http://", "https://")):
        return False
    path = text.split("?", 1)[0].split("#", 1)[0].lower()
    return path.endswith(IMAGE_SUFFIXES)


def image_urls(values: Iterable) -> set[str]:
    """Every image URL inside `values` (lists, dicts and strings, nested any depth)."""
    found: set[str] = set()
    pending = list(values)
    while pending:
        value = pending.pop()
        if isinstance(value, str):
            found.update(part.strip() for part in value.split("|") if _image_url(part.strip()))
        elif isinstance(value, dict):
            pending.extend(value.values())
        elif isinstance(value, list):
            pending.extend(value)
    return found
