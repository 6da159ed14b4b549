"""The reads of a page bundle: one statement per table, built once.

A bundle only reads, so these are Core statements with bind parameters, prepared at
import (no statement building or cache-key work per request), selecting just the
columns a bundle shows, and returning plain rows (no ORM identity map or instance
state). Rows read like the models (`row.key`, `row.components`), so the domains'
view functions take them as they are. Stored content was validated when it was
written; nothing here checks or cleans it again.
"""

from __future__ import annotations

from collections.abc import Iterable

import sqlalchemy as sa
from sqlalchemy.engine import Row
from sqlmodel import Session

from api.forms.models import Form
from api.menus.models import Menu
from api.pages.models import Page, ReusableTemplate
from api.projects.models import Project

_page = Page.__table__
_project = Project.__table__
_menu = Menu.__table__
_form = Form.__table__
_template = ReusableTemplate.__table__

_PAGE_COLUMNS = (
    _page.c.id,
    _page.c.path,
    _page.c.post_title,
    _page.c.seo_title,
    _page.c.seo_description,
    _page.c.custom_fields,
    _page.c.breadcrumbs,
    _page.c.components,
    # The version of `components` (api/pages/trees.py: current_components).
    _page.c.content_schema,
    _page.c.password_hash,
    _page.c.noindex,
)
_PROJECT = sa.select(
    _project.c.id,
    _project.c.title,
    _project.c.domain_live,
    _project.c.logo,
    _project.c.translations,
    _project.c.modules,
    _project.c.styles,
    _project.c.cookie_consent,
    _project.c.global_fields,
).where(_project.c.id == sa.bindparam("project_id"))
_PAGE = sa.select(*_PAGE_COLUMNS).where(
    _page.c.project_id == sa.bindparam("project_id"), _page.c.path == sa.bindparam("path")
)
_PAGES = sa.select(*_PAGE_COLUMNS).where(
    _page.c.project_id == sa.bindparam("project_id"),
    _page.c.path.in_(sa.bindparam("paths", expanding=True)),
)


def _keyed(table: sa.Table, *columns: sa.Column) -> sa.Select:
    """Rows of `table` in a project by key, in key order."""
    return (
        sa.select(table.c.id, table.c.key, *columns)
        .where(
            table.c.project_id == sa.bindparam("project_id"),
            table.c.key.in_(sa.bindparam("keys", expanding=True)),
        )
        .order_by(table.c.key)
    )


# `c["items"]`: `c.items` is the column collection's own method.
_MENUS = _keyed(_menu, _menu.c.title, _menu.c["items"])
_FORMS = _keyed(
    _form,
    _form.c.title,
    _form.c.submit_title,
    _form.c.message,
    _form.c.redirection_url,
    _form.c["items"],
)
_TEMPLATES = _keyed(
    _template, _template.c.title, _template.c.components, _template.c.content_schema
)


def _all(session: Session, statement: sa.Select, **params) -> list[Row]:
    return list(session.connection().execute(statement, params))


def project(session: Session, project_id: int) -> Row | None:
    return session.connection().execute(_PROJECT, {"project_id": project_id}).first()


def page(session: Session, project_id: int, path: str) -> Row | None:
    return session.connection().execute(_PAGE, {"project_id": project_id, "path": path}).first()


def pages(session: Session, project_id: int, paths: list[str]) -> list[Row]:
    return _all(session, _PAGES, project_id=project_id, paths=paths) if paths else []


def menus(session: Session, project_id: int, keys: Iterable[str]) -> list[Row]:
    return _by_keys(session, _MENUS, project_id, keys)


def forms(session: Session, project_id: int, keys: Iterable[str]) -> list[Row]:
    return _by_keys(session, _FORMS, project_id, keys)


def templates(session: Session, project_id: int, keys: Iterable[str]) -> list[Row]:
    return _by_keys(session, _TEMPLATES, project_id, keys)


def _by_keys(session: Session, statement: sa.Select, project_id: int, keys) -> list[Row]:
    keys = sorted(keys)
    return _all(session, statement, project_id=project_id, keys=keys) if keys else []
