"""Checks and shapes of redirects: the old path, the target, the status; the owner
list's paging, sorting and filter."""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

from api.domain_errors import Invalid
from api.numbers import NumberError, parse_integer
from api.redirects.models import Redirect
from api.validation import Errors, text_problem

MAX_PATH_LENGTH = 500
MAX_TARGET_LENGTH = 2000
STATUSES = (301, 302)
DEFAULT_STATUS = 301
# Paths the SSR server answers itself before any page: a redirect there never applies.
RESERVED_PREFIXES = ("/wm", "/api", "/assets", "/_sandbox")
UNSAFE_PATH = re.compile(r"[\s<>\"\\]")

REQUIRED = "Dit veld is verplicht."
PATH_SHAPE = "Een adres begint met '/' en bevat geen spaties, '?', '#', '//' of '\\'."
PATH_RESERVED = "Dit adres hoort bij het systeem (/wm, /api) en kan niet worden doorverwezen."
TARGET_SHAPE = (
    "Geef een pad van de site dat met '/' begint, of een volledig adres dat met https:// begint."
)
TARGET_HTTPS = "Een adres buiten de site moet met https:// beginnen."
TARGET_SELF = "Een doorverwijzing kan niet naar zichzelf wijzen."
STATUS_CHOICE = "Kies 301 (permanent) of 302 (tijdelijk)."
TOO_LONG = "Mag maximaal {limit} tekens lang zijn."

DEFAULT_LIMIT = 50
MAX_LIMIT = 200
SORTS = {
    "path": (Redirect.path,),
    "target": (Redirect.target, Redirect.path),
    "status": (Redirect.status, Redirect.path),
    "created_at": (Redirect.created_at, Redirect.id),
    "updated_at": (Redirect.updated_at, Redirect.id),
}
DEFAULT_SORT = "-created_at"
SORT_CHOICE = "Kies uit: " + ", ".join(f"{key}, -{key}" for key in SORTS) + "."


def normalise_path(raw: str) -> str:
    """An old path as the site looks it up: percent-decoded (a 404 miss is reported as
    the browser's encoded URL, pages are asked for decoded), without a trailing slash."""
    path = "/" + unquote(raw.strip()).lstrip("/")
    return path.rstrip("/") or "/"


def _reserved(path: str) -> bool:
    lowered = path.lower()
    return any(
        lowered == prefix or lowered.startswith(prefix + "/") for prefix in RESERVED_PREFIXES
    )


def read_old_path(errors: Errors, value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        errors.add("path", REQUIRED)
        return ""
    if problem := text_problem(value):
        errors.add("path", problem)
        return ""
    raw = value.strip()
    path = normalise_path(raw)
    if (
        not raw.startswith("/")
        or "?" in raw
        or "#" in raw
        or "//" in path
        or UNSAFE_PATH.search(path)
        or text_problem(path)
    ):
        errors.add("path", PATH_SHAPE)
        return ""
    if len(path) > MAX_PATH_LENGTH:
        errors.add("path", TOO_LONG.format(limit=MAX_PATH_LENGTH))
        return ""
    if _reserved(path):
        errors.add("path", PATH_RESERVED)
        return ""
    return path


def target_path(target: str) -> str | None:
    """The site path a target leads to (normalised like old paths), None for an
    absolute URL."""
    if not target.startswith("/"):
        return None
    return normalise_path(target.split("?", 1)[0].split("#", 1)[0])


def read_target(errors: Errors, value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        errors.add("target", REQUIRED)
        return ""
    target = value.strip()
    if problem := text_problem(target):
        errors.add("target", problem)
        return ""
    if len(target) > MAX_TARGET_LENGTH:
        errors.add("target", TOO_LONG.format(limit=MAX_TARGET_LENGTH))
        return ""
    if re.search(r"\s", target):
        errors.add("target", TARGET_SHAPE)
        return ""
    if target.startswith("/"):
        # '//host' and '/\host' would leave the site: browsers read them as another host.
        if target.startswith("//") or "\\" in target:
            errors.add("target", TARGET_SHAPE)
            return ""
        return target
    scheme = target.split(":", 1)[0].lower() if ":" in target else ""
    if scheme == "http":
        errors.add("target", TARGET_HTTPS)
        return ""
    if scheme != "https":
        errors.add("target", TARGET_SHAPE)
        return ""
    try:
        parts = urlsplit(target)
        host = parts.hostname
    except ValueError:
        host = None
        parts = None
    if not host or parts is None or parts.username is not None or "." not in host:
        errors.add("target", TARGET_SHAPE)
        return ""
    return target


def read_status(errors: Errors, value: object) -> int:
    if value is None:
        return DEFAULT_STATUS
    try:
        status = parse_integer(value)
    except NumberError:
        status = None
    if status not in STATUSES:
        errors.add("status", STATUS_CHOICE)
        return DEFAULT_STATUS
    return status


def read_redirect(data: dict, *, previous: Redirect | None = None) -> dict:
    """The checked fields of a create (all of them) or a change (those sent; the rest
    stays as `previous` has it). Raises 422 with every problem."""
    errors = Errors()
    unknown = sorted(set(data) - {"path", "target", "status", "id", "created_at", "updated_at"})
    for key in unknown:
        errors.add(key, "Onbekend veld.")
    fields: dict = {}
    if previous is None or "path" in data:
        fields["path"] = read_old_path(errors, data.get("path"))
    if previous is None or "target" in data:
        fields["target"] = read_target(errors, data.get("target"))
    if previous is None or "status" in data:
        fields["status"] = read_status(errors, data.get("status"))
    path = fields.get("path", previous.path if previous else "")
    target = fields.get("target", previous.target if previous else "")
    if path and target and target_path(target) == path:
        errors.add("target", TARGET_SELF)
    if errors:
        raise Invalid(errors.messages)
    return fields


@dataclass(frozen=True)
class ListQuery:
    page: int
    limit: int
    sort: str
    q: str
    status: int | None


def _positive(errors: Errors, params, key: str, default: int, maximum: int) -> int:
    raw = params.get(key)
    if raw is None or raw == "":
        return default
    try:
        return parse_integer(raw, minimum=1, maximum=maximum)
    except NumberError:
        errors.add(key, f"Geef een geheel getal van 1 tot en met {maximum}.")
        return default


def read_list_query(params) -> ListQuery:
    """`?page=` (from 1), `?limit=` (1..200, default 50), `?sort=` (a column, '-' for
    descending), `?q=` (text in the old path or the target), `?status=` (301 or 302)."""
    errors = Errors()
    page = _positive(errors, params, "page", 1, 10**6)
    limit = _positive(errors, params, "limit", DEFAULT_LIMIT, MAX_LIMIT)
    sort = params.get("sort") or DEFAULT_SORT
    if sort.lstrip("-") not in SORTS or sort.count("-") > 1:
        errors.add("sort", SORT_CHOICE)
        sort = DEFAULT_SORT
    q = (params.get("q") or "").strip()
    if len(q) > 200:
        errors.add("q", TOO_LONG.format(limit=200))
    elif text_problem(q):
        errors.add("q", text_problem(q))
    status = None
    if params.get("status"):
        status = read_status(errors, params.get("status"))
    if errors:
        raise Invalid(errors.messages)
    return ListQuery(page=page, limit=limit, sort=sort, q=q, status=status)


def redirect_view(row: Redirect) -> dict:
    return {
        "id": row.id,
        "path": row.path,
        "target": row.target,
        "status": row.status,
        "created_at": row.created_at.isoformat(),
        "updated_at": row.updated_at.isoformat(),
    }
