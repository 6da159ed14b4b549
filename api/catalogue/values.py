"""Checks and normalises one object of field values (section meta, block props or style).

Schema validation first; then what JSON Schema cannot say: keys the schema does not
declare are refused (a stray key would be read under another type or template later),
image file counts, rich-text sanitising and the developer-only content found.
"""

from __future__ import annotations

from typing import Any

from api.catalogue.developer import CODE_MESSAGE, DeveloperContent
from api.catalogue.fields import fields_of
from api.catalogue.messages import collect
from api.catalogue.schemas import Schema, catalogue, validator_for
from api.catalogue.traversal import walk
from api.validation import Errors, join


def unknown_message(key: str) -> str:
    return f"Onbekend veld '{key}'; dit veld hoort niet bij dit onderdeel."


def file_count(value: Any) -> int:
    """Number of files in an image value (pipe string or list); blank entries don't count."""
    if isinstance(value, str):
        return sum(1 for part in value.split("|") if part.strip())
    if isinstance(value, list):
        return sum(
            1
            for item in value
            if (isinstance(item, str) and item.strip())
            or (isinstance(item, dict) and str(item.get("path", "")).strip())
        )
    return 0


def files_message(limit: int) -> str:
    return f"Maximaal {limit} bestand{'en' if limit != 1 else ''} toegestaan."


def check_values(
    values: dict[str, Any],
    schema: Schema,
    path: str,
    errors: Errors,
    found: DeveloperContent,
    developer_message: str = CODE_MESSAGE,
) -> None:
    """Validates `values` against `schema` and sanitises its rich text in place."""
    schema_id = schema["$id"]
    collect(validator_for(schema_id).iter_errors(values), path, errors)
    fields = fields_of(schema)
    known = {definition.key for definition in fields}
    for key in values:
        if key not in known:
            errors.add(join(path, key), unknown_message(key))
    for definition in fields:
        limit = definition.max_files if definition.type == "image" else None
        value = values.get(definition.key)
        if limit is not None and file_count(value) > limit:
            errors.add(join(path, definition.key), files_message(limit))
    walk(
        values,
        catalogue().registry.contents(schema_id),
        schema_id,
        path,
        found,
        developer_message=developer_message,
    )
