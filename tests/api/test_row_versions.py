"""Versions on owner writes: ETag and `version` on every answer, If-Match (or body
`version`) on PUT, 409 with a Dutch message when someone else saved first."""

import pytest

OWNER = "/api/owner/v1/projects"
STALE_PAGE = "Deze pagina is intussen door iemand anders gewijzigd. Laad de pagina opnieuw."


def page_url(client, project_id, headers, path="/contact"):
    pages = client.get(f"{OWNER}/{project_id}/pages", headers=headers).json()["pages"]
    page_id = next(page["id"] for page in pages if page["path"] == path)
    return f"{OWNER}/{project_id}/pages/{page_id}"


def test_a_page_answer_carries_its_version_as_etag(client, sites, owner_headers):
    url = page_url(client, sites.demo, owner_headers)
    response = client.get(url, headers=owner_headers)
    version = response.json()["page"]["version"]
    assert response.headers["etag"] == f'"{version}"'
    updated = client.put(url, json={"post_title": "Nieuw"}, headers=owner_headers)
    assert updated.json()["page"]["version"] == version + 1
    assert updated.headers["etag"] == f'"{version + 1}"'


def test_a_write_based_on_an_old_version_is_refused(client, sites, owner_headers):
    url = page_url(client, sites.demo, owner_headers)
    etag = client.get(url, headers=owner_headers).headers["etag"]
    first = client.put(
        url, json={"post_title": "Eerste"}, headers={**owner_headers, "if-match": etag}
    )
    assert first.status_code == 200
    second = client.put(
        url, json={"post_title": "Tweede"}, headers={**owner_headers, "if-match": etag}
    )
    assert second.status_code == 409
    assert second.json() == {"errors": {"version": [STALE_PAGE]}}
    assert client.get(url, headers=owner_headers).json()["page"]["post_title"] == "Eerste"


def test_the_version_may_come_in_the_body(client, sites, owner_headers):
    url = page_url(client, sites.demo, owner_headers)
    version = client.get(url, headers=owner_headers).json()["page"]["version"]
    ok = client.put(url, json={"post_title": "A", "version": version}, headers=owner_headers)
    assert ok.status_code == 200
    stale = client.put(url, json={"post_title": "B", "version": version}, headers=owner_headers)
    assert stale.status_code == 409


def test_without_a_version_the_last_writer_wins(client, sites, owner_headers):
    url = page_url(client, sites.demo, owner_headers)
    assert client.put(url, json={"post_title": "A"}, headers=owner_headers).status_code == 200
    assert client.put(url, json={"post_title": "B"}, headers=owner_headers).status_code == 200
    assert client.get(url, headers=owner_headers).json()["page"]["post_title"] == "B"


@pytest.mark.parametrize("tag", ['"abc"', "0", '"-1"', "1.5"])
def test_a_malformed_version_is_a_422(client, sites, owner_headers, tag):
    url = page_url(client, sites.demo, owner_headers)
    response = client.put(url, json={"post_title": "A"}, headers={**owner_headers, "if-match": tag})
    assert response.status_code == 422
    assert list(response.json()["errors"]) == ["version"]


def test_creating_a_taken_path_is_a_409(client, sites, owner_headers):
    response = client.post(
        f"{OWNER}/{sites.demo}/pages", json={"path": "/contact"}, headers=owner_headers
    )
    assert response.status_code == 409
    assert response.json() == {"errors": {"path": ["Er bestaat al een pagina met dit pad."]}}


def test_menu_versions(client, sites, owner_headers):
    url = f"{OWNER}/{sites.demo}/menus/hoofdmenu"
    menu = client.get(url, headers=owner_headers)
    etag = menu.headers["etag"]
    body = {"title": "Menu", "items": menu.json()["menu"]["items"]}
    assert client.put(url, json=body, headers={**owner_headers, "if-match": etag}).is_success
    stale = client.put(url, json=body, headers={**owner_headers, "if-match": etag})
    assert stale.status_code == 409
    assert stale.json() == {
        "errors": {
            "version": ["Dit menu is intussen door iemand anders gewijzigd. Laad het menu opnieuw."]
        }
    }


def test_project_settings_versions(client, sites, owner_headers):
    url = f"{OWNER}/{sites.demo}"
    etag = client.get(url, headers=owner_headers).headers["etag"]
    first = client.put(url, json={"title": "Een"}, headers={**owner_headers, "if-match": etag})
    assert first.status_code == 200
    assert first.headers["etag"] != etag
    stale = client.put(url, json={"title": "Twee"}, headers={**owner_headers, "if-match": etag})
    assert stale.status_code == 409
    assert list(stale.json()["errors"]) == ["version"]
    assert client.get(url, headers=owner_headers).json()["project"]["title"] == "Een"


def test_forms_can_be_read_and_written_with_versions(client, sites, owner_headers):
    forms = client.get(f"{OWNER}/{sites.demo}/forms", headers=owner_headers).json()["forms"]
    assert forms, "the demo site has forms"
    url = f"{OWNER}/{sites.demo}/forms/{forms[0]['id']}"
    form = client.get(url, headers=owner_headers)
    etag = form.headers["etag"]
    body = {key: value for key, value in form.json()["form"].items() if key != "version"}
    body["title"] = "Nieuw formulier"
    saved = client.put(url, json=body, headers={**owner_headers, "if-match": etag})
    assert saved.status_code == 200, saved.text
    assert saved.json()["form"]["title"] == "Nieuw formulier"
    stale = client.put(url, json=body, headers={**owner_headers, "if-match": etag})
    assert stale.status_code == 409
    created = client.put(
        f"{OWNER}/{sites.demo}/forms/nieuw", json={"title": "Nieuw"}, headers=owner_headers
    )
    assert created.status_code == 201
    assert created.json()["form"]["version"] == 1


def test_templates_can_be_read_and_written_with_versions(client, sites, owner_headers):
    url = f"{OWNER}/{sites.demo}/templates/voettekst-test"
    created = client.put(url, json={"title": "Voet", "components": []}, headers=owner_headers)
    assert created.status_code == 201, created.text
    etag = created.headers["etag"]
    assert etag == '"1"'
    listed = client.get(f"{OWNER}/{sites.demo}/templates", headers=owner_headers).json()
    assert "voettekst-test" in {template["id"] for template in listed["templates"]}
    body = {"title": "Voet 2", "components": []}
    assert client.put(url, json=body, headers={**owner_headers, "if-match": etag}).is_success
    stale = client.put(url, json=body, headers={**owner_headers, "if-match": etag})
    assert stale.status_code == 409
    missing = client.get(f"{OWNER}/{sites.demo}/templates/bestaat-niet", headers=owner_headers)
    assert missing.status_code == 404


def test_another_projects_rows_stay_out_of_reach(client, sites, owner_headers):
    for kind in ("forms", "templates", "menus"):
        response = client.get(f"{OWNER}/{sites.second}/{kind}", headers=owner_headers)
        assert response.status_code == 403


@pytest.mark.parametrize(
    "path",
    [
        "/99999999999999999999/pages",
        "/2147483648",
        "/99999999999999999999/menus/hoofdmenu",
        "/99999999999999999999/not-found",
        "/99999999999999999999/export",
    ],
)
def test_ids_beyond_the_database_range_are_404(client, sites, owner_headers, path):
    response = client.get(OWNER + path, headers=owner_headers)
    assert response.status_code == 404
    assert response.json() == {"errors": {"general": ["Niet gevonden."]}}


def test_a_page_id_beyond_the_database_range_is_404(client, sites, owner_headers):
    for page_id in ("99999999999999999999", "2147483648"):
        url = f"{OWNER}/{sites.demo}/pages/{page_id}"
        assert client.get(url, headers=owner_headers).status_code == 404
        assert client.put(url, json={}, headers=owner_headers).status_code == 404


@pytest.mark.parametrize("version", ["²", "①", "1" * 5000, "1_0", True])
def test_a_body_version_in_unicode_digits_or_too_long_is_a_422(
    client, sites, owner_headers, version
):
    url = page_url(client, sites.demo, owner_headers)
    response = client.put(url, json={"post_title": "A", "version": version}, headers=owner_headers)
    assert response.status_code == 422
    assert response.json() == {
        "errors": {"version": ["Geef de versie als geheel getal groter dan 0."]}
    }
    assert client.get(url, headers=owner_headers).json()["page"]["post_title"] != "A"
