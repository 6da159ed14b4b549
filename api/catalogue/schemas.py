"""Loads the JSON Schema catalogue from shared-schema/ into a `referencing` registry.

The files are the single source of truth shared with the JS side; nothing here retypes
a field or a default. Sections and blocks are resolved on load (`api.catalogue.resolve`:
shared fields and variants flattened), so every reader sees complete `properties`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema_rs
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from api.catalogue.resolve import resolve_folder

SCHEMA_ROOT = Path(__file__).resolve().parent.parent.parent / "shared-schema"

Schema = dict[str, Any]


def _read_folder(folder: str) -> dict[str, Schema]:
    schemas = {}
    for path in sorted((SCHEMA_ROOT / folder).glob("*.schema.json")):
        schemas[path.name.removesuffix(".schema.json")] = json.loads(path.read_text("utf-8"))
    return schemas


@dataclass(frozen=True)
class Catalogue:
    sections: dict[str, Schema]
    blocks: dict[str, Schema]
    definitions: dict[str, Schema]
    registry: Registry

    @property
    def style(self) -> Schema:
        return self.definitions["style"]

    @property
    def option_sets(self) -> dict[str, Schema]:
        return self.definitions["options"]["$defs"]


def registry_of(*folders: dict[str, Schema]) -> Registry:
    """A registry holding every schema of the folders under its `$id`."""
    registry = Registry().with_resources(
        (schema["$id"], Resource.from_contents(schema, default_specification=DRAFT202012))
        for folder in folders
        for schema in folder.values()
    )
    return registry.crawl()


@cache
def authored() -> dict[str, dict[str, Schema]]:
    """The schema files as written: {"sections": ..., "blocks": ..., "definitions": ...}."""
    return {folder: _read_folder(folder) for folder in ("sections", "blocks", "definitions")}


@cache
def catalogue() -> Catalogue:
    files = authored()
    definitions = files["definitions"]
    sections = resolve_folder(files["sections"], definitions.get("fields"))
    blocks = resolve_folder(files["blocks"], definitions.get("fields"))
    return Catalogue(sections, blocks, definitions, registry_of(sections, blocks, definitions))


@cache
def validator_for(schema_id: str) -> Draft202012Validator:
    """A compiled validator for the schema with this `$id`."""
    schema = catalogue().registry.contents(schema_id)
    return Draft202012Validator(schema, registry=catalogue().registry)


@cache
def _fast_registry() -> jsonschema_rs.Registry:
    found = catalogue()
    return jsonschema_rs.Registry(
        [
            (schema["$id"], schema)
            for folder in (found.sections, found.blocks, found.definitions)
            for schema in folder.values()
        ]
    )


def fast_validator_of(schema: Any, base_uri: str) -> jsonschema_rs.Validator:
    """A compiled (Rust) validator of a catalogue schema or one of its parts, its
    references resolved against `base_uri`; for `is_valid` only (messages come from
    the Python validator)."""
    return jsonschema_rs.validator_for(schema, registry=_fast_registry(), base_uri=base_uri)


@cache
def fast_validator_for(schema_id: str) -> jsonschema_rs.Validator:
    """The compiled validator of the schema with this `$id`, for a quick `is_valid`
    before the Python one is asked for messages: bulk imports check many values."""
    return fast_validator_of(catalogue().registry.contents(schema_id), schema_id)
