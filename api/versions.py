"""Optimistic concurrency for owner writes: every editable row has a `version`.

SQLAlchemy's version counter makes each UPDATE of such a row
`UPDATE ... SET version = :v + 1 WHERE id = :id AND version = :v`; a row changed by
someone else in the meantime matches nothing and the write fails with StaleVersion,
the same on SQLite and PostgreSQL. Clients send the version they read as `If-Match`
(the ETag of the GET/PUT answer) or as `version` in the JSON body; without either the
write applies to whatever is stored (last writer wins, as before versions existed).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from sqlalchemy import Column, Integer
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm.exc import StaleDataError
from starlette.requests import Request

from api.domain_errors import Conflict, Invalid, NotFound, StaleVersion
from api.drafts import content_of, new_document, save_draft, working_copy
from api.numbers import NumberError, parse_integer

Row = TypeVar("Row")

BAD_VERSION = "Geef de versie als geheel getal groter dan 0."
# What the owner reads when someone else saved first, per kind of row.
STALE_PAGE = StaleVersion.MESSAGE
STALE_MENU = "Dit menu is intussen door iemand anders gewijzigd. Laad het menu opnieuw."
STALE_FORM = "Dit formulier is intussen door iemand anders gewijzigd. Laad het formulier opnieuw."
STALE_TEMPLATE = "Dit sjabloon is intussen door iemand anders gewijzigd. Laad het sjabloon opnieuw."
STALE_PROJECT = (
    "De projectinstellingen zijn intussen door iemand anders gewijzigd. Laad ze opnieuw."
)


def version_column() -> Column:
    """A fresh `version` column; use it as `sa_column` and as the mapper's version_id_col."""
    return Column("version", Integer, nullable=False, server_default="1")


def etag(version: int) -> dict[str, str]:
    return {"etag": f'"{version}"'}


def _parse(value: object) -> int:
    if not isinstance(value, (int, str)):
        raise Invalid({"version": [BAD_VERSION]})
    try:
        return parse_integer(value, minimum=1, maximum=2**31 - 1)
    except NumberError:
        raise Invalid({"version": [BAD_VERSION]}) from None


def expected_version(request: Request, data: dict | None = None) -> int | None:
    """The version the client based its write on: If-Match, else body `version`.

    Removes `version` from `data` so payload readers never see it.
    """
    body_version = data.pop("version", None) if data is not None else None
    header = request.headers.get("if-match", "").strip()
    if header and header != "*":
        # One entity tag: "3" or W/"3" (a list makes no sense for a single row).
        tag = header.removeprefix("W/").strip().strip('"')
        return _parse(tag)
    if body_version is not None:
        return _parse(body_version)
    return None


def check_version(stored: int, expected: int | None, message: str = STALE_PAGE) -> None:
    if expected is not None and stored != expected:
        raise StaleVersion(message)


def flush_versioned(session, message: str = STALE_PAGE) -> None:
    """Flushes pending writes; a row changed concurrently becomes StaleVersion."""
    try:
        session.flush()
    except StaleDataError:
        raise StaleVersion(message) from None


@dataclass(frozen=True)
class KeyedRowMessages:
    """What the owner reads about one kind of keyed row (menu, form, template)."""

    stale: str
    missing: str
    taken: str


def save_keyed_row(
    session,
    row: Row | None,
    new_row: Callable[[], Row],
    fill: Callable[[Row], None],
    expected: int | None,
    messages: KeyedRowMessages,
    columns: tuple[str, ...],
) -> tuple[Row, bool]:
    """Writes the owner's content into the draft of the stored `row` (at the `expected`
    version, when given) or creates a never-published one with `new_row`; tells whether
    it is new (docs/publishing.md). A concurrent create of the same key is a Conflict, a
    write based on an older version a StaleVersion."""
    if row is not None:
        check_version(row.version, expected, messages.stale)
    elif expected is not None:
        raise NotFound(messages.missing)
    created = row is None
    if created:
        target = new_row()
        fill(target)
        new_document(target, columns)
    else:
        target = row
        work = working_copy(row, columns)
        fill(work)
        save_draft(row, columns, content_of(work, columns))
    try:
        # Only the write runs in the savepoint: on SQLite a read there would pin a
        # snapshot that a concurrent writer makes stale ("database is locked").
        with session.begin_nested():
            session.add(target)
            flush_versioned(session, messages.stale)

    except IntegrityError:
        raise Conflict({"id": [messages.taken]}) from None
    return target, created
