"""The domain counters: purges per target, mails, orders and payments by status and
the payment webhooks' outcomes."""

from __future__ import annotations

import socket
from email.message import EmailMessage

import pytest

from api.cache.purge import Purger
from api.mail import MailError, Outbox
from tests.api.metrics.sampling import sample

WEBSHOP = "/api/services/webshop/v1"


def closed_port_url() -> str:
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        port = listener.getsockname()[1]
    return f"http://127.0.0.1:{port}"


def test_purges_are_counted_sent_or_failed_per_target(purge_receiver):
    down = closed_port_url()
    sent = sample("api_purges_total", target=f"{purge_receiver.url}/", result="sent")
    failed = sample("api_purges_total", target=f"{down}/", result="failed")
    purger = Purger([purge_receiver.url, down], retry_delays=(0, 0))
    purger.purge_blocking(["project-1"])
    assert purger.drain()
    assert len(purge_receiver.requests) == 1
    assert sample("api_purges_total", target=f"{purge_receiver.url}/", result="sent") == sent + 1
    # Every attempt counts: the first and the two retries of the instance that is down.
    assert sample("api_purges_total", target=f"{down}/", result="failed") == failed + 3
    assert sample("api_purges_total", target=f"{down}/", result="sent") == 0


def _message() -> EmailMessage:
    message = EmailMessage()
    message["To"] = "klant@example.nl"
    message["Subject"] = "Test"
    message.set_content("Hallo")
    return message


def test_mails_are_counted_sent_and_failed(make_settings, tmp_path):
    sent, failed = (
        sample("api_mails_total", result="sent"),
        sample("api_mails_total", result="failed"),
    )
    Outbox(make_settings(mail_dir=tmp_path / "mail")).send(_message())
    assert sample("api_mails_total", result="sent") == sent + 1
    blocker = tmp_path / "blocker"
    blocker.write_text("")
    with pytest.raises(MailError):
        Outbox(make_settings(mail_dir=blocker / "mail")).send(_message())
    assert sample("api_mails_total", result="failed") == failed + 1
    assert sample("api_mails_total", result="sent") == sent + 1


def test_orders_and_payments_are_counted_at_their_transitions(make_shop):
    visitor = make_shop()
    client = visitor.client
    new_orders = sample("api_orders_total", status="new")
    opened = sample("api_payments_total", status="open")
    paid = sample("api_payments_total", status="paid")
    session = visitor.new_cart()
    visitor.add(session, "appeltaart")
    visitor.ready(session, payment="ideal")
    placed = visitor.order(session)
    assert placed.status_code == 200, placed.text
    assert sample("api_orders_total", status="new") == new_orders + 1
    assert sample("api_payments_total", status="open") == opened + 1
    page = client.get(placed.json()["payment"]["url"], follow_redirects=False)
    assert page.status_code == 303, page.text
    settled = client.post(page.headers["location"], data={"status": "paid"}, follow_redirects=False)
    assert settled.status_code == 303, settled.text
    assert sample("api_payments_total", status="paid") == paid + 1


def test_a_refused_order_counts_nothing(make_shop):
    visitor = make_shop()
    new_orders = sample("api_orders_total", status="new")
    session = visitor.new_cart()
    visitor.add(session, "appeltaart")
    assert visitor.order(session, agreement=False).status_code == 400
    assert sample("api_orders_total", status="new") == new_orders


def test_webhooks_for_unknown_payments_are_counted(make_shop):
    visitor = make_shop()
    before = sample("api_payment_webhooks_total", provider="test", outcome="unknown_payment")
    answer = visitor.client.post(f"{WEBSHOP}/payments/webhook/test", data={"id": "tst_onbekend"})
    assert answer.status_code == 404
    assert sample("api_payment_webhooks_total", provider="test", outcome="unknown_payment") == (
        before + 1
    )


def test_a_webhook_for_a_known_payment_counts_as_settled(make_shop):
    visitor = make_shop()
    session = visitor.new_cart()
    visitor.add(session, "appeltaart")
    visitor.ready(session, payment="ideal")
    placed = visitor.order(session)
    page = visitor.client.get(placed.json()["payment"]["url"], follow_redirects=False)
    provider_id = page.headers["location"].rstrip("/").rsplit("/", 1)[-1]
    assert provider_id.startswith("tst_")
    before = sample("api_payment_webhooks_total", provider="test", outcome="settled")
    answer = visitor.client.post(f"{WEBSHOP}/payments/webhook/test", data={"id": provider_id})
    assert answer.status_code == 200, answer.text
    assert sample("api_payment_webhooks_total", provider="test", outcome="settled") == before + 1
