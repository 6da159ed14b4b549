"""`/metrics`: answered to allowed peers only, and its values follow the requests."""

from __future__ import annotations

from datetime import timedelta

from api.database import session_scope
from api.releases.models import Release
from api.timestamps import utcnow
from tests.api.metrics.sampling import sample

METRICS = "/metrics"
REQUESTS = "api_requests_total"


def test_a_local_peer_reads_the_metrics_in_the_text_format(make_client):
    client = make_client(peer="127.0.0.1")
    client.get("/api/health")
    answer = client.get(METRICS)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/plain")
    assert answer.headers["cache-control"] == "no-store"
    assert 'api_requests_total{kind="other",method="GET",status="2xx"}' in answer.text
    assert "api_request_duration_seconds_bucket" in answer.text
    assert "api_scheduled_releases_due 0.0" in answer.text


def test_another_peer_gets_404_like_any_unknown_path(make_client):
    client = make_client(peer="203.0.113.9")
    answer = client.get(METRICS)
    assert answer.status_code == 404
    assert answer.json() == {"errors": {"general": ["Niet gevonden."]}}
    assert "api_requests_total" not in answer.text


def test_a_request_that_came_through_a_proxy_is_refused_even_from_localhost(make_client):
    client = make_client(peer="127.0.0.1")
    for header in ("x-forwarded-for", "forwarded", "x-real-ip"):
        assert client.get(METRICS, headers={header: "127.0.0.1"}).status_code == 404


def test_metrics_allow_names_the_scraping_network(make_client):
    client = make_client(peer="10.1.2.3", metrics_allow=("10.0.0.0/8",))
    assert client.get(METRICS).status_code == 200
    assert (
        make_client(peer="127.0.0.1", metrics_allow=("10.0.0.0/8",)).get(METRICS).status_code == 404
    )


def test_only_reading_is_allowed(make_client):
    assert make_client().post(METRICS).status_code == 404


def test_requests_are_counted_by_kind_method_and_status_class(make_client):
    client = make_client()
    labels = {"kind": "order", "method": "POST", "status": "4xx"}
    before = sample(REQUESTS, **labels)
    timed = sample("api_request_duration_seconds_count", kind="order")
    # Refused (no shop on this host, or no body): still two order calls answered.
    client.post("/api/services/webshop/v1/orders/get", json={})
    client.post("/api/services/webshop/v1/orders/get", json={})
    assert sample(REQUESTS, **labels) == before + 2
    assert sample("api_request_duration_seconds_count", kind="order") == timed + 2


def test_an_unexpected_error_counts_as_5xx(make_client, monkeypatch):
    client = make_client()
    health = next(route for route in client.app.routes if route.path == "/api/health")
    monkeypatch.setattr(health, "app", _raising_app)
    labels = {"kind": "other", "method": "GET", "status": "5xx"}
    before = sample(REQUESTS, **labels)
    assert client.get("/api/health").status_code == 500
    assert sample(REQUESTS, **labels) == before + 1


async def _raising_app(scope, receive, send):
    raise RuntimeError("boom")


def test_bundle_cache_hits_and_misses_are_counted(make_client, sites):
    client = make_client()
    bundle = "/api/services/websites/v1/page-bundle?path=/"
    hits, misses = (
        sample("api_bundle_cache_total", result="hit"),
        sample("api_bundle_cache_total", result="miss"),
    )
    renders = sample("api_bundle_render_seconds_count")
    assert client.get(bundle).status_code == 200
    assert sample("api_bundle_cache_total", result="miss") == misses + 1
    assert sample("api_bundle_render_seconds_count") == renders + 1
    assert client.get(bundle).status_code == 200
    assert sample("api_bundle_cache_total", result="hit") == hits + 1
    # A HEAD takes the handler's way, not the route's: still one look-up a request.
    assert client.head(bundle.replace("path=/", "path=/over-ons")).status_code == 200
    assert sample("api_bundle_cache_total", result="miss") == misses + 2
    assert sample("api_bundle_cache_total", result="hit") == hits + 1


def test_scheduled_releases_due_and_late_are_read_when_scraped(make_client, sites, engine):
    now = utcnow()
    with session_scope(engine) as session:
        for minutes in (-30, -0.2, 60):  # late, due, not yet due
            session.add(
                Release(
                    project_id=sites.demo,
                    status="scheduled",
                    items=[],
                    scheduled_for=now + timedelta(minutes=minutes),
                    created_at=now,
                )
            )
    text = make_client().get(METRICS).text
    assert "api_scheduled_releases_due 2.0" in text
    assert "api_scheduled_releases_late 1.0" in text


def test_the_pool_gauge_is_there_for_postgresql_only(make_client, engine):
    text = make_client().get(METRICS).text
    if engine.dialect.name == "postgresql":
        assert "api_db_pool_in_use " in text
    else:
        assert "api_db_pool_in_use" not in text
