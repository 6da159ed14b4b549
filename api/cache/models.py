"""The change log that carries bundle-cache invalidations between processes on SQLite."""

from __future__ import annotations

from datetime import datetime

from sqlmodel import Field, SQLModel

from api.timestamps import TIMESTAMP, utcnow


class CacheChange(SQLModel, table=True):
    """One write's `Change`, as JSON; API processes poll for rows newer than they saw."""

    __tablename__ = "cache_change"

    id: int | None = Field(default=None, primary_key=True)
    payload: str = Field(max_length=8000)
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
