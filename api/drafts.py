"""Drafts beside the published state of every document an owner edits (page, reusable
template, menu, form, the project's site-wide settings): docs/publishing.md.

A document row keeps its published state in its own columns, the ones visitors read.
The owner's unpublished content sits in the row's `draft` column as `{column: value}`
for the kind's content columns, so one row version guards draft and live alike (an
owner write based on an older version is refused, whichever state it touched).
`published_version` is the row version its live columns were published at and
`published_at` when; both are None for a document created by an owner and never
published, which visitors never see.

Each domain describes its documents as a `DocumentKind`; the publishing use cases
(api/releases) work on any kind through it, so this module imports no domain.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from types import SimpleNamespace
from typing import Any

from sqlmodel import Session, select

from api.cache import Change
from api.domain_errors import Invalid, NotFound

# `?state=` of an owner GET: the draft (default) or the live state.
STATES = ("draft", "published")
BAD_STATE = "Kies 'draft' of 'published'."
NOT_PUBLISHED = "Dit document is nog niet gepubliceerd."


@dataclass(frozen=True)
class DocumentKind:
    """How the publishing use cases reach one kind of document of a domain."""

    # 'page', 'menu', 'form', 'template' or 'settings'.
    name: str
    # The columns that make up its content (what a draft holds and a revision keeps).
    columns: tuple[str, ...]
    # The row of document `document` (the page id or the key, as text) of a project,
    # locked for the publication when the database can; None when there is none.
    find: Callable[[Session, int, str], Any]
    # The document id of a row, as text.
    document_id: Callable[[Any], str]
    # Every row of a project with a draft.
    drafted: Callable[[Session, int], list]
    # Every row of a project.
    rows: Callable[[Session, int], list]
    # Why the content cannot go live: {field: [message]}, empty when it can.
    blockers: Callable[[Session, int, Any, dict], dict]
    # The caches a publication made stale, given the row as published and its live
    # content before (None when it was not live).
    change: Callable[[int, Any, dict | None], Change]
    # The owner's view of a row as it stands (a working copy shows the draft).
    view: Callable[[Any], dict]
    # What the owner reads when the document does not exist.
    missing: str


def content_of(row: Any, columns: tuple[str, ...]) -> dict:
    """The live content of a row: its content columns, deep-copied."""
    return {column: copy.deepcopy(getattr(row, column)) for column in columns}


def draft_of(row: Any, columns: tuple[str, ...]) -> dict:
    """What the owner works on: the draft where there is one, else the live content."""
    live = content_of(row, columns)
    if row.draft is None:
        return live
    return {**live, **{key: copy.deepcopy(row.draft[key]) for key in columns if key in row.draft}}


def working_copy(row: Any, columns: tuple[str, ...]) -> Any:
    """A detached copy of `row` with its draft applied, for views and checks; writing
    it changes nothing stored."""
    values = {column: getattr(row, column) for column in type(row).model_fields}
    values.update(draft_of(row, columns))
    return type(row)(**values)


def is_live(row: Any) -> bool:
    return row.published_at is not None


def has_unpublished_changes(row: Any) -> bool:
    return row.draft is not None or not is_live(row)


def publishing_state(row: Any) -> dict:
    """The keys every owner view of a document carries beside its content."""
    return {
        "published_version": row.published_version,
        "has_unpublished_changes": has_unpublished_changes(row),
    }


def save_draft(row: Any, columns: tuple[str, ...], content: dict) -> None:
    """Stores `content` (the kind's columns, complete) as the row's draft; a draft equal
    to the live content of a published row is no draft at all."""
    content = {column: content[column] for column in columns}
    if is_live(row) and content == content_of(row, columns):
        row.draft = None
    else:
        row.draft = content


def new_document(row: Any, columns: tuple[str, ...]) -> None:
    """Marks a row an owner just created as never published: its content is its draft."""
    row.published_at = None
    row.published_version = None
    row.draft = content_of(row, columns)


def discard(row: Any) -> None:
    row.draft = None


def go_live(row: Any, columns: tuple[str, ...], content: dict, now: datetime) -> None:
    """Makes `content` the row's live state (the flush that follows raises its version
    by one, the version recorded as published); a draft equal to it is used up."""
    for column in columns:
        setattr(row, column, copy.deepcopy(content[column]))
    if row.draft is not None and {c: row.draft.get(c) for c in columns} == content:
        row.draft = None
    row.published_at = now
    row.published_version = row.version + 1
    if hasattr(row, "updated_at"):
        row.updated_at = now


def unpublish(row: Any, columns: tuple[str, ...]) -> None:
    """Takes a document off the site (reverting its first publication): what was live
    stays as its draft unless it has one."""
    if row.draft is None:
        row.draft = content_of(row, columns)
    row.published_at = None
    row.published_version = None


def read_state(value: str | None) -> str:
    """The `state` query parameter of an owner GET; raises ValueError when unknown."""
    state = value or "draft"
    if state not in STATES:
        raise ValueError(BAD_STATE)
    return state


def drafted_rows(session: Session, model: Any, project_id: int) -> list:
    """The rows of `model` of a project that have a draft (never-published ones too)."""
    statement = select(model).where(model.project_id == project_id, model.draft.is_not(None))
    return list(session.exec(statement).all())


def no_blockers(session: Session, project_id: int, row: Any, content: dict) -> dict:
    return {}


def document_view(
    row: Any, columns: tuple[str, ...], view: Callable[[Any], dict], state: str = "draft"
) -> dict:
    """The owner's view of a document: its draft (or, with state 'published', its live
    state) with `published_version` and `has_unpublished_changes`."""
    if state == "published":
        if not is_live(row):
            raise NotFound(NOT_PUBLISHED)
        shown = row
    else:
        shown = working_copy(row, columns)
    return {**view(shown), **publishing_state(row)}


def state_of(query: dict | Any) -> str:
    """The `state` query parameter of an owner GET, refused when unknown."""
    try:
        return read_state(query.get("state"))
    except ValueError as error:
        raise Invalid({"state": [str(error)]}) from None


# Previews (docs/publishing.md, Preview) ----------------------------------------------
#
# A unit of work that renders a preview is marked on its session; each domain's read
# door then answers every document as its draft (documents never published included).
# The doors are the only readers of this mark: it decides in one place per domain
# which state visitors get.
PREVIEW_KEY = "preview_drafts"


def start_preview(session: Session) -> None:
    session.info[PREVIEW_KEY] = True


def previewing(session: Session) -> bool:
    return bool(session.info.get(PREVIEW_KEY))


def with_draft(row: Any, columns: tuple[str, ...]) -> SimpleNamespace:
    """A door's row (selected with its `draft`) as its draft shows it: an object that
    reads like the row (`row.path`, `row.components`)."""
    values = dict(row._mapping)
    draft = values.pop("draft", None)
    if isinstance(draft, dict):
        values.update({key: draft[key] for key in columns if key in draft and key in values})
    return SimpleNamespace(**values)
