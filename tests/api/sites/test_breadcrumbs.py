"""Breadcrumbs in the page bundle: stored ones as they are, else derived from the path."""

import pytest
from sqlmodel import select

from api.database import session_scope
from api.demo import read_document
from api.pages.models import Page
from api.sites.breadcrumbs import ancestor_paths
from tests.api.publishing import publish

BUNDLE = "/api/services/websites/v1/page-bundle"
HOST = "kruimels.localhost"
STORED = [
    {"title": "Start", "url": "/", "active": False},
    {"title": "Eigen spoor", "url": "/eigen", "active": True},
]


def page(path, title, breadcrumbs=None):
    return {
        "path": path,
        "post_title": title,
        "seo_title": "",
        "seo_description": "",
        "custom_fields": {},
        "breadcrumbs": breadcrumbs or [],
        "password": None,
        "components": [],
        "secured_components": [],
    }


@pytest.fixture
def bakery(import_document, make_client):
    document = read_document("demo.json")
    document["project"]["aliases"] = []
    document["pages"] = [
        page("/", "Welkom"),
        page("/winkel", "Onze winkel"),
        # No page at /winkel/brood: that segment is left out of the trail.
        page("/winkel/brood/volkoren", "Volkorenbrood"),
        page("/winkel/taart", ""),
        page("/eigen", "Eigen", STORED),
        page("/404", "Pagina niet gevonden"),
    ]
    project_id = import_document(document, HOST)
    return project_id, make_client(host=HOST)


def crumbs(client, path):
    return client.get(BUNDLE, params={"path": path}).json()["page"]["breadcrumbs"]


def test_ancestor_paths_are_the_paths_above_a_page():
    assert ancestor_paths("/") == []
    assert ancestor_paths("/over-ons") == []
    assert ancestor_paths("/a/b/c") == ["/a", "/a/b"]


def test_a_page_without_breadcrumbs_gets_home_its_ancestor_pages_and_itself(bakery):
    _project_id, client = bakery
    assert crumbs(client, "/winkel/brood/volkoren") == [
        {"title": "Home", "url": "/", "active": False},
        {"title": "Onze winkel", "url": "/winkel", "active": False},
        {"title": "Volkorenbrood", "url": "/winkel/brood/volkoren", "active": True},
    ]
    assert crumbs(client, "/winkel") == [
        {"title": "Home", "url": "/", "active": False},
        {"title": "Onze winkel", "url": "/winkel", "active": True},
    ]
    assert crumbs(client, "/") == [{"title": "Home", "url": "/", "active": True}]


def test_a_page_without_a_title_is_named_by_its_path_segment(bakery):
    _project_id, client = bakery
    assert crumbs(client, "/winkel/taart")[-1] == {
        "title": "taart",
        "url": "/winkel/taart",
        "active": True,
    }


def test_stored_breadcrumbs_are_served_as_they_are(bakery):
    _project_id, client = bakery
    assert crumbs(client, "/eigen") == STORED


def test_the_404_answer_gets_a_trail_too(bakery):
    _project_id, client = bakery
    response = client.get(BUNDLE, params={"path": "/bestaat-niet"})
    assert response.status_code == 404
    assert response.json()["page"]["breadcrumbs"] == [
        {"title": "Home", "url": "/", "active": False},
        {"title": "Pagina niet gevonden", "url": "/404", "active": True},
    ]


def test_renaming_an_ancestor_refreshes_the_trails_below_it(bakery, engine, make_account, log_in):
    project_id, client = bakery
    with session_scope(engine) as session:
        ids = {
            row.path: row.id
            for row in session.exec(select(Page).where(Page.project_id == project_id))
        }
    body = client.get(BUNDLE, params={"path": "/winkel/brood/volkoren"}).json()
    # The ancestor's cache key travels with the bundle (and thus to Varnish's xkey).
    assert f"page-{ids['/winkel']}" in body["cache"]["keys"]
    assert f"page-{ids['/']}" not in body["cache"]["keys"]

    make_account("kruimel@example.com", "geheim-wachtwoord", project_id)
    headers = log_in("kruimel@example.com", "geheim-wachtwoord", via=client)
    response = client.put(
        f"/api/owner/v1/projects/{project_id}/pages/{ids['/winkel']}",
        json={"post_title": "Winkel & bakkerij"},
        headers=headers,
    )
    assert response.status_code == 200
    publish(client, project_id, headers, ("page", ids["/winkel"]))
    assert crumbs(client, "/winkel/brood/volkoren")[1]["title"] == "Winkel & bakkerij"
