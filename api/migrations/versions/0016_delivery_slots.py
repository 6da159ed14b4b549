"""Time slots of shipping methods and lead times of products.

Revision ID: 0016
Revises: 0015

`shop_slot_booking` counts the orders per slot of a shipping method (booked with a
conditional UPDATE that never passes the capacity, docs/pickup-slots.md). A cart keeps
the chosen slot (`shop_cart.delivery_slot`), an order the booked one
(`shop_order.delivery_slot`); `shop_product.lead_time_days` is how long a product
needs before it can be picked up or delivered.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "shop_slot_booking",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("method", sa.String(length=100), nullable=False),
        sa.Column("slot", sa.String(length=40), nullable=False),
        sa.Column("booked", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("project_id", "method", "slot", name="uq_shop_slot_booking_slot"),
    )
    with op.batch_alter_table("shop_slot_booking") as batch:
        batch.create_index(batch.f("ix_shop_slot_booking_project_id"), ["project_id"], unique=False)
    with op.batch_alter_table("shop_cart") as batch:
        batch.add_column(
            sa.Column("delivery_slot", sa.String(length=40), nullable=False, server_default="")
        )
    with op.batch_alter_table("shop_order") as batch:
        batch.add_column(sa.Column("delivery_slot", sa.JSON(), nullable=False, server_default="{}"))
    with op.batch_alter_table("shop_product") as batch:
        batch.add_column(
            sa.Column("lead_time_days", sa.Integer(), nullable=False, server_default="0")
        )


def downgrade() -> None:
    with op.batch_alter_table("shop_product") as batch:
        batch.drop_column("lead_time_days")
    with op.batch_alter_table("shop_order") as batch:
        batch.drop_column("delivery_slot")
    with op.batch_alter_table("shop_cart") as batch:
        batch.drop_column("delivery_slot")
    op.drop_table("shop_slot_booking")
