"""The 404 registration payload (which project missed which URL) and the owner list's
paging parameters."""

from __future__ import annotations

import re
import unicodedata
from urllib.parse import unquote, urlsplit

from api.numbers import NumberError, parse_integer
from api.validation import Errors, read_id, read_text

MAX_PATH_LENGTH = 1000
DEFAULT_LIMIT = 50
MAX_LIMIT = 200
MARKUP = re.compile(r"[<>]")
# Percent-encoded control characters (%00-%1F, %7F) are dropped like raw ones.
ENCODED_CONTROL = re.compile(r"%(?:[01][0-9A-Fa-f]|7[Ff])")
MARKUP_MESSAGE = "Een adres mag geen HTML bevatten."


def _printable(text: str) -> str:
    """Without control (ESC, CR, LF, ...) and invisible formatting characters."""
    return "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cf"))


def _without_controls(url: str) -> str:
    return _printable(ENCODED_CONTROL.sub("", url))


def path_of(url: str) -> str:
    """The path of an absolute URL or of a path with query; no trailing slash, no
    control characters (raw or percent-encoded)."""
    url = _without_controls(url)
    if "://" in url:
        path = urlsplit(url).path
    else:
        path = url.split("?", 1)[0].split("#", 1)[0]
    path = "/" + path.strip().lstrip("/")
    return path.rstrip("/") or "/"


def has_markup(path: str) -> bool:
    return bool(MARKUP.search(path) or MARKUP.search(unquote(path)))


def read_registration(data: dict) -> tuple[Errors, dict]:
    errors = Errors()
    website_id = read_id(errors, data, "website_id")
    project_id = read_id(errors, data, "project_id")
    if isinstance(data.get("url"), str):
        # A reported address is cleaned, not refused: the miss is still worth counting
        # (control characters never reach the stored path either way).
        data = {**data, "url": _without_controls(data["url"])}
    url = read_text(errors, data, "url", "", max_length=2000, required=True)
    path = path_of(url) if url else ""
    if len(path) > MAX_PATH_LENGTH:
        errors.add("url", f"Mag maximaal {MAX_PATH_LENGTH} tekens lang zijn.")
    elif has_markup(path):
        errors.add("url", MARKUP_MESSAGE)
    return errors, {"website_id": website_id, "project_id": project_id, "path": path}


def _positive(errors: Errors, params, key: str, default: int, maximum: int) -> int:
    raw = params.get(key)
    if raw is None:
        return default
    try:
        return parse_integer(raw, minimum=1, maximum=maximum)
    except NumberError:
        errors.add(key, f"Geef een geheel getal van 1 tot en met {maximum}.")
        return default


def read_paging(params) -> tuple[Errors, int, int]:
    """`?page=` (from 1) and `?limit=` (1..200, default 50) of the owner list."""
    errors = Errors()
    page = _positive(errors, params, "page", 1, 10**6)
    limit = _positive(errors, params, "limit", DEFAULT_LIMIT, MAX_LIMIT)
    return errors, page, limit
