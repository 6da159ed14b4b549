"""The component trees of page and template rows, always in the current content schema.

A row records the content-schema version its trees were written with
(`content_schema`; docs/content-migrations.md). Whatever hands a row's trees to a
caller (owner views, site export, the visitor bundle, unlocking a password page) reads
them through `current_components(row, key)` and `current_draft(row)`, which migrate a
row stored at an older version on the way out and return a current row's trees as
they are. Rows may be models or Core rows; they need the `content_schema` column.

Writes bring the whole row to the current version: `keep_trees_current` (registered
for Page and ReusableTemplate in api/pages/models.py) runs before every flush and, for
each changed row stored at an older version, migrates the trees the change does not
replace (the others arrive in the current shape) and stamps the current version. A row
is thus never a mix of versions. Bulk statements bypass it; they set `content_schema`
themselves (site import: `read_page` / `read_template` fields).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import event, inspect
from sqlalchemy.orm import Session

from api.catalogue.content_migrations import (
    CURRENT_CONTENT_SCHEMA,
    TREE_KEYS,
    migrate_components,
    migrate_content,
)

DRAFT = "draft"


def _is_current(version: int | None) -> bool:
    # A version newer than this code (after a rollback) cannot be migrated back; such
    # trees are handed out as stored.
    return version is None or version >= CURRENT_CONTENT_SCHEMA


def current_components(row: Any, key: str = "components") -> list:
    """The row's tree `key` (`components` or `secured_components`) in the current
    content schema. Not a copy: callers must not change it."""
    stored = getattr(row, key)
    version = row.content_schema
    return stored if _is_current(version) else migrate_components(stored, version)


def current_draft(row: Any) -> dict | None:
    """The row's draft (None when there is none) with its trees in the current
    content schema; a draft shares the row's version."""
    draft = getattr(row, DRAFT, None)
    version = row.content_schema
    if not isinstance(draft, dict) or _is_current(version):
        return draft
    return migrate_content(draft, version)


def bring_to_current(row: Any) -> None:
    """Before a changed row is written: migrate each tree column (and the draft) the
    change leaves as stored, then stamp the current version. A tree assigned in this
    change is taken to be current already."""
    state = inspect(row)
    history = state.attrs.content_schema.history
    stored = history.deleted[0] if history.deleted else row.content_schema
    if _is_current(stored):
        return
    for key in (*TREE_KEYS, DRAFT):
        if key not in state.mapper.column_attrs or state.attrs[key].history.has_changes():
            continue
        value = getattr(row, key)
        if key == DRAFT:
            if isinstance(value, dict):
                setattr(row, key, migrate_content(value, stored))
        else:
            setattr(row, key, migrate_components(value, stored))
    row.content_schema = CURRENT_CONTENT_SCHEMA


def keep_trees_current(*models: type) -> None:
    """Registers `bring_to_current` for changed rows of `models` before every flush."""

    def before_flush(session: Session, _flush_context: object, _instances: object) -> None:
        for row in list(session.dirty):
            if isinstance(row, models) and session.is_modified(row):
                bring_to_current(row)

    event.listen(Session, "before_flush", before_flush)
