"""POST {settings.not_found_path}: counting 404 misses per project and path."""

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
