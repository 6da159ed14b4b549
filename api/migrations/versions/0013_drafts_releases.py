"""Drafts beside the published state, releases, revisions and the content-schema version.

Revision ID: 0013
Revises: 0012

Every document an owner edits (page, reusable_template, menu, form and the project's
site-wide settings) gets `draft` (the owner's unpublished content, NULL when there is
none), `published_version` (the row version its live state was published at, NULL for
a document never published) and `published_at`. Existing rows are live already, so
they count as published at their current version. `release` is one publication of
several documents (or a scheduled one), `revision` the content of a document as one
release published it (docs/publishing.md). Pages and reusable templates, and each
revision, record the content-schema version their component trees were written with
(docs/content-migrations.md). `signing_key` keeps the keys of short-lived tokens
such as preview links.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

DOCUMENTS = ("page", "reusable_template", "menu", "form", "project")
TREES = ("page", "reusable_template")


def upgrade() -> None:
    for table in DOCUMENTS:
        with op.batch_alter_table(table) as batch:
            batch.add_column(sa.Column("draft", sa.JSON(), nullable=True))
            batch.add_column(sa.Column("published_version", sa.Integer(), nullable=True))
            batch.add_column(sa.Column("published_at", sa.DateTime(timezone=True), nullable=True))
        op.execute(
            sa.text(f"UPDATE {table} SET published_version = version, published_at = updated_at")
        )
    for table in TREES:
        with op.batch_alter_table(table) as batch:
            batch.add_column(
                sa.Column("content_schema", sa.Integer(), nullable=False, server_default="1")
            )

    op.create_table(
        "release",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=12), nullable=False),
        sa.Column("note", sa.String(length=500), nullable=False, server_default=""),
        sa.Column("items", sa.JSON(), nullable=False),
        sa.Column("scheduled_for", sa.DateTime(timezone=True), nullable=True),
        sa.Column("published_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("reverts_id", sa.Integer(), nullable=True),
        sa.Column("created_by", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("failure", sa.JSON(), nullable=True),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("release") as batch:
        batch.create_index(batch.f("ix_release_project_id"), ["project_id"], unique=False)
        batch.create_index(batch.f("ix_release_status"), ["status"], unique=False)

    op.create_table(
        "revision",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("document", sa.String(length=100), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("content", sa.JSON(), nullable=False),
        sa.Column("content_schema", sa.Integer(), nullable=False, server_default="1"),
        sa.Column("release_id", sa.Integer(), nullable=True),
        sa.Column("note", sa.String(length=500), nullable=False, server_default=""),
        sa.Column("created_by", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["release_id"], ["release.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint(
            "project_id", "kind", "document", "number", name="uq_revision_document_number"
        ),
    )
    with op.batch_alter_table("revision") as batch:
        batch.create_index(batch.f("ix_revision_project_id"), ["project_id"], unique=False)
        batch.create_index(batch.f("ix_revision_release_id"), ["release_id"], unique=False)

    op.create_table(
        "signing_key",
        sa.Column("name", sa.String(length=40), nullable=False),
        sa.Column("secret", sa.String(length=100), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("name"),
    )


def downgrade() -> None:
    op.drop_table("signing_key")
    op.drop_table("revision")
    op.drop_table("release")
    for table in TREES:
        with op.batch_alter_table(table) as batch:
            batch.drop_column("content_schema")
    for table in reversed(DOCUMENTS):
        with op.batch_alter_table(table) as batch:
            batch.drop_column("published_at")
            batch.drop_column("published_version")
            batch.drop_column("draft")
