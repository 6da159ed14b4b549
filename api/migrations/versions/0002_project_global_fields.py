"""Site-wide field values on the project.

Revision ID: 0002
Revises: 0001

Adds `project.global_fields`, the map a section field `X` reads when its `X_local`
toggle is '0' (Globaal). Existing projects get an empty map.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Batch mode: on SQLite Alembic emits what SQLite supports, elsewhere a plain ALTER.
    with op.batch_alter_table("project") as batch:
        batch.add_column(sa.Column("global_fields", sa.JSON(), nullable=False, server_default="{}"))


def downgrade() -> None:
    with op.batch_alter_table("project") as batch:
        batch.drop_column("global_fields")
