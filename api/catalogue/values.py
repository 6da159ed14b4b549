"""Checks and normalises one object of field values (section meta, block props or style).

Schema validation first; then what JSON Schema cannot say: image file counts, rich-text
sanitising and developer-only content.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from api.catalogue.fields import Field, fields_of
from api.catalogue.messages import collect, join_path
from api.catalogue.richtext import raw_blocks, sanitise_document
from api.catalogue.schemas import Schema, validator_for

EMBED_MESSAGE = "Alleen een ontwikkelaar mag embed-code opslaan."
CODE_MESSAGE = "Alleen een ontwikkelaar mag eigen code (HTML, script of CSS) opslaan."
RAW_MESSAGE = "Alleen een ontwikkelaar mag HTML-code in een tekstblok opslaan."


@dataclass
class Report:
    errors: dict[str, list[str]] = field(default_factory=dict)
    warnings: dict[str, list[str]] = field(default_factory=dict)

    def error(self, path: str, message: str) -> None:
        bucket = self.errors.setdefault(path, [])
        if message not in bucket:
            bucket.append(message)

    def warning(self, path: str, message: str) -> None:
        self.warnings.setdefault(path, []).append(message)


@dataclass(frozen=True)
class DeveloperRules:
    """Whether developer-only content may be stored, and what was already stored.

    `previous` maps (owner id, field key) to the stored value and `previous_raw` holds
    stored raw-HTML strings: a site owner may re-save a page that a developer filled,
    as long as that content is unchanged.
    """

    developer: bool
    previous: dict[tuple[str, str], Any]
    previous_raw: frozenset[str]


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


def _is_empty(value: Any) -> bool:
    return value in (None, "", [], {}) or (isinstance(value, str) and not value.strip())


def _files_message(limit: int) -> str:
    return f"Maximaal {limit} bestand{'en' if limit != 1 else ''} toegestaan."


def check_values(
    values: dict[str, Any],
    schema: Schema,
    path: str,
    owner: str,
    rules: DeveloperRules,
    report: Report,
    developer_message: str = CODE_MESSAGE,
) -> None:
    """Validates `values` against `schema` and sanitises its rich text in place."""
    collect(validator_for(schema["$id"]).iter_errors(values), path, report.errors)
    known = schema.get("properties", {})
    for key in values:
        if key not in known:
            report.warning(join_path(path, [key]), f"Onbekend veld '{key}' wordt niet gebruikt.")
    for definition in fields_of(schema):
        if definition.key in values:
            _check_field(definition, values, path, owner, rules, report, developer_message)


def _check_field(
    definition: Field,
    values: dict[str, Any],
    path: str,
    owner: str,
    rules: DeveloperRules,
    report: Report,
    developer_message: str,
) -> None:
    value = values[definition.key]
    where = join_path(path, [definition.key])
    limit = definition.max_files if definition.type == "image" else None
    if limit is not None and file_count(value) > limit:
        report.error(where, _files_message(limit))
    if definition.rich_text:
        sanitise_document(value)
        if not rules.developer:
            for index, html in raw_blocks(value):
                if html not in rules.previous_raw:
                    report.error(join_path(where, ["blocks", index]), RAW_MESSAGE)
    refused = definition.developer and not rules.developer and not _is_empty(value)
    if refused and rules.previous.get((owner, definition.key)) != value:
        report.error(where, developer_message)
