"""The cluster as production runs it: what the owner writes through one API is what the
other API and both Varnish instances show within a second, and the publication purges
both Varnish instances (docs/cluster.md)."""

from __future__ import annotations

import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from scripts.cluster import DEMO_OWNER, Cluster

HOST = "localhost"  # a demo host (DEMO_HOSTS)
PAGE = "/over-ons"
PROPAGATION_LIMIT = 1.0  # seconds
BUNDLE = "/api/services/websites/v1/page-bundle"


def owner_client(api: str, login: dict) -> httpx.Client:
    client = httpx.Client(base_url=api, timeout=30)
    answer = client.post("/api/owner/v1/login", json=login)
    assert answer.status_code == 200, answer.text
    client.headers["Authorization"] = f"Bearer {answer.json()['token']}"
    return client


def cached(varnish: str, path: str) -> httpx.Response:
    """The page from `varnish`, asked until it comes from the cache."""
    deadline = time.monotonic() + 30
    while True:
        answer = httpx.get(varnish + path, headers={"Host": HOST}, timeout=30)
        assert answer.status_code == 200, f"{varnish}{path}: {answer.status_code}"
        if answer.headers["X-Cache"] == "HIT":
            return answer
        assert time.monotonic() < deadline, f"{varnish}{path} never came from the cache"


def seconds_until(shows, start: float, timeout: float = 10.0) -> float:
    """Seconds from `start` (a time.monotonic()) until `shows()` is true, counted to the
    start of the request that showed it (the render after a purge is not propagation)."""
    while True:
        sent = time.monotonic() - start
        if shows():
            return sent
        if sent > timeout:
            pytest.fail(f"not shown within {timeout} s")
        time.sleep(0.02)


def test_a_publication_through_one_api_shows_on_the_other_and_on_both_varnishes(
    cluster: Cluster,
) -> None:
    api_1, api_2 = (api.url for api in cluster.apis)
    owner = owner_client(api_1, DEMO_OWNER)
    project = owner.get("/api/owner/v1/projects").json()["projects"][0]["id"]
    page = next(
        p
        for p in owner.get(f"/api/owner/v1/projects/{project}/pages").json()["pages"]
        if p["path"] == PAGE
    )
    varnishes = [varnish.url for varnish in cluster.varnishes]
    title = f"Nieuw in de cluster {uuid.uuid4().hex[:8]}"
    for varnish in varnishes:
        assert title not in cached(varnish, PAGE).text

    update = owner.put(
        f"/api/owner/v1/projects/{project}/pages/{page['id']}", json={"seo_title": title}
    )
    assert update.status_code == 200, update.text
    # A draft purges nothing: both instances still serve the published page.
    for varnish in varnishes:
        assert title not in cached(varnish, PAGE).text

    # One client per place, made before the clock starts: each poll is one request, not a
    # new client. A new connection each time: none left idle that the server may close
    # just as a poll reuses it.
    fresh = httpx.Limits(max_keepalive_connections=0)
    clients = {
        name: httpx.Client(base_url=base, headers={"Host": HOST}, timeout=30, limits=fresh)
        for name, base in [("api 2", api_2)]
        + [(f"varnish {index}", varnish) for index, varnish in enumerate(varnishes, 1)]
    }

    def on_api_2() -> bool:
        bundle = clients["api 2"].get(BUNDLE, params={"path": PAGE})
        return bundle.status_code == 200 and bundle.json()["page"]["seo_title"] == title

    def on(name: str):
        def shows() -> bool:
            answer = clients[name].get(PAGE)
            return answer.status_code == 200 and f"<title>{title}</title>" in answer.text

        return shows

    checks = {"api 2": on_api_2, **{name: on(name) for name in clients if name != "api 2"}}
    # Nothing shows the draft yet.
    assert not any(shows() for shows in checks.values())
    published = owner.post(
        f"/api/owner/v1/projects/{project}/publish",
        json={"items": [{"kind": "page", "id": page["id"]}]},
    )
    # The write is done when it is answered: every place is watched from then on, all at
    # once, so no place's clock runs while another is being watched.
    answered = time.monotonic()
    assert published.status_code == 200, published.text
    try:
        with ThreadPoolExecutor(len(checks)) as pool:
            waiting = {
                name: pool.submit(seconds_until, shows, answered) for name, shows in checks.items()
            }
            delays = {name: future.result() for name, future in waiting.items()}
    finally:
        for client in clients.values():
            client.close()
    print(f"publication visible after: {delays}")
    assert all(delay <= PROPAGATION_LIMIT for delay in delays.values()), delays
    # The fresh copy is cached again on both: the purge emptied, the next visit refilled.
    for varnish in varnishes:
        assert f"<title>{title}</title>" in cached(varnish, PAGE).text


def test_an_owner_login_lock_on_one_api_holds_on_the_other(cluster: Cluster) -> None:
    api_1, api_2 = (api.url for api in cluster.apis)
    # An account of this test's own: the demo owner stays usable for the other tests.
    email = f"slot-{uuid.uuid4().hex[:8]}@example.nl"
    made = cluster.api_command(
        "create-account",
        "--email",
        email,
        "--password",
        "goed-wachtwoord-123",
        "--host",
        "demo.site.local",
    )
    assert made.returncode == 0, made.stderr
    wrong = {"email": email, "password": "fout-wachtwoord"}
    statuses = []
    for _ in range(20):
        statuses.append(
            httpx.post(f"{api_1}/api/owner/v1/login", json=wrong, timeout=30).status_code
        )
        if statuses[-1] == 429:
            break
    assert statuses[-1] == 429, f"API 1 never locked the account: {statuses}"

    on_api_2 = httpx.post(f"{api_2}/api/owner/v1/login", json=wrong, timeout=30)

    assert on_api_2.status_code == 429, on_api_2.text
