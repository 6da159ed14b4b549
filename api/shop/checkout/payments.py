"""Payments of orders: starting one at the provider, settling what the provider says,
new payments for unpaid orders (docs/checkout.md, "Payments").

Provider calls (HTTP) never run inside a transaction. Starting claims the payment row
under its lock first (`checked_at` marks the claim while no provider id exists), so
parallel starts create one provider payment; the others wait for its checkout URL.
`settle` is the one place a payment's status changes: under the payment's lock, an
open payment takes the provider's status, a payment is paid once, and the order's
payment status follows its latest payment.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from sqlmodel import Session, select

from api.domain_errors import Conflict, NotFound
from api.shop.checkout import methods, stock
from api.shop.checkout.locking import begin_write
from api.shop.checkout.models import ShopOrder, ShopPayment
from api.shop.checkout.orders import latest_payment, new_payment, order_by_session
from api.shop.checkout.sessions import BadRequest
from api.shop.lookups import project_settings
from api.timestamps import utcnow

logger = logging.getLogger("api.shop.checkout")

BAD_STATUSES = ("expired", "failed", "canceled")
OFFLINE = ("pay_on_pickup", "wire", "")
# A claim older than this was abandoned (a crashed request): it may be taken again.
CLAIM_SECONDS = 60
# The overview asks the provider at most this often per payment.
REFRESH_SECONDS = 5
ALREADY_PAID = "Deze bestelling is al betaald."
PAYMENT_RUNNING = "Er loopt al een betaling voor deze bestelling."
QUOTE_ONLY = "Voor een offerteaanvraag is niets te betalen."
CANCELLED = "Deze bestelling is geannuleerd; neem contact met ons op."
ORDER_MISSING = "Deze bestelling bestaat niet."


@dataclass
class Settled:
    order: ShopOrder | None = None
    # The order just became paid: send the payment confirmation (once).
    paid_now: bool = False
    changed_products: list[int] = field(default_factory=list)


def _locked_payment(session: Session, **where) -> ShopPayment | None:
    begin_write(session)
    query = select(ShopPayment).with_for_update()
    for key, value in where.items():
        query = query.where(getattr(ShopPayment, key) == value)
    return session.exec(query).first()


def _locked_order(session: Session, order_id: int) -> ShopOrder:
    return session.exec(select(ShopOrder).where(ShopOrder.id == order_id).with_for_update()).one()


@dataclass(frozen=True)
class Claim:
    """What the start route does next: redirect, or create at the provider."""

    payment: ShopPayment
    order: ShopOrder
    redirect: str | None = None  # the stored checkout URL (or None)
    create: bool = False  # this request holds the claim
    finished: bool = False  # no longer open: go to the order page


def claim_start(session: Session, project_id: int, token: str, now: datetime) -> Claim:
    payment = _locked_payment(session, token=token)
    if payment is None:
        raise NotFound({"payment": ["Deze betaling bestaat niet."]})
    order = session.get(ShopOrder, payment.order_id)
    if order is None or order.project_id != project_id:
        raise NotFound({"payment": ["Deze betaling bestaat niet."]})
    if payment.status != "open" or order.payment_status == "paid":
        return Claim(payment, order, finished=True)
    if payment.checkout_url:
        return Claim(payment, order, redirect=payment.checkout_url)
    claimed = stock.aware(payment.checked_at)
    if payment.provider_payment_id is None and (
        claimed is None or now - claimed > timedelta(seconds=CLAIM_SECONDS)
    ):
        payment.checked_at = now
        session.add(payment)
        return Claim(payment, order, create=True)
    return Claim(payment, order)


def store_created(session: Session, payment_id: int, provider_id: str, url: str | None) -> None:
    payment = _locked_payment(session, id=payment_id)
    payment.provider_payment_id = provider_id
    payment.checkout_url = url or ""
    payment.checked_at = utcnow()
    payment.updated_at = utcnow()
    session.add(payment)


def drop_claim(session: Session, payment_id: int) -> None:
    payment = _locked_payment(session, id=payment_id)
    if payment is not None and payment.provider_payment_id is None:
        payment.checked_at = None
        session.add(payment)


def stored_url(session: Session, payment_id: int) -> tuple[str, str]:
    """(checkout URL, status) as stored now (a waiting start polls it)."""
    payment = session.get(ShopPayment, payment_id)
    return (payment.checkout_url, payment.status) if payment else ("", "")


def settle(session: Session, payment_id: int, status: str, *, release_minutes: int) -> Settled:
    """Applies the provider's `status` to our payment (see the module's rules)."""
    payment = _locked_payment(session, id=payment_id)
    if payment is None or status == payment.status or payment.status == "paid":
        return Settled()
    if payment.status != "open" and status != "paid":
        # A final state only ever gives way to paid (the provider's truth).
        return Settled()
    order = _locked_order(session, payment.order_id)
    now = utcnow()
    payment.status = status
    payment.checked_at = now
    payment.updated_at = now
    session.add(payment)
    result = Settled(order)
    latest = latest_payment(session, order.id)
    if status == "paid":
        if order.payment_status != "paid":
            order.payment_status = "paid"
            order.paid_at = now
            result.paid_now = order.paid_mail_at is None
            order.paid_mail_at = order.paid_mail_at or now
        order.stock_release_at = None
        if not order.stock_reserved and order.has_checkout:
            try:
                result.changed_products = stock.take_again(session, order)
            except Conflict:
                # Paid after the stock went to someone else: the shop sorts it out.
                logger.warning("Order %s paid after its stock was released", order.number)
    elif order.payment_status != "paid" and latest is not None and latest.id == payment.id:
        order.payment_status = status
        if status in BAD_STATUSES and order.stock_reserved:
            order.stock_release_at = stock.release_after(release_minutes)
    order.updated_at = now
    session.add(order)
    return result


def payment_by_provider_id(session: Session, provider: str, provider_id: str):
    return session.exec(
        select(ShopPayment).where(
            ShopPayment.provider == provider, ShopPayment.provider_payment_id == provider_id
        )
    ).first()


def claim_refresh(session: Session, order: ShopOrder, now: datetime) -> ShopPayment | None:
    """The order's open online payment to ask the provider about, at most once per
    REFRESH_SECONDS per payment (the claim is the conditional update of checked_at)."""
    if order.payment_status == "paid":
        return None
    payment = _locked_payment(session, order_id=order.id, status="open")
    if payment is None or payment.provider_payment_id is None:
        return None
    checked = stock.aware(payment.checked_at)
    if checked is not None and now - checked < timedelta(seconds=REFRESH_SECONDS):
        return None
    payment.checked_at = now
    session.add(payment)
    return payment


@dataclass
class NewPayment:
    order: ShopOrder
    payment: ShopPayment | None
    changed_products: list[int]


def new_transaction(
    session: Session, project_id: int, token: object, method_id: object
) -> NewPayment:
    """transactions/create: a new payment for an unpaid order whose last payment ended
    badly or that has an offline (or no) method."""
    begin_write(session)
    order = order_by_session(session, project_id, token)
    if order is None:
        raise NotFound({"order_session": [ORDER_MISSING]})
    order = _locked_order(session, order.id)
    if order.payment_status == "paid":
        raise Conflict({"payment": [ALREADY_PAID]})
    if order.status == "cancelled":
        raise Conflict({"payment": [CANCELLED]})
    if not order.has_checkout or order.total_cents <= 0:
        raise BadRequest({"payment": [QUOTE_ONLY]})
    shop = project_settings(session, project_id)
    method = methods.chosen_payment(shop, method_id) if isinstance(method_id, str) else None
    if method is None:
        raise BadRequest({"payment_method": [methods.CHOOSE_PAYMENT]})
    allowed = order.payment_status in BAD_STATUSES or order.payment_method in OFFLINE
    if not allowed:
        raise Conflict({"payment": [PAYMENT_RUNNING]})
    changed: list[int] = []
    if not order.stock_reserved:
        changed = stock.take_again(session, order)
    order.stock_release_at = None
    order.payment_method = method.id
    payment = new_payment(order, method, order.total_cents)
    if payment is not None:
        session.add(payment)
        order.payment_status = "open"
    else:
        order.payment_status = ""
    order.updated_at = utcnow()
    session.add(order)
    session.flush()
    return NewPayment(order, payment, changed)
