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
from collections import namedtuple
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


class ReadUnit:
    """A read-only unit of work on one plain connection, for the visitor's hottest read
    (the page bundle, `read_only`): what the read doors ask of a session, `connection()`,
    `execute()`, `info` (a preview's mark, api/drafts.py) and `get_bind()`, without the
    ORM session around it. An ORM session's begin, its `connection()` look-ups (one per
    statement), its commit with the session events and its close cost about 125 us of a
    page bundle's 0.8 ms build; a plain connection costs a fraction. Nothing is written
    through it: a door that needs more of a session than this fails loudly (and tests
    run every bundle through it)."""

    __slots__ = ("_connection", "info")

    def __init__(self, connection) -> None:
        self._connection = connection
        self.info: dict = {}

    def connection(self):
        return self._connection

    def execute(self, statement, params=None):
        return self._connection.execute(statement, params)

    def get_bind(self) -> Engine:
        return self._connection.engine


@contextmanager
def read_scope(engine: Engine) -> Iterator[ReadUnit]:
    """A read-only unit of work: one connection, rolled back when it is returned."""
    with engine.connect() as connection:
        yield ReadUnit(connection)


async def run_read_only(engine: Engine, work: Callable[..., T], *args, **kwargs) -> T:
    """Runs `work(unit, *args)` in a read-only unit of work (`ReadUnit`) on a worker
    thread: for reads that write nothing and need no more of a session than it has."""

    def unit() -> T:
        with read_scope(engine) as reader:
            return work(reader, *args, **kwargs)

    return await run_in_threadpool(unit)


def upsert_insert(session: Session):
    """The session's dialect's INSERT, the one with ON CONFLICT DO UPDATE / NOTHING:
    PostgreSQL's or SQLite's (the two engines this product runs on)."""
    return pg_insert if session.connection().dialect.name == "postgresql" else sqlite_insert


# --- prebuilt reads on the DBAPI cursor --------------------------------------------------


def _row_class(names: tuple[str, ...]) -> type:
    """A named tuple of the selected columns that reads like SQLAlchemy's Row:
    `row.path`, `row[0]` and `row._mapping`."""
    base = namedtuple("ReadRow", names, rename=True)
    mapping = property(lambda row: dict(zip(names, row, strict=True)))
    return type("ReadRow", (base,), {"__slots__": (), "_mapping": mapping})


class _Form:
    """A prebuilt read compiled for one dialect: its SQL text per shape of the expanding
    (IN) parameters, the row class, and the result processors of its typed columns (the
    ones SQLAlchemy applies: JSON, booleans and timestamps on SQLite)."""

    def __init__(self, statement, dialect) -> None:
        self.compiled = statement.compile(dialect=dialect)
        binds = self.compiled.binds.values()
        # Parameters needing conversion before the driver sees them go through
        # SQLAlchemy (none of the prebuilt reads has one).
        self.direct = all(
            bind.type.dialect_impl(dialect).bind_processor(dialect) is None for bind in binds
        )
        self.expanding = tuple(bind.key for bind in binds if bind.expanding)
        self.positional = dialect.positional
        self.shapes: dict[tuple[int, ...], tuple[str, tuple[str, ...] | None]] = {}
        columns = getattr(statement, "selected_columns", None)
        self.types = [column.type for column in columns] if columns is not None else None
        self.names = tuple(columns.keys()) if columns is not None else None
        self.row_class = _row_class(self.names) if self.names else None
        self.processors: list[tuple[int, Callable]] | None = None
        self.dialect = dialect

    def flat(self, params: dict) -> dict:
        """The parameters as the expanded statement names them (`keys_1`, `keys_2`...)."""
        if not self.expanding:
            return params
        flat = {}
        for name, value in params.items():
            if name in self.expanding:
                for index, item in enumerate(value, 1):
                    flat[f"{name}_{index}"] = item
            else:
                flat[name] = value
        return flat

    def shape(self, params: dict) -> tuple[str, tuple[str, ...] | None] | None:
        """(SQL, parameter order for positional drivers) for these parameters' list
        lengths; None when SQLAlchemy must run it (an empty list renders differently)."""
        lengths = tuple(len(params[name]) for name in self.expanding)
        found = self.shapes.get(lengths)
        if found is None:
            if 0 in lengths:
                return None
            expanded = self.compiled._process_parameters_for_postcompile(
                self.compiled.construct_params(params)
            )
            if dict(expanded.parameters) != self.flat(params):
                return None
            order = tuple(expanded.positiontup) if self.positional else None
            found = self.shapes[lengths] = (expanded.statement, order)
        return found

    def prepare_rows(self, description) -> None:
        if self.row_class is None:
            self.names = tuple(column[0] for column in description)
            self.row_class = _row_class(self.names)
        processors = []
        for index, type_ in enumerate(self.types or ()):
            impl = type_.dialect_impl(self.dialect)
            processor = impl.result_processor(self.dialect, description[index][1])
            if processor is not None:
                processors.append((index, processor))
        self.processors = processors


class PreparedRead:
    """A read built once at import (a Core select or text with bind parameters), run
    straight on the session's DBAPI cursor: SQLAlchemy's execute costs tens of
    microseconds a statement (execution context, parameter processing, result
    metadata), more than SQLite takes to run a bundle's small reads.

    What stays as SQLAlchemy does it: the statement text (compiled by the dialect, per
    length of each IN list), the result processors of typed columns (JSON through
    `json_loads`, booleans and timestamps on SQLite), the transaction (the session's
    connection), and errors (wrapped and the connection invalidated as SQLAlchemy
    does, so an unreachable database still answers 503). Rows are named tuples that
    read like SQLAlchemy's. When cursor events are listened to, or a parameter needs
    conversion, SQLAlchemy runs the statement as usual."""

    def __init__(self, statement) -> None:
        self.statement = statement
        self._forms: dict[object, _Form] = {}

    def _form(self, dialect) -> _Form:
        form = self._forms.get(dialect)
        if form is None:
            form = self._forms[dialect] = _Form(self.statement, dialect)
        return form

    def all(self, session: Session, **params) -> list:
        connection = session.connection()
        form = self._form(connection.dialect)
        shape = form.shape(params) if form.direct else None
        if shape is None or connection._has_events or connection.engine._has_events:
            return list(connection.execute(self.statement, params))
        sql, order = shape
        flat = form.flat(params)
        parameters = tuple(flat[name] for name in order) if order is not None else flat
        cursor = connection.connection.dbapi_connection.cursor()
        try:
            cursor.execute(sql, parameters)
            if form.processors is None:
                form.prepare_rows(cursor.description)
            found = cursor.fetchall()
        except BaseException as error:
            if isinstance(error, connection.dialect.loaded_dbapi.Error) or not isinstance(
                error, Exception
            ):
                connection._handle_dbapi_exception(error, sql, parameters, cursor, None)
            raise
        finally:
            cursor.close()
        make = form.row_class._make
        processors = form.processors
        if not processors:
            return [make(row) for row in found]
        rows = []
        for row in found:
            values = list(row)
            for index, processor in processors:
                values[index] = processor(values[index])
            rows.append(make(values))
        return rows

    def first(self, session: Session, **params):
        rows = self.all(session, **params)
        return rows[0] if rows else None

    def scalar(self, session: Session, **params):
        """The first column of the first row; None without rows."""
        rows = self.all(session, **params)
        return rows[0][0] if rows else None
