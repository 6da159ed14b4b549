"""Checks and shapes of menus: items with at most two dropdown levels below the bar."""

from __future__ import annotations

from api.catalogue import sanitise_html
from api.keys import read_key
from api.menus.models import Menu
from api.validation import Errors, join, read_choice, read_list, read_text

ITEM_TYPES = ("default", "submenu_simple")
ITEM_CONTENT_TYPES = ("", "text", "columns")
STYLE_TYPES = ("", "primary", "secondary", "none")
# Top-level items are level 0; their items form the dropdown levels 1 and 2.
MAX_LEVEL = 2


def read_menu(errors: Errors, data: dict, path: str) -> dict:
    """A complete menu (`id`, `title`, `items`) with every item shape filled in."""
    return {
        "id": read_key(errors, data, path),
        "title": read_text(errors, data, "title", path, max_length=200, required=True),
        "items": _read_items(errors, data, path, level=0),
    }


def _read_items(errors: Errors, data: dict, path: str, level: int) -> list[dict]:
    items = read_list(errors, data, "items", path)
    where = join(path, "items")
    if items and level > MAX_LEVEL:
        errors.add(where, "Een menu heeft hoogstens twee uitklapniveaus.")
        return []
    cleaned = []
    seen: set[str] = set()
    for index, item in enumerate(items):
        at = join(where, index)
        if not isinstance(item, dict):
            errors.add(at, "Moet een object zijn.")
            continue
        entry = _read_item(errors, item, at, level)
        if entry["id"] in seen:
            errors.add(join(at, "id"), "Dit id komt al voor in deze lijst.")
        seen.add(entry["id"])
        cleaned.append(entry)
    return cleaned


def _read_item(errors: Errors, item: dict, path: str, level: int) -> dict:
    entry = {
        "id": read_text(errors, item, "id", path, max_length=100, required=True),
        "label": read_text(errors, item, "label", path, max_length=200),
        "link": read_text(errors, item, "link", path, max_length=1000),
        "item_type": read_choice(errors, item, "item_type", path, ITEM_CONTENT_TYPES, ""),
        "text": sanitise_html(
            read_text(errors, item, "text", path, max_length=20000, multiline=True)
        ),
        "class": read_text(errors, item, "class", path, max_length=200),
    }
    if level == 0:
        entry["type"] = read_choice(errors, item, "type", path, ITEM_TYPES, "default")
        entry["column_width"] = read_text(errors, item, "column_width", path, max_length=50)
        entry["style"] = _read_style(errors, item, path)
    entry["items"] = _read_items(errors, item, path, level + 1)
    return entry


def _read_style(errors: Errors, item: dict, path: str) -> dict:
    style = item.get("style") or {}
    where = join(path, "style")
    if not isinstance(style, dict):
        errors.add(where, "Moet een object zijn.")
        style = {}
    return {
        "type": read_choice(errors, style, "type", where, STYLE_TYPES, ""),
        "text_color": read_text(errors, style, "text_color", where, max_length=100),
        "icon": read_text(errors, style, "icon", where, max_length=100),
    }


def menu_view(menu: Menu) -> dict:
    return {"id": menu.key, "title": menu.title, "items": menu.items}
