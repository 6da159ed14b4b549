"""A request's project comes from its host; no project sees another project's content."""

import pytest

from api import tenancy
from api.tenancy import HostDirectory

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


LOGIN = "/api/owner/v1/login"
OWNER_LOGIN = {"email": "eigenaar@demo.site.local", "password": "demo-wachtwoord"}
CART = "/api/services/webshop/v1/shoppingcart/create"
MALFORMED = {
    "localhost:1@evil.example": "Het poortnummer van de hostnaam is ongeldig.",
    "localhost:abc": "Het poortnummer van de hostnaam is ongeldig.",
    "localhost:0": "Het poortnummer van de hostnaam is ongeldig.",
    "localhost:65536": "Het poortnummer van de hostnaam is ongeldig.",
    "localhost:+80": "Het poortnummer van de hostnaam is ongeldig.",
    "user@localhost": "Dit is geen geldige hostnaam.",
    "localhost/pad": "Dit is geen geldige hostnaam.",
    "[::1": "Dit is geen geldige hostnaam.",
}


def carts(engine) -> int:
    import sqlalchemy as sa

    with engine.connect() as connection:
        return connection.execute(sa.text("SELECT count(*) FROM shop_cart")).scalar_one()


@pytest.mark.parametrize(("host", "message"), MALFORMED.items())
def test_a_malformed_host_is_refused_before_any_visitor_endpoint(
    client, sites, engine, host, message
):
    for headers in ({"host": host}, {"x-forwarded-host": host}):
        response = client.post(
            CART, json={"website_id": sites.demo, "project_id": sites.demo}, headers=headers
        )
        assert response.status_code == 400
        assert response.json() == {"errors": {"host": [message]}}
        assert bundle(client, "/", **headers).status_code == 400
    assert carts(engine) == 0


@pytest.mark.parametrize("host", ["localhost:1@evil.example", "localhost:abc"])
def test_a_malformed_host_is_refused_before_any_owner_endpoint(client, sites, host):
    for headers in ({"host": host}, {"x-forwarded-host": host}):
        response = client.post(LOGIN, json=OWNER_LOGIN, headers=headers)
        assert response.status_code == 400
        assert "host" in response.json()["errors"]
        assert "set-cookie" not in response.headers


def test_an_unknown_host_is_refused_on_owner_paths_too(make_client, sites):
    response = make_client(host="onbekend.example").post(LOGIN, json=OWNER_LOGIN)
    assert response.status_code == 404
    assert response.json() == {"errors": {"general": ["Er is geen website bekend voor dit adres."]}}
    assert "set-cookie" not in response.headers
    # A project's alias is known, and so is a name configured as the API's own.
    assert make_client(host="www.demo.site.local").post(LOGIN, json=OWNER_LOGIN).status_code == 200
    api = make_client(host="api.intern", api_hosts=("api.intern",))
    assert api.post(LOGIN, json=OWNER_LOGIN).status_code == 200


def test_health_answers_any_well_formed_host_but_no_malformed_one(make_client, sites):
    # Load balancers probe by address or container name; the answer carries no link.
    assert make_client(host="10.0.0.5:8000").get("/api/health").status_code == 200
    response = make_client().get("/api/health", headers={"host": "localhost:abc"})
    assert response.status_code == 400


def test_a_malformed_configured_api_host_stops_the_start(make_client):
    with pytest.raises(ValueError):
        make_client(api_hosts=("api.intern:1@evil.example",))


def test_the_host_directory_remembers_found_hosts_for_its_ttl(engine, make_settings, monkeypatch):
    asked: list[str] = []

    def lookup(_session, name: str) -> int | None:
        asked.append(name)
        return None if name == "onbekend.nl" else len(name)

    hosts = HostDirectory(engine, make_settings(), lookup, ttl=60)
    assert [hosts.project_id("a.nl"), hosts.project_id("a.nl")] == [4, 4]
    assert hosts.remembered("a.nl") == 4 and asked == ["a.nl"]
    # Unknown hosts are asked again; forgetting drops what is remembered.
    assert hosts.project_id("onbekend.nl") is None is hosts.project_id("onbekend.nl")
    hosts.forget()
    assert hosts.remembered("a.nl") is None
    # Past the ttl a host is asked again.
    expired = HostDirectory(engine, make_settings(), lookup, ttl=0)
    expired.project_id("b.nl")
    assert expired.remembered("b.nl") is None
    # Full: the oldest name goes first; a disconnected listener remembers nothing.
    monkeypatch.setattr(tenancy, "REMEMBERED_HOSTS", 2)
    for name in ("c.nl", "dd.nl", "eee.nl"):
        hosts.project_id(name)
    assert [hosts.remembered(name) for name in ("c.nl", "dd.nl", "eee.nl")] == [None, 5, 6]
    hosts.connected(False)
    assert hosts.project_id("dd.nl") == 5 and hosts.remembered("dd.nl") is None
