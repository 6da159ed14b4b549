"""Which menus, forms and reusable templates a component list refers to."""

from __future__ import annotations

from functools import lru_cache
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


# (field key, kind) of a schema's menu, form and partial fields.
References = tuple[tuple[str, str], ...]


def _references_of(schema: Schema | None) -> References:
    if schema is None:
        return ()
    return tuple(
        (definition.key, _KINDS[definition.type])
        for definition in fields_of(schema)
        if definition.type in _KINDS
    )


# The catalogue is read once per process, so each type's reference fields are too:
# a bundle asks for them on every section and block it holds (stored content names
# catalogue types only; the bound is for safety).
@lru_cache(maxsize=1024)
def _section_references(template: str) -> References:
    return _references_of(catalogue().sections.get(template))


@lru_cache(maxsize=1024)
def _block_references(block_type: str) -> References:
    return _references_of(catalogue().blocks.get(block_type))


def _collect(values: Any, references: References, found: dict[str, set[str]]) -> None:
    if not references or not isinstance(values, dict):
        return
    for field_key, kind in references:
        if field_key in values:
            key = _key(values[field_key])
            if key:
                found[kind].add(key)


def _visit_block(block: Any, found: dict[str, set[str]], depth: int = 0) -> None:
    if not isinstance(block, dict) or depth > 50:
        return
    block_type = block.get("type")
    if isinstance(block_type, str):
        _collect(block.get("props"), _block_references(block_type), found)
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
        if isinstance(template, str):
            _collect(section.get("meta"), _section_references(template), found)
        for block in section.get("blocks") or () if isinstance(section.get("blocks"), list) else ():
            _visit_block(block, found)
    return found
