"""The database's copy of the throttles' and rate limits' counts (api/counts/), shared
by every API process: the only copy without Redis, the fallback (and the copy of every
closed lock) with it."""

from __future__ import annotations

from sqlmodel import Field, SQLModel

KEY_LENGTH = 100


class SharedWindow(SQLModel, table=True):
    """A fixed window that starts at a key's first request (api/rate_limit.py): one row
    per key, raised by an atomic upsert (api/window_counts.py `take_from_first`)."""

    __tablename__ = "shared_window"

    client: str = Field(primary_key=True, max_length=KEY_LENGTH)
    # Seconds since the epoch.
    window_start: float
    hits: int = Field(default=0)
    expires_at: float = Field(index=True)


class SharedAttempts(SQLModel, table=True):
    """The recent attempts of a key (api/throttling.py): at most `limit` moments."""

    __tablename__ = "shared_attempts"

    client: str = Field(primary_key=True, max_length=KEY_LENGTH)
    # Seconds since the epoch, oldest first, separated by spaces.
    moments: str = Field(default="", max_length=4000)
    expires_at: float = Field(index=True)
