"""Change log for bundle-cache invalidations between processes.

Revision ID: 0004
Revises: 0003

Adds `cache_change`: on SQLite (no LISTEN/NOTIFY) each write appends its cache
change here and every API process polls for new rows (docs/caching.md).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "cache_change",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("payload", sa.String(length=8000), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )


def downgrade() -> None:
    op.drop_table("cache_change")
