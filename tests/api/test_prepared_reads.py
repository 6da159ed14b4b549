"""Prebuilt reads on the DBAPI cursor (api/database.PreparedRead), SQLite and PostgreSQL:
the rows SQLAlchemy would give (typed columns processed the same), IN lists of any
length, and errors wrapped and the connection invalidated as SQLAlchemy does."""

from __future__ import annotations

import pytest
import sqlalchemy as sa
from sqlalchemy import exc

from api.database import PreparedRead, session_scope
from api.pages.models import Page
from api.unavailable import is_unavailable

_page = Page.__table__
_COLUMNS = (
    _page.c.id,
    _page.c.path,
    _page.c.components,
    _page.c.custom_fields,
    _page.c.noindex,
    _page.c.updated_at,
    _page.c.published_at,
)
BY_PATHS = sa.select(*_COLUMNS).where(
    _page.c.project_id == sa.bindparam("project_id"),
    _page.c.path.in_(sa.bindparam("paths", expanding=True)),
)
BY_PATHS_READ = PreparedRead(BY_PATHS.order_by(_page.c.path))


def sqlalchemy_rows(session, project_id: int, paths: list[str]) -> list[tuple]:
    statement = BY_PATHS.order_by(_page.c.path)
    result = session.connection().execute(statement, {"project_id": project_id, "paths": paths})
    return [tuple(row) for row in result]


@pytest.mark.parametrize(
    "paths",
    [["/"], ["/", "/contact"], ["/contact", "/", "/over-ons", "/bestaat-niet"], ["/niets"], []],
)
def test_rows_are_what_sqlalchemy_reads(engine, sites, paths):
    with session_scope(engine) as session:
        rows = BY_PATHS_READ.all(session, project_id=sites.demo, paths=paths)
        expected = sqlalchemy_rows(session, sites.demo, paths)
    assert [tuple(row) for row in rows] == expected
    for row, values in zip(rows, expected, strict=True):
        assert [type(value) for value in row] == [type(value) for value in values]
        assert row.path == values[1] and row._mapping["components"] == values[2]


def test_first_and_scalar(engine, sites):
    count = PreparedRead(
        sa.select(sa.func.count()).where(_page.c.project_id == sa.bindparam("project_id"))
    )
    with session_scope(engine) as session:
        found = BY_PATHS_READ.first(session, project_id=sites.demo, paths=["/contact"])
        missing = BY_PATHS_READ.first(session, project_id=sites.demo, paths=["/niets"])
        total = count.scalar(session, project_id=sites.demo)
        expected = session.connection().execute(
            sa.select(sa.func.count()).where(_page.c.project_id == sites.demo)
        )
        assert total == expected.scalar_one() > 1
    assert found.path == "/contact" and found.noindex is False
    assert missing is None


def test_a_text_read_names_its_columns(engine, sites):
    read = PreparedRead(sa.text("SELECT path AS where_to, id FROM page ORDER BY path"))
    with session_scope(engine) as session:
        rows = read.all(session)
    assert rows[0].where_to == "/" and rows[0]._mapping == {"where_to": "/", "id": rows[0].id}


def test_cursor_listeners_see_every_statement(engine, sites):
    seen = []

    def count(_connection, _cursor, statement, *_args):
        seen.append(statement)

    sa.event.listen(engine, "before_cursor_execute", count)
    try:
        with session_scope(engine) as session:
            rows = BY_PATHS_READ.all(session, project_id=sites.demo, paths=["/", "/contact"])
    finally:
        sa.event.remove(engine, "before_cursor_execute", count)
    assert [row.path for row in rows] == ["/", "/contact"]
    assert len(seen) == 1


def test_an_error_is_wrapped_as_sqlalchemy_wraps_it(engine, sites):
    missing = PreparedRead(sa.text("SELECT id FROM no_such_table"))
    with session_scope(engine) as session, pytest.raises(exc.DBAPIError) as raised:
        missing.all(session)
    assert isinstance(raised.value, exc.ProgrammingError | exc.OperationalError)
    assert isinstance(raised.value.orig, engine.dialect.loaded_dbapi.Error)
    assert "no_such_table" in raised.value.statement


def test_a_connection_the_server_closed_is_invalidated_and_unavailable(engine, sites):
    if engine.dialect.name != "postgresql":
        pytest.skip("a server that closes a connection is PostgreSQL's")
    with session_scope(engine) as session:
        connection = session.connection()
        pid = connection.exec_driver_sql("SELECT pg_backend_pid()").scalar()
        with engine.connect() as admin:
            admin.exec_driver_sql(f"SELECT pg_terminate_backend({int(pid)})")
        with pytest.raises(exc.DBAPIError) as raised:
            BY_PATHS_READ.all(session, project_id=sites.demo, paths=["/"])
        session.rollback()
    assert raised.value.connection_invalidated
    assert is_unavailable(raised.value)
    with session_scope(engine) as session:  # the pool hands out a working connection
        assert BY_PATHS_READ.first(session, project_id=sites.demo, paths=["/"]).path == "/"
