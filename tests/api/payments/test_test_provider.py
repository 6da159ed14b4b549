from __future__ import annotations

import pytest
from sqlalchemy.engine import Engine
from starlette.testclient import TestClient

from api.payments import PaymentRequest, ProviderError, provider_for
from api.payments.test_provider import TestProvider
from api.settings import Settings
from tests.api.live_server import free_port
from tests.fakes.webhooks import WebhookReceiver

ORDER_PAGE = "http://localhost/bestelling?order=abc"


def start_payment(engine: Engine, webhook_url: str, **fields) -> tuple[str, str]:
    """(payment id, checkout path) of a new test payment."""
    request = PaymentRequest(
        reference="pay_1",
        amount_cents=fields.pop("amount_cents", 1250),
        description=fields.pop("description", "Bestelling 1001"),
        redirect_url=fields.pop("redirect_url", ORDER_PAGE),
        webhook_url=webhook_url,
        **fields,
    )
    payment = TestProvider(engine).create(request)
    assert payment.status == "open"
    assert payment.checkout_url.startswith("http://localhost/api/services/payments/v1/test/tst_")
    return payment.id, payment.checkout_url.removeprefix("http://localhost")


def test_a_test_payment_is_paid_from_its_page(
    engine: Engine, sites, client: TestClient, webhooks: WebhookReceiver
) -> None:
    payment_id, path = start_payment(engine, webhooks.url + "/hook/test")

    page = client.get(path)
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    assert page.headers["cache-control"] == "no-store"
    assert "€ 12,50" in page.text and "Bestelling 1001" in page.text
    for label in ("Betaald", "Mislukt", "Verlopen", "Geannuleerd"):
        assert f">{label}</button>" in page.text
    assert "<script" not in page.text

    answer = client.post(path, data={"status": "paid"}, follow_redirects=False)
    assert answer.status_code == 303
    assert answer.headers["location"] == ORDER_PAGE
    assert [(hook.path, hook.form) for hook in webhooks.wait_for(1)] == [
        ("/hook/test", {"id": payment_id})
    ]
    fetched = TestProvider(engine).fetch(payment_id)
    assert (fetched.status, fetched.checkout_url) == ("paid", None)

    again = client.get(path)
    assert "Betaald" in again.text and ">Betaald</button>" not in again.text
    assert 'href="http://localhost/bestelling?order=abc"' in again.text


@pytest.mark.parametrize("status", ["failed", "expired", "canceled"])
def test_every_outcome_can_be_chosen(
    engine: Engine, sites, client: TestClient, webhooks: WebhookReceiver, status: str
) -> None:
    payment_id, path = start_payment(engine, webhooks.url)
    assert client.post(path, data={"status": status}, follow_redirects=False).status_code == 303
    assert (
        provider_for("test", settings=Settings(), engine=engine, config={}).fetch(payment_id).status
        == status
    )
    webhooks.wait_for(1)


def test_an_outcome_is_chosen_only_once(
    engine: Engine, sites, client: TestClient, webhooks: WebhookReceiver
) -> None:
    payment_id, path = start_payment(engine, webhooks.url)
    assert client.post(path, data={"status": "expired"}, follow_redirects=False).status_code == 303
    second = client.post(path, data={"status": "paid"}, follow_redirects=False)
    assert second.status_code == 409
    assert "al een uitkomst gekozen" in second.text
    assert TestProvider(engine).fetch(payment_id).status == "expired"
    assert len(webhooks.wait_for(1)) == 1


def test_a_failing_webhook_does_not_stop_the_buyer(
    engine: Engine, sites, client: TestClient
) -> None:
    payment_id, path = start_payment(engine, f"http://127.0.0.1:{free_port()}/hook")
    answer = client.post(path, data={"status": "paid"}, follow_redirects=False)
    assert (answer.status_code, answer.headers["location"]) == (303, ORDER_PAGE)
    assert TestProvider(engine).fetch(payment_id).status == "paid"


@pytest.mark.parametrize("status", ["", "open", "refunded"])
def test_an_unknown_outcome_is_refused(
    engine: Engine, sites, client: TestClient, status: str
) -> None:
    payment_id, path = start_payment(engine, "")
    assert client.post(path, data={"status": status}).status_code == 400
    assert TestProvider(engine).fetch(payment_id).status == "open"


def test_an_unknown_payment_is_404(engine: Engine, sites, client: TestClient) -> None:
    path = "/api/services/payments/v1/test/tst_unknown"
    assert client.get(path).status_code == 404
    assert "bestaat niet" in client.post(path, data={"status": "paid"}).text
    with pytest.raises(ProviderError):
        TestProvider(engine).fetch("tst_unknown")


def test_the_page_escapes_the_description(engine: Engine, sites, client: TestClient) -> None:
    _payment_id, path = start_payment(
        engine, "", description="<b>Taart</b> & co", amount_cents=123450
    )
    page = client.get(path).text
    assert "&lt;b&gt;Taart&lt;/b&gt; &amp; co" in page
    assert "€ 1.234,50" in page


def test_the_checkout_url_keeps_the_buyers_site_origin(engine: Engine) -> None:
    request = PaymentRequest("r", 100, "d", "https://www.taart.nl:8443/bestelling?x=1", "")
    payment = TestProvider(engine).create(request)
    assert (
        payment.checkout_url
        == f"https://www.taart.nl:8443/api/services/payments/v1/test/{payment.id}"
    )


@pytest.mark.parametrize(
    "fields",
    [{"amount_cents": 0}, {"amount_cents": -100}, {"redirect_url": "https://a.nl/" + "x" * 2000}],
)
def test_payments_mollie_would_refuse_are_refused(engine: Engine, fields: dict) -> None:
    values = {"reference": "r", "amount_cents": 100, "description": "d"}
    values |= {"redirect_url": ORDER_PAGE, "webhook_url": ""}
    request = PaymentRequest(**(values | fields))
    with pytest.raises(ProviderError):
        TestProvider(engine).create(request)
