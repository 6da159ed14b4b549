"""Throttle and rate-limit counts shared by every API process.

Revision ID: 0017
Revises: 0016

`shared_window` holds a fixed window per key (a client address under a counter's name,
hashed) that starts at the key's first request; `shared_attempts` the recent attempts
of a key (page passwords, owner logins, order look-ups). Without Redis they are the
only count; with Redis its fallback and the copy of every closed lock
(docs/shared-state.md). Rows of ended windows are deleted by the next count.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017"
down_revision: str | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "shared_window",
        sa.Column("client", sa.String(length=100), nullable=False),
        sa.Column("window_start", sa.Float(), nullable=False),
        sa.Column("hits", sa.Integer(), nullable=False),
        sa.Column("expires_at", sa.Float(), nullable=False),
        sa.PrimaryKeyConstraint("client"),
    )
    with op.batch_alter_table("shared_window") as batch:
        batch.create_index(batch.f("ix_shared_window_expires_at"), ["expires_at"], unique=False)
    op.create_table(
        "shared_attempts",
        sa.Column("client", sa.String(length=100), nullable=False),
        sa.Column("moments", sa.String(length=4000), nullable=False),
        sa.Column("expires_at", sa.Float(), nullable=False),
        sa.PrimaryKeyConstraint("client"),
    )
    with op.batch_alter_table("shared_attempts") as batch:
        batch.create_index(batch.f("ix_shared_attempts_expires_at"), ["expires_at"], unique=False)


def downgrade() -> None:
    op.drop_table("shared_attempts")
    op.drop_table("shared_window")
