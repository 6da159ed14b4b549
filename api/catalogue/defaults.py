"""Default meta, props and style values, and the section catalogue entries."""

from __future__ import annotations

import copy
from typing import Any

from api.catalogue.fields import defaults_of
from api.catalogue.schemas import catalogue


class UnknownTemplate(KeyError):
    pass


def section_defaults(template: str) -> dict[str, Any]:
    schema = catalogue().sections.get(template)
    if schema is None:
        raise UnknownTemplate(template)
    return defaults_of(schema)


def block_defaults(block_type: str) -> dict[str, Any]:
    schema = catalogue().blocks.get(block_type)
    if schema is None:
        raise UnknownTemplate(block_type)
    return defaults_of(schema)


def style_defaults() -> dict[str, Any]:
    return defaults_of(catalogue().style)


def section_catalogue() -> list[dict[str, Any]]:
    """Catalogue entries ({id, title, description, groups, disabled, is_template, defaults})."""
    return [
        {**copy.deepcopy(schema["x-catalogue"]), "defaults": defaults_of(schema)}
        for schema in catalogue().sections.values()
    ]


def block_catalogue() -> list[dict[str, Any]]:
    return [
        {**copy.deepcopy(schema["x-catalogue"]), "defaults": defaults_of(schema)}
        for schema in catalogue().blocks.values()
    ]
