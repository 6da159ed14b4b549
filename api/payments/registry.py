"""Which provider serves a payment method: project configuration names it."""

from __future__ import annotations

from sqlalchemy.engine import Engine

from api.payments.mollie_provider import MollieProvider
from api.payments.provider import PaymentProvider, ProviderError
from api.payments.test_provider import TestProvider
from api.settings import Settings

UNKNOWN_PROVIDER = "Deze betaalmethode is niet beschikbaar."


def provider_for(name: str, *, settings: Settings, engine: Engine, config: dict) -> PaymentProvider:
    """`config` is the project's modules.webshop (Mollie reads `mollie.api_key` from it)."""
    if name == "test":
        return TestProvider(engine)
    if name == "mollie":
        mollie = (config or {}).get("mollie") or {}
        api_key = mollie.get("api_key") if isinstance(mollie, dict) else None
        return MollieProvider(str(api_key or ""), settings.mollie_api_url)
    raise ProviderError(UNKNOWN_PROVIDER)
