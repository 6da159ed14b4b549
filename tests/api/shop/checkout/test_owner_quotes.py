"""Owner API for quote requests: list and detail, declining, and turning one into an
order with a payment and an e-mail carrying the payment link."""

import email
import threading
from concurrent.futures import ThreadPoolExecutor
from email import policy

import httpx
import sqlalchemy as sa

from api.app import create_app
from api.database import session_scope
from api.shop.checkout.models import ShopOrder, ShopOrderLine, ShopPayment
from tests.api.live_server import live_server
from tests.api.shop.checkout.owner_fixtures import make_order, product, set_methods, url

WEDDING = ("bruidstaart-klassiek", "quote", 1, 0)
MOKKEN = ("koffiemok", "quote", 4, 0)
PARALLEL = 10


def quote_line_ids(engine, number, project_id):
    with session_scope(engine) as session:
        order_id = session.execute(
            sa.select(ShopOrder.id).where(
                ShopOrder.project_id == project_id, ShopOrder.number == number
            )
        ).scalar_one()
        return list(
            session.execute(
                sa.select(ShopOrderLine.id)
                .where(ShopOrderLine.order_id == order_id)
                .order_by(ShopOrderLine.position)
            ).scalars()
        )


def test_quotes_are_listed_with_their_status(client, engine, sites, owner_headers):
    make_order(engine, sites.demo, 1001)
    make_order(engine, sites.demo, 1002, lines=[WEDDING])
    make_order(engine, sites.demo, 1003, lines=[MOKKEN], quote_status="declined")
    listed = client.get(url(sites.demo, "quotes"), headers=owner_headers)
    assert listed.status_code == 200, listed.text
    body = listed.json()
    assert [(q["number"], q["quote_status"]) for q in body["quotes"]] == [
        (1003, "declined"),
        (1002, "open"),
    ]
    assert body["total"] == 2
    open_only = client.get(
        url(sites.demo, "quotes"), params={"quote_status": "open"}, headers=owner_headers
    )
    assert [q["number"] for q in open_only.json()["quotes"]] == [1002]
    detail = client.get(url(sites.demo, "quotes", 1002), headers=owner_headers)
    assert detail.status_code == 200
    quote = detail.json()["quote"]
    assert quote["quote"]["products"][0]["title"] == "Bruidstaart klassiek (drie lagen)"
    assert quote["checkout"]["products"] == []
    # An order without quote lines is no quote request.
    assert client.get(url(sites.demo, "quotes", 1001), headers=owner_headers).status_code == 404


def test_a_quote_becomes_an_order_with_a_payment_link_by_mail(
    engine, sites, make_client, log_in, tmp_path
):
    set_methods(engine, sites.demo)
    mugs = product(engine, sites.demo, "koffiemok").stock
    make_order(engine, sites.demo, 1001, lines=[WEDDING, MOKKEN])
    wedding, mokken = quote_line_ids(engine, 1001, sites.demo)
    client = make_client(mail_dir=tmp_path)
    headers = log_in(via=client)
    made = client.post(
        url(sites.demo, "quotes", 1001, "order"),
        json={
            "lines": [{"id": wedding, "unit_price": "310,00"}, {"id": mokken, "quantity": 2}],
            "shipping": "verzenden",
            "payment_method": "ideal",
        },
        headers=headers,
    )
    assert made.status_code == 201, made.text
    assert made.headers["cache-control"] == "no-store"
    body = made.json()
    order = body["order"]
    assert order["number"] == 1002 and order["from_order"] == 1001
    assert order["kind"] == "order" and order["payment_status"] == "open"
    lines = order["checkout"]["products"]
    assert [(line["title"], line["quantity"], line["price_incl_tax"]) for line in lines] == [
        ("Bruidstaart klassiek (drie lagen)", 1, 310.0),
        ("Koffiemok De Gouden Korenaar", 2, 12.5),  # today's price
    ]
    # 310.00 at 9%; 25.00 + 6.95 shipping at 21%.
    assert order["checkout"]["tax_amounts"] == {"9": 25.6, "21": 5.55}
    assert order["checkout"]["total_price_incl_tax"] == 341.95
    assert order["total"] == 341.95
    # The mugs are stock-managed: held like a buyer's order holds them.
    assert [line["reserved"] for line in lines] == [0, 2]
    assert order["stock_reserved"] is True
    # ... with the hold of its payment method (iDEAL: STOCK_HOLD_ONLINE_MINUTES).
    assert order["stock_release_at"] is not None
    assert product(engine, sites.demo, "koffiemok").stock == mugs - 2
    assert body["payment"]["url"].startswith(
        "http://demo.site.local/api/services/webshop/v1/payments/"
    )
    assert body["payment"]["url"].endswith("/start")
    assert body["mail"] == {"sent": True}

    with session_scope(engine) as session:
        payment = session.execute(sa.select(ShopPayment)).scalar_one()
        assert (payment.provider, payment.method, payment.amount_cents) == ("test", "ideal", 34195)
        assert payment.status == "open"
    quote = client.get(url(sites.demo, "quotes", 1001), headers=headers).json()["quote"]
    assert quote["quote_status"] == "ordered" and quote["orders"] == [1002]

    (sent,) = list(tmp_path.glob("*.eml"))
    message = email.message_from_bytes(sent.read_bytes(), policy=policy.default)
    assert message["To"] == "anna@example.nl"
    assert (
        message["Subject"] == "Bestelling 1002 bij Bakkerij De Gouden Korenaar: klaar om te betalen"
    )
    text = message.get_content()
    assert body["payment"]["url"] in text
    assert order["overview_url"] in text
    assert "Totaal: € 341,95" in text

    again = client.post(
        url(sites.demo, "quotes", 1001, "order"),
        json={"lines": [{"id": wedding}], "payment_method": "ideal"},
        headers=headers,
    )
    assert again.status_code == 409
    assert again.json() == {
        "errors": {"general": ["Deze offerteaanvraag is al omgezet in een bestelling."]}
    }


def test_pay_on_pickup_needs_no_payment_and_links_the_overview(
    engine, sites, make_client, log_in, tmp_path
):
    set_methods(engine, sites.demo)
    make_order(engine, sites.demo, 1001, lines=[WEDDING])
    (wedding,) = quote_line_ids(engine, 1001, sites.demo)
    client = make_client(mail_dir=tmp_path)
    made = client.post(
        url(sites.demo, "quotes", 1001, "order"),
        json={"lines": [{"id": wedding}], "payment_method": "pay_on_pickup"},
        headers=log_in(via=client),
    )
    assert made.status_code == 201, made.text
    body = made.json()
    assert body["order"]["payment_status"] == ""
    assert body["order"]["total"] == 295.0
    assert body["payment"]["url"] == body["order"]["overview_url"]
    assert "/bestelling?order=" in body["payment"]["url"]
    with session_scope(engine) as session:
        assert session.execute(sa.select(sa.func.count()).select_from(ShopPayment)).scalar() == 0


def test_a_quote_order_is_checked(client, engine, sites, owner_headers):
    set_methods(engine, sites.demo)
    make_order(engine, sites.demo, 1001, lines=[WEDDING], users={"invoice_country": "DE"})
    make_order(engine, sites.demo, 1002, lines=[("koffiemok", "checkout", 1, 0)])
    (wedding,) = quote_line_ids(engine, 1001, sites.demo)
    (other,) = quote_line_ids(engine, 1002, sites.demo)
    wrong = client.post(
        url(sites.demo, "quotes", 1001, "order"),
        json={
            "lines": [{"id": wedding, "unit_price": "12,345"}, {"id": other}],
            "shipping": "verzenden",
            "payment_method": "contant",
            "korting": 5,
        },
        headers=owner_headers,
    )
    assert wrong.status_code == 422
    assert wrong.json()["errors"] == {
        "korting": ["Onbekend veld."],
        "lines[0].unit_price": ["Een bedrag heeft hoogstens 2 decimalen."],
        "lines[1].id": ["Kies een regel van deze offerte (elk één keer)."],
        "shipping": ["Kies een verzendmethode van deze winkel voor het land van de klant."],
        "payment_method": ["Kies een betaalmethode."],
    }
    empty = client.post(
        url(sites.demo, "quotes", 1001, "order"),
        json={"lines": [], "payment_method": "ideal"},
        headers=owner_headers,
    )
    assert empty.json()["errors"] == {"lines": ["Kies minstens één regel van de offerte."]}
    with session_scope(engine) as session:
        assert session.execute(sa.select(sa.func.count()).select_from(ShopOrder)).scalar() == 2
    not_a_quote = client.post(
        url(sites.demo, "quotes", 1002, "order"),
        json={"lines": [{"id": other}], "payment_method": "ideal"},
        headers=owner_headers,
    )
    assert not_a_quote.status_code == 404
    assert not_a_quote.json() == {"errors": {"general": ["Deze offerteaanvraag bestaat niet."]}}


def test_a_quote_can_be_declined_and_opened_again(client, engine, sites, owner_headers):
    set_methods(engine, sites.demo)
    make_order(engine, sites.demo, 1001, lines=[WEDDING])
    path = url(sites.demo, "quotes", 1001)
    declined = client.patch(path, json={"quote_status": "declined"}, headers=owner_headers)
    assert declined.status_code == 200, declined.text
    assert declined.json()["quote"]["quote_status"] == "declined"
    (wedding,) = quote_line_ids(engine, 1001, sites.demo)
    refused = client.post(
        path + "/order",
        json={"lines": [{"id": wedding}], "payment_method": "ideal"},
        headers=owner_headers,
    )
    assert refused.status_code == 409
    assert refused.json()["errors"]["general"] == ["Deze offerteaanvraag is al afgewezen."]
    reopened = client.patch(path, json={"quote_status": "open"}, headers=owner_headers)
    assert reopened.json()["quote"]["quote_status"] == "open"
    bad = client.patch(path, json={"quote_status": "ordered"}, headers=owner_headers)
    assert bad.status_code == 422
    assert bad.json()["errors"] == {"quote_status": ["Kies uit: open, declined."]}


def test_other_projects_quotes_are_not_found(client, engine, sites, owner_headers):
    order_id = make_order(engine, sites.second, 1001, lines=[])
    with session_scope(engine) as session:
        session.execute(sa.update(ShopOrder).where(ShopOrder.id == order_id).values(has_quote=True))
    assert client.get(url(sites.demo, "quotes", 1001), headers=owner_headers).status_code == 404
    made = client.post(
        url(sites.demo, "quotes", 1001, "order"),
        json={"lines": [{"id": 1}], "payment_method": "ideal"},
        headers=owner_headers,
    )
    assert made.status_code == 404
    assert client.get(url(sites.second, "quotes"), headers=owner_headers).status_code == 403


def test_a_quote_order_needs_the_stock(client, engine, sites, owner_headers):
    set_methods(engine, sites.demo)
    mugs = product(engine, sites.demo, "koffiemok").stock
    make_order(engine, sites.demo, 1001, lines=[MOKKEN])
    (line,) = quote_line_ids(engine, 1001, sites.demo)
    short = client.post(
        url(sites.demo, "quotes", 1001, "order"),
        json={"lines": [{"id": line, "quantity": mugs + 1}], "payment_method": "ideal"},
        headers=owner_headers,
    )
    assert short.status_code == 409
    assert short.json()["errors"]["products"] == [
        "Er is niet genoeg voorraad van Koffiemok De Gouden Korenaar."
    ]
    assert product(engine, sites.demo, "koffiemok").stock == mugs
    quote = client.get(url(sites.demo, "quotes", 1001), headers=owner_headers).json()["quote"]
    assert quote["quote_status"] == "open"


def test_parallel_orders_of_one_quote_make_one_order(engine, sites, make_settings, log_in):
    set_methods(engine, sites.demo)
    mugs = product(engine, sites.demo, "koffiemok").stock
    make_order(engine, sites.demo, 1001, lines=[MOKKEN])
    (line,) = quote_line_ids(engine, 1001, sites.demo)
    app = create_app(make_settings(), engine=engine)
    with live_server(app) as base, httpx.Client(base_url=base, timeout=60) as http:
        headers = log_in(via=http)
        barrier = threading.Barrier(PARALLEL, timeout=60)

        def order(_index: int) -> int:
            barrier.wait()
            body = {"lines": [{"id": line}], "payment_method": "ideal"}
            return http.post(url(sites.demo, "quotes", 1001, "order"), json=body,
                             headers=headers).status_code  # fmt: skip

        with ThreadPoolExecutor(max_workers=PARALLEL) as pool:
            statuses = sorted(pool.map(order, range(PARALLEL)))
    assert statuses == [201] + [409] * (PARALLEL - 1)
    with session_scope(engine) as session:
        assert session.execute(sa.select(sa.func.count()).select_from(ShopOrder)).scalar() == 2
        assert session.execute(sa.select(sa.func.count()).select_from(ShopPayment)).scalar() == 1
    assert product(engine, sites.demo, "koffiemok").stock == mugs - 4


def test_line_breaks_stored_before_they_were_refused_never_break_a_quote_order(
    engine, sites, make_client, log_in, tmp_path
):
    """Texts stored before control characters were refused (a business name with CR/LF
    from an older version) reach the buyer's mail as one line, and the order is made."""
    set_methods(engine, sites.demo)
    project = sa.table("project", sa.column("id"), sa.column("modules", sa.JSON))
    with session_scope(engine) as session:
        modules = session.execute(
            sa.select(project.c.modules).where(project.c.id == sites.demo)
        ).scalar_one()
        webshop = dict(modules.get("webshop", {}))
        webshop["business"] = {**webshop.get("business", {}), "name": "Bakkerij\r\nBcc: x@y.nl"}
        session.execute(
            sa.update(project)
            .where(project.c.id == sites.demo)
            .values(modules={**modules, "webshop": webshop})
        )
    company = {"invoice_is_company": "1", "invoice_company": "De Korenaar\r\nB.V."}
    make_order(engine, sites.demo, 1001, lines=[WEDDING], users=company)
    (wedding,) = quote_line_ids(engine, 1001, sites.demo)
    client = make_client(mail_dir=tmp_path)
    made = client.post(
        url(sites.demo, "quotes", 1001, "order"),
        json={"lines": [{"id": wedding, "unit_price": "310,00"}], "payment_method": "ideal"},
        headers=log_in(via=client),
    )
    assert made.status_code == 201, made.text
    assert made.json()["mail"] == {"sent": True}
    (sent,) = list(tmp_path.glob("*.eml"))
    message = email.message_from_bytes(sent.read_bytes(), policy=policy.default)
    assert message["Subject"] == "Bestelling 1002 bij Bakkerij Bcc: x@y.nl: klaar om te betalen"
    assert message["Bcc"] is None
