"""Owner API for project settings."""

OWNER = "/api/owner/v1/projects"
BUNDLE = "/api/services/websites/v1/page-bundle"


def test_read_project_settings(client, sites, owner_headers):
    response = client.get(f"{OWNER}/{sites.demo}", headers=owner_headers)
    assert response.status_code == 200
    project = response.json()["project"]
    assert project["domain_live"] == "demo.site.local"
    assert project["aliases"] == ["www.demo.site.local"]
    assert project["modules"]["webshop"]["checkout_page"] == "/afrekenen"


def test_update_changes_the_bundle(client, sites, owner_headers):
    assert client.get(BUNDLE).json()["project"]["title"] == "Bakkerij De Gouden Korenaar"
    response = client.put(
        f"{OWNER}/{sites.demo}",
        json={"title": "Bakkerij Korenaar", "translations": {"webshop_total": "Totaal"}},
        headers=owner_headers,
    )
    assert response.status_code == 200, response.text
    project = client.get(BUNDLE).json()["project"]
    assert project["title"] == "Bakkerij Korenaar"
    assert project["translations"] == {"webshop_total": "Totaal"}
    # Settings that were not sent are kept.
    assert project["styles"]["colors"]


def test_invalid_settings_are_refused(client, sites, owner_headers):
    response = client.put(
        f"{OWNER}/{sites.demo}",
        json={"title": "", "modules": {"webshop": {"checkout_page": "afrekenen"}}},
        headers=owner_headers,
    )
    assert response.status_code == 422
    assert set(response.json()["errors"]) == {"title", "modules.webshop.checkout_page"}
