"""Carrying bundle-cache invalidations to every process that serves the same database.

Each API process keeps its own page-bundle cache, so a write in one process (or in
the command line) must reach the others. Three carriers, chosen by `broadcast_for`:

- Redis pub/sub on channel `bundle-changes`, when `REDIS_URL` is set;
- PostgreSQL LISTEN/NOTIFY on the same channel name, when the database is PostgreSQL;
- on SQLite, the `cache_change` table: a write appends a row and every process polls
  for new rows, cheaply, because it first asks `PRAGMA data_version` whether any other
  connection committed at all.

A listener that loses its connection cannot know what it missed, so it tells its
receiver `None` (drop everything) once it is back. While it is disconnected (and
before its first connection) it tells an optional `connected` callback False, True
once it listens again: a cache must not serve from memory meanwhile, because the
invalidations it misses would let it serve stale answers (docs/shared-state.md).
Publishing never fails the write that already committed: errors are logged.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

import psycopg
import redis
import sqlalchemy as sa
from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError

from api.cache.changes import Change
from api.cache.models import CacheChange

logger = logging.getLogger("api.cache.broadcast")

CHANNEL = "bundle-changes"
# How often an SQLite process looks for changes made by others, in seconds.
POLL_SECONDS = 0.2
# How long a listener waits before reconnecting after a failure.
RETRY_SECONDS = 1.0
# How often a quiet Redis subscription is checked with a PING.
HEALTH_CHECK_SECONDS = 2
# Rows the SQLite change log keeps; a process further behind drops its whole cache.
LOG_ROWS = 1000

Receiver = Callable[[Change | None], None]
Connected = Callable[[bool], None]
# What a carrier may fail with: its connection, or a payload it cannot read.
CARRIER_ERRORS = (SQLAlchemyError, redis.RedisError, psycopg.Error, OSError, ValueError, KeyError)


class Broadcast:
    """Publishes changes; `listen` runs a background thread handing others' changes
    (and the own ones) to a receiver until `close`."""

    def __init__(self) -> None:
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._connected: Connected | None = None

    def publish(self, change: Change) -> None:
        try:
            self._send(change.to_json())
        except CARRIER_ERRORS as error:  # a broken carrier must not fail a committed write
            logger.warning("Could not broadcast %s: %s", change, error)

    def listen(self, receive: Receiver, connected: Connected | None = None) -> None:
        ready = threading.Event()
        self._stop.clear()
        self._connected = connected
        self._thread = threading.Thread(
            target=self._run, args=(receive, ready), name=f"{type(self).__name__}", daemon=True
        )
        self._thread.start()
        # Serving starts once the listener runs, so no change after startup is missed.
        ready.wait(timeout=10)

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=10)
            self._thread = None

    def _run(self, receive: Receiver, ready: threading.Event) -> None:
        first = True
        while not self._stop.is_set():
            try:
                self._listen(receive, ready, missed=not first)
            except CARRIER_ERRORS as error:
                self._tell(False)
                logger.warning("Cache broadcast listener failed, retrying: %s", error)
            first = False
            ready.set()
            self._stop.wait(RETRY_SECONDS)

    def _up(self, ready: threading.Event) -> None:
        """The listener listens (again): serving from memory is safe from here on."""
        self._tell(True)
        ready.set()

    def _tell(self, connected: bool) -> None:
        if self._connected is not None:
            self._connected(connected)

    def _send(self, payload: str) -> None:
        raise NotImplementedError

    def _listen(self, receive: Receiver, ready: threading.Event, missed: bool) -> None:
        raise NotImplementedError


class NoBroadcast(Broadcast):
    """A single process on an in-memory database: nobody else to tell."""

    def _send(self, payload: str) -> None:
        pass

    def listen(self, receive: Receiver, connected: Connected | None = None) -> None:
        pass


def redis_channel(client: redis.Redis) -> str:
    """The channel of the Redis database the URL names: Redis's publish/subscribe spans
    all its databases, so deployments on one Redis server with their own database
    numbers would otherwise hear each other's changes. Database 0 keeps the plain name."""
    database = int(client.connection_pool.connection_kwargs.get("db") or 0)
    return CHANNEL if database == 0 else f"{CHANNEL}:{database}"


class RedisBroadcast(Broadcast):
    def __init__(self, url: str) -> None:
        super().__init__()
        # The health check PINGs a quiet subscription every few seconds, so a connection
        # the network dropped silently is noticed (and the caches bypassed) within
        # HEALTH_CHECK_SECONDS + the socket timeout, not only at the next change.
        self._redis = redis.Redis.from_url(
            url,
            socket_connect_timeout=2,
            socket_timeout=5,
            health_check_interval=HEALTH_CHECK_SECONDS,
        )
        self._channel = redis_channel(self._redis)

    def _send(self, payload: str) -> None:
        self._redis.publish(self._channel, payload)

    def _listen(self, receive: Receiver, ready: threading.Event, missed: bool) -> None:
        pubsub = self._redis.pubsub(ignore_subscribe_messages=True)
        try:
            pubsub.subscribe(self._channel)
            # The subscription is confirmed by the first message read.
            pubsub.get_message(timeout=2)
            if missed:
                receive(None)
            self._up(ready)
            while not self._stop.is_set():
                message = pubsub.get_message(timeout=1.0)
                if message and message["type"] == "message":
                    receive(Change.from_json(message["data"]))
        finally:
            pubsub.close()

    def close(self) -> None:
        super().close()
        self._redis.close()


class PostgresBroadcast(Broadcast):
    def __init__(self, engine: Engine) -> None:
        super().__init__()
        self.engine = engine

    def _send(self, payload: str) -> None:
        with self.engine.begin() as connection:
            connection.execute(
                sa.text("SELECT pg_notify(:channel, :payload)"),
                {"channel": CHANNEL, "payload": payload},
            )

    def _listen(self, receive: Receiver, ready: threading.Event, missed: bool) -> None:
        conninfo = self.engine.url.set(drivername="postgresql").render_as_string(
            hide_password=False
        )
        with psycopg.connect(conninfo, autocommit=True, connect_timeout=5) as connection:
            connection.execute(f'LISTEN "{CHANNEL}"')
            if missed:
                receive(None)
            self._up(ready)
            while not self._stop.is_set():
                for notice in connection.notifies(timeout=1.0):
                    receive(Change.from_json(notice.payload))


class TableBroadcast(Broadcast):
    def __init__(self, engine: Engine) -> None:
        super().__init__()
        self.engine = engine
        self._table = CacheChange.__table__

    def _send(self, payload: str) -> None:
        with self.engine.begin() as connection:
            result = connection.execute(self._table.insert().values(payload=payload))
            newest = result.inserted_primary_key[0]
            connection.execute(self._table.delete().where(self._table.c.id <= newest - LOG_ROWS))

    def _listen(self, receive: Receiver, ready: threading.Event, missed: bool) -> None:
        table = self._table
        with self.engine.connect() as connection:
            last = connection.execute(sa.select(sa.func.max(table.c.id))).scalar() or 0
            version = connection.exec_driver_sql("PRAGMA data_version").scalar()
            connection.rollback()
            if missed:
                receive(None)
            self._up(ready)
            while not self._stop.wait(POLL_SECONDS):
                current = connection.exec_driver_sql("PRAGMA data_version").scalar()
                if current == version:
                    connection.rollback()
                    continue
                version = current
                rows = connection.execute(
                    sa.select(table.c.id, table.c.payload)
                    .where(table.c.id > last)
                    .order_by(table.c.id)
                ).all()
                connection.rollback()
                if rows and rows[0].id > last + 1 and last:
                    receive(None)  # the log was pruned past what this process saw
                for row in rows:
                    receive(Change.from_json(row.payload))
                    last = row.id


def broadcast_for(redis_url: str, engine: Engine) -> Broadcast:
    if redis_url:
        return RedisBroadcast(redis_url)
    if engine.dialect.name == "postgresql":
        return PostgresBroadcast(engine)
    if engine.dialect.name == "sqlite" and engine.url.database not in (None, "", ":memory:"):
        return TableBroadcast(engine)
    return NoBroadcast()
