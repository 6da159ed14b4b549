"""Two real API processes (`python -m api serve`) on one database and a private Redis:
a throttle counted on one holds on the other; with Redis stopped the limits still hold
(counted in the database, with a warning) and a write on one process is never served
stale from the other's bundle cache; with Redis back everything works again
(docs/shared-state.md)."""

from __future__ import annotations

import os

import httpx

from api.errors import GENERAL
from tests.api.cache.test_broadcast import OWNER, ApiProcess, title, wait_for

LOGIN = "/api/owner/v1/login"
NEW_CART = "/api/services/webshop/v1/shoppingcart/create"
LOCKED = "Te veel inlogpogingen. Probeer het over 15 minuten opnieuw."
NO_MORE_CARTS = "Te veel nieuwe winkelwagens. Probeer het over 60 minuten opnieuw."


def wrong_login(api: ApiProcess, email: str) -> httpx.Response:
    payload = {"email": email, "password": "geraden"}
    return httpx.post(api.url + LOGIN, json=payload, timeout=30)


def assert_locked(response: httpx.Response) -> None:
    assert response.status_code == 429, response.text
    assert response.json() == {"errors": {GENERAL: [LOCKED]}}
    assert 0 < int(response.headers["retry-after"]) <= 900


def new_cart(api: ApiProcess, project_id: int) -> httpx.Response:
    payload = {"website_id": project_id, "project_id": project_id}
    return httpx.post(api.url + NEW_CART, json=payload, timeout=30)


def publish_title(api: ApiProcess, headers: dict, project_id: int, page_id: int, text: str):
    url = f"{api.url}{OWNER}/{project_id}/pages/{page_id}"
    assert httpx.put(url, json={"post_title": text}, headers=headers).status_code == 200
    published = httpx.post(
        f"{api.url}{OWNER}/{project_id}/publish",
        json={"items": [{"kind": "page", "id": page_id}]},
        headers=headers,
    )
    assert published.status_code == 200, published.text


def test_limits_and_caches_hold_across_processes_and_a_redis_outage(
    engine, sites, own_redis, tmp_path, monkeypatch
):
    url = engine.url.render_as_string(hide_password=False)
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "REDIS_URL": own_redis.url,
        "PURGE_URLS": "",
        "PASSWORD_ATTEMPTS": "3",
        "CART_CREATE_RATE": "4",
        "SEARCH_WARM": "0",
    }
    monkeypatch.setenv("DATABASE_URL", url)
    first, second = apis = [ApiProcess(env, tmp_path / f"api-{name}.log") for name in "12"]
    try:
        for api in apis:
            wait_for(api.ready, f"API on port {api.port} answering", deadline=60)
        login = {"email": "eigenaar@demo.site.local", "password": "demo-wachtwoord"}
        token = httpx.post(first.url + LOGIN, json=login, timeout=30).json()["token"]
        headers = {"authorization": f"Bearer {token}"}
        pages = httpx.get(f"{first.url}{OWNER}/{sites.demo}/pages", headers=headers).json()
        page_id = next(page["id"] for page in pages["pages"] if page["path"] == "/over-ons")

        # A login lock counted on API 1 holds on API 2, with the same answer.
        for _ in range(3):
            assert wrong_login(first, "geraden@example.test").status_code == 401
        on_first, on_second = (wrong_login(api, "geraden@example.test") for api in apis)
        assert_locked(on_first)
        assert_locked(on_second)
        assert on_first.json() == on_second.json()

        # The cart-creation limit counts both processes' carts together.
        assert [new_cart(api, sites.demo).status_code for api in apis * 2] == [200] * 4
        refused = new_cart(second, sites.demo)
        assert refused.status_code == 429
        assert refused.json() == {"errors": {"shoppingcart": [NO_MORE_CARTS]}}

        assert title(second, "/over-ons") == "Over ons"  # now in API 2's bundle cache

        own_redis.stop()
        # API 2 notices at once (its subscription's connection closes) and bypasses its cache.
        wait_for(
            lambda: "Cache broadcast listener failed" in second.log.read_text(),
            "API 2 noticing Redis is gone",
        )
        # The limits hold (never open): the lock and the window are in the database.
        assert_locked(wrong_login(second, "geraden@example.test"))
        assert new_cart(first, sites.demo).status_code == 429
        # New counts go to the database, shared by both processes.
        assert wrong_login(first, "tweede@example.test").status_code == 401
        assert wrong_login(second, "tweede@example.test").status_code == 401
        assert wrong_login(first, "tweede@example.test").status_code == 401
        assert_locked(wrong_login(second, "tweede@example.test"))
        for api in apis:
            log = api.log.read_text()
            assert log.count("Redis is unreachable") == 1, log
        # A write on API 1 cannot reach API 2's cache, which therefore reads the database.
        publish_title(first, headers, sites.demo, page_id, "Tijdens de storing")
        assert title(second, "/over-ons") == "Tijdens de storing"

        own_redis.start()  # empty: what it counted is gone, the database's copies are not
        publish_title(first, headers, sites.demo, page_id, "Na de storing")
        wait_for(lambda: title(second, "/over-ons") == "Na de storing", "API 2 hearing again")
        for api in apis:
            # Each count tries Redis again (at most once a second) until it answers.
            wait_for(
                lambda api=api: (
                    wrong_login(api, "geraden@example.test").status_code == 429
                    and "Redis answers again" in api.log.read_text()
                ),
                f"API on port {api.port} counting in Redis again",
            )
        # What was counted in the database during the outage holds in Redis now.
        assert_locked(wrong_login(first, "geraden@example.test"))
        assert_locked(wrong_login(first, "tweede@example.test"))
        assert new_cart(second, sites.demo).status_code == 429
        assert wrong_login(second, "nieuw@example.test").status_code == 401
        # A cached bundle is served again (and dropped by the next write).
        assert title(second, "/over-ons") == "Na de storing"
        publish_title(first, headers, sites.demo, page_id, "Over ons")
        wait_for(lambda: title(second, "/over-ons") == "Over ons", "API 2's refresh")
    finally:
        for api in apis:
            api.stop()
