"""The size of an SVG image, read from its root element (`width`/`height` in px or
unitless, else the `viewBox`), so a page can reserve its box before it loads. SVGs get
no variants and keep their own URL: only their size joins the media map.

The root tag is read with a bounded regular expression, not an XML parser: no entity,
DTD or external reference of the file is ever resolved.
"""

from __future__ import annotations

import re

SVG = "image/svg+xml"
# The root element must start within this many bytes (after an XML declaration,
# comments or a doctype).
HEAD_BYTES = 4096
_ROOT = re.compile(rb"<svg\b([^>]{0,2048})>", re.IGNORECASE)
_NUMBER = r"\s*([0-9]+(?:\.[0-9]+)?)\s*(?:px)?\s*"


def _attribute(attributes: str, name: str) -> str | None:
    match = re.search(rf"(?:^|\s){name}\s*=\s*([\"'])(.*?)\1", attributes, re.IGNORECASE)
    return match.group(2) if match else None


def _length(value: str | None) -> float | None:
    match = re.fullmatch(_NUMBER, value or "")
    return float(match.group(1)) if match else None


def svg_size(data: bytes) -> tuple[int, int] | None:
    """Width and height in CSS px, or None when the bytes are no SVG with a size."""
    match = _ROOT.search(data[:HEAD_BYTES])
    if match is None:
        return None
    attributes = match.group(1).decode("utf-8", "replace")
    width = _length(_attribute(attributes, "width"))
    height = _length(_attribute(attributes, "height"))
    box = (_attribute(attributes, "viewBox") or "").replace(",", " ").split()
    if (width is None or height is None) and len(box) == 4:
        try:
            box_width, box_height = float(box[2]), float(box[3])
        except ValueError:
            return None
        if box_width > 0 and box_height > 0:
            if width is None and height is None:
                width, height = box_width, box_height
            elif width is None:
                width = height * box_width / box_height
            else:
                height = width * box_height / box_width
    if not width or not height:
        return None
    return max(1, round(width)), max(1, round(height))
