"""Reading a form posted without JavaScript: `application/x-www-form-urlencoded`, or
`multipart/form-data` with the files of its file items (docs/forms.md, "Without
JavaScript").

Body limits: a multipart post may carry a file item's 20 files of at most
`MAX_FILE_BYTES` each, so its body may reach `FILES_LIMIT`; a urlencoded post carries
text only and keeps the JSON submit's `TEXT_LIMIT`. In either, the text values
together stay within `TEXT_LIMIT` (413 beyond). Both are counted while reading
(api/body_limit.py); uploaded parts are spooled to disk by the parser, not held in
memory, and read one at a time when they are stored.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

from starlette.datastructures import FormData, UploadFile
from starlette.requests import Request

from api.body_limit import BodyTooLarge, limit_body
from api.errors import ApiError
from api.forms.uploads import MAX_FILES

URLENCODED = "application/x-www-form-urlencoded"
MULTIPART = "multipart/form-data"
# The text of a form at its longest fits many times (as the JSON submit's limit).
TEXT_LIMIT = 256 * 1024
# One posted file; the upload store may allow less.
MAX_FILE_BYTES = 10 * 1024 * 1024
FILES_LIMIT = MAX_FILES * MAX_FILE_BYTES + TEXT_LIMIT
# Parts a post may have: a form's items, the paths of its kept uploads, the hidden
# fields; and the file parts of a few file items (an empty file input sends one too).
MAX_FIELDS = 500
MAX_FILE_PARTS = 5 * MAX_FILES
NOT_A_FORM = "Het formulier moet als formulier (urlencoded of multipart) worden verzonden."


@dataclass
class PostedForm:
    """The posted values by name, in the order sent: texts, and the chosen files."""

    texts: dict[str, list[str]] = field(default_factory=dict)
    files: dict[str, list[UploadFile]] = field(default_factory=dict)

    def text(self, name: str) -> str:
        values = self.texts.get(name)
        return values[0] if values else ""


def declared_length(request: Request) -> int | None:
    value = request.headers.get("content-length", "")
    return int(value) if value.isdigit() else None


def fits_text_limit(request: Request) -> bool:
    """Whether the body is announced to hold no more than a form's text."""
    length = declared_length(request)
    return length is not None and length <= TEXT_LIMIT


def _media_type(request: Request) -> str:
    return request.headers.get("content-type", "").split(";", 1)[0].strip().lower()


def _collect(form: FormData) -> PostedForm:
    posted = PostedForm()
    text_bytes = 0
    for name, value in form.multi_items():
        if isinstance(value, str):
            text_bytes += len(value.encode())
            posted.texts.setdefault(name, []).append(value)
        elif value.filename:
            # A file input left empty sends a part without a name: nothing chosen.
            posted.files.setdefault(name, []).append(value)
    if text_bytes > TEXT_LIMIT:
        raise BodyTooLarge()
    return posted


@asynccontextmanager
async def posted_form(request: Request) -> AsyncIterator[PostedForm]:
    """The post's values; its spooled files are removed when the block ends."""
    kind = _media_type(request)
    if kind not in (URLENCODED, MULTIPART):
        raise ApiError(415, NOT_A_FORM)
    limit_body(request, FILES_LIMIT if kind == MULTIPART else TEXT_LIMIT)
    async with request.form(
        max_files=MAX_FILE_PARTS, max_fields=MAX_FIELDS, max_part_size=TEXT_LIMIT
    ) as form:
        yield _collect(form)
