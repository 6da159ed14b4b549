"""Timezone-aware timestamps shared by every model."""

from datetime import UTC, datetime

from sqlalchemy import DateTime

# PostgreSQL stores these as timestamptz; SQLite keeps the UTC wall time.
TIMESTAMP = DateTime(timezone=True)


def utcnow() -> datetime:
    return datetime.now(UTC)
