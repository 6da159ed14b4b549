"""Write transactions that serialise with each other on both databases.

PostgreSQL locks rows (`SELECT ... FOR UPDATE`, statements built with
`with_for_update()`). SQLite has one writer at a time but starts transactions lazily
(DEFERRED): two checkouts could both read the same stock before either writes, and the
second would then fail to upgrade its lock. `begin_write` starts the transaction with
`BEGIN IMMEDIATE` instead, so the write lock is taken before the first read and the
second writer waits (up to the busy timeout) until the first commits.
"""

from __future__ import annotations

from sqlmodel import Session


def begin_write(session: Session) -> None:
    """Call first thing in a unit of work that reads and then writes locked rows."""
    connection = session.connection()
    if connection.dialect.name == "sqlite":
        dbapi = connection.connection.dbapi_connection
        if not dbapi.in_transaction:
            connection.exec_driver_sql("BEGIN IMMEDIATE")
