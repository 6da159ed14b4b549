"""Timezone-aware timestamps shared by every model."""

from datetime import UTC, datetime


def utcnow() -> datetime:
    return datetime.now(UTC)
