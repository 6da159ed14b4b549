"""The cache in production shape: Varnish (infra/varnish/default.vcl) in front of the built
SSR server, in front of the API loaded with the demo sites. Pages are cached per host;
an owner's write purges exactly the pages it touched, and nothing of another site."""

from __future__ import annotations

import copy
import json
import os
import time
import uuid
from dataclasses import dataclass
from html import escape
from pathlib import Path

import httpx
import pytest
from infra_servers import ROOT, Processes, python_command, start_varnish

from scripts.processes import bound_socket

DEMO_HOST = "localhost"  # one of the API's DEMO_HOSTS (api/settings.py)
DEMO_DOMAIN = "demo.site.local"
OWNER = {"email": "eigenaar@demo.site.local", "password": "demo-wachtwoord"}
DOCUMENTS = ROOT / "api" / "demo" / "documents"
PAGES_PER_SITE = 5
PURGE_WAIT = 5.0


@dataclass
class Stack:
    api: str
    ssr: str
    varnish: str


@dataclass
class SitePage:
    path: str
    id: int | None = None


@pytest.fixture(scope="module")
def stack(processes: Processes, tmp_path_factory: pytest.TempPathFactory) -> Stack:
    if not (ROOT / "ssr" / "dist" / "server").is_dir():
        pytest.fail("ssr/dist is missing: run `npm run build -w ssr` (or `make build`) first")
    work = tmp_path_factory.mktemp("stack")
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{work / 'site.sqlite3'}",
        "MEDIA_ROOT": str(work / "media"),
        "PYTHONUNBUFFERED": "1",
    }
    processes.run("migrate", python_command("migrate"), env)
    processes.run("load-demo", python_command("load-demo"), env)
    # The API's port is bound here and handed over (`--fd`); the SSR server and Varnish
    # start on ports found free, again on new ones when another process took theirs.
    with bound_socket() as listener:
        api_url = f"http://127.0.0.1:{listener.getsockname()[1]}"
        ssr_env = {
            **env,
            "NODE_ENV": "production",
            "HOST": "127.0.0.1",
            "API_URL": api_url,
            # Long enough that nothing expires during the test: only purges refresh.
            "S_MAXAGE": "600",
            "SWR": "60",
            # No metrics listener: its fixed port is not this test's.
            "METRICS_PORT": "0",
        }
        ssr = processes.start_on_a_free_port(
            "ssr",
            lambda _port: ["node", str(Path("ssr", "server", "index.js"))],
            lambda port: {**ssr_env, "PORT": str(port)},
            path="/_ssr/health",
        )
        varnish = start_varnish(processes, work / "varnish", int(ssr.url.rsplit(":", 1)[1]))
        # The API tells this Varnish which keys went stale after each write.
        api = processes.launch(
            "api",
            python_command("serve", "--fd", str(listener.fileno())),
            {**env, "PURGE_URLS": varnish.url},
            pass_fds=(listener.fileno(),),
        )
    api.url = api_url
    processes.wait_until_answering(api, path="/api/services/websites/v1/page-bundle?path=/")
    return Stack(api.url, ssr.url, varnish.url)


@pytest.fixture(scope="module")
def site(stack: Stack):
    with httpx.Client(base_url=stack.varnish, timeout=30) as client:
        yield client


@pytest.fixture(scope="module")
def owner(stack: Stack):
    with httpx.Client(base_url=stack.api, timeout=30) as client:
        login = client.post("/api/owner/v1/login", json=OWNER)
        assert login.status_code == 200, login.text
        client.headers["Authorization"] = f"Bearer {login.json()['token']}"
        yield client


@pytest.fixture(scope="module")
def demo_project(owner: httpx.Client) -> int:
    projects = owner.get("/api/owner/v1/projects").json()["projects"]
    demo = [project for project in projects if project["domain_live"] == DEMO_DOMAIN] or projects
    return demo[0]["id"]


def shareable(stack: Stack, host: str, pages: list[SitePage]) -> list[SitePage]:
    """The pages the origin lets Varnish keep (200 with s-maxage), at most PAGES_PER_SITE.
    Asked of the SSR server directly, so Varnish stays empty."""
    with httpx.Client(base_url=stack.ssr, headers={"Host": host}, timeout=30) as origin:
        kept = []
        for page in pages:
            answer = origin.get(page.path)
            if answer.status_code == 200 and "s-maxage" in answer.headers["Cache-Control"]:
                kept.append(page)
            if len(kept) == PAGES_PER_SITE:
                break
        return kept


@pytest.fixture(scope="module")
def demo_pages(stack: Stack, owner: httpx.Client, demo_project: int) -> list[SitePage]:
    pages = owner.get(f"/api/owner/v1/projects/{demo_project}/pages").json()["pages"]
    candidates = [SitePage(page["path"], page["id"]) for page in pages]
    # Home first, the 404 page last: the page-update test picks an ordinary page.
    candidates.sort(key=lambda page: (page.path != "/", page.path == "/404", page.path))
    public = shareable(stack, DEMO_HOST, candidates)
    assert public and public[0].path == "/", "the demo site has no cacheable home page"
    return public


def demo_documents() -> dict[str, dict]:
    """The demo site documents by live domain."""
    documents = [json.loads(path.read_text()) for path in sorted(DOCUMENTS.glob("*.json"))]
    return {document["project"]["domain_live"]: document for document in documents}


@pytest.fixture(scope="module")
def second_site(stack: Stack) -> tuple[str, list[SitePage]]:
    """The other demo document's host and cacheable pages (from its site document)."""
    others = [domain for domain in demo_documents() if domain != DEMO_DOMAIN]
    if not others:
        pytest.fail(f"no second demo site document in {DOCUMENTS}")
    document = demo_documents()[others[0]]
    pages = shareable(stack, others[0], [SitePage(page["path"]) for page in document["pages"]])
    assert pages, f"{others[0]} has no cacheable page"
    return others[0], pages


def get(site: httpx.Client, host: str, path: str) -> httpx.Response:
    response = site.get(path, headers={"Host": host})
    assert response.status_code == 200, f"{host}{path}: {response.status_code}"
    return response


def cache_all(site: httpx.Client, host: str, pages: list[SitePage]) -> None:
    """Requests each page until Varnish serves it from the cache."""
    for page in pages:
        get(site, host, page.path)
        assert get(site, host, page.path).headers["X-Cache"] == "HIT", f"{host}{page.path}"


def assert_still_cached(site: httpx.Client, host: str, pages: list[SitePage]) -> None:
    for page in pages:
        assert get(site, host, page.path).headers["X-Cache"] == "HIT", f"{host}{page.path}"


def fresh_copy(site: httpx.Client, host: str, path: str) -> httpx.Response:
    """The first answer rendered by the origin after a write (the purge may trail it)."""
    deadline = time.monotonic() + PURGE_WAIT
    while True:
        response = get(site, host, path)
        if response.headers["X-Cache"] == "MISS":
            return response
        if time.monotonic() > deadline:
            pytest.fail(f"{host}{path} was still served from the cache {PURGE_WAIT}s after a write")
        time.sleep(0.1)


def test_the_demo_home_is_served_from_the_cache_the_second_time(site: httpx.Client) -> None:
    first = get(site, DEMO_HOST, "/")
    second = get(site, DEMO_HOST, "/")

    assert second.headers["X-Cache"] == "HIT"
    assert second.text == first.text
    assert "<html" in second.text.lower()
    assert "s-maxage=600" in second.headers["Cache-Control"]
    assert "xkey" not in second.headers


def test_each_site_has_its_own_cached_home(
    site: httpx.Client, second_site: tuple[str, list[SitePage]]
) -> None:
    second_host, _ = second_site
    # As React writes text into HTML.
    titles = {domain: escape(doc["project"]["title"]) for domain, doc in demo_documents().items()}

    for _ in range(2):
        demo, second = get(site, DEMO_HOST, "/"), get(site, second_host, "/")

        assert titles[DEMO_DOMAIN] in demo.text
        assert titles[second_host] in second.text
        assert titles[second_host] not in demo.text
    assert demo.headers["X-Cache"] == second.headers["X-Cache"] == "HIT"


def publish(owner: httpx.Client, project_id: int, *items: tuple[str, object]) -> None:
    """Publishes the drafts of `items` as one release (docs/publishing.md)."""
    body = {"items": [{"kind": kind, "id": id_} for kind, id_ in items]}
    answer = owner.post(f"/api/owner/v1/projects/{project_id}/publish", json=body)
    assert answer.status_code == 200, answer.text


def test_a_page_update_refreshes_that_page_only(
    site: httpx.Client,
    owner: httpx.Client,
    demo_project: int,
    demo_pages: list[SitePage],
    second_site: tuple[str, list[SitePage]],
) -> None:
    assert len(demo_pages) >= 2, "the demo site needs a second public page"
    target = demo_pages[1]
    second_host, second_pages = second_site
    cache_all(site, DEMO_HOST, demo_pages)
    cache_all(site, second_host, second_pages)
    title = f"Nieuwe titel {uuid.uuid4().hex[:8]}"
    assert title not in get(site, DEMO_HOST, target.path).text

    update = owner.put(
        f"/api/owner/v1/projects/{demo_project}/pages/{target.id}", json={"seo_title": title}
    )

    assert update.status_code == 200, update.text
    # A draft purges nothing (docs/publishing.md); its publication exactly its keys.
    assert_still_cached(site, DEMO_HOST, demo_pages)
    publish(owner, demo_project, ("page", target.id))
    assert f"<title>{title}</title>" in fresh_copy(site, DEMO_HOST, target.path).text
    assert_still_cached(site, DEMO_HOST, [page for page in demo_pages if page != target])
    assert_still_cached(site, second_host, second_pages)


def test_a_menu_update_refreshes_every_page_showing_the_menu(
    stack: Stack,
    site: httpx.Client,
    owner: httpx.Client,
    demo_project: int,
    demo_pages: list[SitePage],
    second_site: tuple[str, list[SitePage]],
) -> None:
    second_host, second_pages = second_site
    cache_all(site, DEMO_HOST, demo_pages)
    cache_all(site, second_host, second_pages)
    # The menu the home page's header shows: the first section naming a main menu.
    pages = owner.get(f"/api/owner/v1/projects/{demo_project}/pages").json()["pages"]
    home_id = next(page["id"] for page in pages if page["path"] == "/")
    home = owner.get(f"/api/owner/v1/projects/{demo_project}/pages/{home_id}").json()["page"]
    menu_id = next(
        (
            s["meta"]["main_menu_menu"]
            for s in home["components"]
            if s["meta"].get("main_menu_menu")
        ),
        None,
    )
    assert menu_id, "the demo home page has no header naming a menu"
    menu = owner.get(f"/api/owner/v1/projects/{demo_project}/menus/{menu_id}").json()["menu"]
    label = f"Menukop {uuid.uuid4().hex[:8]}"
    items = copy.deepcopy(menu["items"])
    items[0]["label"] = label

    update = owner.put(
        f"/api/owner/v1/projects/{demo_project}/menus/{menu['id']}",
        json={"title": menu["title"], "items": items},
    )

    assert update.status_code == 200, update.text
    publish(owner, demo_project, ("menu", menu["id"]))
    # Which pages show the menu, asked of the origin itself (Varnish untouched).
    with httpx.Client(base_url=stack.ssr, headers={"Host": DEMO_HOST}, timeout=30) as origin:
        showing = [page for page in demo_pages if f">{label}<" in origin.get(page.path).text]
    assert any(page.path == "/" for page in showing)
    for page in showing:
        assert f">{label}<" in fresh_copy(site, DEMO_HOST, page.path).text, page.path
    assert_still_cached(site, second_host, second_pages)


def test_a_project_wide_change_stays_within_its_project(
    site: httpx.Client,
    owner: httpx.Client,
    demo_project: int,
    demo_pages: list[SitePage],
    second_site: tuple[str, list[SitePage]],
) -> None:
    second_host, second_pages = second_site
    cache_all(site, DEMO_HOST, demo_pages)
    cache_all(site, second_host, second_pages)
    project = owner.get(f"/api/owner/v1/projects/{demo_project}").json()["project"]

    update = owner.put(
        f"/api/owner/v1/projects/{demo_project}", json={"title": project["title"] + " (nieuw)"}
    )

    assert update.status_code == 200, update.text
    for page in demo_pages:
        fresh_copy(site, DEMO_HOST, page.path)
    assert_still_cached(site, second_host, second_pages)


def test_a_preview_link_is_rendered_fresh_and_never_stored(
    site: httpx.Client,
    owner: httpx.Client,
    demo_project: int,
    demo_pages: list[SitePage],
) -> None:
    target = demo_pages[0]
    cache_all(site, DEMO_HOST, [target])
    title = f"Voorbeeldtitel {uuid.uuid4().hex[:8]}"
    update = owner.put(
        f"/api/owner/v1/projects/{demo_project}/pages/{target.id}", json={"seo_title": title}
    )
    assert update.status_code == 200, update.text
    link = owner.post(
        f"/api/owner/v1/projects/{demo_project}/preview-links", json={"path": target.path}
    )
    assert link.status_code == 200, link.text
    preview_path = link.json()["path"]
    for _ in range(2):
        preview = get(site, DEMO_HOST, preview_path)
        assert f"<title>{title}</title>" in preview.text
        assert preview.headers["X-Cache"] != "HIT"
        assert preview.headers["Cache-Control"] == "private, no-store"
        assert preview.headers["X-Robots-Tag"] == "noindex"
    # Visitors keep the live page, still from the cache.
    live = get(site, DEMO_HOST, target.path)
    assert live.headers["X-Cache"] == "HIT"
    assert title not in live.text
    tampered = site.get(preview_path[:-3] + "xyz", headers={"Host": DEMO_HOST})
    assert tampered.status_code == 403
    assert "Voorbeeld niet beschikbaar" in tampered.text
    assert tampered.headers["X-Cache"] != "HIT"
    # Leave the page as it was for the other tests: drop the draft.
    discard = owner.post(f"/api/owner/v1/projects/{demo_project}/pages/{target.id}/discard")
    assert discard.status_code == 200, discard.text


def test_the_owner_dashboard_is_never_stored(site: httpx.Client) -> None:
    for path in ("/wm", "/wm/pages", "/wm?tab=publish"):
        for _ in range(2):
            answer = get(site, DEMO_HOST, path)
            assert 'id="wm-root"' in answer.text
            assert answer.headers["X-Cache"] == "MISS"
            assert answer.headers["Cache-Control"] == "private, no-store"
