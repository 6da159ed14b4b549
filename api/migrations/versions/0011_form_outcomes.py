"""The outcomes of forms posted without JavaScript.

Revision ID: 0011
Revises: 0010

`form_outcome` holds, for about 15 minutes, how a form posted without JavaScript went
(sent, or refused with its errors and what the visitor entered), so the page the
visitor is sent back to can show it (docs/forms.md, "Without JavaScript").
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "form_outcome",
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("form_key", sa.String(length=100), nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("message", sa.String(length=2000), nullable=False),
        sa.Column("redirection_url", sa.String(length=1000), nullable=False),
        sa.Column("errors", sa.JSON(), nullable=False),
        sa.Column("values", sa.JSON(), nullable=False),
        sa.Column("files", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("token_hash"),
    )
    with op.batch_alter_table("form_outcome", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_form_outcome_project_id"), ["project_id"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_form_outcome_expires_at"), ["expires_at"], unique=False
        )


def downgrade() -> None:
    op.drop_table("form_outcome")
