"""The facts of one image as the page bundle's `media` map sends them."""

from __future__ import annotations

from typing import Protocol

from api.media.pipeline import AVIF, EXTENSIONS, WEBP
from api.media.vector import SVG

URL_PREFIX = "/media/"
# Best first: a browser takes the first <source> type it can show.
SOURCE_TYPES = (AVIF, WEBP)


def media_url(digest: str, file: str) -> str:
    return f"{URL_PREFIX}{digest}/{file}"


class ImageRow(Protocol):
    """A media_image row or a result row of its columns."""

    source_url: str
    hash: str
    width: int
    height: int
    mime: str
    variants: list


def media_view(row: ImageRow) -> dict:
    sources = []
    for kind in SOURCE_TYPES:
        entries = sorted(
            (variant for variant in row.variants if variant["type"] == kind),
            key=lambda variant: variant["width"],
        )
        if entries:
            srcset = ", ".join(
                f"{media_url(row.hash, entry['file'])} {entry['width']}w" for entry in entries
            )
            sources.append({"type": kind, "srcset": srcset})
    # An SVG keeps its own URL: only its size is known (api/media/vector.py).
    src = (
        row.source_url
        if row.mime == SVG
        else media_url(row.hash, f"original.{EXTENSIONS[row.mime]}")
    )
    return {
        "width": row.width,
        "height": row.height,
        "src": src,
        "sources": sources,
    }
