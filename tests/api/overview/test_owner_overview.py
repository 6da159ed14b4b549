"""GET /api/owner/v1/projects/{id}/overview: the owner's Overzicht."""

from __future__ import annotations

from datetime import timedelta

from api.database import session_scope
from api.forms.models import FormSubmission
from api.notfound.service import register_miss
from api.searchmisses.service import register_search
from api.shop.checkout.models import ShopOrder
from api.timestamps import utcnow


def order(project_id: int, number: int, **fields) -> ShopOrder:
    values = {"has_checkout": True, "total_cents": 1000, "payment_status": "paid"}
    return ShopOrder(
        project_id=project_id,
        number=number,
        session=f"s-{project_id}-{number}",
        **{**values, **fields},
    )


def test_the_overview_answers_the_owners_figures(client, sites, owner_headers, engine):
    now = utcnow()
    with session_scope(engine) as session:
        session.add_all(
            [
                order(sites.demo, 1, total_cents=2495),
                order(sites.demo, 2, total_cents=1005, status="processing"),
                order(sites.demo, 3, created_at=now - timedelta(days=3), status="shipped"),
                order(sites.demo, 4, status="cancelled"),
                order(sites.demo, 5, created_at=now - timedelta(days=40)),
                order(sites.demo, 6, payment_status="open"),
                order(
                    sites.demo,
                    7,
                    has_checkout=False,
                    has_quote=True,
                    quote_status="open",
                    payment_status="",
                    total_cents=0,
                ),
                order(sites.second, 1, total_cents=99999),
                FormSubmission(project_id=sites.demo, form_key="contact"),
                FormSubmission(
                    project_id=sites.demo, form_key="contact", created_at=now - timedelta(days=9)
                ),
            ]
        )
        for path in ("/weg", "/weg", "/oud"):
            register_miss(session, sites.demo, path, 100)
        register_search(session, sites.demo, "spelt", 100)
    response = client.get(f"/api/owner/v1/projects/{sites.demo}/overview", headers=owner_headers)
    assert response.status_code == 200
    body = response.json()
    assert len(body["days"]) == 30
    today, three_days_ago = body["days"][-1], body["days"][-4]
    # Today: orders 1, 2 and 6 (waiting for payment, still an order); not the cancelled one.
    assert (today["orders"], today["revenue"]) == (3, 45.0)
    assert (three_days_ago["orders"], three_days_ago["revenue"]) == (1, 10.0)
    assert body["totals"] == {"orders": 4, "revenue": 55.0}
    assert body["currency"] == "EUR"
    assert body["open_quotes"] == 1
    # New or in progress and paid, however old: 1, 2 and 5 (6 waits for its payment,
    # 3 is shipped).
    assert body["orders_to_handle"] == 3
    assert (body["new_submissions"], body["new_submissions_days"]) == (1, 7)
    assert [(m["path"], m["hits"]) for m in body["not_found"]] == [("/weg", 2), ("/oud", 1)]
    assert body["not_found_total"] == 2
    assert [(s["query"], s["searches"]) for s in body["empty_searches"]] == [("spelt", 1)]
    assert body["empty_searches_total"] == 1


def test_an_empty_project_answers_zeros(client, sites, owner_headers):
    body = client.get(f"/api/owner/v1/projects/{sites.demo}/overview", headers=owner_headers).json()
    assert sum(day["orders"] for day in body["days"]) == 0
    assert (body["open_quotes"], body["orders_to_handle"], body["new_submissions"]) == (0, 0, 0)
    assert body["not_found"] == [] and body["empty_searches"] == []


def test_the_overview_needs_a_member(make_client, sites, owner_headers, client):
    assert make_client().get(f"/api/owner/v1/projects/{sites.demo}/overview").status_code == 401
    other = client.get(f"/api/owner/v1/projects/{sites.second}/overview", headers=owner_headers)
    assert other.status_code in (403, 404)
