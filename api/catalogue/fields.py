"""Field definitions read from a schema's properties (x-field, title, default, options)."""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from api.catalogue.schemas import Schema, catalogue

_OPTION_REF = re.compile(r"(?:^|/)options\.schema\.json#/\$defs/([A-Za-z0-9_]+)$")


@dataclass(frozen=True)
class Field:
    key: str
    title: str
    group: str
    type: str
    default: Any
    options: list[dict[str, Any]] | None = None
    option_set: str | None = None
    settings: dict[str, Any] = field(default_factory=dict)
    developer: bool = False
    rich_text: bool = False

    @property
    def max_files(self) -> int | None:
        return self.settings.get("maxFiles")


def option_set_name(ref: str | None) -> str | None:
    match = _OPTION_REF.search(ref or "")
    return match.group(1) if match else None


def _field(key: str, prop: Schema) -> Field:
    xf = prop.get("x-field", {})
    declared = xf.get("options")
    set_name = declared if isinstance(declared, str) else option_set_name(prop.get("$ref"))
    if isinstance(declared, list):
        options = copy.deepcopy(declared)
    elif set_name:
        options = copy.deepcopy(catalogue().option_sets[set_name]["x-options"])
    else:
        options = None
    return Field(
        key=key,
        title=prop.get("title", key),
        group=xf.get("group", "content"),
        type=xf.get("type", "text"),
        default=prop.get("default"),
        options=options,
        option_set=set_name,
        settings=dict(xf.get("settings", {})),
        developer=bool(xf.get("developer")),
        rich_text=str(prop.get("$ref", "")).endswith("richtext.schema.json"),
    )


def fields_of(schema: Schema) -> list[Field]:
    """The schema's fields in form order."""
    schema_id = schema.get("$id")
    if schema_id and catalogue().registry.get(schema_id) is not None:
        return list(_catalogue_fields(schema_id))
    return [_field(key, prop) for key, prop in schema.get("properties", {}).items()]


@cache
def _catalogue_fields(schema_id: str) -> tuple[Field, ...]:
    schema = catalogue().registry.contents(schema_id)
    return tuple(_field(key, prop) for key, prop in schema.get("properties", {}).items())


_DEFINITION_EXTRAS = ("settings", "developer", "placeholder", "classes", "responsive")


def field_definitions(schema: Schema) -> list[dict[str, Any]]:
    """The editor's field definitions in form order, shaped exactly like the JS
    `fieldDefinitions` of @site/shared-schema ({key, title, group, type, default,
    options?, optionSet?, settings?, developer?, placeholder?, classes?, responsive?,
    description?})."""
    definitions = []
    for key, prop in schema.get("properties", {}).items():
        xf = prop.get("x-field", {})
        field = _field(key, prop)
        definition: dict[str, Any] = {
            "key": key,
            "title": field.title,
            "group": field.group,
            "type": field.type,
        }
        if "default" in prop:
            definition["default"] = copy.deepcopy(prop["default"])
        if field.options is not None:
            definition["options"] = field.options
        if isinstance(xf.get("options"), str):
            definition["optionSet"] = xf["options"]
        definition.update({k: copy.deepcopy(xf[k]) for k in _DEFINITION_EXTRAS if k in xf})
        if prop.get("description"):
            definition["description"] = prop["description"]
        definitions.append(definition)
    return definitions


def defaults_of(schema: Schema) -> dict[str, Any]:
    """Default values of every field (deep copies, safe to mutate)."""
    return {
        key: copy.deepcopy(prop["default"])
        for key, prop in schema.get("properties", {}).items()
        if "default" in prop
    }
