"""Owner API for pages: list, read, create and update with catalogue validation."""

from api.accounts.models import Role
from api.demo import read_document
from tests.api.publishing import publish

OWNER = "/api/owner/v1/projects"
BUNDLE = "/api/services/websites/v1/page-bundle"
PATH_TAKEN = "Er bestaat al een pagina met dit pad."


def pages_of(client, project_id, headers):
    response = client.get(f"{OWNER}/{project_id}/pages", headers=headers)
    assert response.status_code == 200
    return {page["path"]: page for page in response.json()["pages"]}


def paragraph_section(text, section_id="tekst", block_type="paragraph"):
    data = {"html": text} if block_type == "raw" else {"text": text}
    document = {
        "time": 1,
        "version": "2.18.0",
        "blocks": [{"id": "r1", "type": block_type, "data": data}],
    }
    return {
        "id": section_id,
        "template": "dynamic",
        "meta": {},
        "blocks": [
            {"id": "t1", "type": "text", "props": {"data": document}, "style": {}, "slots": {}}
        ],
    }


def test_list_and_read_pages(client, sites, owner_headers):
    pages = pages_of(client, sites.demo, owner_headers)
    assert set(pages) == {page["path"] for page in read_document("demo.json")["pages"]}
    assert {"/", "/over-ons", "/contact", "/besloten", "/404"} <= set(pages)
    assert pages["/besloten"]["protected"] is True
    page = client.get(
        f"{OWNER}/{sites.demo}/pages/{pages['/besloten']['id']}", headers=owner_headers
    )
    body = page.json()["page"]
    assert body["secured_components"][1]["id"] == "bestellijst"
    assert "password_hash" not in body


def test_update_stores_sanitised_components(client, sites, owner_headers):
    page_id = pages_of(client, sites.demo, owner_headers)["/contact"]["id"]
    section = paragraph_section("Bel ons <b>snel</b><script>alert(1)</script>")
    response = client.put(
        f"{OWNER}/{sites.demo}/pages/{page_id}",
        json={"post_title": "Bel ons", "components": [section]},
        headers=owner_headers,
    )
    assert response.status_code == 200, response.text
    stored = response.json()["page"]
    text = stored["components"][0]["blocks"][0]["props"]["data"]["blocks"][0]["data"]["text"]
    assert text == "Bel ons <b>snel</b>"
    assert stored["post_title"] == "Bel ons"
    # Fields that were not sent keep their values.
    assert stored["seo_description"].startswith("Adres, openingstijden")
    # A draft until published (docs/publishing.md).
    assert client.get(BUNDLE, params={"path": "/contact"}).json()["page"]["post_title"] == "Contact"
    publish(client, sites.demo, owner_headers, ("page", page_id))
    bundle = client.get(BUNDLE, params={"path": "/contact"}).json()
    assert bundle["page"]["post_title"] == "Bel ons"


def test_invalid_components_are_refused_with_paths_and_nothing_is_written(
    client, sites, owner_headers
):
    page_id = pages_of(client, sites.demo, owner_headers)["/over-ons"]["id"]
    url = f"{OWNER}/{sites.demo}/pages/{page_id}"
    before = client.get(url, headers=owner_headers).json()["page"]
    bad = paragraph_section("Hallo")
    bad["meta"]["padding_top"] = "enorm"
    response = client.put(
        url,
        json={"post_title": "Nieuw", "components": [bad, {"id": "x", "template": "bestaatNiet"}]},
        headers=owner_headers,
    )
    assert response.status_code == 422
    errors = response.json()["errors"]
    assert "components[0].meta.padding_top" in errors
    assert "components[1].template" in errors
    assert client.get(url, headers=owner_headers).json()["page"] == before


def test_developer_only_content_depends_on_the_role(client, sites, make_account, log_in):
    make_account("dev@example.nl", "ontwikkel-mee", sites.demo, Role.DEVELOPER)
    owner = log_in()
    developer = log_in("dev@example.nl", "ontwikkel-mee")
    page_id = pages_of(client, sites.demo, owner)["/contact"]["id"]
    url = f"{OWNER}/{sites.demo}/pages/{page_id}"
    payload = {"components": [paragraph_section("<div>kaart</div>", block_type="raw")]}

    refused = client.put(url, json=payload, headers=owner)
    assert refused.status_code == 422
    assert any("ontwikkelaar" in m for ms in refused.json()["errors"].values() for m in ms)
    assert client.put(url, json=payload, headers=developer).status_code == 200
    # The owner may save the page again as long as the developer's HTML is unchanged.
    payload["post_title"] = "Contact en route"
    assert client.put(url, json=payload, headers=owner).status_code == 200


def test_create_page_makes_it_visible(client, sites, owner_headers):
    assert client.get(BUNDLE, params={"path": "/nieuws"}).status_code == 404
    response = client.post(
        f"{OWNER}/{sites.demo}/pages",
        json={
            "path": "/nieuws/",
            "post_title": "Nieuws",
            "components": [paragraph_section("Vers nieuws")],
        },
        headers=owner_headers,
    )
    assert response.status_code == 201, response.text
    assert response.json()["page"]["path"] == "/nieuws"
    # A new page is a draft until it is published (docs/publishing.md).
    assert client.get(BUNDLE, params={"path": "/nieuws"}).status_code == 404
    publish(client, sites.demo, owner_headers, ("page", response.json()["page"]["id"]))
    bundle = client.get(BUNDLE, params={"path": "/nieuws"})
    assert bundle.status_code == 200
    assert bundle.json()["page"]["post_title"] == "Nieuws"


def test_paths_must_stay_unique(client, sites, owner_headers):
    create = client.post(
        f"{OWNER}/{sites.demo}/pages", json={"path": "/contact"}, headers=owner_headers
    )
    assert create.status_code == 409
    assert create.json() == {"errors": {"path": ["Er bestaat al een pagina met dit pad."]}}
    page_id = pages_of(client, sites.demo, owner_headers)["/over-ons"]["id"]
    # A draft may take a path another page still has; publishing it is refused.
    move = client.put(
        f"{OWNER}/{sites.demo}/pages/{page_id}", json={"path": "/"}, headers=owner_headers
    )
    assert move.status_code == 200
    assert move.json()["page"]["publish_blockers"] == {"path": [PATH_TAKEN]}
    refused = client.post(
        f"{OWNER}/{sites.demo}/publish",
        json={"items": [{"kind": "page", "id": page_id}]},
        headers=owner_headers,
    )
    assert refused.status_code == 422
    assert refused.json() == {"errors": {"items.0.path": [PATH_TAKEN]}}
    assert client.get(BUNDLE, params={"path": "/over-ons"}).json()["page"]["id"] == page_id


def test_moving_a_page_frees_the_old_path(client, sites, owner_headers):
    page_id = pages_of(client, sites.demo, owner_headers)["/over-ons"]["id"]
    client.get(BUNDLE, params={"path": "/over-ons"})
    response = client.put(
        f"{OWNER}/{sites.demo}/pages/{page_id}",
        json={"path": "/wie-zijn-wij"},
        headers=owner_headers,
    )
    assert response.status_code == 200
    publish(client, sites.demo, owner_headers, ("page", page_id))
    assert client.get(BUNDLE, params={"path": "/over-ons"}).status_code == 404
    assert client.get(BUNDLE, params={"path": "/wie-zijn-wij"}).json()["page"]["id"] == page_id


def test_setting_and_removing_a_page_password(client, sites, owner_headers):
    page_id = pages_of(client, sites.demo, owner_headers)["/contact"]["id"]
    url = f"{OWNER}/{sites.demo}/pages/{page_id}"
    assert client.put(url, json={"password": "nieuw-geheim"}, headers=owner_headers).json()["page"][
        "protected"
    ]
    publish(client, sites.demo, owner_headers, ("page", page_id))
    unlock = client.post(
        "/api/services/websites/v1/secured/page-designer/get",
        json={"website_id": sites.demo, "page_id": "/contact", "password": "nieuw-geheim"},
    )
    assert unlock.status_code == 200
    assert not client.put(url, json={"password": None}, headers=owner_headers).json()["page"][
        "protected"
    ]


def test_pages_of_another_project_are_not_found_through_mine(
    client, sites, owner_headers, make_account, log_in
):
    make_account("tweede@example.nl", "tweede-geheim", sites.second)
    second_headers = log_in("tweede@example.nl", "tweede-geheim")
    other_page = pages_of(client, sites.second, second_headers)["/reparaties"]["id"]
    response = client.get(f"{OWNER}/{sites.demo}/pages/{other_page}", headers=owner_headers)
    assert response.status_code == 404
    response = client.put(
        f"{OWNER}/{sites.demo}/pages/{other_page}",
        json={"post_title": "Gekaapt"},
        headers=owner_headers,
    )
    assert response.status_code == 404


def test_page_texts_refuse_control_characters(client, sites, owner_headers):
    before = pages_of(client, sites.demo, owner_headers)
    response = client.post(
        f"{OWNER}/{sites.demo}/pages",
        json={"path": "/over\x1bons", "post_title": "Over\r\nons", "seo_title": "Over\u2028ons"},
        headers=owner_headers,
    )
    assert response.status_code == 422
    message = ["Mag geen regeleinde, tab of ander stuurteken bevatten."]
    assert response.json()["errors"] == {
        "path": message,
        "post_title": message,
        "seo_title": message,
    }
    assert pages_of(client, sites.demo, owner_headers) == before
