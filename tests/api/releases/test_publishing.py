"""Drafts, releases and revisions through the owner API (docs/publishing.md)."""

from datetime import UTC, datetime, timedelta

OWNER = "/api/owner/v1/projects"
BUNDLE = "/api/services/websites/v1/page-bundle"


def page_id_of(client, project_id, headers, path):
    pages = client.get(f"{OWNER}/{project_id}/pages", headers=headers).json()["pages"]
    return next(page["id"] for page in pages if page["path"] == path)


def bundle(client, path="/"):
    response = client.get(BUNDLE, params={"path": path})
    assert response.status_code == 200, response.text
    return response.json()


def first_label(client):
    return bundle(client)["menus"]["hoofdmenu"]["items"][0]["label"]


def draft_home_and_menu(client, sites, headers):
    home = page_id_of(client, sites.demo, headers, "/")
    response = client.put(
        f"{OWNER}/{sites.demo}/pages/{home}", json={"seo_title": "Nieuw"}, headers=headers
    )
    assert response.status_code == 200, response.text
    menu = client.get(f"{OWNER}/{sites.demo}/menus/hoofdmenu", headers=headers).json()["menu"]
    menu["items"][0]["label"] = "Start"
    response = client.put(
        f"{OWNER}/{sites.demo}/menus/hoofdmenu",
        json={"title": menu["title"], "items": menu["items"]},
        headers=headers,
    )
    assert response.status_code == 200, response.text
    return home


def test_drafts_stay_invisible_until_published_and_revert_restores(client, sites, owner_headers):
    old_title = bundle(client)["page"]["seo_title"]
    assert first_label(client) == "Home"
    home = draft_home_and_menu(client, sites, owner_headers)

    # Visitors (and the bundle cache) still see the live state.
    assert bundle(client)["page"]["seo_title"] == old_title
    assert first_label(client) == "Home"
    # The owner reads the draft, or the live state on asking.
    draft = client.get(f"{OWNER}/{sites.demo}/pages/{home}", headers=owner_headers).json()["page"]
    assert draft["seo_title"] == "Nieuw"
    assert draft["has_unpublished_changes"] is True
    live = client.get(
        f"{OWNER}/{sites.demo}/pages/{home}?state=published", headers=owner_headers
    ).json()["page"]
    assert live["seo_title"] == old_title

    response = client.post(
        f"{OWNER}/{sites.demo}/publish",
        json={
            "items": [{"kind": "page", "id": home}, {"kind": "menu", "id": "hoofdmenu"}],
            "note": "Nieuwe titel",
        },
        headers=owner_headers,
    )
    assert response.status_code == 200, response.text
    release = response.json()["release"]
    assert release["items"] == [
        {"kind": "page", "id": str(home)},
        {"kind": "menu", "id": "hoofdmenu"},
    ]
    assert release["published_at"] and release["scheduled_for"] is None
    assert bundle(client)["page"]["seo_title"] == "Nieuw"
    assert first_label(client) == "Start"
    page = client.get(f"{OWNER}/{sites.demo}/pages/{home}", headers=owner_headers).json()["page"]
    assert page["has_unpublished_changes"] is False
    assert page["published_version"] == page["version"]

    response = client.post(
        f"{OWNER}/{sites.demo}/releases/{release['id']}/revert", headers=owner_headers
    )
    assert response.status_code == 200, response.text
    assert response.json()["release"]["reverts"] == release["id"]
    assert bundle(client)["page"]["seo_title"] == old_title
    assert first_label(client) == "Home"
    releases = client.get(f"{OWNER}/{sites.demo}/releases", headers=owner_headers).json()
    assert [r["id"] for r in releases["releases"]][:2] == [
        response.json()["release"]["id"],
        release["id"],
    ]


def test_publish_is_all_or_nothing(client, sites, owner_headers):
    home = draft_home_and_menu(client, sites, owner_headers)
    # A second page's draft takes a path that another live page has: it cannot go live.
    contact = page_id_of(client, sites.demo, owner_headers, "/contact")
    response = client.put(
        f"{OWNER}/{sites.demo}/pages/{contact}", json={"path": "/over-ons"}, headers=owner_headers
    )
    assert response.status_code == 200
    assert response.json()["page"]["publish_blockers"] == {
        "path": ["Er bestaat al een pagina met dit pad."]
    }
    response = client.post(
        f"{OWNER}/{sites.demo}/publish",
        json={
            "items": [
                {"kind": "page", "id": home},
                {"kind": "menu", "id": "hoofdmenu"},
                {"kind": "page", "id": contact},
            ]
        },
        headers=owner_headers,
    )
    assert response.status_code == 422
    assert response.json()["errors"] == {"items.2.path": ["Er bestaat al een pagina met dit pad."]}
    assert first_label(client) == "Home"
    assert bundle(client)["page"]["seo_title"] != "Nieuw"
    assert client.get(f"{OWNER}/{sites.demo}/releases", headers=owner_headers).json() == {
        "releases": []
    }


def test_new_page_is_a_draft_until_published(client, sites, owner_headers):
    response = client.post(
        f"{OWNER}/{sites.demo}/pages",
        json={"path": "/nieuw", "post_title": "Nieuw", "components": []},
        headers=owner_headers,
    )
    assert response.status_code == 201, response.text
    page = response.json()["page"]
    assert page["published_version"] is None and page["has_unpublished_changes"] is True
    assert client.get(BUNDLE, params={"path": "/nieuw"}).json()["page"]["path"] != "/nieuw"
    response = client.post(f"{OWNER}/{sites.demo}/publish", json={}, headers=owner_headers)
    assert response.status_code == 200, response.text
    assert {"kind": "page", "id": str(page["id"])} in response.json()["release"]["items"]
    assert bundle(client, "/nieuw")["page"]["post_title"] == "Nieuw"


def test_nothing_to_publish(client, sites, owner_headers):
    response = client.post(f"{OWNER}/{sites.demo}/publish", json={}, headers=owner_headers)
    assert response.status_code == 422
    assert response.json()["errors"] == {"items": ["Er zijn geen wijzigingen om te publiceren."]}
    response = client.post(
        f"{OWNER}/{sites.demo}/publish",
        json={"items": [{"kind": "menu", "id": "hoofdmenu"}, {"kind": "blog", "id": "x"}]},
        headers=owner_headers,
    )
    assert response.status_code == 422
    assert response.json()["errors"] == {
        "items.1.kind": ["Kies page, menu, form, template of settings."]
    }
    # A page id in other digits than ASCII names no page (int() would read '١' as 1).
    home = page_id_of(client, sites.demo, owner_headers, "/")
    arabic = "".join(chr(0x0660 + int(digit)) for digit in str(home))
    response = client.post(
        f"{OWNER}/{sites.demo}/publish",
        json={"items": [{"kind": "page", "id": arabic}]},
        headers=owner_headers,
    )
    assert response.status_code == 422
    assert response.json()["errors"] == {"items.0.id": ["Dit document bestaat niet."]}


def test_revisions_diff_restore_and_discard(client, sites, owner_headers):
    home = draft_home_and_menu(client, sites, owner_headers)
    base = f"{OWNER}/{sites.demo}/pages/{home}"
    client.post(
        f"{OWNER}/{sites.demo}/publish",
        json={"items": [{"kind": "page", "id": home}], "note": "eerste"},
        headers=owner_headers,
    )
    page = client.get(base, headers=owner_headers).json()["page"]
    sections = page["components"]
    moved = [sections[1], sections[0], *sections[2:]]
    client.put(
        base,
        json={"seo_title": "Tweede", "components": moved, "version": page["version"]},
        headers=owner_headers,
    )
    client.post(f"{OWNER}/{sites.demo}/publish", json={}, headers=owner_headers)

    revisions = client.get(f"{base}/revisions", headers=owner_headers).json()["revisions"]
    # Revision 1 is the page as it was live before publishing existed for it.
    assert [r["number"] for r in revisions] == [3, 2, 1]
    assert revisions[0]["live"] is True and revisions[1]["note"] == "eerste"
    assert revisions[0]["author"] == "eigenaar@demo.site.local"
    assert [r["live"] for r in revisions] == [True, False, False]
    first = client.get(f"{base}/revisions/2", headers=owner_headers).json()["revision"]
    assert first["content"]["seo_title"] == "Nieuw"

    diff = client.get(f"{base}/revisions/2/diff", headers=owner_headers).json()["diff"]
    assert {"path": "seo_title", "before": "Tweede", "after": "Nieuw"} in diff["changed"]
    assert len(diff["moved"]) == 1 and diff["added"] == [] and diff["removed"] == []

    response = client.post(f"{base}/revisions/2/restore", headers=owner_headers)
    assert response.status_code == 200, response.text
    restored = response.json()["page"]
    assert restored["seo_title"] == "Nieuw" and restored["has_unpublished_changes"] is True
    assert bundle(client)["page"]["seo_title"] == "Tweede"

    response = client.post(f"{base}/discard", headers=owner_headers)
    assert response.status_code == 200
    assert response.json()["page"]["seo_title"] == "Tweede"
    assert response.json()["page"]["has_unpublished_changes"] is False


def test_stale_draft_write_is_refused(client, sites, owner_headers):
    home = page_id_of(client, sites.demo, owner_headers, "/")
    base = f"{OWNER}/{sites.demo}/pages/{home}"
    version = client.get(base, headers=owner_headers).json()["page"]["version"]
    first = client.put(base, json={"seo_title": "A", "version": version}, headers=owner_headers)
    assert first.status_code == 200
    second = client.put(base, json={"seo_title": "B", "version": version}, headers=owner_headers)
    assert second.status_code == 409
    assert client.get(base, headers=owner_headers).json()["page"]["seo_title"] == "A"


def test_schedule_and_cancel(client, sites, owner_headers):
    draft_home_and_menu(client, sites, owner_headers)
    later = (datetime.now(UTC) + timedelta(hours=1)).isoformat()
    response = client.post(
        f"{OWNER}/{sites.demo}/publish", json={"publish_at": later}, headers=owner_headers
    )
    assert response.status_code == 200, response.text
    release = response.json()["release"]
    assert release["scheduled_for"] and release["published_at"] is None
    assert first_label(client) == "Home"
    url = f"{OWNER}/{sites.demo}/releases/{release['id']}"
    assert client.delete(url, headers=owner_headers).status_code == 204
    assert client.delete(url, headers=owner_headers).status_code == 404


def test_settings_draft(client, sites, owner_headers):
    project = client.get(f"{OWNER}/{sites.demo}", headers=owner_headers).json()["project"]
    translations = {**project["translations"], "webshop_cart_title": "Mandje"}
    response = client.put(
        f"{OWNER}/{sites.demo}", json={"translations": translations}, headers=owner_headers
    )
    assert response.status_code == 200, response.text
    assert response.json()["project"]["has_unpublished_changes"] is True
    assert bundle(client)["project"]["translations"].get("webshop_cart_title") != "Mandje"
    response = client.post(
        f"{OWNER}/{sites.demo}/publish",
        json={"items": [{"kind": "settings", "id": "settings"}]},
        headers=owner_headers,
    )
    assert response.status_code == 200, response.text
    assert bundle(client)["project"]["translations"]["webshop_cart_title"] == "Mandje"
    revisions = client.get(f"{OWNER}/{sites.demo}/settings/revisions", headers=owner_headers)
    assert revisions.status_code == 200 and len(revisions.json()["revisions"]) == 2


def test_an_import_is_a_release_that_can_be_reverted(client, sites, owner_headers):
    exported = client.get(f"{OWNER}/{sites.demo}/export", headers=owner_headers)
    assert exported.status_code == 200, exported.text
    document = exported.json()
    home = next(page for page in document["pages"] if page["path"] == "/")
    old_title = home["seo_title"]
    home["seo_title"] = "Geïmporteerd"
    imported = client.post(f"{OWNER}/{sites.demo}/import", json=document, headers=owner_headers)
    assert imported.status_code == 200, imported.text
    assert bundle(client)["page"]["seo_title"] == "Geïmporteerd"
    releases = client.get(f"{OWNER}/{sites.demo}/releases", headers=owner_headers).json()
    release = releases["releases"][0]
    assert release["note"] == "import"
    assert {"kind": "menu", "id": "hoofdmenu"} in release["items"]

    reverted = client.post(
        f"{OWNER}/{sites.demo}/releases/{release['id']}/revert", headers=owner_headers
    )
    assert reverted.status_code == 200, reverted.text
    assert bundle(client)["page"]["seo_title"] == old_title


def preview_token(client, project_id, headers, path="/"):
    response = client.post(
        f"{OWNER}/{project_id}/preview-links", json={"path": path}, headers=headers
    )
    assert response.status_code == 200, response.text
    assert response.headers["cache-control"] == "private, no-store"
    answer = response.json()
    assert answer["path"].startswith(f"{path}?voorbeeld=")
    assert answer["url"].endswith(answer["path"])
    return answer["path"].split("voorbeeld=", 1)[1]


def test_a_preview_link_renders_every_draft(client, sites, owner_headers):
    old_title = bundle(client)["page"]["seo_title"]
    draft_home_and_menu(client, sites, owner_headers)
    created = client.post(
        f"{OWNER}/{sites.demo}/pages",
        json={"path": "/concept", "post_title": "Concept"},
        headers=owner_headers,
    )
    assert created.status_code == 201
    token = preview_token(client, sites.demo, owner_headers)

    preview = client.get(BUNDLE, params={"path": "/"}, headers={"x-preview-token": token})
    assert preview.status_code == 200, preview.text
    assert preview.headers["cache-control"] == "private, no-store"
    assert preview.headers["x-robots-tag"] == "noindex"
    assert "etag" not in preview.headers
    assert preview.json()["page"]["seo_title"] == "Nieuw"
    assert preview.json()["menus"]["hoofdmenu"]["items"][0]["label"] == "Start"
    # The token is good for every path of the project, a page never published too.
    concept = client.get(BUNDLE, params={"path": "/concept"}, headers={"x-preview-token": token})
    assert concept.json()["page"]["post_title"] == "Concept"
    # Visitors and the bundle cache still have the live site.
    assert bundle(client)["page"]["seo_title"] == old_title
    assert first_label(client) == "Home"
    assert client.get(BUNDLE, params={"path": "/concept"}).status_code == 404


def test_a_tampered_or_expired_preview_token_is_refused(client, sites, owner_headers, engine):
    from api.database import session_scope
    from api.previews import make_token
    from api.signing import key_for

    token = preview_token(client, sites.demo, owner_headers)
    project, expires, signature = token.split(".")
    for forged in (
        f"{project}.{int(expires) + 3600}.{signature}",
        f"{sites.second}.{expires}.{signature}",
        token[:-2] + ("AA" if not token.endswith("AA") else "BB"),
        "rommel",
    ):
        refused = client.get(BUNDLE, params={"path": "/"}, headers={"x-preview-token": forged})
        assert refused.status_code == 403, forged
        assert refused.json() == {"errors": {"general": ["Deze voorbeeldlink is ongeldig."]}}
    with session_scope(engine) as session:
        expired = make_token(key_for(session, "preview"), sites.demo, 1_000_000_000)
    refused = client.get(BUNDLE, params={"path": "/"}, headers={"x-preview-token": expired})
    assert refused.status_code == 403
    assert refused.json() == {
        "errors": {"general": ["Deze voorbeeldlink is verlopen. Vraag een nieuwe aan."]}
    }
    # Another project's valid token does not open this one.
    second = client.get(
        BUNDLE,
        params={"path": "/"},
        headers={"x-preview-token": token, "x-forwarded-host": "tweede.localhost"},
    )
    assert second.status_code == 403


def test_preview_links_need_a_site_path(client, sites, owner_headers):
    for path in ("over-ons", "//elders.example/x", "/a b", 5):
        response = client.post(
            f"{OWNER}/{sites.demo}/preview-links", json={"path": path}, headers=owner_headers
        )
        assert response.status_code == 422, path
        assert response.json() == {
            "errors": {"path": ["Geef een pad op de site, beginnend met /."]}
        }


def test_export_writes_the_published_state_or_with_a_flag_the_drafts(client, sites, owner_headers):
    draft_home_and_menu(client, sites, owner_headers)
    client.post(f"{OWNER}/{sites.demo}/pages", json={"path": "/concept"}, headers=owner_headers)
    live = client.get(f"{OWNER}/{sites.demo}/export", headers=owner_headers).json()
    home = next(page for page in live["pages"] if page["path"] == "/")
    assert home["seo_title"] != "Nieuw"
    assert "/concept" not in {page["path"] for page in live["pages"]}
    drafted = client.get(f"{OWNER}/{sites.demo}/export?drafts=1", headers=owner_headers).json()
    home = next(page for page in drafted["pages"] if page["path"] == "/")
    assert home["seo_title"] == "Nieuw"
    assert "/concept" in {page["path"] for page in drafted["pages"]}
    menu = next(menu for menu in drafted["menus"] if menu["id"] == "hoofdmenu")
    assert menu["items"][0]["label"] == "Start"
    refused = client.get(f"{OWNER}/{sites.demo}/export?drafts=ja", headers=owner_headers)
    assert refused.status_code == 422
    assert refused.json() == {"errors": {"drafts": ["Geef 1 of 0 (true of false)."]}}
