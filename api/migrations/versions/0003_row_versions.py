"""Row versions for optimistic concurrency.

Revision ID: 0003
Revises: 0002

Adds `version` (starting at 1) to every row an owner edits: page, reusable_template,
menu, form and project. Each UPDATE raises it by one and only applies when the
version is still the one read (api/versions.py), so concurrent owner writes are
refused with 409 instead of silently overwriting each other.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = ("page", "reusable_template", "menu", "form", "project")


def upgrade() -> None:
    for table in TABLES:
        with op.batch_alter_table(table) as batch:
            batch.add_column(sa.Column("version", sa.Integer(), nullable=False, server_default="1"))


def downgrade() -> None:
    for table in reversed(TABLES):
        with op.batch_alter_table(table) as batch:
            batch.drop_column("version")
