"""An index on a category's parent within its project.

Revision ID: 0018
Revises: 0017

Category cards count the products below each card by walking down the tree
(api/shop/reads/catalogue.py): each step looks up the children of a category. Without
this index every step read all of the project's categories.
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0018"
down_revision: str | None = "0017"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("shop_category") as batch:
        batch.create_index(
            "ix_shop_category_project_parent", ["project_id", "parent_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("shop_category") as batch:
        batch.drop_index("ix_shop_category_project_parent")
