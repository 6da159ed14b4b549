"""Rich-text documents (Editor.js data): inline HTML sanitising and raw-HTML detection."""

from __future__ import annotations

import re
from typing import Any

import nh3

ALLOWED_TAGS = frozenset(
    ("b", "i", "u", "a", "br", "span", "strong", "em", "mark", "code", "s", "sub", "sup")
)
ALLOWED_ATTRIBUTES = {"a": {"href", "target", "rel"}, "span": {"class"}}
URL_SCHEMES = {"http", "https", "mailto", "tel"}

# Keys of a block's data that hold inline HTML, by block type.
_INLINE_KEYS = {
    "paragraph": ("text",),
    "header": ("text",),
    "quote": ("text", "caption"),
    "image": ("caption",),
}


# Text made only of these characters comes out of the sanitiser unchanged (no markup,
# entities, control characters or spaces it would encode), so it skips the parse.
_PLAIN_TEXT = re.compile(r"[0-9A-Za-zÀ-ÖØ-öø-ÿ \t\n.,;:!?'\"()/+*%€$#@=’‘“”–—-]*")


def sanitise_html(html: str) -> str:
    """Inline HTML as the editor may store it: formatting tags and links, no scripts."""
    if _PLAIN_TEXT.fullmatch(html):
        return html
    # link_rel=None keeps the rel the editor chose (the link form offers nofollow etc.).
    return nh3.clean(
        html,
        tags=set(ALLOWED_TAGS),
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes=URL_SCHEMES,
        link_rel=None,
    )


def _sanitise_list_items(items: list[Any]) -> list[Any]:
    clean = []
    for item in items:
        if isinstance(item, str):
            clean.append(sanitise_html(item))
        elif isinstance(item, dict):
            item = dict(item)
            if isinstance(item.get("content"), str):
                item["content"] = sanitise_html(item["content"])
            if isinstance(item.get("items"), list):
                item["items"] = _sanitise_list_items(item["items"])
            clean.append(item)
        else:
            clean.append(item)
    return clean


def _sanitise_block(block: dict[str, Any]) -> None:
    data = block.get("data")
    if not isinstance(data, dict):
        return
    kind = block.get("type")
    if not isinstance(kind, str):
        return
    for key in _INLINE_KEYS.get(kind, ()):
        if isinstance(data.get(key), str):
            data[key] = sanitise_html(data[key])
    if kind == "list" and isinstance(data.get("items"), list):
        data["items"] = _sanitise_list_items(data["items"])
    if kind == "table" and isinstance(data.get("content"), list):
        data["content"] = [
            [sanitise_html(c) if isinstance(c, str) else c for c in row]
            if isinstance(row, list)
            else row
            for row in data["content"]
        ]


def sanitise_document(document: Any) -> Any:
    """Sanitises every inline HTML string of a document in place and returns it.

    'raw' blocks are left alone: they are developer-only and checked separately.
    """
    if isinstance(document, dict) and isinstance(document.get("blocks"), list):
        for block in document["blocks"]:
            if isinstance(block, dict):
                _sanitise_block(block)
    return document


def raw_blocks(document: Any) -> list[tuple[int, str]]:
    """(index, html) of each non-empty raw-HTML block of a document."""
    found = []
    if isinstance(document, dict) and isinstance(document.get("blocks"), list):
        for index, block in enumerate(document["blocks"]):
            if isinstance(block, dict) and block.get("type") == "raw":
                data = block.get("data")
                html = data.get("html") if isinstance(data, dict) else None
                if isinstance(html, str) and html.strip():
                    found.append((index, html))
    return found
