from __future__ import annotations

import pytest
from sqlalchemy.engine import Engine
from starlette.testclient import TestClient

from api.payments import PaymentRequest, ProviderError, provider_for
from api.payments.test_provider import TestProvider
from api.settings import Settings
from tests.fakes.webhooks import WebhookReceiver

ORDER_PAGE = "http://localhost/bestelling?order=abc"
# Where the buyer goes back to: the order page as a path of the site it came from.
BACK = "/bestelling?order=abc"


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
    assert payment.checkout_url == f"/api/services/payments/v1/test/{payment.id}"
    assert payment.id.startswith("tst_")
    return payment.id, payment.checkout_url


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
    assert answer.headers["location"] == BACK
    fetched = TestProvider(engine).fetch(payment_id)
    assert (fetched.status, fetched.checkout_url) == ("paid", None)

    again = client.get(path)
    assert "Betaald" in again.text and ">Betaald</button>" not in again.text
    assert f'href="{BACK}"' in again.text
    # The outcome reaches the shop in-process: the stored webhook URL is never called.
    assert webhooks.received == []


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
    assert webhooks.received == []


def test_an_outcome_is_chosen_only_once(
    engine: Engine, sites, client: TestClient, webhooks: WebhookReceiver
) -> None:
    payment_id, path = start_payment(engine, webhooks.url)
    assert client.post(path, data={"status": "expired"}, follow_redirects=False).status_code == 303
    second = client.post(path, data={"status": "paid"}, follow_redirects=False)
    assert second.status_code == 409
    assert "al een uitkomst gekozen" in second.text
    assert TestProvider(engine).fetch(payment_id).status == "expired"
    assert f'href="{BACK}"' in second.text
    assert webhooks.received == []


def test_a_payment_no_order_knows_does_not_stop_the_buyer(
    engine: Engine, sites, client: TestClient
) -> None:
    # The shop has no order for this payment: it is told, refuses, the buyer goes on.
    payment_id, path = start_payment(engine, "")
    answer = client.post(path, data={"status": "paid"}, follow_redirects=False)
    assert (answer.status_code, answer.headers["location"]) == (303, BACK)
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


@pytest.mark.parametrize(
    ("redirect_url", "back"),
    [
        ("https://www.taart.nl:8443/bestelling?x=1", "/bestelling?x=1"),
        ("http://localhost:1@evil.example/bestelling?x=1", "/bestelling?x=1"),
        # A path a browser would read as another host.
        ("https://a.nl//evil.example/x", "/"),
        ("https://a.nl/\\evil.example/x", "/"),
    ],
)
def test_the_checkout_url_and_the_way_back_stay_on_the_buyers_site(
    engine: Engine, sites, client: TestClient, redirect_url: str, back: str
) -> None:
    # Whatever origin the redirect URL names, the page is a path of the buyer's site
    # and the buyer returns to a path of that same site.
    payment = TestProvider(engine).create(PaymentRequest("r", 100, "d", redirect_url, ""))
    assert payment.checkout_url == f"/api/services/payments/v1/test/{payment.id}"
    answer = client.post(payment.checkout_url, data={"status": "paid"}, follow_redirects=False)
    assert (answer.status_code, answer.headers["location"]) == (303, back)


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
