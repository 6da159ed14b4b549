"""Payments of orders: starting one at the provider, settling what the provider says,
new payments for unpaid orders (docs/checkout.md, "Payments").

Provider calls (HTTP) never run inside a transaction. Starting claims the payment row
under its lock first (`checked_at` marks the claim while no provider id exists), so
parallel starts create one provider payment; the others wait for its checkout URL.
`settle` is the one place a provider's answer changes a payment: under the payment's
lock, an open payment takes the provider's status, a payment is paid once, and the
order's payment status follows its latest payment. Money for an order the shop
cancelled is recorded (the order shows `refund_due`) but takes no stock and no mail.
Which state may go where is `states.py`'s to say.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from sqlmodel import Session, select

from api.domain_errors import Conflict, NotFound
from api.metrics.counters import PAYMENTS, count_on_commit
from api.shop.checkout import methods, states, stock
from api.shop.checkout.holds import Holds
from api.shop.checkout.locking import begin_write
from api.shop.checkout.models import ShopOrder, ShopPayment
from api.shop.checkout.orders import latest_payment, new_payment, order_by_session
from api.shop.checkout.sessions import BadRequest
from api.shop.lookups import project_settings
from api.timestamps import in_utc, utcnow

logger = logging.getLogger("api.shop.checkout")

# A claim older than this was abandoned (a crashed request): it may be taken again.
CLAIM_SECONDS = 60
# The overview asks the provider at most this often per payment.
REFRESH_SECONDS = 5
ALREADY_PAID = "Deze bestelling is al betaald."
PAYMENT_RUNNING = (
    "Er loopt al een betaling voor deze bestelling met een andere betaalmethode. "
    "Rond die af of wacht tot ze verlopen is."
)
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
    if payment.status != states.OPEN or not states.can_pay(order):
        # Paid, ended, or cancelled by the shop: the order page, never a provider.
        return Claim(payment, order, finished=True)
    if payment.checkout_url:
        return Claim(payment, order, redirect=payment.checkout_url)
    claimed = in_utc(payment.checked_at)
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


def settle(session: Session, payment_id: int, status: str, *, holds: Holds) -> Settled:
    """Applies the provider's `status` to our payment (see the module's rules)."""
    payment = _locked_payment(session, id=payment_id)
    if payment is None or status == payment.status or payment.status == states.PAID:
        return Settled()
    if payment.status != states.OPEN and status != states.PAID:
        # A final state only ever gives way to paid (the provider's truth).
        return Settled()
    order = _locked_order(session, payment.order_id)
    now = utcnow()
    payment.status = status
    count_on_commit(session, PAYMENTS, status=status)
    payment.checked_at = now
    payment.updated_at = now
    session.add(payment)
    result = Settled(order)
    latest = latest_payment(session, order.id)
    if status == states.PAID:
        _paid(session, order, now, result)
    elif not states.is_paid(order) and latest is not None and latest.id == payment.id:
        order.payment_status = status
        if status in states.ENDED_UNPAID and order.stock_reserved and not states.sold(order):
            order.stock_release_at = holds.after_failed_payment(order.stock_release_at, now)
    order.updated_at = now
    session.add(order)
    return result


def _paid(session: Session, order: ShopOrder, now: datetime, result: Settled) -> None:
    """The money arrived. For a live order the units are sold (taken again when its
    hold had run out) and the buyer is told once; for an order the shop cancelled
    the money is only recorded, for the owner to refund (`states.refund_due`)."""
    cancelled = order.status == states.CANCELLED
    if not states.is_paid(order):
        order.payment_status = states.PAID
        order.paid_at = now
        if not cancelled:
            result.paid_now = order.paid_mail_at is None
            order.paid_mail_at = order.paid_mail_at or now
    if cancelled:
        logger.warning("Order %s was paid after it was cancelled: refund due", order.number)
        return
    order.stock_release_at = None
    if not order.stock_reserved and order.has_checkout:
        try:
            result.changed_products = stock.take_again(session, order, None)
        except Conflict:
            # Paid after the stock went to someone else: the shop sorts it out.
            logger.warning("Order %s paid after its stock was released", order.number)


def payment_by_provider_id(session: Session, provider: str, provider_id: str):
    return session.exec(
        select(ShopPayment).where(
            ShopPayment.provider == provider, ShopPayment.provider_payment_id == provider_id
        )
    ).first()


def claim_refresh(session: Session, order: ShopOrder, now: datetime) -> ShopPayment | None:
    """The order's open online payment to ask the provider about, at most once per
    REFRESH_SECONDS per payment (the claim is the conditional update of checked_at)."""
    if states.is_paid(order):
        return None
    payment = _locked_payment(session, order_id=order.id, status=states.OPEN)
    if payment is None or payment.provider_payment_id is None:
        return None
    checked = in_utc(payment.checked_at)
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
    session: Session, project_id: int, token: object, method_id: object, holds: Holds
) -> NewPayment:
    """transactions/create: a new payment for an unpaid order whose last payment ended
    badly or that has an offline (or no) method. Units released meanwhile are taken
    again, with a new hold; units still held keep their hold (paying again never
    stretches it). While an online payment is open, asking again with its method
    answers that payment (the buyer goes back to it); another method is refused, so
    an order never has two payments open at once."""
    begin_write(session)
    order = order_by_session(session, project_id, token)
    if order is None:
        raise NotFound({"order_session": [ORDER_MISSING]})
    order = _locked_order(session, order.id)
    if states.is_paid(order):
        raise Conflict({"payment": [ALREADY_PAID]})
    if order.status == states.CANCELLED:
        raise Conflict({"payment": [CANCELLED]})
    if not states.can_pay(order):
        raise BadRequest({"payment": [QUOTE_ONLY]})
    shop = project_settings(session, project_id)
    method = methods.chosen_payment(shop, method_id) if isinstance(method_id, str) else None
    if method is None:
        raise BadRequest({"payment_method": [methods.CHOOSE_PAYMENT]})
    if not states.may_retry_payment(order):
        running = latest_payment(session, order.id)
        if running is not None and running.status == states.OPEN and running.method == method.id:
            return NewPayment(order, running, [])
        raise Conflict({"payment": [PAYMENT_RUNNING]})
    now = utcnow()
    changed: list[int] = []
    if not order.stock_reserved:
        release_at = None if states.sold(order) else holds.until(method.id, method.online, now)
        changed = stock.take_again(session, order, release_at)
    order.payment_method = method.id
    payment = new_payment(order, method, order.total_cents)
    if payment is not None:
        session.add(payment)
        order.payment_status = states.OPEN
        count_on_commit(session, PAYMENTS, status=states.OPEN)
    else:
        order.payment_status = states.NO_PAYMENT
    order.updated_at = now
    session.add(order)
    session.flush()
    return NewPayment(order, payment, changed)
