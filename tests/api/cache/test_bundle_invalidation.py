"""Page bundles are cached in memory and dropped precisely when their content changes."""

from sqlmodel import select

from api.database import session_scope
from api.pages.models import Page
from tests.api.publishing import publish

OWNER = "/api/owner/v1/projects"
BUNDLE = "/api/services/websites/v1/page-bundle"


def retitle_behind_the_apis_back(engine, project_id, path, title):
    with session_scope(engine) as session:
        page = session.exec(
            select(Page).where(Page.project_id == project_id, Page.path == path)
        ).one()
        page.post_title = title
        session.add(page)


def title(client, path, **headers):
    return client.get(BUNDLE, params={"path": path}, headers=headers).json()["page"]["post_title"]


def test_bundles_are_served_from_memory(client, sites, engine):
    assert title(client, "/over-ons") == "Over ons"
    retitle_behind_the_apis_back(engine, sites.demo, "/over-ons", "Stiekem")
    assert title(client, "/over-ons") == "Over ons"
    assert title(client, "/over-ons/") == "Over ons"


def test_page_update_refreshes_that_page_only(client, sites, owner_headers, engine):
    assert title(client, "/over-ons") == "Over ons"
    assert title(client, "/contact") == "Contact"
    retitle_behind_the_apis_back(engine, sites.demo, "/contact", "Stiekem")
    pages = client.get(f"{OWNER}/{sites.demo}/pages", headers=owner_headers).json()["pages"]
    page_id = next(page["id"] for page in pages if page["path"] == "/over-ons")
    response = client.put(
        f"{OWNER}/{sites.demo}/pages/{page_id}",
        json={"post_title": "Ons verhaal"},
        headers=owner_headers,
    )
    assert response.status_code == 200
    assert title(client, "/over-ons") == "Over ons"
    publish(client, sites.demo, owner_headers, ("page", page_id))
    assert title(client, "/over-ons") == "Ons verhaal"
    # Another page's bundle stayed cached (it still shows the old, cached title).
    assert title(client, "/contact") == "Contact"


def test_menu_update_refreshes_the_pages_showing_it(client, sites, owner_headers):
    before = client.get(BUNDLE, params={"path": "/"}).json()["menus"]["hoofdmenu"]
    assert before["items"][0]["label"] == "Home"
    items = [{"id": "m1", "label": "Start", "link": "/"}]
    response = client.put(
        f"{OWNER}/{sites.demo}/menus/hoofdmenu",
        json={"title": "Hoofdmenu", "items": items},
        headers=owner_headers,
    )
    assert response.status_code == 200
    publish(client, sites.demo, owner_headers, ("menu", "hoofdmenu"))
    for path in ("/", "/over-ons", "/bestaat-niet"):
        menus = client.get(BUNDLE, params={"path": path}).json()["menus"]
        assert menus["hoofdmenu"]["items"][0]["label"] == "Start"


def test_writes_in_one_project_leave_the_other_cached(client, sites, owner_headers, engine):
    second = {"x-forwarded-host": "tweede.localhost"}
    assert title(client, "/reparaties", **second) == "Reparaties"
    retitle_behind_the_apis_back(engine, sites.second, "/reparaties", "Stiekem")
    client.put(f"{OWNER}/{sites.demo}", json={"title": "Andere titel"}, headers=owner_headers)
    assert title(client, "/reparaties", **second) == "Reparaties"


def bundle_and_etag(client, path, **headers):
    response = client.get(BUNDLE, params={"path": path}, headers=headers)
    return response, response.headers.get("etag")


def test_writes_replace_the_cached_bytes_and_their_etag(client, sites, owner_headers):
    """Page, menu and project writes: the next read shows the new content under a new
    ETag, and the old ETag no longer earns a 304."""
    pages = client.get(f"{OWNER}/{sites.demo}/pages", headers=owner_headers).json()["pages"]
    page_id = next(page["id"] for page in pages if page["path"] == "/over-ons")
    writes = [
        (f"{OWNER}/{sites.demo}/pages/{page_id}", {"post_title": "Ons verhaal"}),
        (
            f"{OWNER}/{sites.demo}/menus/hoofdmenu",
            {"title": "Hoofdmenu", "items": [{"id": "m1", "label": "Start", "link": "/"}]},
        ),
        (f"{OWNER}/{sites.demo}", {"title": "Andere titel"}),
    ]
    seen = []
    for url, payload in writes:
        _response, old = bundle_and_etag(client, "/over-ons")
        assert bundle_and_etag(client, "/over-ons", **{"if-none-match": old})[0].status_code == 304
        assert client.put(url, json=payload, headers=owner_headers).status_code == 200
        if url != f"{OWNER}/{sites.demo}":  # the title is written live
            publish(client, sites.demo, owner_headers)
        response, new = bundle_and_etag(client, "/over-ons", **{"if-none-match": old})
        assert response.status_code == 200, url
        assert new != old
        seen.append(response.json())
    assert seen[0]["page"]["post_title"] == "Ons verhaal"
    assert seen[1]["menus"]["hoofdmenu"]["items"][0]["label"] == "Start"
    assert seen[2]["project"]["title"] == "Andere titel"
