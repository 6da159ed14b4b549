"""Drafts and releases under parallel requests against a running server, on SQLite and
PostgreSQL: two owners drafting one page, publishes racing each other, a release whose
last document fails while being written (docs/publishing.md)."""

from __future__ import annotations

import threading

import httpx

from tests.api.live_server import WORKERS, in_parallel
from tests.api.publishing import publish

OWNER = "/api/owner/v1/projects"
BUNDLE = "/api/services/websites/v1/page-bundle"


def page_id_of(client, project_id, headers, path):
    pages = client.get(f"{OWNER}/{project_id}/pages", headers=headers).json()["pages"]
    return next(page["id"] for page in pages if page["path"] == path)


def test_two_owners_drafting_one_page_lose_nothing(
    http,
    sites,
    owner_headers,
    make_account,
    log_in,
):
    make_account("tweede@demo.site.local", "tweede-geheim", sites.demo)
    second_headers = log_in("tweede@demo.site.local", "tweede-geheim")
    page_id = page_id_of(http, sites.demo, owner_headers, "/over-ons")
    url = f"{OWNER}/{sites.demo}/pages/{page_id}"
    version = http.get(url, headers=owner_headers).json()["page"]["version"]

    def save(index: int, barrier: threading.Barrier) -> httpx.Response:
        headers = owner_headers if index % 2 else second_headers
        barrier.wait()
        return http.put(
            url, json={"seo_title": f"Titel {index}", "version": version}, headers=headers
        )

    results = in_parallel(save)
    statuses = [response.status_code for response in results]
    assert statuses.count(200) == 1, statuses
    assert statuses.count(409) == WORKERS - 1, statuses
    winner = next(response for response in results if response.status_code == 200)
    draft = http.get(url, headers=owner_headers).json()["page"]
    assert draft["seo_title"] == winner.json()["page"]["seo_title"]
    assert draft["has_unpublished_changes"] is True


def test_racing_publishes_publish_each_draft_once(http, sites, owner_headers):
    page_id = page_id_of(http, sites.demo, owner_headers, "/over-ons")
    url = f"{OWNER}/{sites.demo}/pages/{page_id}"
    assert http.put(url, json={"seo_title": "Eenmaal"}, headers=owner_headers).is_success

    def release(index: int, barrier: threading.Barrier) -> httpx.Response:
        barrier.wait()
        return http.post(
            f"{OWNER}/{sites.demo}/publish",
            json={"items": [{"kind": "page", "id": page_id}]},
            headers=owner_headers,
        )

    results = in_parallel(release)
    statuses = [response.status_code for response in results]
    # One wins; the others find the draft gone (422) or the row changed under them (409).
    assert statuses.count(200) == 1, statuses
    assert set(statuses) <= {200, 409, 422}, statuses
    revisions = http.get(f"{url}/revisions", headers=owner_headers).json()["revisions"]
    # The baseline of the imported page and the one publication.
    assert len(revisions) == 2
    assert http.get(BUNDLE, params={"path": "/over-ons"}).json()["page"]["seo_title"] == "Eenmaal"


def test_a_release_failing_on_its_last_document_changes_nothing(client, sites, owner_headers):
    """Two drafts claim the same new path: each passes the checks against live pages,
    the second fails while being written, and the first is rolled back with it."""
    first = page_id_of(client, sites.demo, owner_headers, "/over-ons")
    second = page_id_of(client, sites.demo, owner_headers, "/contact")
    for page_id in (first, second):
        response = client.put(
            f"{OWNER}/{sites.demo}/pages/{page_id}",
            json={"path": "/samen", "post_title": f"Pagina {page_id}"},
            headers=owner_headers,
        )
        assert response.status_code == 200, response.text
    response = client.post(
        f"{OWNER}/{sites.demo}/publish",
        json={"items": [{"kind": "page", "id": first}, {"kind": "page", "id": second}]},
        headers=owner_headers,
    )
    assert response.status_code == 409, response.text
    assert response.json() == {
        "errors": {
            "items": ["Twee pagina's in deze publicatie krijgen hetzelfde pad. Pas er één aan."]
        }
    }
    assert client.get(BUNDLE, params={"path": "/over-ons"}).json()["page"]["post_title"] == (
        "Over ons"
    )
    assert client.get(BUNDLE, params={"path": "/samen"}).status_code == 404
    assert client.get(f"{OWNER}/{sites.demo}/releases", headers=owner_headers).json() == {
        "releases": []
    }
    # Both drafts are still there to fix.
    for page_id in (first, second):
        page = client.get(f"{OWNER}/{sites.demo}/pages/{page_id}", headers=owner_headers)
        assert page.json()["page"]["path"] == "/samen"


def test_revisions_are_pruned_oldest_first(make_client, sites, log_in):
    client = make_client(revisions_kept=3)
    headers = log_in(via=client)
    page_id = page_id_of(client, sites.demo, headers, "/over-ons")
    url = f"{OWNER}/{sites.demo}/pages/{page_id}"
    for number in range(5):
        assert client.put(url, json={"seo_title": f"Versie {number}"}, headers=headers).is_success
        publish(client, sites.demo, headers, ("page", page_id))
    revisions = client.get(f"{url}/revisions", headers=headers).json()["revisions"]
    # Baseline 1 and publications 2-6: the three newest stay, the live one first.
    assert [r["number"] for r in revisions] == [6, 5, 4]
    assert revisions[0]["live"] is True
    assert client.get(f"{url}/revisions/1", headers=headers).status_code == 404
