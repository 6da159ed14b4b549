"""Visitors' form submissions and the shared count of submissions per client.

Revision ID: 0010
Revises: 0009

`form_submission` keeps what a visitor sent (docs/forms.md); `form_submit_window` is
the submit rate limit's counter, in the database so every process counts together.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "form_submission",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("form_key", sa.String(length=100), nullable=False),
        sa.Column("form_title", sa.String(length=200), nullable=False),
        sa.Column("url", sa.String(length=2000), nullable=False),
        sa.Column("values", sa.JSON(), nullable=False),
        sa.Column("files", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("form_submission", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_form_submission_project_id"), ["project_id"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_form_submission_form_key"), ["form_key"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_form_submission_created_at"), ["created_at"], unique=False
        )
    op.create_table(
        "form_submit_window",
        sa.Column("client", sa.String(length=100), nullable=False),
        sa.Column("window_start", sa.Integer(), nullable=False),
        sa.Column("hits", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("client"),
    )
    with op.batch_alter_table("form_submit_window", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_form_submit_window_window_start"), ["window_start"], unique=False
        )


def downgrade() -> None:
    op.drop_table("form_submit_window")
    op.drop_table("form_submission")
