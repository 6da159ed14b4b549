"""The webshop's carts, orders and payments, and the test provider's payments.

Revision ID: 0007
Revises: 0006

Adds `shop_cart` and `shop_cart_line` (a cart's checkout and quote lines),
`shop_order_counter` (order numbers per project), `shop_order` and `shop_order_line`
(priced snapshots), `shop_payment` (unique per provider payment id) and
`payment_test_transaction` (the built-in test provider). See docs/checkout.md.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:

    op.create_table(
        "payment_test_transaction",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("amount_cents", sa.Integer(), nullable=False),
        sa.Column("description", sa.String(length=300), nullable=False),
        sa.Column("method", sa.String(length=40), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("redirect_url", sa.String(length=2000), nullable=False),
        sa.Column("webhook_url", sa.String(length=2000), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_table(
        "shop_cart",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("session", sa.String(length=64), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("user_details", sa.JSON(), nullable=False),
        sa.Column("shipping_method", sa.String(length=100), nullable=False),
        sa.Column("payment_method", sa.String(length=100), nullable=False),
        sa.Column("vies", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("session"),
    )
    with op.batch_alter_table("shop_cart", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_shop_cart_project_id"), ["project_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_shop_cart_updated_at"), ["updated_at"], unique=False)

    op.create_table(
        "shop_order_counter",
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("last_number", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("project_id"),
    )
    op.create_table(
        "shop_cart_line",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("cart_id", sa.Integer(), nullable=False),
        sa.Column("part", sa.String(length=20), nullable=False),
        sa.Column("product_id", sa.Integer(), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("options_key", sa.String(length=64), nullable=False),
        sa.Column("quantity", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["cart_id"], ["shop_cart.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["product_id"], ["shop_product.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint(
            "cart_id", "part", "product_id", "options_key", name="uq_shop_cart_line_options"
        ),
    )
    with op.batch_alter_table("shop_cart_line", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_shop_cart_line_cart_id"), ["cart_id"], unique=False)

    op.create_table(
        "shop_order",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("session", sa.String(length=64), nullable=False),
        sa.Column("cart_id", sa.Integer(), nullable=True),
        sa.Column("from_order_id", sa.Integer(), nullable=True),
        sa.Column("email", sa.String(length=200), nullable=False),
        sa.Column("user_details", sa.JSON(), nullable=False),
        sa.Column("shipping", sa.JSON(), nullable=False),
        sa.Column("payment_method", sa.String(length=100), nullable=False),
        sa.Column("vies", sa.JSON(), nullable=False),
        sa.Column("reverse_charge", sa.Boolean(), nullable=False),
        sa.Column("total_cents", sa.Integer(), nullable=False),
        sa.Column("has_checkout", sa.Boolean(), nullable=False),
        sa.Column("has_quote", sa.Boolean(), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("payment_status", sa.String(length=20), nullable=False),
        sa.Column("paid_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("quote_status", sa.String(length=20), nullable=False),
        sa.Column("stock_reserved", sa.Boolean(), nullable=False),
        sa.Column("stock_release_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("received_mail_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("paid_mail_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["cart_id"], ["shop_cart.id"], ondelete="SET NULL"),
        sa.ForeignKeyConstraint(["from_order_id"], ["shop_order.id"], ondelete="SET NULL"),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("cart_id"),
        sa.UniqueConstraint("project_id", "number", name="uq_shop_order_project_number"),
        sa.UniqueConstraint("session"),
    )
    with op.batch_alter_table("shop_order", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_shop_order_email"), ["email"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_shop_order_payment_status"), ["payment_status"], unique=False
        )
        batch_op.create_index(
            "ix_shop_order_project_created", ["project_id", "created_at"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_shop_order_project_id"), ["project_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_shop_order_status"), ["status"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_shop_order_stock_release_at"), ["stock_release_at"], unique=False
        )

    op.create_table(
        "shop_order_line",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("order_id", sa.Integer(), nullable=False),
        sa.Column("part", sa.String(length=20), nullable=False),
        sa.Column("product_id", sa.Integer(), nullable=True),
        sa.Column("product_key", sa.String(length=100), nullable=False),
        sa.Column("sku", sa.String(length=100), nullable=False),
        sa.Column("title", sa.String(length=300), nullable=False),
        sa.Column("url", sa.String(length=500), nullable=False),
        sa.Column("main_image", sa.String(length=1000), nullable=False),
        sa.Column("quantity", sa.Integer(), nullable=False),
        sa.Column("vat_rate", sa.Integer(), nullable=False),
        sa.Column("unit_cents", sa.Integer(), nullable=False),
        sa.Column("total_cents", sa.Integer(), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("reserved", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["order_id"], ["shop_order.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["product_id"], ["shop_product.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("shop_order_line", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_shop_order_line_order_id"), ["order_id"], unique=False)

    op.create_table(
        "shop_payment",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("order_id", sa.Integer(), nullable=False),
        sa.Column("token", sa.String(length=64), nullable=False),
        sa.Column("method", sa.String(length=100), nullable=False),
        sa.Column("provider", sa.String(length=20), nullable=False),
        sa.Column("provider_payment_id", sa.String(length=100), nullable=True),
        sa.Column("amount_cents", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("checkout_url", sa.String(length=2000), nullable=False),
        sa.Column("checked_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["order_id"], ["shop_order.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint(
            "provider", "provider_payment_id", name="uq_shop_payment_provider_payment"
        ),
        sa.UniqueConstraint("token"),
    )
    with op.batch_alter_table("shop_payment", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_shop_payment_order_id"), ["order_id"], unique=False)


def downgrade() -> None:

    with op.batch_alter_table("shop_payment", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_shop_payment_order_id"))

    op.drop_table("shop_payment")
    with op.batch_alter_table("shop_order_line", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_shop_order_line_order_id"))

    op.drop_table("shop_order_line")
    with op.batch_alter_table("shop_order", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_shop_order_stock_release_at"))
        batch_op.drop_index(batch_op.f("ix_shop_order_status"))
        batch_op.drop_index(batch_op.f("ix_shop_order_project_id"))
        batch_op.drop_index("ix_shop_order_project_created")
        batch_op.drop_index(batch_op.f("ix_shop_order_payment_status"))
        batch_op.drop_index(batch_op.f("ix_shop_order_email"))

    op.drop_table("shop_order")
    with op.batch_alter_table("shop_cart_line", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_shop_cart_line_cart_id"))

    op.drop_table("shop_cart_line")
    op.drop_table("shop_order_counter")
    with op.batch_alter_table("shop_cart", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_shop_cart_updated_at"))
        batch_op.drop_index(batch_op.f("ix_shop_cart_project_id"))

    op.drop_table("shop_cart")
    op.drop_table("payment_test_transaction")
