"""What a round trip must keep: every row of every table and every stored file."""

from __future__ import annotations

from pathlib import Path

import sqlalchemy as sa
from sqlalchemy.engine import Engine
from sqlmodel import SQLModel


def table_rows(engine: Engine) -> dict[str, list[tuple]]:
    """Every table's rows in key order, the migration revision and, on PostgreSQL,
    where every sequence stands."""
    snapshot: dict[str, list[tuple]] = {}
    with engine.connect() as connection:
        for name, table in SQLModel.metadata.tables.items():
            ordered = sa.select(table).order_by(*table.primary_key.columns)
            snapshot[name] = [tuple(row) for row in connection.execute(ordered)]
        snapshot["alembic_version"] = [
            tuple(row) for row in connection.execute(sa.text("SELECT * FROM alembic_version"))
        ]
        if connection.dialect.name == "postgresql":
            sequences = "SELECT sequencename, last_value FROM pg_sequences ORDER BY 1"
            snapshot["sequences"] = [tuple(row) for row in connection.execute(sa.text(sequences))]
    return snapshot


def wipe(engine: Engine) -> None:
    """Drops every table, the migration revision's included."""
    with engine.begin() as connection:
        SQLModel.metadata.drop_all(connection)
        connection.execute(sa.text("DROP TABLE alembic_version"))


def tree(root: Path) -> dict[str, bytes]:
    return {
        path.relative_to(root).as_posix(): path.read_bytes()
        for path in sorted(root.rglob("*"))
        if path.is_file()
    }
