"""Owner API for orders: filters, pages, the detail, status transitions, stock given
back when an unpaid order is cancelled, and other projects' numbers."""

import threading
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta

import httpx

from api.app import create_app
from tests.api.live_server import live_server
from tests.api.shop.checkout.owner_fixtures import make_order, product, url

PARALLEL = 10


def test_orders_are_listed_newest_first_a_page_at_a_time(client, engine, sites, owner_headers):
    start = datetime(2026, 11, 1, 12, tzinfo=UTC)
    for index in range(5):
        make_order(engine, sites.demo, 1001 + index, created_at=start + timedelta(days=index))
    page = client.get(
        url(sites.demo, "orders"), params={"offset": 1, "limit": 2}, headers=owner_headers
    )
    assert page.status_code == 200, page.text
    assert page.headers["cache-control"] == "no-store"
    body = page.json()
    assert body["total"] == 5 and body["offset"] == 1 and body["limit"] == 2
    assert [order["number"] for order in body["orders"]] == [1004, 1003]
    first = body["orders"][0]
    assert first["name"] == "Anna de Vries" and first["email"] == "anna@example.nl"
    assert first["kind"] == "order" and first["status"] == "new"
    assert first["total"] == 9.9  # two stroopwafels of 4.95


def test_filters_status_payment_kind_dates_and_search(client, engine, sites, owner_headers):
    day = datetime(2026, 11, 10, 9, tzinfo=UTC)
    make_order(engine, sites.demo, 1001, created_at=day, status="shipped", payment_status="paid")
    make_order(
        engine, sites.demo, 1002, created_at=day + timedelta(days=1),
        users={"invoice_firstname": "Bram", "invoice_lastname": "Jansen",
               "invoice_email": "Bram@Bakker.nl", "invoice_company": "Jansen & Zn"},
    )  # fmt: skip
    make_order(
        engine, sites.demo, 1003, created_at=day + timedelta(days=2),
        lines=[("bruidstaart-klassiek", "quote", 1, 0)],
    )  # fmt: skip

    def numbers(**params):
        response = client.get(url(sites.demo, "orders"), params=params, headers=owner_headers)
        assert response.status_code == 200, response.text
        return [order["number"] for order in response.json()["orders"]]

    assert numbers(status="shipped") == [1001]
    assert numbers(status="new,shipped") == [1003, 1002, 1001]
    assert numbers(payment_status="paid") == [1001]
    assert numbers(payment_status="none") == [1003, 1002]
    assert numbers(kind="quote") == [1003]
    assert numbers(kind="order") == [1002, 1001]
    assert numbers(q="1002") == [1002]
    assert numbers(q="bakker.NL") == [1002]
    assert numbers(q="bram jan") == [1002]
    assert numbers(q="& zn") == [1002]
    assert numbers(q="100%") == []
    assert numbers(**{"from": "2026-11-11", "to": "2026-11-11"}) == [1002]
    assert numbers(to="2026-11-10") == [1001]

    wrong = client.get(
        url(sites.demo, "orders"),
        params={"status": "verzonden", "from": "11-11-2026", "kind": "x", "limit": 0},
        headers=owner_headers,
    )
    assert wrong.status_code == 422
    errors = wrong.json()["errors"]
    assert errors == {"limit": ["Vul een getal van minstens 1 in."]}
    wrong = client.get(
        url(sites.demo, "orders"),
        params={"status": "verzonden", "from": "11-11-2026", "kind": "x"},
        headers=owner_headers,
    )
    errors = wrong.json()["errors"]
    assert errors["status"] == [
        "Kies uit: new, processing, shipped, completed, cancelled (meerdere met komma's)."
    ]
    assert errors["from"] == ["Geef een datum als JJJJ-MM-DD, bijvoorbeeld 2026-11-24."]
    assert errors["kind"] == ["Kies uit: order, quote."]


def test_the_list_sorts_on_the_server_by_date_total_or_number(client, engine, sites, owner_headers):
    start = datetime(2026, 11, 1, 12, tzinfo=UTC)
    # Totals 4.95 x quantity: 1001 costs most, 1003 least; 1003 is the newest.
    for index, quantity in enumerate((5, 3, 1)):
        make_order(engine, sites.demo, 1001 + index, created_at=start + timedelta(days=index),
                   lines=[("stroopwafels", "checkout", quantity, 0)])  # fmt: skip

    def numbers(sort=None, **params):
        if sort is not None:
            params["sort"] = sort
        response = client.get(url(sites.demo, "orders"), params=params, headers=owner_headers)
        assert response.status_code == 200, response.text
        return [order["number"] for order in response.json()["orders"]]

    assert numbers() == numbers("-created_at") == [1003, 1002, 1001]
    assert numbers("created_at") == [1001, 1002, 1003]
    assert numbers("-total") == [1001, 1002, 1003]
    assert numbers("total") == [1003, 1002, 1001]
    assert numbers("number") == [1001, 1002, 1003]
    assert numbers("-number", offset=1, limit=1) == [1002]
    quotes = client.get(url(sites.demo, "quotes"), params={"sort": "total"}, headers=owner_headers)
    assert quotes.status_code == 200, quotes.text

    wrong = client.get(url(sites.demo, "orders"), params={"sort": "email"}, headers=owner_headers)
    assert wrong.status_code == 422
    assert wrong.json() == {
        "errors": {"sort": ["Kies uit: -created_at, created_at, -total, total, -number, number."]}
    }


def test_the_detail_holds_both_parts_totals_payments_and_evidence(
    client, engine, sites, owner_headers
):
    shipping = {"key": "verzenden", "title": "Verzenden", "incl": 695, "excl": 574,
                "vat_rate": 21}  # fmt: skip
    vies = {"status": "valid", "number": "BE0123456789", "country": "BE",
            "request_date": "2026-11-24", "identifier": "WAPIAAAAZ"}  # fmt: skip
    make_order(
        engine, sites.demo, 1001,
        lines=[("stroopwafels", "checkout", 2, 0), ("koffiemok", "checkout", 1, 0),
               ("bruidstaart-klassiek", "quote", 1, 0)],
        shipping=shipping, vies=vies, payment_method="ideal", payment_status="expired",
        payments=[{"method": "ideal", "provider": "test", "provider_payment_id": "tst_1",
                   "amount_cents": 2885, "status": "expired"}],
    )  # fmt: skip
    response = client.get(url(sites.demo, "orders", 1001), headers=owner_headers)
    assert response.status_code == 200, response.text
    assert response.headers["cache-control"] == "no-store"
    order = response.json()["order"]
    assert order["kind"] == "order_and_quote"
    checkout = order["checkout"]
    assert [line["product_id"] for line in checkout["products"]] == ["stroopwafels", "koffiemok"]
    assert checkout["products"][0]["price_incl_tax"] == 4.95
    assert checkout["products"][0]["total_price_excl_tax"] == 9.08
    # 9.90 at 9% and 12.50 + 6.95 at 21%: excl 9.08 + 16.07, tax 0.82 + 3.38.
    assert checkout["price_incl_tax"] == 22.4
    assert checkout["total_price"] == 25.15
    assert checkout["tax_amounts"] == {"21": 3.38, "9": 0.82}
    assert checkout["total_price_incl_tax"] == 29.35
    assert checkout["shipping"] == {"incl_tax": 6.95, "excl_tax": 5.74}
    assert order["quote"]["products"][0]["product_id"] == "bruidstaart-klassiek"
    assert order["quote"]["shipping"] is None
    assert order["shipment"]["selected"]["selected"] == "verzenden"
    assert order["users"]["invoice_lastname"] == "de Vries"
    assert order["vies"]["identifier"] == "WAPIAAAAZ"
    assert [p["status"] for p in order["payments"]] == ["expired"]
    assert order["payments"][0]["amount"] == 28.85
    assert order["allowed_statuses"] == ["processing", "shipped", "completed", "cancelled"]
    assert order["overview_url"].startswith("http://demo.site.local/bestelling?order=")


def test_reverse_charge_shows_no_tax(client, engine, sites, owner_headers):
    make_order(engine, sites.demo, 1001, lines=[("koffiemok", "checkout", 2, 0)],
               reverse_charge=True)  # fmt: skip
    checkout = client.get(url(sites.demo, "orders", 1001), headers=owner_headers).json()["order"][
        "checkout"
    ]
    assert checkout["tax_amounts"] == {}
    assert checkout["total_price"] == checkout["total_price_incl_tax"] == 20.66


def test_status_moves_along_the_allowed_transitions(client, engine, sites, owner_headers):
    make_order(engine, sites.demo, 1001)
    path = url(sites.demo, "orders", 1001)
    moved = client.patch(path, json={"status": "processing"}, headers=owner_headers)
    assert moved.status_code == 200, moved.text
    assert moved.json()["order"]["status"] == "processing"
    assert client.patch(path, json={"status": "shipped"}, headers=owner_headers).status_code == 200
    back = client.patch(path, json={"status": "new"}, headers=owner_headers)
    assert back.status_code == 409
    assert back.json() == {
        "errors": {"status": ["Een bestelling met status 'verzonden' kan niet naar 'nieuw'."]}
    }
    again = client.patch(path, json={"status": "shipped"}, headers=owner_headers)
    assert again.status_code == 200
    unknown = client.patch(path, json={"status": "kwijt"}, headers=owner_headers)
    assert unknown.status_code == 422
    assert unknown.json()["errors"]["status"] == [
        "Kies uit: new, processing, shipped, completed, cancelled."
    ]
    done = client.patch(path, json={"status": "completed"}, headers=owner_headers)
    assert done.json()["order"]["allowed_statuses"] == []
    late = client.patch(path, json={"status": "cancelled"}, headers=owner_headers)
    assert late.status_code == 409


def test_cancelling_an_unpaid_order_gives_its_stock_back(
    client, engine, sites, owner_headers, purge_receiver, make_client, log_in
):
    before = product(engine, sites.demo, "stroopwafels").stock
    make_order(engine, sites.demo, 1001, lines=[("stroopwafels", "checkout", 3, 3)])
    make_order(engine, sites.demo, 1002, lines=[("stroopwafels", "checkout", 2, 2)],
               payment_status="paid")  # fmt: skip
    assert product(engine, sites.demo, "stroopwafels").stock == before - 5
    purging = make_client(purge_urls=(purge_receiver.url,))
    headers = log_in(via=purging)
    cancelled = purging.patch(
        url(sites.demo, "orders", 1001), json={"status": "cancelled"}, headers=headers
    )
    assert cancelled.status_code == 200, cancelled.text
    order = cancelled.json()["order"]
    assert order["stock_reserved"] is False
    assert order["checkout"]["products"][0]["reserved"] == 0
    stroopwafels = product(engine, sites.demo, "stroopwafels")
    assert stroopwafels.stock == before - 2
    assert {f"product-{stroopwafels.id}"} <= purge_receiver.keys()[-1]
    # A paid order keeps its units: the goods are the buyer's (refunds are the shop's).
    purging.patch(url(sites.demo, "orders", 1002), json={"status": "cancelled"}, headers=headers)
    assert product(engine, sites.demo, "stroopwafels").stock == before - 2
    # Cancelling again releases nothing twice.
    purging.patch(url(sites.demo, "orders", 1001), json={"status": "cancelled"}, headers=headers)
    assert product(engine, sites.demo, "stroopwafels").stock == before - 2


def test_other_projects_numbers_are_not_found(client, engine, sites, owner_headers, make_client):
    make_order(engine, sites.second, 1001, lines=[], users={"invoice_email": "x@example.nl"})
    mine = client.get(url(sites.demo, "orders", 1001), headers=owner_headers)
    assert mine.status_code == 404
    assert mine.json() == {"errors": {"general": ["Deze bestelling bestaat niet."]}}
    assert client.get(url(sites.demo, "orders"), headers=owner_headers).json()["total"] == 0
    patched = client.patch(
        url(sites.demo, "orders", 1001), json={"status": "cancelled"}, headers=owner_headers
    )
    assert patched.status_code == 404
    # The other project itself: not a member.
    other = client.get(url(sites.second, "orders"), headers=owner_headers)
    assert other.status_code == 403
    assert make_client().get(url(sites.demo, "orders")).status_code == 401


def test_parallel_cancels_give_the_stock_back_once(engine, sites, make_settings, log_in):
    before = product(engine, sites.demo, "stroopwafels").stock
    make_order(engine, sites.demo, 1001, lines=[("stroopwafels", "checkout", 4, 4)])
    app = create_app(make_settings(), engine=engine)
    with live_server(app) as base, httpx.Client(base_url=base, timeout=60) as http:
        headers = log_in(via=http)
        barrier = threading.Barrier(PARALLEL, timeout=60)

        def cancel(_index: int) -> int:
            barrier.wait()
            path = url(sites.demo, "orders", 1001)
            return http.patch(path, json={"status": "cancelled"}, headers=headers).status_code

        with ThreadPoolExecutor(max_workers=PARALLEL) as pool:
            statuses = list(pool.map(cancel, range(PARALLEL)))
    assert statuses == [200] * PARALLEL
    assert product(engine, sites.demo, "stroopwafels").stock == before


def test_a_quote_request_alone_can_only_be_cancelled(client, engine, sites, owner_headers):
    make_order(engine, sites.demo, 1001, lines=[("bruidstaart-klassiek", "quote", 1, 0)])
    path = url(sites.demo, "orders", 1001)
    shipped = client.patch(path, json={"status": "shipped"}, headers=owner_headers)
    assert shipped.status_code == 409
    assert shipped.json()["errors"] == {
        "status": ["Een offerteaanvraag zonder bestelregels kan alleen geannuleerd worden."]
    }
    assert (
        client.patch(path, json={"status": "cancelled"}, headers=owner_headers).status_code == 200
    )


def test_cancelling_ends_payments_the_buyer_never_started(client, engine, sites, owner_headers):
    unstarted = {"method": "ideal", "provider": "test", "amount_cents": 990, "status": "open"}
    started = {**unstarted, "provider_payment_id": "tst_started"}
    make_order(engine, sites.demo, 1001, payment_status="open", payments=[unstarted])
    make_order(engine, sites.demo, 1002, payment_status="open", payments=[started])
    first = client.patch(
        url(sites.demo, "orders", 1001), json={"status": "cancelled"}, headers=owner_headers
    ).json()["order"]
    assert [p["status"] for p in first["payments"]] == ["canceled"]
    assert first["payment_status"] == "canceled"
    # At the provider already: its outcome still counts, so it stays open.
    second = client.patch(
        url(sites.demo, "orders", 1002), json={"status": "cancelled"}, headers=owner_headers
    ).json()["order"]
    assert [p["status"] for p in second["payments"]] == ["open"]
    assert second["payment_status"] == "open"


def test_every_advertised_status_is_accepted(client, engine, sites, owner_headers):
    """What the detail offers in `allowed_statuses` is exactly what PATCH takes, for
    an order and for a quote request without checkout lines."""
    kinds = {"order": [("stroopwafels", "checkout", 1, 0)],
             "quote": [("bruidstaart-klassiek", "quote", 1, 0)]}  # fmt: skip
    number = 1000
    for kind, lines in kinds.items():
        for status in ("new", "processing", "shipped"):
            number += 1
            make_order(engine, sites.demo, number, lines=lines, status=status)
            path = url(sites.demo, "orders", number)
            offered = client.get(path, headers=owner_headers).json()["order"]["allowed_statuses"]
            if kind == "quote":
                assert offered == (["cancelled"] if status == "new" else [])
            for wanted in offered:
                number += 1
                make_order(engine, sites.demo, number, lines=lines, status=status)
                moved = client.patch(
                    url(sites.demo, "orders", number), json={"status": wanted},
                    headers=owner_headers,
                )  # fmt: skip
                assert moved.status_code == 200, (kind, status, wanted, moved.text)


def test_dates_at_the_calendars_edges_are_open_bounds(client, engine, sites, owner_headers):
    make_order(engine, sites.demo, 1001, created_at=datetime(2026, 11, 10, 9, tzinfo=UTC))

    def numbers(**params):
        response = client.get(url(sites.demo, "orders"), params=params, headers=owner_headers)
        assert response.status_code == 200, response.text
        return [order["number"] for order in response.json()["orders"]]

    assert numbers(to="9999-12-31") == [1001]
    assert numbers(**{"from": "0001-01-01"}) == [1001]
    assert numbers(**{"from": "0001-01-01", "to": "9999-12-31"}) == [1001]
    assert numbers(**{"from": "9999-12-31"}) == []
    assert numbers(to="0001-01-01") == []


def test_offset_and_limit_take_plain_digits_only(client, engine, sites, owner_headers):
    make_order(engine, sites.demo, 1001)
    for params, field in (({"offset": "²"}, "offset"), ({"limit": "٣"}, "limit"),
                          ({"limit": "1e3"}, "limit"), ({"offset": "-1"}, "offset"),
                          ({"limit": "201"}, "limit")):  # fmt: skip
        response = client.get(url(sites.demo, "orders"), params=params, headers=owner_headers)
        assert response.status_code == 422, (params, response.text)
        assert list(response.json()["errors"]) == [field]
    page = client.get(url(sites.demo, "quotes"), params={"offset": " 0 ", "limit": "200"},
                      headers=owner_headers)  # fmt: skip
    assert page.status_code == 200 and page.json()["limit"] == 200


def test_the_owner_extends_an_unpaid_orders_hold(client, engine, sites, owner_headers):
    soon = datetime.now(UTC) + timedelta(hours=1)
    held = [("stroopwafels", "checkout", 2, 2)]
    make_order(engine, sites.demo, 1001, lines=held, payment_method="wire", stock_release_at=soon)
    path = url(sites.demo, "orders", 1001, "hold")
    extended = client.post(path, json={"days": 14}, headers=owner_headers)
    assert extended.status_code == 200, extended.text
    assert extended.headers["cache-control"] == "no-store"
    until = datetime.fromisoformat(extended.json()["order"]["stock_release_at"])
    expected = datetime.now(UTC) + timedelta(days=14)
    assert abs(until.replace(tzinfo=until.tzinfo or UTC) - expected) < timedelta(minutes=1)
    detail = client.get(url(sites.demo, "orders", 1001), headers=owner_headers).json()["order"]
    assert detail["stock_release_at"] == extended.json()["order"]["stock_release_at"]

    for body, errors in (
        ({"days": 0}, {"days": ["Vul een getal van minstens 1 in."]}),
        ({"days": 61}, {"days": ["Vul een getal van hoogstens 60 in."]}),
        ({"days": "twee"}, {"days": ["Vul een geheel getal in."]}),
        ({"days": True}, {"days": ["Vul een geheel getal in."]}),
        ({}, {"days": ["Geef een aantal dagen van 1 tot en met 60."]}),
        ({"days": 3, "until": "morgen"}, {"until": ["Onbekend veld."]}),
    ):
        refused = client.post(path, json=body, headers=owner_headers)
        assert refused.status_code == 422, (body, refused.text)
        assert refused.json() == {"errors": errors}

    make_order(engine, sites.demo, 1002, lines=held, payment_status="paid")
    make_order(engine, sites.demo, 1003)  # nothing reserved
    make_order(engine, sites.demo, 1004, lines=held, status="processing")
    sold = "Deze bestelling is betaald of in behandeling: de voorraad blijft erbij."
    for number, message in ((1002, sold), (1003, "Deze bestelling houdt geen voorraad vast."),
                            (1004, sold)):  # fmt: skip
        refused = client.post(url(sites.demo, "orders", number, "hold"), json={"days": 2},
                              headers=owner_headers)  # fmt: skip
        assert refused.status_code == 409 and refused.json() == {"errors": {"days": [message]}}
    client.patch(url(sites.demo, "orders", 1001), json={"status": "cancelled"},
                 headers=owner_headers)  # fmt: skip
    refused = client.post(path, json={"days": 2}, headers=owner_headers)
    assert refused.status_code == 409
    assert refused.json() == {"errors": {"days": ["Deze bestelling is geannuleerd."]}}
    make_order(engine, sites.second, 1005, lines=[], users={"invoice_email": "x@example.nl"})
    other = client.post(url(sites.demo, "orders", 1005, "hold"), json={"days": 2},
                        headers=owner_headers)  # fmt: skip
    assert other.status_code == 404


def test_an_extended_hold_is_released_by_the_sweep_when_it_runs_out(
    client, engine, sites, owner_headers
):
    before = product(engine, sites.demo, "stroopwafels").stock
    past = datetime.now(UTC) - timedelta(minutes=1)
    held = [("stroopwafels", "checkout", 2, 2)]
    make_order(engine, sites.demo, 1001, lines=held, payment_method="wire", stock_release_at=past)
    make_order(engine, sites.demo, 1002, lines=held, payment_method="wire", stock_release_at=past)
    extended = client.post(url(sites.demo, "orders", 1001, "hold"), json={"days": 1},
                           headers=owner_headers)  # fmt: skip
    assert extended.status_code == 200, extended.text
    client.app.state.checkout.sweep()
    # 1002 ran out; 1001's extension keeps its units.
    assert product(engine, sites.demo, "stroopwafels").stock == before - 2
    first = client.get(url(sites.demo, "orders", 1001), headers=owner_headers).json()["order"]
    second = client.get(url(sites.demo, "orders", 1002), headers=owner_headers).json()["order"]
    assert first["stock_reserved"] is True and second["stock_reserved"] is False
    assert second["stock_release_at"] is None


def test_money_for_a_cancelled_order_shows_as_a_refund_due(client, engine, sites, owner_headers):
    make_order(engine, sites.demo, 1001, status="cancelled", payment_status="paid",
               payment_method="ideal")  # fmt: skip
    make_order(engine, sites.demo, 1002, status="cancelled")
    make_order(engine, sites.demo, 1003, payment_status="paid")
    listed = client.get(url(sites.demo, "orders"), headers=owner_headers).json()["orders"]
    assert {order["number"]: order["refund_due"] for order in listed} == {
        1001: True, 1002: False, 1003: False
    }  # fmt: skip
    detail = client.get(url(sites.demo, "orders", 1001), headers=owner_headers).json()["order"]
    assert detail["refund_due"] is True and detail["status"] == "cancelled"
