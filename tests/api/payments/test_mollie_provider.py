from __future__ import annotations

import httpx
import pytest

from api.payments import MollieProvider, PaymentRequest, ProviderError, provider_for
from api.settings import Settings
from tests.api.live_server import closed_port
from tests.fakes.mollie import FakeMollie
from tests.fakes.webhooks import WebhookReceiver


def request(**fields) -> PaymentRequest:
    values = {
        "reference": "pay_abc",
        "amount_cents": 1250,
        "description": "Bestelling 1001",
        "redirect_url": "https://taart.nl/bestelling?order=abc",
        "webhook_url": "https://taart.nl/api/services/webshop/v1/payments/webhook/mollie",
        "method": "ideal",
    }
    return PaymentRequest(**(values | fields))


def provider(mollie: FakeMollie, api_key: str | None = None) -> MollieProvider:
    settings = Settings(mollie_api_url=mollie.url)
    config = {"mollie": {"api_key": api_key or mollie.api_key}}
    return provider_for("mollie", settings=settings, engine=None, config=config)


def test_create_starts_an_open_payment_with_a_checkout_url(mollie: FakeMollie) -> None:
    payment = provider(mollie).create(request())
    assert payment.id.startswith("tr_")
    assert payment.status == "open"
    assert payment.checkout_url == f"{mollie.url}/checkout/{payment.id}"
    (call,) = mollie.calls_to("POST", "/v2/payments")
    assert call.body == {
        "amount": {"currency": "EUR", "value": "12.50"},
        "description": "Bestelling 1001",
        "redirectUrl": "https://taart.nl/bestelling?order=abc",
        "webhookUrl": "https://taart.nl/api/services/webshop/v1/payments/webhook/mollie",
        "metadata": {"reference": "pay_abc"},
        "method": "ideal",
    }
    assert call.headers["authorization"] == f"Bearer {mollie.api_key}"
    assert call.headers["idempotency-key"] == "pay_abc"


def test_without_a_method_the_buyer_chooses_at_mollie(mollie: FakeMollie) -> None:
    provider(mollie).create(request(method=None, amount_cents=5))
    (call,) = mollie.calls_to("POST", "/v2/payments")
    assert "method" not in call.body
    assert call.body["amount"]["value"] == "0.05"


def test_the_same_reference_gives_the_same_payment(mollie: FakeMollie) -> None:
    first = provider(mollie).create(request())
    assert provider(mollie).create(request()).id == first.id
    assert len(mollie.payments) == 1


@pytest.mark.parametrize(
    ("mollie_status", "status"),
    [
        ("open", "open"),
        ("pending", "open"),
        ("authorized", "open"),
        ("paid", "paid"),
        ("expired", "expired"),
        ("failed", "failed"),
        ("canceled", "canceled"),
    ],
)
def test_fetch_maps_mollies_statuses(mollie: FakeMollie, mollie_status: str, status: str) -> None:
    payments = provider(mollie)
    created = payments.create(request())
    mollie.set_status(created.id, mollie_status)
    fetched = payments.fetch(created.id)
    assert (fetched.id, fetched.status) == (created.id, status)
    assert (fetched.checkout_url is not None) == (mollie_status in ("open", "pending"))


def test_a_wrong_api_key_is_a_provider_error(mollie: FakeMollie) -> None:
    with pytest.raises(ProviderError, match="niet ingesteld"):
        provider(mollie, api_key="test_wrongwrongwrongwrongwrongwrong").create(request())
    assert mollie.payments == {}


@pytest.mark.parametrize("config", [{}, {"mollie": {}}, {"mollie": {"api_key": "nonsense"}}])
def test_a_missing_or_malformed_api_key_is_a_provider_error(config: dict) -> None:
    with pytest.raises(ProviderError):
        provider_for("mollie", settings=Settings(), engine=None, config=config)


def test_a_refused_payment_is_a_provider_error(mollie: FakeMollie) -> None:
    with pytest.raises(ProviderError, match="geweigerd"):
        provider(mollie).create(request(method="bitcoin"))


def test_an_unreachable_mollie_is_a_provider_error() -> None:
    config = {"mollie": {"api_key": "test_" + "x" * 30}}
    with closed_port() as port:
        settings = Settings(mollie_api_url=f"http://127.0.0.1:{port}")
        payments = provider_for("mollie", settings=settings, engine=None, config=config)
        with pytest.raises(ProviderError, match="niet bereikbaar"):
            payments.create(request())


def test_the_stand_in_reports_status_changes_to_the_webhook(
    mollie: FakeMollie, webhooks: WebhookReceiver
) -> None:
    created = provider(mollie).create(request(webhook_url=webhooks.url + "/hook/mollie"))
    mollie.set_status(created.id, "paid")
    assert mollie.send_webhook(created.id) == 200
    assert [(hook.path, hook.form) for hook in webhooks.wait_for(1)] == [
        ("/hook/mollie", {"id": created.id})
    ]


def test_an_unknown_provider_is_a_provider_error() -> None:
    with pytest.raises(ProviderError):
        provider_for("paypal", settings=Settings(), engine=None, config={})


@pytest.mark.parametrize("payment_id", ["tr_doesnotexist", "tst_other_provider"])
def test_an_unknown_payment_id_is_a_provider_error(mollie: FakeMollie, payment_id: str) -> None:
    with pytest.raises(ProviderError, match="onbekend"):
        provider(mollie).fetch(payment_id)


def test_the_stand_ins_checkout_page_pays_and_reports(
    mollie: FakeMollie, webhooks: WebhookReceiver
) -> None:
    created = provider(mollie).create(request(webhook_url=webhooks.url + "/hook/mollie"))
    assert "Bestelling 1001" in httpx.get(created.checkout_url).text
    answer = httpx.post(created.checkout_url, data={"status": "paid"})
    assert (answer.status_code, answer.headers["location"]) == (
        303,
        "https://taart.nl/bestelling?order=abc",
    )
    assert webhooks.wait_for(1)[0].form == {"id": created.id}
    assert provider(mollie).fetch(created.id).status == "paid"
    assert httpx.post(created.checkout_url, data={"status": "failed"}).status_code == 409
