"""Resolving the authored schema files into the schemas every reader uses.

Shared fields (a property `{"$ref": "../definitions/fields.schema.json#/$defs/<name>", ...}`)
and variants (`"allOf": [{"$ref": "<base>.schema.json"}]`) are plain JSON Schema, so the
files validate as authored; here they are flattened so each template has its complete
`properties` in form order. Overrides may only change annotations (title, description,
default, x-field merged key by key). The same rules as shared-schema/lib/resolve.js;
tests/catalogue/test_readers_agree.py checks both readers give the same result.
"""

from __future__ import annotations

import copy
import re
from typing import Any

Schema = dict[str, Any]

_FIELD_REF = re.compile(r"(?:^|/)fields\.schema\.json#/\$defs/([A-Za-z0-9_]+)$")
_BASE_REF = re.compile(r"^([A-Za-z0-9_]+)\.schema\.json$")
ANNOTATIONS = ("title", "description", "default", "x-field")
# Schema-level keywords that belong to one schema and are never inherited by a variant.
_OWN_KEYWORDS = ("$schema", "$id", "$comment", "title", "description", "x-catalogue", "properties")


class SchemaError(ValueError):
    """An authored schema file that cannot be resolved."""


def field_ref_name(ref: object) -> str | None:
    match = _FIELD_REF.search(ref) if isinstance(ref, str) else None
    return match.group(1) if match else None


def base_of(schema: Schema, where: str) -> str | None:
    """The base a variant extends, or None."""
    if "allOf" not in schema:
        return None
    parts = schema["allOf"]
    only = parts[0] if isinstance(parts, list) and len(parts) == 1 else {}
    ref = only.get("$ref") if isinstance(only, dict) and len(only) == 1 else None
    match = _BASE_REF.match(ref) if isinstance(ref, str) else None
    if not match:
        raise SchemaError(f'{where}: allOf must be exactly [{{"$ref": "<base>.schema.json"}}]')
    return match.group(1)


def _overlay(field: Schema, override: Schema, where: str) -> Schema:
    merged = copy.deepcopy(field)
    for keyword, value in override.items():
        if keyword not in ANNOTATIONS:
            raise SchemaError(
                f"{where}: an override may only change {', '.join(ANNOTATIONS)}, not '{keyword}'"
            )
        if keyword == "x-field":
            merged[keyword] = {**merged.get("x-field", {}), **copy.deepcopy(value)}
        else:
            merged[keyword] = copy.deepcopy(value)
    return merged


def _resolve_property(prop: Schema, fields: dict[str, Schema], where: str) -> Schema:
    name = field_ref_name(prop.get("$ref"))
    if name is None:
        return copy.deepcopy(prop)
    if name not in fields:
        raise SchemaError(f"{where}: unknown shared field '{name}'")
    override = {keyword: value for keyword, value in prop.items() if keyword != "$ref"}
    return _overlay(fields[name], override, where)


def _resolve_one(
    schema_id: str, folder: dict[str, Schema], fields: dict[str, Schema], trail: tuple[str, ...]
) -> Schema:
    if schema_id not in folder:
        raise SchemaError(f"{trail[-1] if trail else schema_id}: unknown base '{schema_id}'")
    if schema_id in trail:
        raise SchemaError(f"circular base: {' -> '.join([*trail, schema_id])}")
    schema = folder[schema_id]
    base_id = base_of(schema, schema_id)
    base: Schema = {"properties": {}}
    if base_id is not None:
        base = _resolve_one(base_id, folder, fields, (*trail, schema_id))
    properties = base["properties"]
    for key, prop in schema.get("properties", {}).items():
        where = f"{schema_id}.{key}"
        if key in properties:
            properties[key] = _overlay(properties[key], prop, where)
        else:
            properties[key] = _resolve_property(prop, fields, where)
    # The base's schema-level keywords (type, required, additionalProperties, ...) apply
    # to the variant too, as they do through allOf; its identity does not.
    resolved = {k: v for k, v in base.items() if k not in _OWN_KEYWORDS}
    resolved.update(
        {k: copy.deepcopy(v) for k, v in schema.items() if k not in ("allOf", "properties")}
    )
    resolved["properties"] = properties
    return resolved


def resolve_folder(folder: dict[str, Schema], fields_schema: Schema | None) -> dict[str, Schema]:
    """Every schema of one folder (id -> authored schema), resolved."""
    fields = (fields_schema or {}).get("$defs", {})
    return {schema_id: _resolve_one(schema_id, folder, fields, ()) for schema_id in folder}
