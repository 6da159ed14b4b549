"""Stock held by unpaid orders from before stock holds gets a release moment.

Revision ID: 0009
Revises: 0008

Since every reservation ends (docs/checkout.md, "Stock holds"), an order placed before
would hold its units forever: unpaid orders still `new` get three days from the
migration (the pay-on-pickup hold), time for the owner to extend the hold
(`POST .../orders/{number}/hold`) or take the order in hand. No schema change. The
status values are written out: a migration stays as it was when it ran.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

HOLD = timedelta(days=3)


def upgrade() -> None:
    order = sa.table(
        "shop_order",
        sa.column("stock_reserved", sa.Boolean()),
        sa.column("stock_release_at", sa.DateTime(timezone=True)),
        sa.column("payment_status", sa.String()),
        sa.column("status", sa.String()),
    )
    op.execute(
        order.update()
        .where(
            order.c.stock_reserved.is_(True),
            order.c.stock_release_at.is_(None),
            order.c.payment_status != "paid",
            order.c.status == "new",
        )
        .values(stock_release_at=datetime.now(UTC) + HOLD)
    )


def downgrade() -> None:
    # 0007 reads the moments the same way; nothing to undo.
    pass
