"""Page bundles are cached in memory and dropped precisely when their content changes."""

from sqlmodel import select

from api.database import session_scope
from api.pages.models import Page

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
    for path in ("/", "/over-ons", "/bestaat-niet"):
        menus = client.get(BUNDLE, params={"path": path}).json()["menus"]
        assert menus["hoofdmenu"]["items"][0]["label"] == "Start"


def test_writes_in_one_project_leave_the_other_cached(client, sites, owner_headers, engine):
    second = {"x-forwarded-host": "tweede.localhost"}
    assert title(client, "/reparaties", **second) == "Reparaties"
    retitle_behind_the_apis_back(engine, sites.second, "/reparaties", "Stiekem")
    client.put(f"{OWNER}/{sites.demo}", json={"title": "Andere titel"}, headers=owner_headers)
    assert title(client, "/reparaties", **second) == "Reparaties"
