"""The payloads of the file calls (spec 000 section 7, 001 section 7) and their answers.

Keys are the spec's: `filePath`, `contentType`, `isPrivate`, `form_id`, and the owner's
upload settings `maintainTransparency`, `backgroundColor`, `maxWidth`, `maxHeight`
(001 section 3). Every problem of a payload is answered at once under its key.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from datetime import datetime

from api.domain_errors import Invalid
from api.files import names, types
from api.files.images import ImageRules
from api.validation import Errors, text_problem

FILE_PATH, CONTENT_TYPE, IS_PRIVATE, FORM_ID = "filePath", "contentType", "isPrivate", "form_id"
# A stored path is a final name (api/files/names.py): far below this.
PATH_LENGTH = 300
NOT_TEXT = "Moet tekst zijn."
REQUIRED = "Dit veld is verplicht."
NOT_A_FLAG = "Moet true of false zijn."
NOT_A_TYPE = "Geef een geldig bestandstype op, zoals image/jpeg of application/pdf."
_MEDIA_TYPE = re.compile(r"[a-z0-9][a-z0-9.+-]{0,49}/[a-z0-9][a-z0-9.+-]{0,99}")
FLAGS_TEXT = {"true": True, "false": False, "1": True, "0": False}


@dataclass(frozen=True)
class UploadAsk:
    """What a signed-URL call asks for: a name, a (canonical) type and the visibility."""

    file_path: str
    content_type: str
    is_private: bool


def _flag(errors: Errors, data: dict, key: str) -> bool:
    """true/false (also 1/0, '1'/'0', 'true'/'false'); absent is false."""
    value = data.get(key)
    if value is None or isinstance(value, bool):
        return bool(value)
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in FLAGS_TEXT:
        return FLAGS_TEXT[value.strip().lower()]
    errors.add(key, NOT_A_FLAG)
    return False


def _text(errors: Errors, data: dict, key: str, max_length: int) -> str:
    value = data.get(key)
    if value is None or value == "":
        errors.add(key, REQUIRED)
        return ""
    if not isinstance(value, str):
        errors.add(key, NOT_TEXT)
        return ""
    if len(value) > max_length or text_problem(value):
        errors.add(key, f"Mag maximaal {max_length} tekens zonder stuurtekens bevatten.")
        return ""
    return value


def _content_type(errors: Errors, data: dict) -> str:
    value = data.get(CONTENT_TYPE)
    if value is None or value == "":
        errors.add(CONTENT_TYPE, REQUIRED)
        return ""
    canonical = types.canonical(value) if isinstance(value, str) and len(value) < 200 else ""
    if not _MEDIA_TYPE.fullmatch(canonical):
        errors.add(CONTENT_TYPE, NOT_A_TYPE)
        return ""
    return canonical


def _read_ask(errors: Errors, data: dict) -> UploadAsk:
    file_path = data.get(FILE_PATH)
    try:
        names.safe_name(file_path)
    except Invalid as error:
        errors.merge(error.errors)
    return UploadAsk(
        file_path=file_path if isinstance(file_path, str) else "",
        content_type=_content_type(errors, data),
        is_private=_flag(errors, data, IS_PRIVATE),
    )


def read_visitor_ask(data: dict) -> tuple[UploadAsk, str]:
    """`{filePath, contentType, isPrivate, form_id}` -> (the ask, the form's key)."""
    errors = Errors()
    ask = _read_ask(errors, data)
    form_key = _text(errors, data, FORM_ID, 100)
    if errors:
        raise Invalid(errors.messages)
    return ask, form_key


def read_owner_ask(data: dict) -> tuple[UploadAsk, ImageRules]:
    """`{filePath, contentType, isPrivate}` with the upload settings of the field."""
    errors = Errors()
    ask = _read_ask(errors, data)
    rules = ImageRules()
    try:
        rules = ImageRules.from_settings(
            data.get("maintainTransparency"),
            data.get("backgroundColor"),
            data.get("maxWidth"),
            data.get("maxHeight"),
        )
    except Invalid as error:
        errors.merge(error.errors)
    if errors:
        raise Invalid(errors.messages)
    return ask, rules


def read_file_ref(data: dict) -> tuple[str, bool]:
    """`{filePath, isPrivate}` of a stored file: (its path, whether it is private)."""
    errors = Errors()
    path = _text(errors, data, FILE_PATH, PATH_LENGTH)
    is_private = _flag(errors, data, IS_PRIVATE)
    if errors:
        raise Invalid(errors.messages)
    return path, is_private


def read_visitor_ref(data: dict) -> tuple[str, str]:
    """`{filePath, form_id}` of a visitor's upload: (its path, the form's key)."""
    errors = Errors()
    path = _text(errors, data, FILE_PATH, PATH_LENGTH)
    form_key = _text(errors, data, FORM_ID, 100)
    if errors:
        raise Invalid(errors.messages)
    return path, form_key


def rules_record(rules: ImageRules) -> dict:
    """The image rules as an upload row keeps them (JSON)."""
    record = asdict(rules)
    record["background"] = list(rules.background)
    return record


def rules_of(record: dict) -> ImageRules:
    if not record:
        return ImageRules()
    return ImageRules(**{**record, "background": tuple(record.get("background", (255, 255, 255)))})


def upload_answer(url: str, path: str, content_type: str, max_size: int, expires: datetime):
    return {
        "url": url,
        "path": path,
        "method": "PUT",
        "headers": {"Content-Type": content_type},
        "max_size": max_size,
        "expires_at": expires.isoformat(),
    }
