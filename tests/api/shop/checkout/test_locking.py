"""SQLite: `begin_write` takes the write lock before the first read, so a second
writer waits instead of reading the same stock; PostgreSQL locks the rows."""

from __future__ import annotations

import pytest
import sqlalchemy as sa
from sqlalchemy.exc import OperationalError
from sqlmodel import Session

from api.database import create_database_engine
from api.shop.checkout.locking import begin_write


def test_begin_write_serialises_sqlite_writers(engine):
    if engine.dialect.name != "sqlite":
        pytest.skip("PostgreSQL serialises with SELECT ... FOR UPDATE (test_concurrency.py)")
    impatient = create_database_engine(engine.url.render_as_string(), busy_timeout_ms=50)
    try:
        with Session(engine) as first, Session(impatient) as second:
            begin_write(first)
            first.execute(sa.text("SELECT count(*) FROM shop_product"))
            # A plain read of another connection still works (WAL readers never wait) ...
            second.execute(sa.text("SELECT count(*) FROM shop_product"))
            second.rollback()
            # ... but a second writer cannot even start while the first holds the lock.
            with pytest.raises(OperationalError, match="locked"):
                begin_write(second)
            second.rollback()
            first.rollback()
            begin_write(second)  # free again once the first ended
            second.rollback()
    finally:
        impatient.dispose()


def test_begin_write_is_a_no_op_inside_an_open_transaction(engine):
    with Session(engine) as session:
        begin_write(session)
        begin_write(session)
        session.execute(sa.text("SELECT 1"))
        session.rollback()
