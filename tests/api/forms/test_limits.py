"""`api/forms/limits.py`: a fixed window per client, counted by one upsert in the
database; ended windows leave no rows."""

from __future__ import annotations

from api.database import session_scope
from api.forms import limits


def test_the_rate_limit_window_ends(engine):
    with session_scope(engine) as session:
        # Fixed windows of 60 s: 960-1020, 1020-1080.
        assert limits.take(session, "198.51.100.1", 1, 60, now=960.0) == 0
        assert limits.take(session, "198.51.100.1", 1, 60, now=970.0) == 50
        assert limits.take(session, "198.51.100.1", 1, 60, now=980.0) == 40
        assert limits.take(session, "198.51.100.1", 1, 60, now=1020.0) == 0  # next window
    with session_scope(engine) as session:
        limits.take(session, "198.51.100.2", 5, 60, now=1000.0)
        limits.forget_ended(session, 60, now=1030.0)
    with session_scope(engine) as session:
        rows = session.execute(limits._window.select()).all()
    assert {row.client for row in rows} == {"198.51.100.1"}
