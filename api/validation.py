"""Collecting field errors under JSON paths (`pages[2].components[0].meta.x`).

Schemas of every domain check plain JSON values with these readers; each reader
records a Dutch message at the value's path and returns a usable fallback, so one pass
reports every problem of a document at once.
"""

from __future__ import annotations

import re
from typing import Any

from api.errors import ApiError
from api.numbers import NumberError, parse_integer


def join(path: str, *keys: str | int) -> str:
    """`join("pages", 2, "path")` -> `pages[2].path`; an empty base gives `path`."""
    for key in keys:
        if isinstance(key, int):
            path = f"{path}[{key}]"
        else:
            path = f"{path}.{key}" if path else str(key)
    return path


class Errors:
    """Dutch messages by JSON path; a message is recorded once per path."""

    def __init__(self) -> None:
        self.messages: dict[str, list[str]] = {}

    def add(self, path: str, message: str) -> None:
        bucket = self.messages.setdefault(path or "general", [])
        if message not in bucket:
            bucket.append(message)

    def merge(self, messages: dict[str, list[str]]) -> None:
        for path, items in messages.items():
            for message in items:
                self.add(path, message)

    def __bool__(self) -> bool:
        return bool(self.messages)

    def raise_if_any(self, status_code: int = 422) -> None:
        if self.messages:
            raise ApiError(status_code, self.messages)


# C0 and C1 control characters (with DEL), the Unicode line and paragraph separators,
# and unpaired surrogates (which no UTF-8 encoder writes). A single-line text holding
# any of them breaks what is built from it later: a mail header, a robots.txt line,
# the JSON of a quote turned into an order.
_NOT_IN_LINE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
# A multi-line text may hold tabs and line breaks, nothing else of the above.
_NOT_IN_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")
LINE_MESSAGE = "Mag geen regeleinde, tab of ander stuurteken bevatten."
TEXT_MESSAGE = "Mag geen stuurteken bevatten."


def text_problem(value: str, *, multiline: bool = False) -> str | None:
    """The Dutch message when `value` holds characters a stored text may not hold:
    controls and unpaired surrogates; line breaks and tabs too unless `multiline`."""
    if (_NOT_IN_TEXT if multiline else _NOT_IN_LINE).search(value):
        return TEXT_MESSAGE if multiline else LINE_MESSAGE
    return None


def check_line(errors: Errors, value: object, where: str) -> None:
    """Records LINE_MESSAGE at `where` when `value` is a text with a control character."""
    if isinstance(value, str) and (problem := text_problem(value)):
        errors.add(where, problem)


def read_text(
    errors: Errors,
    data: dict,
    key: str,
    path: str,
    *,
    max_length: int,
    required: bool = False,
    default: str = "",
    multiline: bool = False,
) -> str:
    """The text at `key`. A single line unless `multiline`: every stored text read
    here refuses control characters (`text_problem`)."""
    where = join(path, key)
    value = data.get(key)
    if value is None:
        if required:
            errors.add(where, "Dit veld is verplicht.")
        return default
    if not isinstance(value, str):
        errors.add(where, "Moet tekst zijn.")
        return default
    if required and not value.strip():
        errors.add(where, "Dit veld is verplicht.")
    if len(value) > max_length:
        errors.add(where, f"Mag maximaal {max_length} tekens lang zijn.")
    if problem := text_problem(value, multiline=multiline):
        errors.add(where, problem)
    return value


def read_object(errors: Errors, data: dict, key: str, path: str) -> dict:
    value = data.get(key)
    if value is None:
        return {}
    if not isinstance(value, dict):
        errors.add(join(path, key), "Moet een object zijn.")
        return {}
    return value


def read_list(errors: Errors, data: dict, key: str, path: str, *, required: bool = False) -> list:
    value = data.get(key)
    if value is None:
        if required:
            errors.add(join(path, key), "Dit veld is verplicht.")
        return []
    if not isinstance(value, list):
        errors.add(join(path, key), "Moet een lijst zijn.")
        return []
    return value


def read_choice(
    errors: Errors, data: dict, key: str, path: str, choices: tuple[str, ...], default: str
) -> str:
    value = data.get(key, default)
    if value is None:
        return default
    if value not in choices:
        allowed = ", ".join(repr(choice) for choice in choices)
        errors.add(join(path, key), f"Kies een van: {allowed}.")
        return default
    return value


def read_objects(
    errors: Errors, data: dict, key: str, path: str, *, required: bool = False
) -> list[tuple[str, dict]]:
    """The objects of the list at `key`, each with its path; other entries are errors."""
    where = join(path, key)
    entries = []
    for index, item in enumerate(read_list(errors, data, key, path, required=required)):
        at = join(where, index)
        if require_object(errors, item, at) is not None:
            entries.append((at, item))
    return entries


def require_object(errors: Errors, value: Any, path: str) -> dict | None:
    if not isinstance(value, dict):
        errors.add(path, "Moet een object zijn.")
        return None
    return value


# A website_id/project_id that is missing or of the wrong type (an object, a list, letters).
ID_MESSAGE = "Dit veld is verplicht en moet een project-id zijn."


def read_id(errors: Errors, data: dict, key: str) -> int | None:
    """A database id sent as number or numeric string (`website_id`, `project_id`)."""
    try:
        return parse_integer(data.get(key))
    except NumberError:
        errors.add(key, ID_MESSAGE)
        return None
