"""The one interface every payment provider implements; providers know nothing of orders."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

STATUSES = ("open", "paid", "expired", "failed", "canceled")
# Statuses a payment never leaves.
FINAL_STATUSES = frozenset({"paid", "expired", "failed", "canceled"})


class ProviderError(Exception):
    """The provider is unreachable or refused the request; the message is Dutch, for people."""


@dataclass(frozen=True)
class PaymentRequest:
    reference: str  # our payment token
    amount_cents: int
    description: str
    redirect_url: str  # absolute: where the buyer returns
    webhook_url: str  # absolute: where the provider reports (POST form id=<provider id>)
    method: str | None = None  # the provider's method, e.g. "ideal"


@dataclass(frozen=True)
class ProviderPayment:
    id: str  # "tr_..." for Mollie, "tst_..." for the test provider
    status: str  # one of STATUSES
    checkout_url: str | None


class PaymentProvider(Protocol):
    name: str

    def create(self, request: PaymentRequest) -> ProviderPayment:
        """Starts a payment at the provider; raises ProviderError."""
        ...

    def fetch(self, payment_id: str) -> ProviderPayment:
        """The payment's current status at the provider; raises ProviderError."""
        ...
