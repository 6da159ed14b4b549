"""Mollie through its official client (mollie-api-python), against `settings.mollie_api_url`.

Mollie's webhook only says "look at payment tr_...": the caller then fetches the status
here, so a forged or replayed webhook can never set a status by itself.
"""

from __future__ import annotations

import logging

from mollie.api.client import Client
from mollie.api.error import Error as MollieError
from mollie.api.error import IdentifierError, NotFoundError, ResponseError, UnauthorizedError

from api.payments.provider import PaymentRequest, ProviderError, ProviderPayment

logger = logging.getLogger("api.payments")

# Mollie's statuses on ours: a payment the buyer has not finished, or that awaits
# capture, is still open.
STATUS_MAP = {
    "open": "open",
    "pending": "open",
    "authorized": "open",
    "paid": "paid",
    "expired": "expired",
    "failed": "failed",
    "canceled": "canceled",
}
UNREACHABLE = "De betaalprovider is tijdelijk niet bereikbaar. Probeer het later opnieuw."
REFUSED = "De betaalprovider heeft de betaling geweigerd. Kies een andere betaalmethode."
UNKNOWN_PAYMENT = "Deze betaling is onbekend bij de betaalprovider."
NOT_CONFIGURED = "Online betalen is voor deze winkel nog niet ingesteld."
TIMEOUT_SECONDS = (3, 10)


def amount_value(cents: int) -> str:
    """Mollie's amount string: 1250 -> '12.50'."""
    return f"{cents // 100}.{cents % 100:02d}"


class MollieProvider:
    name = "mollie"

    def __init__(self, api_key: str, api_url: str) -> None:
        self.client = Client(api_endpoint=api_url, timeout=TIMEOUT_SECONDS, retry=1)
        try:
            self.client.set_api_key(api_key)
        except MollieError as error:
            raise ProviderError(NOT_CONFIGURED) from error

    def create(self, request: PaymentRequest) -> ProviderPayment:
        data = {
            "amount": {"currency": "EUR", "value": amount_value(request.amount_cents)},
            "description": request.description[:255],
            "redirectUrl": request.redirect_url,
            "webhookUrl": request.webhook_url,
            "metadata": {"reference": request.reference},
        }
        if request.method:
            data["method"] = request.method
        # The same reference asks Mollie for the same payment should a retry follow a lost answer.
        return self._call(
            lambda: self.client.payments.create(data, idempotency_key=request.reference)
        )

    def fetch(self, payment_id: str) -> ProviderPayment:
        return self._call(lambda: self.client.payments.get(payment_id))

    def _call(self, request) -> ProviderPayment:
        try:
            payment = request()
        except (IdentifierError, NotFoundError) as error:
            raise ProviderError(UNKNOWN_PAYMENT) from error
        except UnauthorizedError as error:
            logger.error("Mollie refused the API key: %s", error)
            raise ProviderError(NOT_CONFIGURED) from error
        except ResponseError as error:
            logger.warning("Mollie refused the request (%s): %s", error.status, error)
            raise ProviderError(UNREACHABLE if (error.status or 0) >= 500 else REFUSED) from error
        except MollieError as error:
            logger.warning("Mollie not reachable: %s", error)
            raise ProviderError(UNREACHABLE) from error
        status = STATUS_MAP.get(payment.status)
        if status is None:
            logger.warning("Mollie payment %s has unknown status %r", payment.id, payment.status)
            status = "open"
        return ProviderPayment(payment.id, status, payment.checkout_url)
