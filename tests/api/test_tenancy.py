"""A request's project comes from its host; no project sees another project's content."""

import pytest

BUNDLE = "/api/services/websites/v1/page-bundle"


def bundle(client, path, **headers):
    return client.get(BUNDLE, params={"path": path}, headers=headers)


@pytest.mark.parametrize("host", ["localhost", "127.0.0.1", "localhost:3000", "LOCALHOST"])
def test_demo_hosts_serve_the_demo_project(make_client, sites, host):
    response = bundle(make_client(host=host), "/")
    assert response.status_code == 200
    assert response.json()["project"]["id"] == sites.demo
    assert response.json()["project"]["domain_live"] == "demo.site.local"


def test_forwarded_host_wins_over_host_and_ignores_port_and_case(client, sites):
    response = bundle(client, "/", **{"x-forwarded-host": "Tweede.LocalHost:3000"})
    assert response.json()["project"]["id"] == sites.second


def test_forwarded_host_is_ignored_when_not_trusted(make_client, sites):
    client = make_client(forwarded_allow_ips=())
    response = bundle(client, "/", **{"x-forwarded-host": "tweede.localhost"})
    assert response.json()["project"]["id"] == sites.demo


def test_aliases_serve_their_project(make_client, sites):
    response = bundle(make_client(host="www.demo.site.local"), "/over-ons")
    assert response.status_code == 200
    assert response.json()["project"]["id"] == sites.demo


def test_unknown_host_is_a_404_error_body(make_client, sites):
    response = bundle(make_client(host="onbekend.example"), "/")
    assert response.status_code == 404
    assert response.json() == {"errors": {"general": ["Er is geen website bekend voor dit adres."]}}


def test_second_project_pages_are_unreachable_on_the_demo_host(client, sites):
    response = bundle(client, "/reparaties")
    assert response.status_code == 404
    body = response.json()
    assert body["not_found"] is True
    assert body["project"]["id"] == sites.demo
    assert "navigatie" not in body["menus"]


def test_demo_pages_and_menus_are_unreachable_on_the_second_host(make_client, sites):
    client = make_client(host="tweede.localhost")
    response = bundle(client, "/over-ons")
    assert response.status_code == 404
    assert response.json()["project"]["id"] == sites.second
    home = bundle(client, "/").json()
    assert set(home["menus"]) == {"navigatie"}
    assert "hoofdmenu" not in home["menus"]


def test_password_endpoint_refuses_another_projects_id(client, sites):
    response = client.post(
        "/api/services/websites/v1/secured/page-designer/get",
        json={"website_id": sites.second, "page_id": "/besloten", "password": "demo-geheim"},
    )
    assert response.status_code == 404
    assert "website_id" in response.json()["errors"]


def test_a_site_imported_later_is_found_without_restart(client, sites, import_document):
    from api.demo import read_document

    assert bundle(client, "/", **{"x-forwarded-host": "nieuw.example"}).status_code == 404
    document = read_document("second.json")
    document["project"]["aliases"] = []
    import_document(document, "nieuw.example")
    response = bundle(client, "/", **{"x-forwarded-host": "nieuw.example"})
    assert response.status_code == 200
    assert response.json()["project"]["domain_live"] == "nieuw.example"
