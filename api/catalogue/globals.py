"""Site-wide field values (`project.global_fields`): which fields may have one, and
checking a map of them.

A section or block field `X` with an `X_local` toggle beside it shows the site-wide
value of `X` when the toggle is '0' (Globaal). The map is keyed by the plain field key,
shared by every template that has the field: a site has one copyright, whichever
footer shows it.
"""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

from jsonschema import Draft202012Validator

from api.catalogue.developer import CODE_MESSAGE, DeveloperContent, refuse_new
from api.catalogue.fields import Field, fields_of
from api.catalogue.messages import collect
from api.catalogue.schemas import catalogue
from api.catalogue.traversal import walk
from api.catalogue.values import file_count, files_message
from api.validation import Errors, join

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


def _pointer(schema_id: str, key: str) -> dict[str, str]:
    # A reference into the declaring schema resolves its relative $refs correctly.
    return {"$ref": f"{schema_id}#/properties/{key}"}


@cache
def _validator(schema_id: str, key: str) -> Draft202012Validator:
    return Draft202012Validator(_pointer(schema_id, key), registry=catalogue().registry)


def _problems(schema_id: str, field: Field, value: Any, where: str) -> Errors:
    problems = Errors()
    collect(_validator(schema_id, field.key).iter_errors(value), where, problems)
    limit = field.max_files if field.type == "image" else None
    if limit is not None and file_count(value) > limit:
        problems.add(where, files_message(limit))
    return problems


def _check(values: dict[str, Any], path: str, errors: Errors) -> DeveloperContent:
    found = DeveloperContent()
    definitions = global_field_definitions()
    for key, value in values.items():
        where = join(path, key)
        entries = definitions.get(key)
        if not entries:
            errors.add(where, UNKNOWN_MESSAGE.format(key=key))
            continue
        attempts = [_problems(schema_id, field, value, where) for schema_id, field in entries]
        accepted = next((i for i, problems in enumerate(attempts) if not problems), None)
        if accepted is None:
            errors.merge(attempts[0].messages)
            continue
        schema_id, field = entries[accepted]
        values[key] = walk(
            value,
            _pointer(schema_id, key),
            schema_id,
            where,
            found,
            key=field.key,
            developer_message=CODE_MESSAGE,
        )
    return found


def check_global_fields(
    values: dict[str, Any], path: str, *, developer: bool, stored: dict[str, Any] | None
) -> dict[str, list[str]]:
    """Validates each site-wide value and sanitises its rich text in place; returns
    the errors by JSON path. `stored` is the project's current map: a site owner may
    keep developer-only content stored there (raw HTML) but not add any.

    A key used by several templates is accepted when one of their definitions accepts
    the value (e.g. `logo_image` allows 40 files in logosOne, 10 in masonryGallery);
    otherwise the first definition's messages are reported.
    """
    errors = Errors()
    found = _check(values, path, errors)
    if not developer:
        before = _check(copy.deepcopy(stored) if isinstance(stored, dict) else {}, "", Errors())
        refuse_new(errors, [found], [before])
    return errors.messages
