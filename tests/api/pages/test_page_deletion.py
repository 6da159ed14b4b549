"""Owner API: deleting a page (If-Match, the purge of a live page, other projects)."""

from sqlmodel import select

from api.database import session_scope
from api.releases.models import Revision
from tests.api.publishing import publish

OWNER = "/api/owner/v1/projects"
BUNDLE = "/api/services/websites/v1/page-bundle"
STALE = "Deze pagina is intussen door iemand anders gewijzigd. Laad de pagina opnieuw."


def page_id_of(client, project_id, path, headers):
    pages = client.get(f"{OWNER}/{project_id}/pages", headers=headers).json()["pages"]
    return next(page["id"] for page in pages if page["path"] == path)


def test_deleting_a_live_page_takes_it_off_the_site_and_purges_it(
    make_client, sites, purge_receiver, log_in
):
    client = make_client(purge_urls=(purge_receiver.url,))
    headers = log_in(via=client)
    page_id = page_id_of(client, sites.demo, "/over-ons", headers)
    assert client.get(BUNDLE, params={"path": "/over-ons"}).status_code == 200
    response = client.delete(f"{OWNER}/{sites.demo}/pages/{page_id}", headers=headers)
    assert response.status_code == 204
    assert client.get(BUNDLE, params={"path": "/over-ons"}).status_code == 404
    assert client.get(f"{OWNER}/{sites.demo}/pages/{page_id}", headers=headers).status_code == 404
    assert purge_receiver.keys() == [
        {f"page-{page_id}", f"project-{sites.demo}", f"sitemap-{sites.demo}"}
    ]


def test_a_page_never_published_is_deleted_without_a_purge(
    make_client, sites, purge_receiver, log_in
):
    client = make_client(purge_urls=(purge_receiver.url,))
    headers = log_in(via=client)
    created = client.post(f"{OWNER}/{sites.demo}/pages", json={"path": "/ooit"}, headers=headers)
    page_id = created.json()["page"]["id"]
    response = client.delete(f"{OWNER}/{sites.demo}/pages/{page_id}", headers=headers)
    assert response.status_code == 204
    assert purge_receiver.requests == []
    # The path is free again.
    again = client.post(f"{OWNER}/{sites.demo}/pages", json={"path": "/ooit"}, headers=headers)
    assert again.status_code == 201


def test_if_match_refuses_deleting_a_changed_page(client, sites, owner_headers):
    page_id = page_id_of(client, sites.demo, "/contact", owner_headers)
    read = client.get(f"{OWNER}/{sites.demo}/pages/{page_id}", headers=owner_headers)
    etag = read.headers["etag"]
    client.put(
        f"{OWNER}/{sites.demo}/pages/{page_id}",
        json={"post_title": "Bel ons"},
        headers=owner_headers,
    )
    stale = client.delete(
        f"{OWNER}/{sites.demo}/pages/{page_id}", headers={**owner_headers, "if-match": etag}
    )
    assert stale.status_code == 409
    assert stale.json() == {"errors": {"version": [STALE]}}
    assert client.get(BUNDLE, params={"path": "/contact"}).status_code == 200
    current = client.get(f"{OWNER}/{sites.demo}/pages/{page_id}", headers=owner_headers)
    fresh = client.delete(
        f"{OWNER}/{sites.demo}/pages/{page_id}",
        headers={**owner_headers, "if-match": current.headers["etag"]},
    )
    assert fresh.status_code == 204


def test_a_page_with_a_draft_and_revisions_can_be_deleted(client, sites, owner_headers, engine):
    page_id = page_id_of(client, sites.demo, "/contact", owner_headers)
    client.put(
        f"{OWNER}/{sites.demo}/pages/{page_id}", json={"post_title": "A"}, headers=owner_headers
    )
    publish(client, sites.demo, owner_headers, ("page", page_id))
    client.put(
        f"{OWNER}/{sites.demo}/pages/{page_id}", json={"post_title": "B"}, headers=owner_headers
    )
    response = client.delete(f"{OWNER}/{sites.demo}/pages/{page_id}", headers=owner_headers)
    assert response.status_code == 204
    assert client.get(BUNDLE, params={"path": "/contact"}).status_code == 404
    # Its revisions went with it: a later page that gets the same id starts afresh.
    with session_scope(engine) as session:
        left = session.exec(
            select(Revision).where(Revision.project_id == sites.demo, Revision.kind == "page")
        ).all()
        assert str(page_id) not in {revision.document for revision in left}


def test_pages_of_another_project_cannot_be_deleted_through_mine(
    client, sites, owner_headers, make_account, log_in
):
    make_account("tweede@example.nl", "tweede-geheim", sites.second)
    second_headers = log_in("tweede@example.nl", "tweede-geheim")
    other = page_id_of(client, sites.second, "/reparaties", second_headers)
    response = client.delete(f"{OWNER}/{sites.demo}/pages/{other}", headers=owner_headers)
    assert response.status_code == 404
    assert (
        client.get(f"{OWNER}/{sites.second}/pages/{other}", headers=second_headers).status_code
        == 200
    )
    missing = client.delete(f"{OWNER}/{sites.demo}/pages/999999", headers=owner_headers)
    assert missing.status_code == 404


def test_deleting_needs_a_login(client, sites, owner_headers):
    page_id = page_id_of(client, sites.demo, "/", owner_headers)
    unknown = {"authorization": "Bearer onbekend"}
    response = client.delete(f"{OWNER}/{sites.demo}/pages/{page_id}", headers=unknown)
    assert response.status_code == 401
