"""Where throttles and rate limits count (api/rate_limit.py, api/throttling.py): in Redis
when `REDIS_URL` is set, with the database as its fallback, else in the database, so
every API process shares one count (docs/shared-state.md). A store has two calls:

- `take(key, limit, window, now)`: a fixed window from the key's first request;
  0 when the request passed, else whole seconds until the window ends;
- `attempt(key, operation, limit, window, now)`: a step of `steps.OPERATIONS` on the
  key's recent attempts; the wait before the step (0: not blocked).

`clock` is the store's time (seconds): wall time for shared stores, since every process
must agree on it.
"""

from __future__ import annotations

from typing import Protocol

from sqlalchemy.engine import Engine

from api.counts.database import DatabaseCounts
from api.counts.memory import MemoryCounts
from api.counts.redis_store import RedisCounts


class Counts(Protocol):
    def clock(self) -> float: ...

    def take(self, key: str, limit: int, window: float, now: float) -> int: ...

    def attempt(self, key: str, operation: str, limit: int, window: float, now: float) -> int: ...


def counts_for(redis_url: str, engine: Engine) -> Counts:
    database = DatabaseCounts(engine)
    return RedisCounts(redis_url, database) if redis_url else database


__all__ = ["Counts", "DatabaseCounts", "MemoryCounts", "RedisCounts", "counts_for"]
