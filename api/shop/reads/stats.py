"""The shop's figures for the owner's overview (api/overview): orders and revenue per
day, open quotes, orders to handle.

- An order counts on the day (in the shop's time zone, Europe/Amsterdam) it was placed
  when it has checkout lines and is not cancelled; its revenue is its total
  (`total_cents`, what the buyer pays, incl. shipping).
- An open quote is a quote request whose `quote_status` is open.
- An order to handle has checkout lines, is new or in progress, and is paid or needs no
  online payment (one waiting for its payment is not the shop's to handle yet).
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import sqlalchemy as sa
from sqlmodel import Session

from api.shop.checkout import states
from api.shop.checkout.models import ShopOrder
from api.timestamps import in_utc

SHOP_ZONE = ZoneInfo("Europe/Amsterdam")
_order = ShopOrder.__table__


def shop_today(now: datetime) -> date:
    return now.astimezone(SHOP_ZONE).date()


def orders_per_day(session: Session, project_id: int, days: int, now: datetime) -> list[dict]:
    """`days` entries, oldest first, ending today: {date, orders, revenue_cents}."""
    today = shop_today(now)
    first = today - timedelta(days=days - 1)
    since = datetime.combine(first, time.min, tzinfo=SHOP_ZONE).astimezone(UTC)
    rows = session.execute(
        sa.select(_order.c.created_at, _order.c.total_cents).where(
            _order.c.project_id == project_id,
            _order.c.has_checkout.is_(True),
            _order.c.status != states.CANCELLED,
            _order.c.created_at >= since,
        )
    ).all()
    buckets = {first + timedelta(days=n): [0, 0] for n in range(days)}
    for created_at, cents in rows:
        bucket = buckets.get(in_utc(created_at).astimezone(SHOP_ZONE).date())
        if bucket is not None:
            bucket[0] += 1
            bucket[1] += int(cents or 0)
    return [
        {"date": day.isoformat(), "orders": count, "revenue_cents": cents}
        for day, (count, cents) in buckets.items()
    ]


def open_quotes(session: Session, project_id: int) -> int:
    return session.execute(
        sa.select(sa.func.count())
        .select_from(_order)
        .where(
            _order.c.project_id == project_id,
            _order.c.has_quote.is_(True),
            _order.c.quote_status == states.QUOTE_OPEN,
        )
    ).scalar_one()


def orders_to_handle(session: Session, project_id: int) -> int:
    return session.execute(
        sa.select(sa.func.count())
        .select_from(_order)
        .where(
            _order.c.project_id == project_id,
            _order.c.has_checkout.is_(True),
            _order.c.status.in_((states.NEW, states.PROCESSING)),
            _order.c.payment_status.in_((states.PAID, states.NO_PAYMENT)),
        )
    ).scalar_one()
