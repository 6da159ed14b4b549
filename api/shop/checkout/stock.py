"""Stock held by orders: reserved at creation under row locks taken in id order, each
hold with its release moment (`holds.py`); released by the sweep when that moment
passes before the units are sold, or when the owner cancels.

Every change is one conditional UPDATE (`stock >= n`), so even a missed lock could
never take stock below zero; the locks make the check and the change one step and
give the 409 before anything was written.
"""

from __future__ import annotations

import logging
from collections import Counter
from datetime import datetime

import sqlalchemy as sa
from sqlmodel import Session, select

from api.domain_errors import Conflict
from api.metrics.counters import PAYMENTS, count_on_commit
from api.shop.checkout import states
from api.shop.checkout.locking import begin_write
from api.shop.checkout.models import ShopOrder, ShopOrderLine, ShopPayment
from api.shop.models import ShopProduct
from api.timestamps import in_utc, utcnow

__all__ = [
    "due_orders",
    "end_unstarted",
    "give_back",
    "needed",
    "release_due",
    "reserve",
    "take_again",
]

logger = logging.getLogger("api.shop.checkout")
NOT_ENOUGH = "Er is niet genoeg voorraad van {title}."
_product = ShopProduct.__table__


def needed(lines: list[tuple[int, int]]) -> dict[int, int]:
    """Units per product id from (product id, quantity) pairs."""
    total: Counter[int] = Counter()
    for product_id, quantity in lines:
        total[product_id] += quantity
    return dict(total)


def reserve(session: Session, wanted: dict[int, int]) -> tuple[dict[int, int], list[int]]:
    """Takes `wanted` units of the stock-managed products among them: locks their rows in
    id order, refuses with 409 (nothing taken) when any has too little. Answers the units
    taken per product id and the ids whose stock changed."""
    if not wanted:
        return {}, []
    rows = session.execute(
        sa.select(_product.c.id, _product.c.title, _product.c.stock)
        .where(_product.c.id.in_(sorted(wanted)), _product.c.stock_management.is_(True))
        .order_by(_product.c.id)
        .with_for_update()
    ).all()
    short = [row.title for row in rows if row.stock < wanted[row.id]]
    if short:
        raise Conflict({"products": [NOT_ENOUGH.format(title=title) for title in short]})
    for row in rows:
        taken = session.execute(
            sa.update(_product)
            .where(_product.c.id == row.id, _product.c.stock >= wanted[row.id])
            .values(stock=_product.c.stock - wanted[row.id], version=_product.c.version + 1)
        )
        if taken.rowcount != 1:  # pragma: no cover - the lock makes this impossible
            raise Conflict({"products": [NOT_ENOUGH.format(title=row.title)]})
    return {row.id: wanted[row.id] for row in rows}, [row.id for row in rows]


def give_back(session: Session, order: ShopOrder) -> list[int]:
    """Returns the order's reserved units to stock (the order row is locked)."""
    lines = session.exec(
        select(ShopOrderLine).where(ShopOrderLine.order_id == order.id, ShopOrderLine.reserved > 0)
    ).all()
    back = needed([(line.product_id, line.reserved) for line in lines if line.product_id])
    for product_id in sorted(back):
        session.execute(
            sa.update(_product)
            .where(_product.c.id == product_id)
            .values(stock=_product.c.stock + back[product_id], version=_product.c.version + 1)
        )
    for line in lines:
        line.reserved = 0
        session.add(line)
    order.stock_reserved = False
    order.stock_release_at = None
    session.add(order)
    return sorted(back)


def take_again(session: Session, order: ShopOrder, release_at: datetime | None) -> list[int]:
    """Reserves a released order's units once more (a new payment starts, or a payment
    arrives after the release), held until `release_at` (None: sold); 409 when the
    stock is gone meanwhile."""
    lines = session.exec(
        select(ShopOrderLine).where(
            ShopOrderLine.order_id == order.id, ShopOrderLine.part == "checkout"
        )
    ).all()
    managed = set(
        session.exec(
            select(ShopProduct.id).where(
                ShopProduct.id.in_([line.product_id for line in lines if line.product_id]),
                ShopProduct.stock_management.is_(True),
            )
        ).all()
    )
    wanted = needed([(l.product_id, l.quantity) for l in lines if l.product_id in managed])
    taken, changed = reserve(session, wanted)
    for line in lines:
        if line.product_id in taken:
            line.reserved = line.quantity
            session.add(line)
    order.stock_reserved = True
    order.stock_release_at = release_at
    session.add(order)
    return changed


def end_unstarted(session: Session, order: ShopOrder, payments: list[ShopPayment], status: str):
    """Payments the buyer never started (no provider payment, none being created) end
    with `status`, so the link in the order e-mail leads to the order page instead of
    a provider. A payment already at the provider stays open: its outcome still counts.
    The order's payment status follows its latest payment."""
    now = utcnow()
    for payment in payments:
        if (
            payment.status == states.OPEN
            and not payment.provider_payment_id
            and not payment.checked_at
        ):
            payment.status = status
            count_on_commit(session, PAYMENTS, status=status)
            payment.updated_at = now
            session.add(payment)
    if payments and payments[-1].status == status and not states.is_paid(order):
        order.payment_status = status
        session.add(order)


def release_due(session: Session, order_id: int, now: datetime) -> tuple[int, list[int]]:
    """Releases one order's stock when its hold ran out before the units were sold;
    answers (project id, products changed). Its payments are locked before the order,
    the order in which settling a payment takes them, so the two never wait on each
    other."""
    begin_write(session)
    payments = list(
        session.exec(
            select(ShopPayment)
            .where(ShopPayment.order_id == order_id)
            .order_by(ShopPayment.id)
            .with_for_update()
        ).all()
    )
    order = session.exec(
        select(ShopOrder).where(ShopOrder.id == order_id).with_for_update()
    ).first()
    if order is None or not order.stock_reserved or order.stock_release_at is None:
        return 0, []
    if in_utc(order.stock_release_at) > now:
        return order.project_id, []
    if states.sold(order):
        order.stock_release_at = None
        session.add(order)
        return order.project_id, []
    # The buyer may start over (transactions/create takes the units again, 409 when
    # they are gone); the old link must not lead to paying for stock the order lost.
    end_unstarted(session, order, payments, states.EXPIRED)
    order.updated_at = now
    return order.project_id, give_back(session, order)


def due_orders(session: Session, now: datetime, limit: int = 100) -> list[int]:
    return list(
        session.exec(
            select(ShopOrder.id)
            .where(
                ShopOrder.stock_reserved.is_(True),
                ShopOrder.stock_release_at.is_not(None),
                ShopOrder.stock_release_at <= now,
            )
            .order_by(ShopOrder.stock_release_at)
            .limit(limit)
        ).all()
    )
