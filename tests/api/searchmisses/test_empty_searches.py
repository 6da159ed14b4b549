"""Visitor searches that found nothing: counted per project and normalised query,
bounded, and listed for the owner."""

from __future__ import annotations

import pytest

from api.database import session_scope
from api.searchmisses import service
from api.searchmisses.schemas import normalise_query
from tests.api.shop.shop_fixtures import shop_document

HOST = "zoekwinkel.example"
SEARCH = "/api/services/websites/v1/search"


@pytest.fixture
def shop(import_document, make_client):
    project_id = import_document(shop_document(), HOST)
    return project_id, make_client(host=HOST)


def search(client, project_id, query, filters="", current_url=f"https://{HOST}/search?q=x"):
    body = {
        "website_id": project_id,
        "query": query,
        "filters": filters,
        "current_url": current_url,
    }
    answer = client.post(SEARCH, json=body)
    assert answer.status_code == 200, answer.text
    return answer.json()


def stored(engine, project_id):
    with session_scope(engine) as session:
        rows = service.list_searches(session, project_id)
        return [(row.query, row.searches) for row in rows]


def test_normalised_queries():
    assert normalise_query("  Glutenvrij   BROOD \t") == "glutenvrij brood"
    assert normalise_query("Straße") == "strasse"
    assert normalise_query("a") == ""
    assert normalise_query("x\x00y") == "xy"
    assert len(normalise_query("z" * 500)) == 200


def test_searches_that_found_nothing_are_counted(shop, engine):
    project_id, client = shop
    assert search(client, project_id, "Glutenvrij brood")["info"]["hits"] == 0
    search(client, project_id, "  glutenvrij   BROOD ")
    search(client, project_id, "spelt")
    assert stored(engine, project_id) == [("glutenvrij brood", 2), ("spelt", 1)]


def test_found_filtered_and_too_short_searches_are_not_counted(shop, engine):
    project_id, client = shop
    assert search(client, project_id, "taarten")["info"]["hits"] > 0
    search(client, project_id, "x")
    search(client, project_id, "")
    search(client, project_id, "taarten", filters="price:9000<->9999")
    # The live results while typing on another page are not what the visitor searched.
    search(client, project_id, "glutenvr", current_url=f"https://{HOST}/winkel/taarten")
    search(client, project_id, "glutenvr", current_url="")
    assert stored(engine, project_id) == []


def test_the_list_is_bounded(engine, shop):
    project_id, _client = shop
    with session_scope(engine) as session:
        for query in ("een", "twee", "een", "drie", "vier"):
            service.register_search(session, project_id, query, max_queries=3)
    assert stored(engine, project_id) == [("een", 2), ("vier", 1), ("drie", 1)]


def test_the_owner_lists_them_most_searched_first(client, sites, owner_headers, engine):
    with session_scope(engine) as session:
        for query in ("rogge", "spelt", "spelt"):
            service.register_search(session, sites.demo, query, max_queries=10)
        service.register_search(session, sites.second, "elders", max_queries=10)
    url = f"/api/owner/v1/projects/{sites.demo}/empty-searches"
    body = client.get(url, params={"limit": 1}, headers=owner_headers).json()
    assert [(item["query"], item["searches"]) for item in body["searches"]] == [("spelt", 2)]
    assert (body["total"], body["page"], body["limit"]) == (2, 1, 1)
    assert {"first_seen", "last_seen"} <= set(body["searches"][0])
    bad = client.get(url, params={"limit": "900"}, headers=owner_headers)
    assert bad.status_code == 422
    assert bad.json()["errors"] == {"limit": ["Geef een geheel getal van 1 tot en met 200."]}
