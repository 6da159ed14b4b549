"""Fixed-window counters in the database, shared by every worker process.

A process-local counter (api/rate_limit.py) would give every worker process its own
budget, so N processes would let N times the limit through. Here one row per client
holds the current fixed window and its count, raised by a single atomic upsert
(INSERT ... ON CONFLICT DO UPDATE ... RETURNING on PostgreSQL and SQLite alike): of
any number of concurrent requests in any number of processes, at most `limit` pass.

Each domain keeps its counts in a table of its own with the columns `client` (primary
key), `window_start` and `hits` (the form submits' `form_submit_window`, the uploads'
`file_upload_window`) and passes that table here.
"""

from __future__ import annotations

import time

import sqlalchemy as sa
from sqlmodel import Session

from api.database import upsert_insert

CLIENT_LENGTH = 100


def take(
    session: Session,
    table: sa.Table,
    client: str,
    limit: int,
    window: int,
    now: float | None = None,
) -> int:
    """Counts one request of `client`: 0 when within the limit, else seconds to wait."""
    moment = time.time() if now is None else now
    start = int(moment // window * window)
    insert = upsert_insert(session)
    statement = insert(table).values(client=client[:CLIENT_LENGTH], window_start=start, hits=1)
    same_window = table.c.window_start == statement.excluded.window_start
    statement = statement.on_conflict_do_update(
        index_elements=["client"],
        set_={
            "hits": sa.case((same_window, table.c.hits + 1), else_=1),
            "window_start": statement.excluded.window_start,
        },
    ).returning(table.c.hits)
    hits = session.execute(statement).scalar_one()
    if hits <= limit:
        return 0
    return max(1, int(start + window - moment))


def forget_ended(session: Session, table: sa.Table, window: int, now: float | None = None) -> None:
    """Deletes the rows of windows that ended, so the table holds only current clients.
    Run in a unit of its own: it never holds a request's row lock while waiting."""
    moment = time.time() if now is None else now
    start = int(moment // window * window)
    session.execute(sa.delete(table).where(table.c.window_start < start))


def take_from_first(
    session: Session, table: sa.Table, client: str, limit: int, window: float, now: float
) -> tuple[int, float]:
    """Counts one request of `client` in a window that starts at its first request (not
    at a multiple of `window`), one atomic upsert like `take`. `table` also has an
    `expires_at` column (the window's end). Returns (hits in the window, its end): the
    request passed when hits <= limit."""
    insert = upsert_insert(session)
    statement = insert(table).values(
        client=client[:CLIENT_LENGTH], window_start=now, hits=1, expires_at=now + window
    )
    ended = table.c.expires_at <= statement.excluded.window_start
    statement = statement.on_conflict_do_update(
        index_elements=["client"],
        set_={
            "hits": sa.case((ended, 1), else_=table.c.hits + 1),
            "window_start": sa.case(
                (ended, statement.excluded.window_start), else_=table.c.window_start
            ),
            "expires_at": sa.case((ended, statement.excluded.expires_at), else_=table.c.expires_at),
        },
    ).returning(table.c.hits, table.c.expires_at)
    hits, expires_at = session.execute(statement).one()
    return hits, expires_at
