"""The owner's redirects: CRUD with Dutch errors, the site answering them before any
page, their purge, and a 404 miss that becomes a redirect."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from sqlmodel import select

from api.app import create_app
from api.database import session_scope
from api.notfound.models import NotFoundHit
from api.settings import Settings
from tests.api.live_server import live_server

OWNER = "/api/owner/v1/projects"
BUNDLE = "/api/services/websites/v1/page-bundle"
REGISTER = Settings().not_found_path


@pytest.fixture
def live_api_url(engine, make_settings):
    with live_server(create_app(make_settings(), engine=engine)) as base:
        yield base


def url(project_id: int, suffix: str = "") -> str:
    return f"{OWNER}/{project_id}/redirects{suffix}"


def create(client, project_id, headers, **body):
    return client.post(url(project_id), json=body, headers=headers)


def test_a_visitor_asking_the_old_path_gets_the_redirect(client, sites, owner_headers):
    assert client.get(BUNDLE, params={"path": "/oude-winkel"}).status_code == 404
    response = create(client, sites.demo, owner_headers, path="/oude-winkel/", target="/contact")
    assert response.status_code == 201, response.text
    redirect = response.json()["redirect"]
    assert (redirect["path"], redirect["target"], redirect["status"]) == (
        "/oude-winkel",
        "/contact",
        301,
    )
    answer = client.get(BUNDLE, params={"path": "/oude-winkel"})
    assert answer.status_code == 200
    assert answer.json()["redirect"] == {"location": "/contact", "status": 301}
    assert f"project-{sites.demo}" in answer.json()["cache"]["keys"]


def test_a_redirect_comes_before_the_page_and_goes_when_deleted(client, sites, owner_headers):
    assert client.get(BUNDLE, params={"path": "/over-ons"}).json()["page"]["path"] == "/over-ons"
    created = create(
        client,
        sites.demo,
        owner_headers,
        path="/over-ons",
        target="https://elders.example/x",
        status=302,
    ).json()["redirect"]
    # The cached page answer was dropped: the redirect is answered at once.
    assert client.get(BUNDLE, params={"path": "/over-ons"}).json()["redirect"] == {
        "location": "https://elders.example/x",
        "status": 302,
        "external": True,
    }
    deleted = client.delete(url(sites.demo, f"/{created['id']}"), headers=owner_headers)
    assert deleted.status_code == 204
    assert client.get(BUNDLE, params={"path": "/over-ons"}).json()["page"]["path"] == "/over-ons"
    missing = client.get(url(sites.demo, f"/{created['id']}"), headers=owner_headers)
    assert missing.status_code == 404
    assert missing.json()["errors"] == {"general": ["Deze doorverwijzing bestaat niet (meer)."]}


def test_changing_a_redirect_moves_what_the_site_answers(client, sites, owner_headers):
    created = create(client, sites.demo, owner_headers, path="/a", target="/contact").json()
    redirect_id = created["redirect"]["id"]
    assert client.get(BUNDLE, params={"path": "/a"}).json()["redirect"]["location"] == "/contact"
    changed = client.put(
        url(sites.demo, f"/{redirect_id}"),
        json={"path": "/b", "status": 302},
        headers=owner_headers,
    )
    assert changed.status_code == 200
    assert changed.json()["redirect"]["target"] == "/contact"
    assert client.get(BUNDLE, params={"path": "/a"}).status_code == 404
    assert client.get(BUNDLE, params={"path": "/b"}).json()["redirect"] == {
        "location": "/contact",
        "status": 302,
    }
    assert (
        client.get(url(sites.demo, f"/{redirect_id}"), headers=owner_headers).json()["redirect"][
            "path"
        ]
        == "/b"
    )


def test_invalid_redirects_are_refused_in_dutch(client, sites, owner_headers):
    cases = [
        ({}, {"path", "target"}),
        ({"path": "/wm/pages", "target": "/"}, {"path"}),
        ({"path": "/api/x", "target": "/"}, {"path"}),
        ({"path": "oud", "target": "/"}, {"path"}),
        ({"path": "/oud?x=1", "target": "/"}, {"path"}),
        ({"path": "/oud", "target": "http://elders.example"}, {"target"}),
        ({"path": "/oud", "target": "//elders.example"}, {"target"}),
        ({"path": "/oud", "target": "javascript:alert(1)"}, {"target"}),
        ({"path": "/oud", "target": "/oud/"}, {"target"}),
        ({"path": "/oud", "target": "/nieuw", "status": 307}, {"status"}),
        ({"path": "/oud\nx", "target": "/nieuw"}, {"path"}),
    ]
    for body, fields in cases:
        response = create(client, sites.demo, owner_headers, **body)
        assert response.status_code == 422, body
        assert set(response.json()["errors"]) == fields, (body, response.json())
    response = create(client, sites.demo, owner_headers, path="/wm", target="/")
    assert response.json()["errors"]["path"] == [
        "Dit adres hoort bij het systeem (/wm, /api) en kan niet worden doorverwezen."
    ]
    response = create(client, sites.demo, owner_headers, path="/oud", target="http://x.nl")
    assert response.json()["errors"]["target"] == [
        "Een adres buiten de site moet met https:// beginnen."
    ]


def test_a_taken_path_is_a_conflict_and_loops_are_refused(client, sites, owner_headers):
    assert create(client, sites.demo, owner_headers, path="/een", target="/twee").status_code == 201
    taken = create(client, sites.demo, owner_headers, path="/een/", target="/drie")
    assert taken.status_code == 409
    assert taken.json()["errors"] == {"path": ["Voor dit adres bestaat al een doorverwijzing."]}
    loop = create(client, sites.demo, owner_headers, path="/twee", target="/een")
    assert loop.status_code == 422
    assert set(loop.json()["errors"]) <= {"path", "target"}


def test_the_list_is_paged_sorted_and_filtered(client, sites, owner_headers):
    for name in ("c", "a", "b"):
        create(client, sites.demo, owner_headers, path=f"/oud-{name}", target="/contact")
    create(client, sites.demo, owner_headers, path="/tijdelijk", target="/", status=302)
    listing = client.get(
        url(sites.demo), params={"sort": "path", "limit": 2}, headers=owner_headers
    )
    assert listing.status_code == 200
    body = listing.json()
    assert [item["path"] for item in body["redirects"]] == ["/oud-a", "/oud-b"]
    assert (body["total"], body["page"], body["limit"]) == (4, 1, 2)
    second = client.get(
        url(sites.demo), params={"sort": "path", "limit": 2, "page": 2}, headers=owner_headers
    ).json()
    assert [item["path"] for item in second["redirects"]] == ["/oud-c", "/tijdelijk"]
    newest = client.get(url(sites.demo), headers=owner_headers).json()["redirects"]
    assert newest[0]["path"] == "/tijdelijk"
    found = client.get(url(sites.demo), params={"q": "OUD-B"}, headers=owner_headers).json()
    assert [item["path"] for item in found["redirects"]] == ["/oud-b"]
    temporary = client.get(url(sites.demo), params={"status": "302"}, headers=owner_headers).json()
    assert [item["path"] for item in temporary["redirects"]] == ["/tijdelijk"]
    bad = client.get(url(sites.demo), params={"sort": "kleur", "page": "0"}, headers=owner_headers)
    assert bad.status_code == 422
    assert set(bad.json()["errors"]) == {"sort", "page"}


def test_another_projects_redirects_are_out_of_reach(client, make_client, sites, owner_headers):
    response = client.get(url(sites.second), headers=owner_headers)
    assert response.status_code in (403, 404)
    assert create(client, sites.second, owner_headers, path="/x", target="/").status_code in (
        403,
        404,
    )
    assert make_client().get(url(sites.demo)).status_code == 401


def test_a_redirect_made_for_a_miss_takes_it_off_the_404_list(client, sites, owner_headers, engine):
    payload = {"website_id": sites.demo, "project_id": sites.demo, "url": "/caf%C3%A9-oud"}
    assert client.post(REGISTER, json=payload).json()["registered"] is True
    client.post(REGISTER, json={**payload, "url": "/blijft"})
    misses = client.get(f"{OWNER}/{sites.demo}/not-found", headers=owner_headers).json()
    assert {miss["path"] for miss in misses["not_found"]} == {"/caf%C3%A9-oud", "/blijft"}
    created = create(client, sites.demo, owner_headers, path="/caf%C3%A9-oud", target="/contact")
    assert created.json()["redirect"]["path"] == "/café-oud"
    with session_scope(engine) as session:
        assert [row.path for row in session.exec(select(NotFoundHit)).all()] == ["/blijft"]
    # The site asks for the decoded path; an encoded one is found as well.
    for path in ("/café-oud", "/caf%C3%A9-oud"):
        assert (
            client.get(BUNDLE, params={"path": path}).json()["redirect"]["location"] == "/contact"
        )


def test_redirect_writes_purge_the_projects_answers(make_client, sites, purge_receiver, log_in):
    client = make_client(purge_urls=(purge_receiver.url,))
    headers = log_in(via=client)
    redirect_id = create(client, sites.demo, headers, path="/weg", target="/").json()["redirect"][
        "id"
    ]
    client.put(url(sites.demo, f"/{redirect_id}"), json={"target": "/contact"}, headers=headers)
    client.delete(url(sites.demo, f"/{redirect_id}"), headers=headers)
    assert purge_receiver.keys() == [{f"project-{sites.demo}"}] * 3


def test_concurrent_creates_of_one_path_end_in_one_redirect(live_api_url, sites, owner_headers):
    workers = 20
    barrier = threading.Barrier(workers, timeout=120)
    limits = httpx.Limits(max_connections=workers + 5)
    with httpx.Client(base_url=live_api_url, limits=limits, timeout=120) as http:

        def attempt(index: int) -> httpx.Response:
            barrier.wait()
            body = {"path": "/dubbel", "target": f"/doel-{index}"}
            return http.post(url(sites.demo), json=body, headers=owner_headers)

        with ThreadPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(attempt, range(workers)))
        statuses = sorted(response.status_code for response in results)
        assert statuses == [201] + [409] * (workers - 1), [r.text for r in results]
        for response in results:
            if response.status_code == 409:
                assert response.json()["errors"] == {
                    "path": ["Voor dit adres bestaat al een doorverwijzing."]
                }
        listing = http.get(url(sites.demo), headers=owner_headers).json()
        assert [item["path"] for item in listing["redirects"]] == ["/dubbel"]
