"""Site-wide field values (`project.global_fields`): which fields may have one, and
checking a map of them.

A section or block field `X` with an `X_local` toggle beside it shows the site-wide
value of `X` when the toggle is '0' (Globaal). The map is keyed by the plain field key,
shared by every template that has the field: a site has one copyright, whichever
footer shows it.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from jsonschema import Draft202012Validator

from api.catalogue.fields import Field, fields_of
from api.catalogue.messages import collect, join_path
from api.catalogue.richtext import raw_blocks, sanitise_document
from api.catalogue.schemas import catalogue
from api.catalogue.values import RAW_MESSAGE, DeveloperRules, Report, file_count

LOCAL_SUFFIX = "_local"
UNKNOWN_MESSAGE = "Dit veld heeft geen globale waarde (er is geen '{key}_local' voor)."


@cache
def global_field_definitions() -> dict[str, tuple[tuple[str, Field], ...]]:
    """Field key -> (schema $id, field) of every section or block that declares the
    field together with its `_local` toggle, in catalogue order."""
    found: dict[str, list[tuple[str, Field]]] = {}
    every = [*catalogue().sections.values(), *catalogue().blocks.values()]
    for schema in every:
        fields = {field.key: field for field in fields_of(schema)}
        for key, field in fields.items():
            toggle = key + LOCAL_SUFFIX
            if not key.endswith(LOCAL_SUFFIX) and toggle in fields:
                found.setdefault(key, []).append((schema["$id"], field))
    return {key: tuple(entries) for key, entries in found.items()}


@cache
def _validator(schema_id: str, key: str) -> Draft202012Validator:
    # A reference into the declaring schema resolves its relative $refs correctly.
    pointer = {"$ref": f"{schema_id}#/properties/{key}"}
    return Draft202012Validator(pointer, registry=catalogue().registry)


def _problems(schema_id: str, field: Field, value: Any, where: str) -> dict[str, list[str]]:
    problems: dict[str, list[str]] = {}
    collect(_validator(schema_id, field.key).iter_errors(value), where, problems)
    limit = field.max_files if field.type == "image" else None
    if limit is not None and file_count(value) > limit:
        problems.setdefault(where, []).append(
            f"Maximaal {limit} bestand{'en' if limit != 1 else ''} toegestaan."
        )
    return problems


def check_global_fields(
    values: dict[str, Any], path: str, *, developer: bool, stored: dict[str, Any] | None
) -> dict[str, list[str]]:
    """Validates each site-wide value and sanitises its rich text in place; returns
    the errors by JSON path. `stored` is the project's current map: a site owner may
    re-save raw HTML a developer stored there as long as it is unchanged.

    A key used by several templates is accepted when one of their definitions accepts
    the value (e.g. `logo_image` allows 40 files in logosOne, 10 in masonryGallery);
    otherwise the first definition's messages are reported.
    """
    rules = _rules(developer, stored)
    report = Report()
    definitions = global_field_definitions()
    for key, value in values.items():
        where = join_path(path, [key])
        entries = definitions.get(key)
        if not entries:
            report.error(where, UNKNOWN_MESSAGE.format(key=key))
            continue
        attempts = [_problems(schema_id, field, value, where) for schema_id, field in entries]
        if all(attempts):
            for at, messages in attempts[0].items():
                for message in messages:
                    report.error(at, message)
            continue
        if any(field.rich_text for _schema_id, field in entries):
            sanitise_document(value)
            if not rules.developer:
                for index, html in raw_blocks(value):
                    if html not in rules.previous_raw:
                        report.error(join_path(where, ["blocks", index]), RAW_MESSAGE)
    return report.errors


def _rules(developer: bool, stored: dict[str, Any] | None) -> DeveloperRules:
    previous_raw = frozenset(
        html for value in (stored or {}).values() for _index, html in raw_blocks(value)
    )
    return DeveloperRules(developer=developer, previous={}, previous_raw=previous_raw)
