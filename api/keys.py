"""Public keys of stored things (menus, forms, reusable templates): the id that
section fields refer to. Shared by every domain that stores keyed things."""

from __future__ import annotations

import re

from api.validation import Errors, join

KEY_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$")
KEY_MESSAGE = "Gebruik 1 tot 100 letters, cijfers, '-' of '_' (beginnend met een letter of cijfer)."


def is_key(value: object) -> bool:
    return isinstance(value, str) and bool(KEY_PATTERN.match(value))


def read_key(errors: Errors, data: dict, path: str, key: str = "id") -> str:
    value = data.get(key)
    if not is_key(value):
        errors.add(join(path, key), KEY_MESSAGE)
        return ""
    return value
