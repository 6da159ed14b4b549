"""The pages domain's door: what visitors read of pages and reusable templates.

Only published documents: a row whose `published_at` is NULL was never published and
does not exist for visitors (`_published`, the one place that decides it). Only the
live columns: the owner's `draft` is never selected, except in a preview (a session
marked by `api.drafts.start_preview`, docs/publishing.md), where every page and
template shows its draft and pages are found by their draft's path.

Trees come out in the current content schema (`_current`): a row stored at an older
version is migrated on the way out (docs/content-migrations.md).

The statements are Core selects with bind parameters, built once at import, selecting
just the columns a page bundle shows and run on the DBAPI cursor (`PreparedRead`),
returning plain rows (no ORM identity map or instance state): a bundle only reads. Rows read like the models (`row.path`,
`row.components`), so `template_view` takes them as they are. Stored content was
validated when it was written; nothing here checks or cleans it again.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from types import SimpleNamespace

import sqlalchemy as sa
from sqlalchemy.engine import Row
from sqlmodel import Session

from api.auth.passwords import verify_password
from api.catalogue.content_migrations import CURRENT_CONTENT_SCHEMA
from api.database import PreparedRead
from api.domain_errors import NotFound
from api.drafts import previewing, with_draft
from api.pages.models import PAGE_COLUMNS, TEMPLATE_COLUMNS, Page, ReusableTemplate
from api.pages.schemas import normalise_path, template_view
from api.pages.service import NOT_FOUND_PATH, PAGE_MISSING
from api.pages.trees import current_components

__all__ = [
    "NOT_FOUND_PATH",
    "PageRow",
    "indexable_pages",
    "normalise_path",
    "published_page_by_path",
    "published_pages_by_paths",
    "published_secured_components",
    "published_templates_by_keys",
    "template_view",
]

# A published page as visitors see it: id, path, post_title, seo_title,
# seo_description, custom_fields, breadcrumbs, components, password_hash, noindex.
PageRow = Row

_page = Page.__table__
_template = ReusableTemplate.__table__


def _published(table: sa.Table) -> sa.ColumnElement[bool]:
    """Visitors see a page or template once it was published."""
    return table.c.published_at.is_not(None)


_PAGE_COLUMNS = (
    _page.c.id,
    _page.c.path,
    _page.c.post_title,
    _page.c.seo_title,
    _page.c.seo_description,
    _page.c.custom_fields,
    _page.c.breadcrumbs,
    _page.c.components,
    _page.c.password_hash,
    _page.c.noindex,
    _page.c.content_schema,
)
_IN_PROJECT = (_page.c.project_id == sa.bindparam("project_id"), _published(_page))


def _stored_text(table: sa.Table) -> sa.Label:
    """The components as stored, as JSON text: what the bundle's facts of a tree (its
    references, shop blocks and images) are remembered by (`stored_components`). Only
    published reads select it: a preview's trees come from drafts."""
    return sa.cast(table.c.components, sa.Text).label("stored_components")


_PAGE = PreparedRead(
    sa.select(*_PAGE_COLUMNS, _stored_text(_page)).where(
        *_IN_PROJECT, _page.c.path == sa.bindparam("path")
    )
)
_PAGES = PreparedRead(
    sa.select(*_PAGE_COLUMNS, _stored_text(_page)).where(
        *_IN_PROJECT, _page.c.path.in_(sa.bindparam("paths", expanding=True))
    )
)
_SECURED = sa.select(
    _page.c.password_hash, _page.c.secured_components, _page.c.content_schema
).where(*_IN_PROJECT, _page.c.path == sa.bindparam("path"))
# What crawlers may index: no password page, no noindex page, not the 404 page nor
# anything below it.
_INDEXABLE = (
    sa.select(_page.c.path, _page.c.updated_at)
    .where(
        *_IN_PROJECT,
        _page.c.password_hash.is_(None),
        _page.c.path != NOT_FOUND_PATH,
        ~_page.c.path.startswith(NOT_FOUND_PATH + "/"),
        _page.c.noindex == sa.false(),
    )
    .order_by(_page.c.path)
)
_TEMPLATE_COLUMNS = (
    _template.c.id,
    _template.c.key,
    _template.c.title,
    _template.c.components,
    _template.c.content_schema,
)
_TEMPLATES = PreparedRead(
    sa.select(*_TEMPLATE_COLUMNS, _stored_text(_template))
    .where(
        _template.c.project_id == sa.bindparam("project_id"),
        _published(_template),
        _template.c.key.in_(sa.bindparam("keys", expanding=True)),
    )
    .order_by(_template.c.key)
)


# A preview: every page of the project with its draft (found by the draft's path) and
# the named templates with theirs, published or not.
_PREVIEW_PAGES = sa.select(*_PAGE_COLUMNS, _page.c.secured_components, _page.c.draft).where(
    _page.c.project_id == sa.bindparam("project_id")
)
_PREVIEW_TEMPLATES = (
    sa.select(*_TEMPLATE_COLUMNS, _template.c.draft)
    .where(
        _template.c.project_id == sa.bindparam("project_id"),
        _template.c.key.in_(sa.bindparam("keys", expanding=True)),
    )
    .order_by(_template.c.key)
)


def _current(row):
    """The row with its trees in the current content schema (itself when they are)."""
    if row is None or row.content_schema >= CURRENT_CONTENT_SCHEMA:
        return row
    values = dict(row._mapping) if hasattr(row, "_mapping") else dict(vars(row))
    for key in ("components", "secured_components"):
        if key in values:
            values[key] = current_components(row, key)
    values["content_schema"] = CURRENT_CONTENT_SCHEMA
    # The stored text is of the old schema: no fact may be remembered by it.
    values.pop("stored_components", None)
    return SimpleNamespace(**values)


def _all(session: Session, statement: PreparedRead, **params) -> list:
    return [_current(row) for row in statement.all(session, **params)]


def _preview_pages(session: Session, project_id: int) -> list:
    rows = session.connection().execute(_PREVIEW_PAGES, {"project_id": project_id})
    return [_current(with_draft(row, PAGE_COLUMNS)) for row in rows]


def published_page_by_path(session: Session, project_id: int, path: str) -> PageRow | None:
    """The page at `path` with the columns a bundle shows, or None."""
    if previewing(session):
        return next(
            (page for page in _preview_pages(session, project_id) if page.path == path), None
        )
    return _current(_PAGE.first(session, project_id=project_id, path=path))


def published_pages_by_paths(session: Session, project_id: int, paths: list[str]) -> list[PageRow]:
    if previewing(session):
        wanted = set(paths)
        return [page for page in _preview_pages(session, project_id) if page.path in wanted]
    return _all(session, _PAGES, project_id=project_id, paths=paths) if paths else []


def published_templates_by_keys(
    session: Session, project_id: int, keys: Iterable[str]
) -> list[Row]:
    """The named templates that exist (id, key, title, components), in key order."""
    keys = sorted(keys)
    if not keys:
        return []
    if previewing(session):
        rows = session.connection().execute(
            _PREVIEW_TEMPLATES, {"project_id": project_id, "keys": keys}
        )
        return [_current(with_draft(row, TEMPLATE_COLUMNS)) for row in rows]
    return _all(session, _TEMPLATES, project_id=project_id, keys=keys)


def indexable_pages(session: Session, project_id: int) -> list[tuple[str, datetime]]:
    """(path, last change) of every page a crawler may index, by path."""
    rows = session.connection().execute(_INDEXABLE, {"project_id": project_id})
    return [(row.path, row.updated_at) for row in rows]


def published_secured_components(
    session: Session, project_id: int, path: str, password: str
) -> list | None:
    """The secured components of the password page at `path`, or None for a wrong
    password; NotFound when there is no such page."""
    if previewing(session):
        page = published_page_by_path(session, project_id, path)
    else:
        found = session.connection().execute(_SECURED, {"project_id": project_id, "path": path})
        page = _current(found.first())
    if page is None or page.password_hash is None:
        raise NotFound({"page_id": [PAGE_MISSING]})
    return page.secured_components if verify_password(password, page.password_hash) else None
