"""The built-in test provider: its payments live in this product's own database and its
checkout page (api/payments/routes.py) lets the buyer pick the outcome, so `make run`
completes a purchase without any outside service.

Its checkout URL is a site path: the buyer reaches it from the shop's own site (the
start link's redirect), on whatever origin that is, so no origin is taken from the
request-shaped redirect URL. The chosen outcome reaches the shop in-process; the
stored webhook URL is kept for the record but never called (docs/payments.md).
"""

from __future__ import annotations

import secrets

from sqlalchemy import update
from sqlalchemy.engine import Engine

from api.database import session_scope
from api.payments.models import TestPayment
from api.payments.provider import PaymentRequest, ProviderError, ProviderPayment
from api.timestamps import utcnow

PAGE_PATH = "/api/services/payments/v1/test/{id}"
UNKNOWN_PAYMENT = "Deze testbetaling bestaat niet."
# Refused like Mollie refuses them, so both providers behave alike in tests.
NO_AMOUNT = "Een betaling moet minstens € 0,01 zijn."
URL_TOO_LONG = "Het terugkeeradres van de betaling is te lang."
# The columns' length.
MAX_URL_LENGTH = 2000


def checkout_url(payment_id: str) -> str:
    """The payment page as a path of the buyer's own site (its same-origin /api proxy)."""
    return PAGE_PATH.format(id=payment_id)


class TestProvider:
    __test__ = False  # not a pytest class
    name = "test"

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def create(self, request: PaymentRequest) -> ProviderPayment:
        if request.amount_cents < 1:
            raise ProviderError(NO_AMOUNT)
        if max(len(request.redirect_url), len(request.webhook_url)) > MAX_URL_LENGTH:
            raise ProviderError(URL_TOO_LONG)
        payment = TestPayment(
            id="tst_" + secrets.token_urlsafe(16),
            amount_cents=request.amount_cents,
            description=request.description[:300],
            method=(request.method or "")[:40],
            redirect_url=request.redirect_url,
            webhook_url=request.webhook_url,
        )
        with session_scope(self.engine) as session:
            session.add(payment)
        return ProviderPayment(payment.id, payment.status, checkout_url(payment.id))

    def fetch(self, payment_id: str) -> ProviderPayment:
        payment = read_payment(self.engine, payment_id)
        if payment is None:
            raise ProviderError(UNKNOWN_PAYMENT)
        checkout = checkout_url(payment.id) if payment.status == "open" else None
        return ProviderPayment(payment.id, payment.status, checkout)


def read_payment(engine: Engine, payment_id: str) -> TestPayment | None:
    with session_scope(engine) as session:
        return session.get(TestPayment, payment_id)


def settle(engine: Engine, payment_id: str, status: str) -> bool:
    """Moves an open payment to `status`; False when it was no longer open (only once)."""
    with session_scope(engine) as session:
        result = session.execute(
            update(TestPayment)
            .where(TestPayment.id == payment_id, TestPayment.status == "open")
            .values(status=status, updated_at=utcnow())
        )
        return result.rowcount == 1
