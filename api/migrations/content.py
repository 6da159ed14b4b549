"""Rewriting stored component trees to the current content schema: the data side of
a deploy, `python -m api migrate-content` (docs/content-migrations.md).

Every page, reusable template and revision stored below CURRENT_CONTENT_SCHEMA is read
in batches (by id, each batch its own transaction, so SQLite holds its write lock only
briefly), its trees migrated with api.catalogue.content_migrations, and written back
with the current version. The update names the version it read (and, for pages and
templates, the row version), so a row an owner changed in the meantime is left alone:
that write brought it to the current version already (api/pages/trees.py). The row
version and `updated_at` stay as they are: readers got the same migrated trees before
(migration on read), so nothing a visitor or an editor sees changes, and caches stay
valid. Running it again finds nothing to do.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import sqlalchemy as sa
from sqlalchemy.engine import Engine, Row

from api.catalogue.content_migrations import (
    CURRENT_CONTENT_SCHEMA,
    ContentSchemaError,
    migrate_components,
    migrate_content,
)
from api.pages.models import Page, ReusableTemplate
from api.releases.models import Revision

BATCH_SIZE = 500


def _trees(*columns: str) -> Callable[[Row], dict]:
    """New values of a page's or template's tree columns and draft."""

    def rewrite(row: Row) -> dict:
        version = row.content_schema
        values = {column: migrate_components(getattr(row, column), version) for column in columns}
        if isinstance(row.draft, dict):
            values["draft"] = migrate_content(row.draft, version)
        return values

    return rewrite


def _revision(row: Row) -> dict:
    return {"content": migrate_content(row.content, row.content_schema)}


@dataclass(frozen=True)
class _Stored:
    name: str
    table: sa.Table
    columns: tuple[str, ...]
    rewrite: Callable[[Row], dict]
    # Whether rows carry a row version an owner's write raises.
    versioned: bool


STORED = (
    _Stored(
        "page",
        Page.__table__,
        ("components", "secured_components", "draft"),
        _trees("components", "secured_components"),
        versioned=True,
    ),
    _Stored(
        "reusable_template",
        ReusableTemplate.__table__,
        ("components", "draft"),
        _trees("components"),
        versioned=True,
    ),
    _Stored("revision", Revision.__table__, ("content",), _revision, versioned=False),
)


@dataclass
class TableReport:
    rewritten: int = 0
    # Changed by someone else between the read and the write (current already).
    skipped: int = 0
    # Ids of rows whose version cannot be migrated from (see ContentSchemaError).
    failed: list[int] = field(default_factory=list)


def migrate_stored_content(engine: Engine, batch_size: int = BATCH_SIZE) -> dict[str, TableReport]:
    """Rewrites every stored row below the current content schema; per table what
    happened."""
    return {stored.name: _migrate_table(engine, stored, batch_size) for stored in STORED}


def _migrate_table(engine: Engine, stored: _Stored, batch_size: int) -> TableReport:
    table = stored.table
    guard = [table.c.id, table.c.content_schema]
    if stored.versioned:
        guard.append(table.c.version)
    select = (
        sa.select(*guard, *(table.c[column] for column in stored.columns))
        .where(
            table.c.content_schema < CURRENT_CONTENT_SCHEMA,
            table.c.id > sa.bindparam("after"),
        )
        .order_by(table.c.id)
        .limit(batch_size)
    )
    report = TableReport()
    after = 0
    while True:
        with engine.begin() as connection:
            rows = connection.execute(select, {"after": after}).all()
            for row in rows:
                try:
                    values = stored.rewrite(row)
                except ContentSchemaError:
                    report.failed.append(row.id)
                    continue
                matched = connection.execute(
                    sa.update(table)
                    .where(*(column == getattr(row, column.key) for column in guard))
                    .values(**values, content_schema=CURRENT_CONTENT_SCHEMA)
                ).rowcount
                if matched == 1:
                    report.rewritten += 1
                else:
                    report.skipped += 1
        if len(rows) < batch_size:
            return report
        after = rows[-1].id
