"""What one step does to a key's recent attempts: the rule every store applies, in
Python here (memory, database) and in Lua in api/counts/redis_store.py."""

from __future__ import annotations

import math

PEEK, RESERVE, RELEASE, FAIL, CLEAR = "peek", "reserve", "release", "fail", "clear"
OPERATIONS = (PEEK, RESERVE, RELEASE, FAIL, CLEAR)


def wait_seconds(recent: list[float], now: float, limit: int, window: float) -> int:
    """0 while fewer than `limit` attempts are recent, else whole seconds until the
    oldest of the last `limit` leaves the window (at least 1)."""
    if len(recent) < limit:
        return 0
    return max(1, math.ceil(recent[-limit] + window - now))


def step(
    moments: list[float], operation: str, now: float, limit: int, window: float
) -> tuple[list[float], int]:
    """(the recent attempts after `operation`, the wait before it). A reserve counts
    only when the key is not blocked; a release takes back the latest attempt."""
    recent = [moment for moment in moments if now - moment < window]
    wait = wait_seconds(recent, now, limit, window)
    if operation == RESERVE and not wait or operation == FAIL:
        recent = [*recent, now][-limit:]
    elif operation == RELEASE:
        recent = recent[:-1]
    elif operation == CLEAR:
        recent = []
    return recent, wait


def window_wait(hits: int, limit: int, ends_at: float, now: float) -> int:
    """0 when the request was within the limit, else whole seconds until its window ends."""
    return 0 if hits <= limit else max(1, math.ceil(ends_at - now))
