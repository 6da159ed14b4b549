"""Timezone-aware timestamps shared by every model."""

from datetime import UTC, datetime

from sqlalchemy import DateTime

# PostgreSQL stores these as timestamptz; SQLite keeps the UTC wall time.
TIMESTAMP = DateTime(timezone=True)


def utcnow() -> datetime:
    return datetime.now(UTC)


def in_utc(moment: datetime | None) -> datetime | None:
    """A stored timestamp in UTC: SQLite gives it back without its zone (the UTC wall
    time), PostgreSQL with the session's zone."""
    if moment is None:
        return None
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
