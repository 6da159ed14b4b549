"""A scheduled release with two API processes on one database: published once, on time,
by whichever process claims it (docs/publishing.md, Scheduling)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from api.demo import DEMO_PASSWORD
from tests.api.shop.shop_fixtures import shop_document
from tests.api.sites.test_search_processes import api_process, wait_for

HOST = "winkel.example"
OWNER = "eigenaar@winkel.example"


def test_a_scheduled_release_is_published_once_by_two_processes(
    engine, import_document, make_account
):
    document = shop_document()
    project_id = import_document(document, HOST)
    make_account(OWNER, DEMO_PASSWORD, project_id)
    url = engine.url.render_as_string(hide_password=False)
    with api_process(url, "") as first, api_process(url, "") as second:
        login = first.post(
            "/api/owner/v1/login",
            headers={"host": "localhost"},
            json={"email": OWNER, "password": DEMO_PASSWORD},
        )
        assert login.status_code == 200, login.text
        owner = {"host": "localhost", "authorization": f"Bearer {login.json()['token']}"}
        base = f"/api/owner/v1/projects/{project_id}"
        menus = first.get(f"{base}/menus", headers=owner).json()["menus"]
        menu = next(m for m in menus if m["items"])
        menu["items"][0]["label"] = "Gepland"
        saved = first.put(
            f"{base}/menus/{menu['id']}",
            headers=owner,
            json={"title": menu["title"], "items": menu["items"], "version": menu["version"]},
        )
        assert saved.status_code == 200, saved.text
        due = datetime.now(UTC) + timedelta(seconds=2)
        scheduled = first.post(
            f"{base}/publish",
            headers=owner,
            json={"items": [{"kind": "menu", "id": menu["id"]}], "publish_at": due.isoformat()},
        )
        assert scheduled.status_code == 200, scheduled.text
        release_id = scheduled.json()["release"]["id"]

        def published() -> bool:
            releases = second.get(f"{base}/releases", headers=owner).json()["releases"]
            return any(r["id"] == release_id and r["status"] == "published" for r in releases)

        assert not published()
        wait_for(published)
        released = next(
            r
            for r in second.get(f"{base}/releases", headers=owner).json()["releases"]
            if r["id"] == release_id
        )
        assert datetime.fromisoformat(released["published_at"]) >= due
        # One release, one revision for it (beside the baseline of the imported menu).
        revisions = first.get(f"{base}/menus/{menu['id']}/revisions", headers=owner).json()
        assert [r["release"] for r in revisions["revisions"]] == [release_id, None]
        live = second.get(f"{base}/menus/{menu['id']}?state=published", headers=owner)
        assert live.json()["menu"]["items"][0]["label"] == "Gepland"
