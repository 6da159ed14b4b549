"""A page's `custom_fields` (the webshop's category and product page data), checked
against shared-schema/definitions/pagefields.schema.json like every other stored value:
unknown keys refused, descriptions sanitised as rich text, raw HTML developer-only."""

from __future__ import annotations

from typing import Any

from api.catalogue.definitions import check_definition
from api.catalogue.developer import DeveloperContent
from api.validation import Errors

SCHEMA = "pagefields"


def check_custom_fields(values: Any, path: str, errors: Errors) -> tuple[dict, DeveloperContent]:
    """The checked and sanitised copy of `values` with the developer-only content in it."""
    return check_definition(SCHEMA, values, path, errors)


def stored_custom_fields_content(values: Any) -> DeveloperContent:
    """The developer-only content of stored custom fields, found as a write finds it."""
    return check_custom_fields(values if isinstance(values, dict) else {}, "", Errors())[1]
