"""Which menus, forms and reusable templates a component list refers to."""

from __future__ import annotations

from typing import Any

from api.catalogue.fields import fields_of
from api.catalogue.schemas import Schema, catalogue

_KINDS = {"menu": "menus", "form": "forms", "partial": "templates"}


def _key(value: Any) -> str | None:
    if isinstance(value, dict):
        value = value.get("id")
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = str(value)
    return value if isinstance(value, str) and value.strip() else None


def _collect(values: Any, schema: Schema | None, found: dict[str, set[str]]) -> None:
    if schema is None or not isinstance(values, dict):
        return
    for definition in fields_of(schema):
        kind = _KINDS.get(definition.type)
        if kind and definition.key in values:
            key = _key(values[definition.key])
            if key:
                found[kind].add(key)


def _visit_block(block: Any, found: dict[str, set[str]], depth: int = 0) -> None:
    if not isinstance(block, dict) or depth > 50:
        return
    block_type = block.get("type")
    schema = catalogue().blocks.get(block_type) if isinstance(block_type, str) else None
    _collect(block.get("props"), schema, found)
    slots = block.get("slots")
    for children in slots.values() if isinstance(slots, dict) else ():
        for child in children if isinstance(children, list) else ():
            _visit_block(child, found, depth + 1)


def referenced_keys(components: Any) -> dict[str, set[str]]:
    """{"menus", "forms", "templates"} -> keys stored in menu/form/partial fields."""
    found: dict[str, set[str]] = {"menus": set(), "forms": set(), "templates": set()}
    for section in components if isinstance(components, list) else ():
        if not isinstance(section, dict):
            continue
        template = section.get("template")
        schema = catalogue().sections.get(template) if isinstance(template, str) else None
        _collect(section.get("meta"), schema, found)
        for block in section.get("blocks") or () if isinstance(section.get("blocks"), list) else ():
            _visit_block(block, found)
    return found
