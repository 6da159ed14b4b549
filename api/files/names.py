"""The name an upload is stored under: `{YYYYMMDD-HHMMSS}-{token}-{slug}.{ext}`.

The client's filePath is refused when it is anything but one plain file name (no
folders, no `..`, no control characters); what is left is slugged to ASCII so the
stored name is safe in a URL, a shell and every file system. The extension follows
the content type, never the other way round: images get the extension of what the
image pipeline writes (`.jpeg` for JPEG and for PNG flattened to JPEG), and a
document whose own extension does not belong to its type gets its type's extension,
so a static file server never serves it as something else.
"""

from __future__ import annotations

import mimetypes
import re
import secrets
import string
import unicodedata
from datetime import UTC, datetime

from api.domain_errors import Invalid
from api.files import types

FIELD = "filePath"
MAX_INPUT = 200
MAX_NAME = 120
MAX_EXTENSION = 10
TOKEN_LENGTH = 8
TOKEN_ALPHABET = string.ascii_lowercase + string.digits
FALLBACK = "bestand"

# Extensions a type may keep, the first being the one it gets otherwise.
EXTENSIONS = {
    types.JPEG: ("jpeg",),
    types.PNG: ("png",),
    types.GIF: ("gif",),
    types.WEBP: ("webp",),
    types.PDF: ("pdf",),
    types.DOCX: ("docx",),
    types.XLSX: ("xlsx",),
    types.PPTX: ("pptx",),
    types.DOC: ("doc", "dot"),
    types.XLS: ("xls", "xlt"),
    types.PPT: ("ppt", "pps", "pot"),
    types.ODT: ("odt",),
    types.ODS: ("ods",),
    types.ODP: ("odp",),
    types.TEXT: ("txt", "text", "log"),
    types.CSV: ("csv",),
}

EMPTY = "Geef een bestandsnaam op."
TOO_LONG = f"Een bestandsnaam mag hoogstens {MAX_INPUT} tekens lang zijn."
CONTROL = "Een bestandsnaam mag geen onzichtbare tekens of stuurtekens bevatten."
BACKSLASH = "Een bestandsnaam mag geen backslash (\\) bevatten."
ABSOLUTE = "Een bestandsnaam mag geen volledig pad zijn."
PARENT = "Een bestandsnaam mag niet naar een andere map verwijzen ('..')."
FOLDER = "Een bestandsnaam mag geen map bevatten."

_OUTSIDE = re.compile(r"[^a-z0-9._-]+")
_REPEATS = re.compile(r"([._-])[._-]*")
_DRIVE = re.compile(r"^[A-Za-z]:")
# Letters NFKD does not take apart into an ASCII letter and an accent.
_LETTERS = str.maketrans(
    {
        "ß": "ss",
        "æ": "ae",
        "Æ": "ae",
        "œ": "oe",
        "Œ": "oe",
        "ø": "o",
        "Ø": "o",
        "ł": "l",
        "Ł": "l",
        "đ": "d",
        "Đ": "d",
        "þ": "th",
        "Þ": "th",
    }
)


def new_token() -> str:
    """The random part of a stored name: 8 lowercase letters and digits."""
    return "".join(secrets.choice(TOKEN_ALPHABET) for _ in range(TOKEN_LENGTH))


def safe_name(file_path: str) -> str:
    """The client's filePath as one safe ASCII file name; raises Invalid({"filePath"})."""
    _check(file_path)
    stem, extension = _split(file_path)
    stem = _slug(stem) or FALLBACK
    extension = _slug(extension).replace(".", "")
    return f"{stem}.{extension}" if extension else stem


def final_name(
    file_path: str, content_type: str, *, keep_transparency: bool, now: datetime, token: str
) -> str:
    """`20250102-030405-ab12cd34-vakantie.jpeg`: the name an upload is stored under.

    `now` is taken in UTC when it carries a time zone; `token` comes from `new_token()`.
    The name part is shortened so the whole name stays within 120 characters."""
    if not token or any(char not in TOKEN_ALPHABET for char in token):
        raise ValueError("token must be lowercase letters and digits")
    stem, own = _split(safe_name(file_path))
    if len(own) > MAX_EXTENSION:
        stem, own = f"{stem}.{own}", ""
    extension = _extension(types.canonical(content_type), own, keep_transparency)
    if now.tzinfo is not None:
        now = now.astimezone(UTC)
    prefix = f"{now:%Y%m%d-%H%M%S}-{token}-"
    suffix = f".{extension}" if extension else ""
    room = MAX_NAME - len(prefix) - len(suffix)
    stem = stem[:room].rstrip("._-") or FALLBACK
    return f"{prefix}{stem}{suffix}"


def _check(file_path: str) -> None:
    if not isinstance(file_path, str) or not file_path.strip():
        raise Invalid({FIELD: [EMPTY]})
    if len(file_path) > MAX_INPUT:
        raise Invalid({FIELD: [TOO_LONG]})
    if any(unicodedata.category(char) in ("Cc", "Cf") for char in file_path):
        raise Invalid({FIELD: [CONTROL]})
    if "\\" in file_path:
        raise Invalid({FIELD: [BACKSLASH]})
    if file_path.startswith("/") or _DRIVE.match(file_path):
        raise Invalid({FIELD: [ABSOLUTE]})
    if any(part in (".", "..") for part in file_path.split("/")):
        raise Invalid({FIELD: [PARENT]})
    if "/" in file_path:
        raise Invalid({FIELD: [FOLDER]})


def _split(name: str) -> tuple[str, str]:
    """`foto.v2.JPG` -> (`foto.v2`, `JPG`); a leading dot starts no extension."""
    stem, dot, extension = name.rpartition(".")
    if not dot or not stem.strip("."):
        return name, ""
    return stem, extension


def _slug(text: str) -> str:
    folded = (
        unicodedata.normalize("NFKD", text.translate(_LETTERS))
        .encode("ascii", "ignore")
        .decode("ascii")
    )
    slug = _OUTSIDE.sub("-", folded.lower().strip())
    return _REPEATS.sub(r"\1", slug).strip("._-")


def _extension(content_type: str, own: str, keep_transparency: bool) -> str:
    if content_type == types.PNG and not keep_transparency:
        return "jpeg"
    known = EXTENSIONS.get(content_type)
    if known is not None:
        return own if own in known else known[0]
    if own:
        return own
    guessed = mimetypes.guess_extension(content_type) or ""
    return guessed.lstrip(".")
