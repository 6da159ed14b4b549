"""Counts in the database (`shared_window`, `shared_attempts`), shared by every process
on it. Each step is one short transaction: a fixed window is one atomic upsert; an
attempt step first locks the key's row (an upsert that changes nothing, which holds
the row lock on PostgreSQL and the write lock on SQLite until the commit), then
writes what `steps.step` made of it, so concurrent guesses in any number of processes
are counted one after another."""

from __future__ import annotations

import threading
import time

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from api import window_counts
from api.counts.models import SharedAttempts, SharedWindow
from api.counts.steps import step, window_wait
from api.database import session_scope, upsert_insert

WINDOWS = SharedWindow.__table__
ATTEMPTS = SharedAttempts.__table__
# How often a process deletes the rows of ended windows.
SWEEP_SECONDS = 60.0


def encode(moments: list[float]) -> str:
    return " ".join(f"{moment:.6f}" for moment in moments)


def decode(text: str | bytes | None) -> list[float]:
    if isinstance(text, bytes):
        text = text.decode()
    return [float(part) for part in (text or "").split()]


class DatabaseCounts:
    clock = staticmethod(time.time)

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        # When this process last swept: only a schedule, the rules never depend on it.
        self._swept = 0.0
        self._sweep_lock = threading.Lock()

    def take(self, key: str, limit: int, window: float, now: float) -> int:
        self._sweep(now)
        with session_scope(self.engine) as session:
            hits, ends_at = window_counts.take_from_first(session, WINDOWS, key, limit, window, now)
        return window_wait(hits, limit, ends_at, now)

    def attempt(self, key: str, operation: str, limit: int, window: float, now: float) -> int:
        self._sweep(now)
        with session_scope(self.engine) as session:
            insert = upsert_insert(session)
            lock = insert(ATTEMPTS).values(client=key, moments="", expires_at=now)
            lock = lock.on_conflict_do_update(
                index_elements=["client"], set_={"client": lock.excluded.client}
            ).returning(ATTEMPTS.c.moments)
            stored = decode(session.execute(lock).scalar_one())
            recent, wait = step(stored, operation, now, limit, window)
            if recent != stored:
                session.execute(
                    sa.update(ATTEMPTS)
                    .where(ATTEMPTS.c.client == key)
                    .values(moments=encode(recent), expires_at=now + window)
                )
        return wait

    # The Redis store's copies (api/counts/redis_store.py) --------------------------------

    def copy_window(self, key: str, window_start: float, hits: int, expires_at: float) -> None:
        """Stores a window as Redis has it (a lock that just closed)."""
        with session_scope(self.engine) as session:
            insert = upsert_insert(session)
            values = {"window_start": window_start, "hits": hits, "expires_at": expires_at}
            statement = insert(WINDOWS).values(client=key, **values)
            session.execute(statement.on_conflict_do_update(index_elements=["client"], set_=values))

    def copy_attempts(self, key: str, moments: list[float], expires_at: float) -> None:
        """Stores a key's attempts as Redis has them (a lock that closed or opened)."""
        with session_scope(self.engine) as session:
            insert = upsert_insert(session)
            values = {"moments": encode(moments), "expires_at": expires_at}
            statement = insert(ATTEMPTS).values(client=key, **values)
            session.execute(statement.on_conflict_do_update(index_elements=["client"], set_=values))

    def current(self, now: float) -> tuple[list, list]:
        """The windows and attempts that have not ended: (key, hits, expires_at) and
        (key, moments, expires_at) rows."""
        with session_scope(self.engine) as session:
            windows = session.execute(
                sa.select(WINDOWS.c.client, WINDOWS.c.hits, WINDOWS.c.expires_at).where(
                    WINDOWS.c.expires_at > now
                )
            ).all()
            attempts = session.execute(
                sa.select(ATTEMPTS.c.client, ATTEMPTS.c.moments, ATTEMPTS.c.expires_at).where(
                    ATTEMPTS.c.expires_at > now
                )
            ).all()
        return list(windows), [(key, decode(moments), ends) for key, moments, ends in attempts]

    def _sweep(self, now: float) -> None:
        with self._sweep_lock:
            if now - self._swept < SWEEP_SECONDS:
                return
            self._swept = now
        with session_scope(self.engine) as session:
            session.execute(sa.delete(WINDOWS).where(WINDOWS.c.expires_at <= now))
            session.execute(sa.delete(ATTEMPTS).where(ATTEMPTS.c.expires_at <= now))
