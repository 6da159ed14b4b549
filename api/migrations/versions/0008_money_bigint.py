"""Money columns become 64-bit integers.

Revision ID: 0008
Revises: 0007

The cents of products, order lines, orders and payments were `integer`: on PostgreSQL
that is 32 bits, so an order above 21,474,836.47 euros crashed `orders/create`. They
become `bigint`, which holds every amount the money rules allow (docs/shop.md, "Money").
SQLite's integers are 64-bit whatever they are declared as, so nothing changes there:
retyping would mean recreating the tables, and dropping `shop_order` or `shop_product`
with foreign keys on would cascade into their lines.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# (table, column, nullable)
MONEY_COLUMNS = [
    ("shop_product", "price_cents", False),
    ("shop_product", "sale_price_cents", True),
    ("shop_order", "total_cents", False),
    ("shop_order_line", "unit_cents", False),
    ("shop_order_line", "total_cents", False),
    ("shop_payment", "amount_cents", False),
    ("payment_test_transaction", "amount_cents", False),
]


def _retype(old: sa.types.TypeEngine, new: sa.types.TypeEngine) -> None:
    if op.get_bind().dialect.name == "sqlite":
        return
    tables: dict[str, list[tuple[str, bool]]] = {}
    for table, column, nullable in MONEY_COLUMNS:
        tables.setdefault(table, []).append((column, nullable))
    for table, columns in tables.items():
        for column, nullable in columns:
            op.alter_column(table, column, existing_type=old, type_=new, existing_nullable=nullable)


def upgrade() -> None:
    _retype(sa.Integer(), sa.BigInteger())


def downgrade() -> None:
    _retype(sa.BigInteger(), sa.Integer())
