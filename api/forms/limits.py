"""The submit rate limit per client address, counted in the database.

A process-local counter (api/rate_limit.py) would give every worker process its own
budget, so N processes would let N times the limit through. Here one row per client
holds the current fixed window and its count, raised by a single atomic upsert
(INSERT ... ON CONFLICT DO UPDATE ... RETURNING on PostgreSQL and SQLite alike): of
any number of concurrent submits in any number of processes, at most `limit` pass.
"""

from __future__ import annotations

import time

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlmodel import Session

from api.forms.models import FormSubmitWindow

_window = FormSubmitWindow.__table__


def take(session: Session, client: str, limit: int, window: int, now: float | None = None) -> int:
    """Counts one submit of `client`: 0 when within the limit, else seconds to wait."""
    moment = time.time() if now is None else now
    start = int(moment // window * window)
    dialect = session.connection().dialect.name
    insert = pg_insert if dialect == "postgresql" else sqlite_insert
    statement = insert(_window).values(client=client[:100], window_start=start, hits=1)
    same_window = _window.c.window_start == statement.excluded.window_start
    statement = statement.on_conflict_do_update(
        index_elements=["client"],
        set_={
            "hits": sa.case((same_window, _window.c.hits + 1), else_=1),
            "window_start": statement.excluded.window_start,
        },
    ).returning(_window.c.hits)
    hits = session.execute(statement).scalar_one()
    if hits <= limit:
        return 0
    return max(1, int(start + window - moment))


def forget_ended(session: Session, window: int, now: float | None = None) -> None:
    """Deletes the rows of windows that ended, so the table holds only current clients.
    Run in a unit of its own: it never holds a submit's row lock while waiting."""
    moment = time.time() if now is None else now
    start = int(moment // window * window)
    session.execute(sa.delete(_window).where(_window.c.window_start < start))
