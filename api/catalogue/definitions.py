"""Values checked against one file of shared-schema/definitions/ (page custom fields,
webshop products and categories): the same validator, Dutch messages, JSON paths and
rich-text sanitising as section fields."""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

import orjson

from api.catalogue.developer import CODE_MESSAGE, DeveloperContent
from api.catalogue.fields import defaults_of
from api.catalogue.messages import collect
from api.catalogue.schemas import catalogue, fast_validator_for, validator_for
from api.catalogue.traversal import walk
from api.validation import Errors


def definition_schema(name: str) -> dict[str, Any]:
    return catalogue().definitions[name]


@cache
def _defaults(name: str) -> dict[str, Any]:
    return defaults_of(definition_schema(name))


def definition_defaults(name: str) -> dict[str, Any]:
    """Default values of the definition's properties (copies, safe to mutate)."""
    return {
        key: copy.deepcopy(value) if isinstance(value, (dict, list)) else value
        for key, value in _defaults(name).items()
    }


def check_definition(
    name: str, values: Any, path: str, errors: Errors
) -> tuple[dict, DeveloperContent]:
    """The checked and sanitised copy of `values` (an object) with the developer-only
    content in it; problems are added to `errors` under `path`."""
    found = DeveloperContent()
    if not isinstance(values, dict):
        errors.add(path, "Moet een object zijn.")
        return {}, found
    schema_id = definition_schema(name)["$id"]
    values = _copy(values)
    if not fast_validator_for(schema_id).is_valid(values):
        collect(validator_for(schema_id).iter_errors(values), path, errors)
    schema = catalogue().registry.contents(schema_id)
    walk(values, schema, schema_id, path, found, developer_message=CODE_MESSAGE)
    return values, found


def _copy(values: dict) -> dict:
    # A JSON round trip copies plain JSON several times faster than deepcopy.
    try:
        return orjson.loads(orjson.dumps(values))
    except (TypeError, orjson.JSONEncodeError):
        return copy.deepcopy(values)
