"""The order e-mails through a real local SMTP server; a mail failure never fails the
order."""

from __future__ import annotations

from tests.fakes.smtp import AIOSMTPD_WARNINGS, FakeSmtp

pytestmark = AIOSMTPD_WARNINGS


def test_order_mails_go_through_smtp(make_shop):
    with FakeSmtp() as smtp:
        shop = make_shop(smtp_host=smtp.host, smtp_port=smtp.port, mail_from="winkel@test.nl")
        session = shop.new_cart()
        shop.add(session, "kersenvlaai", 1)
        shop.add(session, "bruidstaart", 1, type="quote")
        shop.ready(session, payment="pay_on_pickup")
        token = shop.order(session).json()["order"]["session"]
        messages = smtp.wait_for(2)
    by_to = {m["To"]: m for m in messages}
    assert set(by_to) == {"anna@example.nl", "winkel@bakkerij.example"}
    buyer = by_to["anna@example.nl"]
    assert buyer["Subject"] == "Bevestiging van je bestelling 1001"
    assert buyer["From"] == "winkel@test.nl"
    text = buyer.get_content()
    assert "1 x Kersenvlaai: € 15,00" in text and "Offerteaanvraag voor:" in text
    assert f"http://winkel.example/bestelling?order={token}" in text
    assert "Betaalmethode: Betalen bij afhalen" in text


def test_a_mail_failure_does_not_fail_the_order(make_shop, caplog):
    # Nothing listens on this port: sending fails, the order stands.
    from tests.api.live_server import closed_port

    with closed_port() as port:
        shop = make_shop(smtp_host="127.0.0.1", smtp_port=port)
        session = shop.new_cart()
        shop.add(session, "volkoren", 1)
        shop.ready(session, payment="pay_on_pickup")
        assert shop.order(session).status_code == 200
    assert any("failed" in record.getMessage() for record in caplog.records)


def test_option_lines_read_like_the_cart():
    from api.shop.checkout.mails import _lines
    from api.shop.checkout.models import ShopOrder, ShopOrderLine

    options = [
        {"title": "Extra slagroom", "value": "1", "label_after_field": "1", "type": "checkbox"},
        {"title": "Aantal kaarsjes", "value": "8", "label_after_field": "stuks", "type": "number"},
    ]
    line = ShopOrderLine(order_id=1, part="checkout", title="Appeltaart", quantity=1,
                         vat_rate=9, unit_cents=2000, total_cents=2000, options=options)  # fmt: skip
    text = _lines(ShopOrder(project_id=1, number=1, session="s"), [line], "checkout")
    assert text == [
        "- 1 x Appeltaart: € 20,00",
        "    Extra slagroom: Ja",
        "    Aantal kaarsjes: 8 stuks",
    ]


def test_a_quote_request_mail_names_who_asked_and_what_for(make_shop, tmp_path):
    shop = make_shop(mail_dir=tmp_path / "mail")
    session = shop.new_cart()
    shop.add(session, "bruidstaart", 1, type="quote")
    shop.ok("/shoppingcart/add/user-details", shoppingcart_session=session,
            invoice_firstname="Anna", invoice_lastname="de Vries", invoice_email="anna@example.nl",
            quote_remarks="Bruiloft op 12 juni.\nLocatie: Utrecht.")  # fmt: skip
    assert shop.order(session).status_code == 200
    import email

    texts = [email.message_from_bytes(path.read_bytes()).get_payload(decode=True).decode()
             for path in (tmp_path / "mail").glob("*.eml")]  # fmt: skip
    assert len(texts) == 2
    for text in texts:
        assert "Toelichting op de aanvraag:\nBruiloft op 12 juni.\nLocatie: Utrecht." in text
        assert "Aangevraagd door:\nAnna de Vries\nanna@example.nl" in text
        assert "Factuuradres:" not in text


def test_the_house_number_addition_is_part_of_the_street_line():
    from api.shop.checkout.mails import _address

    users = {"invoice_street": "Bloemgracht", "invoice_number": "12", "invoice_number_addition": "bis",
             "invoice_postcode": "1015 TK", "invoice_city": "Amsterdam", "invoice_country": "NL"}  # fmt: skip
    assert _address(users, "invoice")[1] == "Bloemgracht 12 bis"
