"""Uploaded files, the upload rate limit's counts and the key of signed file URLs.

Revision ID: 0012
Revises: 0010

`file_upload` is one row per file from its signed upload URL on (docs/files.md);
`file_upload_window` counts upload URLs per session and address in the database, so
every process counts together; `file_signing_key` holds the key of local signed URLs
when FILES_SIGNING_SECRET is not set.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "file_upload",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("space", sa.String(length=10), nullable=False),
        sa.Column("session_hash", sa.String(length=64), nullable=False),
        sa.Column("form_key", sa.String(length=100), nullable=False),
        sa.Column("path", sa.String(length=300), nullable=False),
        sa.Column("key", sa.String(length=400), nullable=False),
        sa.Column("is_private", sa.Boolean(), nullable=False),
        sa.Column("content_type", sa.String(length=100), nullable=False),
        sa.Column("max_size", sa.Integer(), nullable=False),
        sa.Column("rules", sa.JSON(), nullable=False),
        sa.Column("state", sa.String(length=10), nullable=False),
        sa.Column("size", sa.Integer(), nullable=True),
        sa.Column("submission_id", sa.Integer(), nullable=True),
        sa.Column("client", sa.String(length=100), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("stored_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("key", name="uq_file_upload_key"),
        sa.UniqueConstraint("project_id", "path", name="uq_file_upload_project_path"),
    )
    with op.batch_alter_table("file_upload", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_file_upload_project_id"), ["project_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_file_upload_session_hash"), ["session_hash"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_file_upload_state"), ["state"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_file_upload_submission_id"), ["submission_id"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_file_upload_created_at"), ["created_at"], unique=False)
    op.create_table(
        "file_upload_window",
        sa.Column("client", sa.String(length=100), nullable=False),
        sa.Column("window_start", sa.Integer(), nullable=False),
        sa.Column("hits", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("client"),
    )
    with op.batch_alter_table("file_upload_window", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_file_upload_window_window_start"), ["window_start"], unique=False
        )
    op.create_table(
        "file_signing_key",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("secret", sa.String(length=100), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )


def downgrade() -> None:
    op.drop_table("file_signing_key")
    op.drop_table("file_upload_window")
    op.drop_table("file_upload")
