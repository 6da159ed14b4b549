"""Rich text (inline HTML or an Editor.js document) as plain text, for search."""

from __future__ import annotations

import html
import re

_TAG = re.compile(r"<[^>]*>")
_SPACE = re.compile(r"\s+")


def html_text(value: str) -> str:
    return _SPACE.sub(" ", html.unescape(_TAG.sub(" ", value))).strip()


def _strings(value: object):
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in ("type", "id", "style", "url", "file", "tunes", "time", "version"):
                yield from _strings(item)


def plain_text(value: object) -> str:
    """The readable words of a stored description."""
    if isinstance(value, str):
        return html_text(value)
    if isinstance(value, dict):
        parts = [html_text(text) for block in value.get("blocks") or () if isinstance(block, dict)
                 for text in _strings(block.get("data"))]  # fmt: skip
        return " ".join(part for part in parts if part)
    return ""
