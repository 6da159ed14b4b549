"""Cookie-authenticated owner writes must come from the site itself or a dashboard origin."""

import pytest

from api.csrf import FOREIGN_ORIGIN, normalise_origin

OWNER = "/api/owner/v1"
LOGIN = {"email": "eigenaar@demo.site.local", "password": "demo-wachtwoord"}
NEW_PAGE = {"path": "/via-cookie", "post_title": "Via cookie", "components": []}


@pytest.fixture
def cookie_client(make_client, sites):
    def build(**overrides):
        client = make_client(**overrides)
        assert client.post(f"{OWNER}/login", json=LOGIN).status_code == 200
        assert client.cookies.get("owner_token", path="/api/owner/")
        return client

    return build


def create(client, sites, **headers):
    return client.post(f"{OWNER}/projects/{sites.demo}/pages", json=NEW_PAGE, headers=headers)


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"origin": "http://evil.localhost"},
        {"origin": "null"},
        {"referer": "http://tweede.localhost/aanval"},
        {"origin": "https://localhost"},
    ],
)
def test_a_cookie_write_from_elsewhere_is_refused(cookie_client, sites, headers):
    client = cookie_client()
    response = create(client, sites, **headers)
    assert response.status_code == 403
    assert response.json() == {"errors": {"general": [FOREIGN_ORIGIN]}}
    pages = client.get(f"{OWNER}/projects/{sites.demo}/pages").json()["pages"]
    assert "/via-cookie" not in {page["path"] for page in pages}


@pytest.mark.parametrize(
    "headers",
    [{"origin": "http://localhost"}, {"referer": "http://localhost/beheer/pagina"}],
)
def test_a_cookie_write_from_the_own_origin_is_accepted(cookie_client, sites, headers):
    assert create(cookie_client(), sites, **headers).status_code == 201


def test_the_own_origin_is_the_one_the_visitor_sees_through_the_proxy(cookie_client, sites):
    proxied = {"x-forwarded-host": "demo.site.local:3000", "x-forwarded-proto": "https"}
    client = cookie_client()
    assert (
        create(client, sites, origin="https://demo.site.local:3000", **proxied).status_code == 201
    )
    assert create(client, sites, origin="http://localhost", **proxied).status_code == 403


def test_a_configured_dashboard_origin_is_accepted(cookie_client, sites):
    client = cookie_client(dashboard_origins=("https://beheer.example.nl",))
    assert create(client, sites, origin="https://beheer.example.nl").status_code == 201
    assert create(client, sites, origin="https://beheer.example.nl.evil.nl").status_code == 403


def test_bearer_requests_and_reads_are_not_affected(cookie_client, sites, log_in):
    client = cookie_client()
    token = log_in(via=client)
    assert create(client, sites, origin="http://evil.localhost", **token).status_code == 201
    assert client.get(f"{OWNER}/me", headers={"origin": "http://evil.localhost"}).status_code == 200


def test_origins_are_compared_without_default_ports_and_case():
    assert normalise_origin("HTTPS://Beheer.Example.NL:443/pad") == "https://beheer.example.nl"
    assert normalise_origin("http://localhost:3000") == "http://localhost:3000"
    assert normalise_origin("null") is None
    assert normalise_origin("javascript:alert(1)") is None
