"""Checking a visitor's submitted values against the form's stored definition.

Only the form's own items count: a value under any other name is ignored and never
stored. Every item is checked and every problem named at once, under the item's
`identifier` (spec section 5: errors come as field to list of messages, shown
together). Values are kept exactly as typed; they are shown as text everywhere
(docs/forms.md, Abuse).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, time

from api.forms.uploads import MAX_FILES, NOT_A_FILE_LIST, NOT_UPLOADED, TOO_MANY_FILES
from api.validation import Errors, text_problem

REQUIRED = "Dit veld is verplicht."
NOT_TEXT = "Moet tekst zijn."
INVALID_DATE = "Vul een geldige datum in (jjjj-mm-dd)."
INVALID_TIME = "Vul een geldige tijd in (uu:mm)."
NOT_AN_OPTION = "Kies een van de opties."
# One line of text (text, password, date, time, select) and a textarea.
LINE_LENGTH = 1000
TEXTAREA_LENGTH = 10_000

_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_TIME = re.compile(r"[0-9]{2}:[0-9]{2}(:[0-9]{2})?")


@dataclass
class Entries:
    """The checked values in the form's order, and the upload paths they name."""

    values: list[dict] = field(default_factory=list)
    files: list[str] = field(default_factory=list)


def check_entries(
    errors: Errors, items: list[dict], fields: dict, owned_uploads: frozenset[str]
) -> Entries:
    entries = Entries()
    for item in items:
        identifier = item.get("identifier", "")
        value = fields.get(identifier)
        if item.get("type") == "file":
            paths = _check_files(errors, identifier, value, item, owned_uploads)
            entries.files.extend(paths)
            checked: object = paths
        else:
            checked = _check_value(errors, identifier, value, item)
        entries.values.append(
            {
                "identifier": identifier,
                "label": item.get("label", ""),
                "type": item.get("type", "text"),
                "value": checked,
            }
        )
    return entries


def _check_value(errors: Errors, identifier: str, value: object, item: dict) -> str:
    kind = item.get("type", "text")
    if value is None:
        value = ""
    if not isinstance(value, str):
        errors.add(identifier, NOT_TEXT)
        return ""
    if not value.strip():
        if item.get("required") == "1":
            errors.add(identifier, REQUIRED)
        return value
    multiline = kind == "textarea"
    limit = TEXTAREA_LENGTH if multiline else LINE_LENGTH
    if len(value) > limit:
        errors.add(identifier, f"Mag maximaal {limit} tekens lang zijn.")
    elif problem := text_problem(value, multiline=multiline):
        errors.add(identifier, problem)
    elif kind == "date" and not _is_date(value):
        errors.add(identifier, INVALID_DATE)
    elif kind == "time" and not _is_time(value):
        errors.add(identifier, INVALID_TIME)
    elif kind == "select" and value not in _option_values(item):
        errors.add(identifier, NOT_AN_OPTION)
    return value


def _is_date(value: str) -> bool:
    if not _DATE.fullmatch(value):
        return False
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return True


def _is_time(value: str) -> bool:
    if not _TIME.fullmatch(value):
        return False
    try:
        time.fromisoformat(value)
    except ValueError:
        return False
    return True


def _option_values(item: dict) -> set[str]:
    options = item.get("options")
    if not isinstance(options, list):
        return set()
    return {o["value"] for o in options if isinstance(o, dict) and isinstance(o.get("value"), str)}


def _check_files(
    errors: Errors, identifier: str, value: object, item: dict, owned: frozenset[str]
) -> list[str]:
    """A file field names the visitor's uploads for this form (api/forms/uploads.py);
    the renderer sends '' while nothing is uploaded."""
    if value is None or value == "":
        value = []
    if not isinstance(value, list) or not all(isinstance(path, str) for path in value):
        errors.add(identifier, NOT_A_FILE_LIST)
        return []
    if not value:
        if item.get("required") == "1":
            errors.add(identifier, REQUIRED)
        return []
    if len(value) > MAX_FILES:
        errors.add(identifier, TOO_MANY_FILES)
        return []
    if any(path not in owned for path in value):
        errors.add(identifier, NOT_UPLOADED)
        return []
    return list(dict.fromkeys(value))
