"""The owner's redirects and the visitor searches that found nothing.

Revision ID: 0014
Revises: 0013

`redirect` holds one redirect per project and old path, to a path of the site or an
absolute https URL, with status 301 or 302 (docs/redirects.md); the site answers it
before it looks for a page. `search_miss` counts, per project and normalised query, the
visitor searches that found no product (docs/redirects.md, "Searches that found
nothing"), bounded like `not_found_hit`.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "redirect",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("path", sa.String(length=500), nullable=False),
        sa.Column("target", sa.String(length=2000), nullable=False),
        sa.Column("status", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("project_id", "path", name="uq_redirect_project_path"),
    )
    with op.batch_alter_table("redirect") as batch:
        batch.create_index(batch.f("ix_redirect_project_id"), ["project_id"], unique=False)

    op.create_table(
        "search_miss",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("query", sa.String(length=200), nullable=False),
        sa.Column("searches", sa.Integer(), nullable=False),
        sa.Column("first_seen", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_seen", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("project_id", "query", name="uq_search_miss_project_query"),
    )
    with op.batch_alter_table("search_miss") as batch:
        batch.create_index(batch.f("ix_search_miss_project_id"), ["project_id"], unique=False)


def downgrade() -> None:
    op.drop_table("search_miss")
    op.drop_table("redirect")
