"""No personal data in any log line: a checkout (whose mails fail, so their
addresses reach a log call), an order lookup, owner logins and a form submission,
with every API log line captured as `python -m api serve` writes it."""

from __future__ import annotations

import re

from api.demo import DEMO_PASSWORD
from tests.api.conftest import DEMO_OWNER
from tests.api.forms.submitting import send
from tests.api.shop.checkout.conftest import BUYER

EMAIL = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
TAX_NUMBER = "NL123456782B01"
ID = "ssr-0123456789"


def test_no_personal_data_reaches_the_logs(
    sites, make_shop, make_client, contact, json_logs, tmp_path
):
    blocker = tmp_path / "blocker"
    blocker.write_text("")
    broken_mail = blocker / "mail"  # a file where the mail folder should be: every mail fails

    shop = make_shop(mail_dir=broken_mail)
    session = shop.new_cart()
    shop.add(session, "appeltaart")
    shop.ready(session, payment="wire", invoice_is_company="1", invoice_company="Bedrijf BV",
               invoice_tax_number=TAX_NUMBER)  # fmt: skip
    placed = shop.client.post(
        "/api/services/webshop/v1/orders/create",
        json={"website_id": shop.project_id, "project_id": shop.project_id,
              "shoppingcart_session": session, "agreement": True},
        headers={"x-request-id": ID},
    )  # fmt: skip
    assert placed.status_code == 200, placed.text
    token = placed.json()["order"]["session"]
    shop.ok("/orders/get", order_session=token, email=BUYER["invoice_email"])
    shop.post("/orders/get", order_session=token, email="iemand.anders@example.org")

    owner = make_client(mail_dir=broken_mail)
    wrong = {"email": DEMO_OWNER, "password": "niet-het-wachtwoord"}
    assert owner.post("/api/owner/v1/login", json=wrong).status_code == 401
    login = owner.post("/api/owner/v1/login", json={"email": DEMO_OWNER, "password": DEMO_PASSWORD})
    bearer = login.json()["token"]
    me = owner.get("/api/owner/v1/me", headers={"authorization": f"Bearer {bearer}"})
    assert me.status_code == 200

    fields = {"naam": "Anna de Vries", "bericht": "Mail me op anna.devries@example.nl",
              "geheim": "mijn-wachtwoord-123"}  # fmt: skip
    assert send(owner, fields).status_code == 200

    lines = json_logs.lines()
    text = json_logs.text()
    # The run did log, also the failed mails with their addresses and the order's line.
    assert any(line["logger"] == "api.access" and line["request_id"] == ID for line in lines)
    assert any(line["level"] == "error" and "failed" in line["message"] for line in lines)
    assert len([line for line in lines if line["logger"] == "api.access"]) >= 10
    for secret in (
        BUYER["invoice_email"], BUYER["invoice_email"].lower(), "iemand.anders@example.org",
        DEMO_OWNER, DEMO_PASSWORD, "niet-het-wachtwoord", bearer, token, TAX_NUMBER,
        BUYER["invoice_postcode"], "anna.devries@example.nl", "mijn-wachtwoord-123",
    ):  # fmt: skip
        assert secret not in text, secret
    assert not EMAIL.search(text), EMAIL.search(text)
