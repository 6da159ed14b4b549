"""Which origin the checkout's links carry (docs/origins.md): mails and Mollie's URLs
get the validated public origin, never raw Host text; the browser gets site paths; the
test provider tells the checkout in-process, without any HTTP request."""

from __future__ import annotations

import email
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import sqlalchemy as sa

from tests.api.shop.checkout.conftest import HOST, WEBSHOP
from tests.fakes.mollie import FakeMollie

EVIL = "winkel.example:1@evil.example"
MOLLIE_METHOD = {"id": "mollie_ideal", "title": "iDEAL (Mollie)", "provider": "mollie",
                 "mollie_method": "ideal"}  # fmt: skip


@pytest.fixture
def mail_dir(tmp_path) -> Path:
    return tmp_path / "mail"


@pytest.fixture
def mollie() -> Iterator[FakeMollie]:
    with FakeMollie() as fake:
        yield fake


@pytest.fixture
def no_outgoing_http(monkeypatch) -> list[str]:
    """Every request the API would send over the network, refused and recorded."""
    attempts: list[str] = []

    def refuse(_transport, request: httpx.Request) -> httpx.Response:
        attempts.append(str(request.url))
        raise httpx.ConnectError("no outgoing HTTP in this test", request=request)

    monkeypatch.setattr(httpx.HTTPTransport, "handle_request", refuse)
    return attempts


def mails(mail_dir: Path) -> list:
    if not mail_dir.exists():
        return []
    return [email.message_from_bytes(p.read_bytes()) for p in sorted(mail_dir.glob("*.eml"))]


def buyer_text(mail_dir: Path, subject: str) -> str:
    found = [m for m in mails(mail_dir) if m["To"] == "anna@example.nl" and subject in m["Subject"]]
    assert len(found) == 1, [m["Subject"] for m in mails(mail_dir)]
    return found[0].get_payload(decode=True).decode()


def count(engine, table: str) -> int:
    with engine.connect() as connection:
        return connection.execute(sa.text(f"SELECT count(*) FROM {table}")).scalar_one()


def ready_cart(shop, payment="ideal") -> str:
    session = shop.new_cart()
    shop.add(session, "appeltaart", 1)
    shop.ready(session, payment=payment)
    return session


@pytest.mark.parametrize("headers", [{"host": EVIL}, {"x-forwarded-host": EVIL},
                                     {"host": "winkel.example:abc"}])  # fmt: skip
def test_a_request_shaped_host_never_reaches_an_order_or_its_mail(
    make_shop, engine, mail_dir, headers
):
    shop = make_shop(mail_dir=mail_dir)
    session = ready_cart(shop)
    body = {"website_id": shop.project_id, "project_id": shop.project_id,
            "shoppingcart_session": session, "agreement": True}  # fmt: skip
    response = shop.client.post(
        "/api/services/webshop/v1/orders/create", json=body, headers=headers
    )
    assert response.status_code == 400 and "host" in response.json()["errors"]
    assert count(engine, "shop_order") == 0 and mails(mail_dir) == []


def test_the_mail_links_to_the_validated_host_and_port_and_the_answer_is_relative(
    make_shop, mail_dir
):
    # Through the SSR proxy at port 3000, like `make run`.
    shop = make_shop(mail_dir=mail_dir)
    shop.client.headers["x-forwarded-host"] = f"{HOST.upper()}.:3000"
    answer = shop.order(ready_cart(shop)).json()
    token = answer["order"]["session"]
    assert answer["payment"]["url"].startswith("/api/services/webshop/v1/payments/")
    text = buyer_text(mail_dir, "Bevestiging")
    assert f"Je bestelling bekijken: http://{HOST}:3000/bestelling?order={token}\n" in text


def test_a_configured_public_base_url_is_the_mails_origin(make_shop, mail_dir):
    shop = make_shop(mail_dir=mail_dir, public_base_url="https://www.winkel.example/")
    shop.client.headers["x-forwarded-host"] = f"{HOST}:8443"
    answer = shop.order(ready_cart(shop, payment="wire")).json()
    token = answer["order"]["session"]
    assert answer["payment"]["url"] == f"/bestelling?order={token}"
    text = buyer_text(mail_dir, "Bevestiging")
    assert f"https://www.winkel.example/bestelling?order={token}" in text
    assert ":8443" not in text


@pytest.mark.parametrize(
    ("settings", "headers", "origin"),
    [
        ({}, {"x-forwarded-host": f"{HOST}:8443", "x-forwarded-proto": "https"},
         f"https://{HOST}:8443"),
        ({"public_base_url": "https://betalen.winkel.example"}, {"x-forwarded-host": HOST},
         "https://betalen.winkel.example"),
    ],
)  # fmt: skip
def test_mollie_gets_urls_of_the_validated_origin(make_shop, mollie, settings, headers, origin):
    webshop = {**WEBSHOP, "payment_methods": [*WEBSHOP["payment_methods"], MOLLIE_METHOD],
               "mollie": {"api_key": mollie.api_key}}  # fmt: skip
    shop = make_shop(webshop, mollie_api_url=mollie.url, **settings)
    shop.client.headers.update(headers)
    answer = shop.order(ready_cart(shop, payment="mollie_ideal")).json()
    token = answer["order"]["session"]
    start = shop.client.get(answer["payment"]["url"], follow_redirects=False)
    assert start.status_code == 303
    (created,) = mollie.payments.values()
    assert start.headers["location"] == created["_links"]["checkout"]["href"]
    assert created["redirectUrl"] == f"{origin}/bestelling?order={token}"
    assert created["webhookUrl"] == f"{origin}/api/services/webshop/v1/payments/webhook/mollie"


def test_a_request_shaped_host_never_reaches_mollie(make_shop, mollie):
    webshop = {**WEBSHOP, "payment_methods": [*WEBSHOP["payment_methods"], MOLLIE_METHOD],
               "mollie": {"api_key": mollie.api_key}}  # fmt: skip
    shop = make_shop(webshop, mollie_api_url=mollie.url)
    answer = shop.order(ready_cart(shop, payment="mollie_ideal")).json()
    for headers in ({"host": EVIL}, {"x-forwarded-host": EVIL}):
        start = shop.client.get(answer["payment"]["url"], headers=headers, follow_redirects=False)
        assert start.status_code == 400
    assert mollie.payments == {}


def test_the_test_page_settles_the_order_in_process(make_shop, engine, mail_dir, no_outgoing_http):
    # The demo's path: localhost:3000 (the SSR proxy) stands for the shop.
    shop = make_shop(mail_dir=mail_dir, demo_domain=HOST)
    shop.client.headers["x-forwarded-host"] = "localhost:3000"
    answer = shop.order(ready_cart(shop)).json()
    token = answer["order"]["session"]
    start = shop.client.get(answer["payment"]["url"], follow_redirects=False)
    page = start.headers["location"]
    assert (start.status_code, page.split("tst_")[0]) == (303, "/api/services/payments/v1/test/")
    assert "Betaald" in shop.client.get(page).text
    back = shop.client.post(page, data={"status": "paid"}, follow_redirects=False)
    assert (back.status_code, back.headers["location"]) == (303, f"/bestelling?order={token}")
    view = shop.ok("/orders/get", order_session=token, email="anna@example.nl")
    assert view["payment"]["payment_status"] == "paid"
    text = buyer_text(mail_dir, "Betaling ontvangen")
    assert f"http://localhost:3000/bestelling?order={token}" in text
    # Told in-process: not even the stored webhook URL (on this very API) was called.
    assert no_outgoing_http == []
