"""POST {settings.not_found_path}: counting 404 misses per project and path."""

import pytest
from sqlmodel import select

from api.database import session_scope
from api.notfound.models import NotFoundHit
from api.settings import Settings

REGISTER = Settings().not_found_path


def register(client, project_id, url, **headers):
    payload = {"website_id": project_id, "project_id": project_id, "url": url}
    return client.post(REGISTER, json=payload, headers=headers)


def stored_hits(engine):
    with session_scope(engine) as session:
        rows = session.exec(select(NotFoundHit)).all()
        return {(row.project_id, row.path): row.hits for row in rows}


def test_misses_are_counted_per_path(client, sites, engine):
    assert register(client, sites.demo, "/oud-adres").json() == {"registered": True, "hits": 1}
    assert register(client, sites.demo, "https://demo.site.local/oud-adres/?utm=x").json() == {
        "registered": True,
        "hits": 2,
    }
    assert register(client, sites.demo, "/ander-adres").json()["hits"] == 1
    assert stored_hits(engine) == {(sites.demo, "/oud-adres"): 2, (sites.demo, "/ander-adres"): 1}


def test_misses_are_kept_per_project(client, sites, engine):
    register(client, sites.demo, "/weg")
    register(client, sites.second, "/weg", **{"x-forwarded-host": "tweede.localhost"})
    assert stored_hits(engine) == {(sites.demo, "/weg"): 1, (sites.second, "/weg"): 1}


def test_ids_must_match_the_hosts_project(client, sites, engine):
    response = register(client, sites.second, "/weg")
    assert response.status_code == 404
    assert response.json()["errors"] == {"website_id": ["Deze website is onbekend op dit adres."]}
    assert stored_hits(engine) == {}


def test_invalid_payloads_are_refused(client, sites, engine):
    response = client.post(REGISTER, json={"website_id": "abc", "url": ""})
    assert response.status_code == 422
    assert set(response.json()["errors"]) == {"website_id", "project_id", "url"}
    assert stored_hits(engine) == {}


def test_owner_sees_the_misses(client, sites, owner_headers):
    register(client, sites.demo, "/weg")
    register(client, sites.demo, "/weg")
    response = client.get(f"/api/owner/v1/projects/{sites.demo}/not-found", headers=owner_headers)
    assert [(m["path"], m["hits"]) for m in response.json()["not_found"]] == [("/weg", 2)]
    assert response.json()["total"] == 1


def test_an_existing_page_is_not_recorded_as_missing(client, sites, engine):
    for url in ("/over-ons", "https://demo.site.local/over-ons/?utm_source=x", "/"):
        response = register(client, sites.demo, url)
        assert response.status_code == 200
        assert response.json() == {"registered": False, "hits": 0}
    assert stored_hits(engine) == {}


def test_control_characters_are_stripped(client, sites, engine):
    register(client, sites.demo, "/weg\x1b[31m\r\nSet-Cookie: x=1")
    register(client, sites.demo, "/ook%1b%0D%0Aweg")
    assert set(stored_hits(engine)) == {
        (sites.demo, "/weg[31mSet-Cookie: x=1"),
        (sites.demo, "/ookweg"),
    }


@pytest.mark.parametrize(
    "url", ["/<script>alert(1)</script>", "/%3Cimg%20src=x%20onerror=alert(1)%3E", "/a>b"]
)
def test_markup_is_refused(client, sites, engine, url):
    response = register(client, sites.demo, url)
    assert response.status_code == 422
    assert response.json() == {"errors": {"url": ["Een adres mag geen HTML bevatten."]}}
    assert stored_hits(engine) == {}


def test_registrations_are_throttled_per_client_address(make_client, sites, engine):
    client = make_client(not_found_rate=3)
    visitor = {"x-forwarded-for": "198.51.100.4"}
    for index in range(3):
        assert register(client, sites.demo, f"/weg-{index}", **visitor).status_code == 200
    blocked = register(client, sites.demo, "/weg-3", **visitor)
    assert blocked.status_code == 429
    assert int(blocked.headers["retry-after"]) > 0
    assert list(blocked.json()["errors"]) == ["general"]
    # Rotating the forwarded address from outside the trusted proxies changes nothing.
    outsider = make_client(peer="203.0.113.50", not_found_rate=3)
    for index in range(3):
        headers = {"x-forwarded-for": f"192.0.2.{index}"}
        assert register(outsider, sites.demo, f"/buiten-{index}", **headers).status_code == 200
    rotated = register(outsider, sites.demo, "/buiten-3", **{"x-forwarded-for": "192.0.2.99"})
    assert rotated.status_code == 429
    # Another visitor behind the proxy still registers.
    other = register(client, sites.demo, "/weg-3", **{"x-forwarded-for": "198.51.100.5"})
    assert other.status_code == 200
    assert len(stored_hits(engine)) == 7


def test_distinct_paths_are_capped_keeping_the_most_hit(make_client, sites, engine):
    client = make_client(not_found_max_paths=3, not_found_rate=100)
    for path, times in (("/a", 3), ("/b", 2), ("/c", 1)):
        for _time in range(times):
            register(client, sites.demo, path)
    assert register(client, sites.demo, "/d").json() == {"registered": True, "hits": 1}
    # /c (1 hit, seen longest ago) made room; the newest single miss stays.
    assert stored_hits(engine) == {
        (sites.demo, "/a"): 3,
        (sites.demo, "/b"): 2,
        (sites.demo, "/d"): 1,
    }


def test_the_owner_list_is_paged_with_a_total(make_client, sites, owner_headers):
    client = make_client(not_found_rate=100)
    for index in range(5):
        for _time in range(index + 1):
            register(client, sites.demo, f"/mis-{index}")
    url = f"/api/owner/v1/projects/{sites.demo}/not-found"
    second = client.get(url, params={"page": 2, "limit": 2}, headers=owner_headers).json()
    assert [miss["path"] for miss in second["not_found"]] == ["/mis-2", "/mis-1"]
    assert (second["total"], second["page"], second["limit"]) == (5, 2, 2)
    default = client.get(url, headers=owner_headers).json()
    assert (len(default["not_found"]), default["limit"]) == (5, 50)
    wrong = client.get(url, params={"limit": 1000, "page": 0}, headers=owner_headers)
    assert wrong.status_code == 422
    assert set(wrong.json()["errors"]) == {"limit", "page"}


@pytest.mark.parametrize("number", ["²", "①", "1" * 5000])
def test_paging_in_unicode_digits_or_too_long_is_a_422(client, sites, owner_headers, number):
    url = f"/api/owner/v1/projects/{sites.demo}/not-found"
    wrong = client.get(url, params={"limit": number, "page": number}, headers=owner_headers)
    assert wrong.status_code == 422
    assert wrong.json()["errors"] == {
        "limit": ["Geef een geheel getal van 1 tot en met 200."],
        "page": ["Geef een geheel getal van 1 tot en met 1000000."],
    }


@pytest.mark.parametrize("number", ["²", "①", "1" * 5000])
def test_ids_in_unicode_digits_or_too_long_are_a_422(client, sites, engine, number):
    response = client.post(
        REGISTER, json={"website_id": number, "project_id": sites.demo, "url": "/weg"}
    )
    assert response.status_code == 422
    assert set(response.json()["errors"]) == {"website_id"}
    assert stored_hits(engine) == {}
