"""X-Forwarded-For/-Host/-Proto count only when a trusted proxy (FORWARDED_ALLOW_IPS)
sends them; the client address is the right-most entry that is not such a proxy."""

import pytest

from api.demo import DEMO_PASSWORD, PAGE_PASSWORD
from api.tenancy import TrustedProxies

BUNDLE = "/api/services/websites/v1/page-bundle"
UNLOCK = "/api/services/websites/v1/secured/page-designer/get"
OUTSIDER = "203.0.113.9"


def unlock(client, website_id, password, **headers):
    payload = {"website_id": website_id, "page_id": "/besloten", "password": password}
    return client.post(UNLOCK, json=payload, headers=headers)


def test_rotating_forwarded_for_from_an_outsider_does_not_reset_the_throttle(make_client, sites):
    client = make_client(peer=OUTSIDER, password_attempts=5)
    for attempt in range(5):
        headers = {"x-forwarded-for": f"198.51.100.{attempt}"}
        assert unlock(client, sites.demo, "fout", **headers).status_code == 422
    # A fresh forwarded address and the right password: still the same client, blocked.
    response = unlock(client, sites.demo, PAGE_PASSWORD, **{"x-forwarded-for": "192.0.2.77"})
    assert response.status_code == 429
    assert "retry-after" in response.headers


def test_a_spoofed_entry_before_the_proxys_own_does_not_change_the_client(make_client, sites):
    # The SSR server (trusted, 127.0.0.1) appends the real peer; the visitor controls
    # only what comes before it.
    client = make_client(password_attempts=3)
    for attempt in range(3):
        headers = {"x-forwarded-for": f"10.9.8.{attempt}, 198.51.100.20"}
        assert unlock(client, sites.demo, "fout", **headers).status_code == 422
    response = unlock(
        client, sites.demo, PAGE_PASSWORD, **{"x-forwarded-for": "10.9.8.99, 198.51.100.20"}
    )
    assert response.status_code == 429
    # Another visitor behind the same proxy is not affected.
    other = unlock(client, sites.demo, PAGE_PASSWORD, **{"x-forwarded-for": "198.51.100.21"})
    assert other.status_code == 200


def test_forwarded_host_from_an_outsider_cannot_pick_another_tenant(make_client, sites):
    client = make_client(peer=OUTSIDER)
    response = client.get(
        BUNDLE, params={"path": "/"}, headers={"x-forwarded-host": "tweede.localhost"}
    )
    assert response.status_code == 200
    assert response.json()["project"]["id"] == sites.demo


def test_forwarded_host_from_a_trusted_proxy_picks_the_tenant(make_client, sites):
    client = make_client(peer="10.1.2.3", forwarded_allow_ips=("10.0.0.0/8",))
    response = client.get(
        BUNDLE, params={"path": "/"}, headers={"x-forwarded-host": "tweede.localhost"}
    )
    assert response.json()["project"]["id"] == sites.second


def test_an_outsiders_forwarded_proto_does_not_make_the_login_cookie_secure(make_client, sites):
    login = {"email": "eigenaar@demo.site.local", "password": DEMO_PASSWORD}
    outsider = make_client(peer=OUTSIDER).post(
        "/api/owner/v1/login", json=login, headers={"x-forwarded-proto": "https"}
    )
    proxied = make_client().post(
        "/api/owner/v1/login", json=login, headers={"x-forwarded-proto": "https"}
    )
    assert "secure" not in outsider.headers["set-cookie"].lower()
    assert "secure" in proxied.headers["set-cookie"].lower()


def test_unknown_hosts_are_refused_before_any_visitor_endpoint(make_client, sites):
    client = make_client(host="onbekend.example")
    for method, path in (("GET", BUNDLE), ("POST", UNLOCK)):
        response = client.request(method, path, json={})
        assert response.status_code == 404
        assert response.json() == {
            "errors": {"general": ["Er is geen website bekend voor dit adres."]}
        }


@pytest.mark.parametrize(
    ("forwarded_for", "client"),
    [
        ("198.51.100.1", "198.51.100.1"),
        ("198.51.100.1, 10.0.0.2", "198.51.100.1"),
        ("1.2.3.4, 198.51.100.1, 10.0.0.2, 127.0.0.1", "198.51.100.1"),
        ("10.0.0.2, 127.0.0.1", "10.0.0.2"),
        (" , ", None),
    ],
)
def test_the_client_is_the_right_most_untrusted_entry(forwarded_for, client):
    proxies = TrustedProxies(("127.0.0.1", "10.0.0.0/8"))
    assert proxies.client_from(forwarded_for) == client


def test_trusted_proxies_accept_addresses_networks_and_ipv6():
    proxies = TrustedProxies(("127.0.0.1", "::1", "192.168.0.0/16"))
    assert "127.0.0.1" in proxies
    assert "::1" in proxies
    assert "192.168.4.5" in proxies
    assert "192.169.0.1" not in proxies
    assert "testclient" not in proxies
    assert "10.0.0.1" in TrustedProxies(("*",))


def test_long_forwarded_headers_are_read_the_same_way(make_client, sites):
    # Long header values are not remembered with their reading; the reading is the same.
    client = make_client(peer="10.1.2.3", forwarded_allow_ips=("10.0.0.0/8",))
    spoofed = ", ".join(f"192.0.2.{n % 250}" for n in range(200))
    headers = {"x-forwarded-host": "tweede.localhost", "x-forwarded-for": spoofed}
    response = client.get(BUNDLE, params={"path": "/"}, headers=headers)
    assert response.json()["project"]["id"] == sites.second
