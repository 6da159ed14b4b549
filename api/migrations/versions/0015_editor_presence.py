"""Who has a document open in the page editor.

Revision ID: 0015
Revises: 0014

`editor_presence` holds one row per project, document ('page:12', 'template:cta') and
account with the section being edited and the last heartbeat (docs/page-editor.md,
"Presence"); rows older than a few minutes are removed by the next heartbeat.
`release.checks` keeps the publish check's problems a release went out with
(docs/page-editor.md, "Publish check").
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "editor_presence",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("account_id", sa.Integer(), nullable=False),
        sa.Column("document", sa.String(length=110), nullable=False),
        sa.Column("section", sa.String(length=200), nullable=True),
        sa.Column("seen_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["account_id"], ["account.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint(
            "project_id", "document", "account_id", name="uq_editor_presence_document_account"
        ),
    )
    with op.batch_alter_table("editor_presence") as batch:
        batch.create_index(batch.f("ix_editor_presence_project_id"), ["project_id"], unique=False)
        batch.create_index(batch.f("ix_editor_presence_account_id"), ["account_id"], unique=False)
        batch.create_index(batch.f("ix_editor_presence_seen_at"), ["seen_at"], unique=False)
    with op.batch_alter_table("release") as batch:
        batch.add_column(sa.Column("checks", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("release") as batch:
        batch.drop_column("checks")
    op.drop_table("editor_presence")
