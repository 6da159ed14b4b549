"""Checks and shapes of visitor forms and their fields."""

from __future__ import annotations

import re

from api.catalogue import catalogue
from api.forms.models import Form
from api.keys import read_key
from api.validation import Errors, join, read_choice, read_objects, read_text

# The input kinds, one list shared with the renderer (shared-schema option set form_field_type).
FIELD_TYPES = tuple(catalogue().option_sets["form_field_type"]["enum"])
FLAGS = ("0", "1")
# A file item's own upload rules: content types like `application/pdf`, a size in bytes.
MAX_ACCEPT = 30
MAX_UPLOAD_SIZE = 1024 * 1024 * 1024
_MEDIA_TYPE = re.compile(r"[A-Za-z0-9][A-Za-z0-9.+-]{0,49}/[A-Za-z0-9][A-Za-z0-9.+-]{0,99}")
ACCEPT_MESSAGE = f"Geef maximaal {MAX_ACCEPT} bestandstypen op, zoals application/pdf."
MAX_SIZE_MESSAGE = "Geef de maximale grootte op in bytes, van 1 tot 1073741824."


def read_form(errors: Errors, data: dict, path: str) -> dict:
    return {
        "id": read_key(errors, data, path),
        "title": read_text(errors, data, "title", path, max_length=200, required=True),
        "submit_title": read_text(
            errors, data, "submit_title", path, max_length=200, default="Versturen"
        ),
        "message": read_text(errors, data, "message", path, max_length=2000, multiline=True),
        "redirection_url": read_text(
            errors, data, "redirection_url", path, max_length=1000, default="0"
        ),
        "items": _read_fields(errors, data, path),
    }


def _read_fields(errors: Errors, data: dict, path: str) -> list[dict]:
    fields = []
    identifiers: set[str] = set()
    for at, item in read_objects(errors, data, "items", path):
        field = {
            "id": read_text(errors, item, "id", at, max_length=100, required=True),
            "identifier": read_text(errors, item, "identifier", at, max_length=100, required=True),
            "label": read_text(errors, item, "label", at, max_length=300),
            "type": read_choice(errors, item, "type", at, FIELD_TYPES, "text"),
            "options": _read_options(errors, item, at),
            "required": read_choice(errors, item, "required", at, FLAGS, "0"),
            "hide_label": read_choice(errors, item, "hide_label", at, FLAGS, "0"),
            "default_value": read_text(
                errors, item, "default_value", at, max_length=2000, multiline=True
            ),
        }
        if field["type"] == "file":
            field.update(_read_upload_rules(errors, item, at))
        if field["identifier"] in identifiers:
            errors.add(join(at, "identifier"), "Deze identifier komt al voor in dit formulier.")
        identifiers.add(field["identifier"])
        fields.append(field)
    return fields


def _read_upload_rules(errors: Errors, item: dict, path: str) -> dict:
    """A file item's own `accept` (content types) and `max_size` (bytes), when given;
    the files domain applies its defaults to what is absent (docs/files.md)."""
    rules: dict = {}
    accept = item.get("accept")
    if accept is not None:
        if (
            not isinstance(accept, list)
            or len(accept) > MAX_ACCEPT
            or not all(isinstance(kind, str) and _MEDIA_TYPE.fullmatch(kind) for kind in accept)
        ):
            errors.add(join(path, "accept"), ACCEPT_MESSAGE)
        else:
            rules["accept"] = list(dict.fromkeys(kind.lower() for kind in accept))
    max_size = item.get("max_size")
    if max_size is not None:
        if (
            isinstance(max_size, bool)
            or not isinstance(max_size, int)
            or not (1 <= max_size <= MAX_UPLOAD_SIZE)
        ):
            errors.add(join(path, "max_size"), MAX_SIZE_MESSAGE)
        else:
            rules["max_size"] = max_size
    return rules


def _read_options(errors: Errors, item: dict, path: str) -> list[dict]:
    options = []
    for at, option in read_objects(errors, item, "options", path):
        options.append(
            {
                "value": read_text(errors, option, "value", at, max_length=300),
                "title": read_text(errors, option, "title", at, max_length=300),
            }
        )
    return options


def form_view(form: Form) -> dict:
    return {
        "id": form.key,
        "title": form.title,
        "submit_title": form.submit_title,
        "message": form.message,
        "redirection_url": form.redirection_url,
        "items": form.items,
    }
