"""Payment providers behind one interface (docs/payments.md)."""

from api.payments.mollie_provider import MollieProvider
from api.payments.provider import (
    FINAL_STATUSES,
    STATUSES,
    PaymentProvider,
    PaymentRequest,
    ProviderError,
    ProviderPayment,
)
from api.payments.registry import provider_for
from api.payments.test_provider import TestProvider

__all__ = [
    "FINAL_STATUSES",
    "STATUSES",
    "MollieProvider",
    "PaymentProvider",
    "PaymentRequest",
    "ProviderError",
    "ProviderPayment",
    "TestProvider",
    "provider_for",
]
