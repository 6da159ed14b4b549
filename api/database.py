"""Engine and session factory for SQLite (embedded default) and PostgreSQL.

An SQLite file is only created when the caller asks for it (`create=True`: the
`migrate` and `load-demo` commands): an engine on a missing path fails with
`DatabaseMissing` instead of quietly starting on an empty database, and its
connections open the file read-write without creating it, so a file removed under a
running server makes requests fail (503) instead of writing into a new empty one.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar
from urllib.parse import quote

import orjson
from sqlalchemy import event
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Engine, make_url
from sqlmodel import Session, create_engine
from starlette.concurrency import run_in_threadpool

T = TypeVar("T")


DEFAULT_BUSY_TIMEOUT_MS = 5000
# A PostgreSQL server that does not answer fails the request instead of hanging it.
CONNECT_TIMEOUT_SECONDS = 5


class DatabaseMissing(Exception):
    """The SQLite file of the database URL does not exist (and was not to be created)."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"De database {path} bestaat niet.")
        self.path = path


def sqlite_path(url: str) -> Path | None:
    """The file of an SQLite URL; None for other databases and in-memory SQLite."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return Path(parsed.database)


def json_loads(text: str | bytes):
    """JSON columns as read: orjson (a few times faster on page components); what it
    refuses but the standard library reads (NaN, integers beyond 64 bits) still reads."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return json.loads(text)


def create_database_engine(
    url: str, *, create: bool = False, busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS
) -> Engine:
    """An engine for `url`. With SQLite, `busy_timeout_ms` is how long a write waits for
    another connection's write lock before failing with 'database is locked'."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return create_engine(
            url,
            pool_pre_ping=True,
            pool_size=10,
            max_overflow=10,
            connect_args={"connect_timeout": CONNECT_TIMEOUT_SECONDS},
            json_deserializer=json_loads,
        )
    path = sqlite_path(url)
    if path is None:
        engine = create_engine(
            url, connect_args={"check_same_thread": False}, json_deserializer=json_loads
        )
    else:
        if create:
            path.parent.mkdir(parents=True, exist_ok=True)
        elif not path.exists():
            raise DatabaseMissing(path)
        mode = "rwc" if create else "rw"
        target = f"file:{quote(path.resolve().as_posix())}?mode={mode}"

        def connect() -> sqlite3.Connection:
            return sqlite3.connect(target, uri=True, check_same_thread=False)

        engine = create_engine(url, creator=connect, json_deserializer=json_loads)

    @event.listens_for(engine, "connect")
    def _sqlite_pragmas(dbapi_connection, _record):  # pragma: no cover - driver hook
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
        cursor.close()

    return engine


@contextmanager
def session_scope(engine: Engine) -> Iterator[Session]:
    """One unit of work: commits on success, rolls back on any error."""
    session = Session(engine, expire_on_commit=False)
    try:
        yield session
        session.commit()
    except BaseException:
        session.rollback()
        raise
    finally:
        session.close()


async def run_in_session(engine: Engine, work: Callable[..., T], *args, **kwargs) -> T:
    """Runs `work(session, *args)` as one unit of work on a worker thread.

    Database drivers block, so request handlers hand their service calls here
    instead of running them on the event loop.
    """

    def unit() -> T:
        with session_scope(engine) as session:
            return work(session, *args, **kwargs)

    return await run_in_threadpool(unit)


def upsert_insert(session: Session):
    """The session's dialect's INSERT, the one with ON CONFLICT DO UPDATE / NOTHING:
    PostgreSQL's or SQLite's (the two engines this product runs on)."""
    return pg_insert if session.connection().dialect.name == "postgresql" else sqlite_insert
