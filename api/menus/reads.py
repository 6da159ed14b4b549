"""The menus domain's door: the menus visitors see, for the page bundle.

Only published menus: a row whose `published_at` is NULL was never published and does
not exist for visitors (`_PUBLISHED`, the one place that decides it). Only the live
columns: the owner's `draft` is never selected. A prebuilt Core select returning plain
rows, which `menu_view` takes as they are.
"""

from __future__ import annotations

from collections.abc import Iterable

import sqlalchemy as sa
from sqlalchemy.engine import Row
from sqlmodel import Session

from api.database import PreparedRead
from api.drafts import previewing, with_draft
from api.menus.models import MENU_COLUMNS, Menu
from api.menus.schemas import menu_view

__all__ = ["menu_view", "published_menus_by_keys"]

_menu = Menu.__table__
# Visitors see a menu once it was published.
_PUBLISHED = _menu.c.published_at.is_not(None)
# `c["items"]`: `c.items` is the column collection's own method.
_MENUS = PreparedRead(
    sa.select(_menu.c.id, _menu.c.key, _menu.c.title, _menu.c["items"])
    .where(
        _menu.c.project_id == sa.bindparam("project_id"),
        _PUBLISHED,
        _menu.c.key.in_(sa.bindparam("keys", expanding=True)),
    )
    .order_by(_menu.c.key)
)


# A preview (docs/publishing.md): the named menus as drafted, published or not.
_PREVIEW_MENUS = (
    sa.select(_menu.c.id, _menu.c.key, _menu.c.title, _menu.c["items"], _menu.c.draft)
    .where(
        _menu.c.project_id == sa.bindparam("project_id"),
        _menu.c.key.in_(sa.bindparam("keys", expanding=True)),
    )
    .order_by(_menu.c.key)
)


def published_menus_by_keys(session: Session, project_id: int, keys: Iterable[str]) -> list[Row]:
    """The named menus that exist (id, key, title, items), in key order; in a preview
    as drafted (api.drafts.start_preview)."""
    keys = sorted(keys)
    if not keys:
        return []
    params = {"project_id": project_id, "keys": keys}
    if previewing(session):
        rows = session.connection().execute(_PREVIEW_MENUS, params)
        return [with_draft(row, MENU_COLUMNS) for row in rows]
    return _MENUS.all(session, **params)
