"""A page's `custom_fields` (the webshop's category and product page data), checked
against shared-schema/definitions/pagefields.schema.json like every other stored value:
unknown keys refused, descriptions sanitised as rich text, raw HTML developer-only."""

from __future__ import annotations

import copy
from typing import Any

from api.catalogue.developer import CODE_MESSAGE, DeveloperContent
from api.catalogue.messages import collect
from api.catalogue.schemas import catalogue, validator_for
from api.catalogue.traversal import walk
from api.validation import Errors

SCHEMA = "pagefields"


def _schema_id() -> str:
    return catalogue().definitions[SCHEMA]["$id"]


def check_custom_fields(values: Any, path: str, errors: Errors) -> tuple[dict, DeveloperContent]:
    """The checked and sanitised copy of `values` with the developer-only content in it."""
    found = DeveloperContent()
    schema_id = _schema_id()
    if not isinstance(values, dict):
        errors.add(path, "Moet een object zijn.")
        return {}, found
    values = copy.deepcopy(values)
    collect(validator_for(schema_id).iter_errors(values), path, errors)
    schema = catalogue().registry.contents(schema_id)
    walk(values, schema, schema_id, path, found, developer_message=CODE_MESSAGE)
    return values, found


def stored_custom_fields_content(values: Any) -> DeveloperContent:
    """The developer-only content of stored custom fields, found as a write finds it."""
    return check_custom_fields(values if isinstance(values, dict) else {}, "", Errors())[1]
