"""The site VCL (infra/varnish/default.vcl) against a scripted origin: what Varnish caches,
what it passes, how long it serves stale copies, and who may purge which keys."""

from __future__ import annotations

import gzip
import json
import subprocess
import threading
import time
from collections import Counter
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

import httpx
import pytest
from infra_servers import VARNISH_DIR, Processes, Server, render_vcl, serving, start_varnish

# Each path prefix makes the origin answer with one caching policy.
POLICIES = {
    "/page/": {"Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=30"},
    "/short-swr/": {"Cache-Control": "public, s-maxage=1, stale-while-revalidate=30"},
    "/short/": {"Cache-Control": "public, s-maxage=1"},
    "/failing/": {"Cache-Control": "public, s-maxage=1, stale-while-revalidate=30"},
    "/sie/": {"Cache-Control": "public, s-maxage=1, stale-while-revalidate=0, stale-if-error=60"},
    "/sie-failing/": {
        "Cache-Control": "public, s-maxage=1, stale-while-revalidate=0, stale-if-error=60"
    },
    "/private/": {"Cache-Control": "private, no-store"},
    "/cookie/": {"Cache-Control": "public, s-maxage=60", "Set-Cookie": "session=abc; Path=/"},
    "/api/": {"Cache-Control": "public, s-maxage=60"},
    # Compressed when the request accepts gzip, as the SSR server does...
    "/gzip/": {"Cache-Control": "public, s-maxage=60", "Vary": "Accept-Encoding"},
    # ...and an origin that compresses whatever was asked.
    "/always-gzip/": {"Cache-Control": "public, s-maxage=60", "Vary": "Accept-Encoding"},
}


class Origin(BaseHTTPRequestHandler):
    """Answers `<path> host=<Host> fetch=<n>`, tagged with xkey `page-<last segment>`;
    remembers the Accept-Encoding and X-Forwarded-Host of each fetch."""

    fetches: ClassVar[Counter] = Counter()
    seen: ClassVar[dict[str, list[tuple[str, str]]]] = {}
    lock = threading.Lock()

    def do_GET(self) -> None:
        self._answer()

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        self._answer()

    def _answer(self) -> None:
        with self.lock:
            self.fetches[self.path] += 1
            count = self.fetches[self.path]
            self.seen.setdefault(self.path, []).append(
                (
                    self.headers.get("Accept-Encoding", ""),
                    self.headers.get("X-Forwarded-Host", ""),
                )
            )
        body = f"{self.path} host={self.headers['Host']} fetch={count}".encode()
        compress = self.path.startswith("/always-gzip/") or (
            self.path.startswith("/gzip/") and "gzip" in self.headers.get("Accept-Encoding", "")
        )
        if self.path.startswith(("/failing/", "/sie-failing/")) and count > 1:
            # Works once, then fails the way the SSR server does when the API is down.
            self.send_response(503)
            self.send_header("Cache-Control", "private, no-store")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        self.send_response(200)
        for prefix, headers in POLICIES.items():
            if self.path.startswith(prefix):
                for name, value in headers.items():
                    self.send_header(name, value)
        self.send_header("xkey", f"site page-{self.path.rstrip('/').rsplit('/', 1)[-1]}")
        self.send_header("X-Powered-By", "Express")
        if compress:
            body = gzip.compress(body)
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def origin() -> Iterator[ThreadingHTTPServer]:
    with serving(Origin) as server:
        yield server


@pytest.fixture(scope="module")
def varnish(processes: Processes, origin: ThreadingHTTPServer, tmp_path_factory) -> Server:
    return start_varnish(
        processes,
        tmp_path_factory.mktemp("varnish"),
        origin.server_address[1],
        VARNISH_DEFAULT_GRACE="0s",
        VARNISH_PURGERS="127.0.0.3",
    )


@pytest.fixture
def client(varnish: Server) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=varnish.url, headers={"Host": "site.test"}) as session:
        yield session


def unique(prefix: str) -> str:
    return f"{prefix}{time.monotonic_ns()}"


def purge(varnish: Server, keys: str, source: str = "127.0.0.1", header: str = "xkey-purge"):
    transport = httpx.HTTPTransport(local_address=source)
    with httpx.Client(transport=transport) as session:
        return session.request("PURGE", varnish.url + "/", headers={header: keys})


def test_second_request_is_a_hit_without_internal_headers(client: httpx.Client) -> None:
    path = unique("/page/")
    first, second = client.get(path), client.get(path)

    assert first.headers["X-Cache"] == "MISS"
    assert second.headers["X-Cache"] == "HIT"
    assert second.text == first.text == f"{path} host=site.test fetch=1"
    for response in (first, second):
        assert "xkey" not in response.headers
        assert "X-Powered-By" not in response.headers
        assert "s-maxage=60" in response.headers["Cache-Control"]


def test_each_host_has_its_own_copy(client: httpx.Client) -> None:
    path = unique("/page/")
    client.get(path)
    other = client.get(path, headers={"Host": "Other.TEST"})

    assert other.headers["X-Cache"] == "MISS"
    assert other.text == f"{path} host=other.test fetch=2"
    assert client.get(path, headers={"Host": "other.test"}).headers["X-Cache"] == "HIT"


def test_forwarded_host_cannot_poison_another_hosts_copy(client: httpx.Client) -> None:
    path = unique("/page/")
    response = client.get(path, headers={"X-Forwarded-Host": "victim.test"})

    # The origin would pick the project from X-Forwarded-Host: it must equal the hashed Host.
    assert response.headers["X-Cache"] == "MISS"
    assert client.get(path, headers={"Host": "victim.test"}).headers["X-Cache"] == "MISS"
    assert [forwarded for _, forwarded in Origin.seen[path]] == ["site.test", "victim.test"]


def test_passed_requests_get_the_host_as_forwarded_host_too(client: httpx.Client) -> None:
    path = unique("/api/")
    client.get(path, headers={"X-Forwarded-Host": "victim.test"})

    assert Origin.seen[path][0][1] == "site.test"


def test_clients_without_gzip_get_their_own_uncompressed_copy_from_the_cache(
    client: httpx.Client, varnish: Server
) -> None:
    path = unique("/gzip/")
    zipped = [client.get(path, headers={"Accept-Encoding": "gzip"}) for _ in range(2)]
    plain = [client.get(path, headers={"Accept-Encoding": "identity"}) for _ in range(2)]

    assert [r.headers["X-Cache"] for r in zipped + plain] == ["MISS", "HIT", "MISS", "HIT"]
    assert all(r.headers["Content-Encoding"] == "gzip" for r in zipped)
    assert all("Content-Encoding" not in r.headers for r in plain)
    assert zipped[1].text == f"{path} host=site.test fetch=1"
    assert plain[1].text == f"{path} host=site.test fetch=2"
    # Fetched once per variant, the uncompressed one asked as such.
    assert [encoding for encoding, _ in Origin.seen[path]] == ["gzip", ""]
    # One purge drops both copies.
    answer = purge(varnish, "page-" + path.rsplit("/", 1)[-1])
    assert json.loads(answer.text) == {"purged": 2}


def test_a_client_cannot_make_the_gzip_copy_uncompressed(client: httpx.Client) -> None:
    path = unique("/gzip/")
    client.get(path, headers={"Accept-Encoding": "gzip", "X-Site-Identity": "1"})
    hit = client.get(path, headers={"Accept-Encoding": "gzip"})

    assert hit.headers["X-Cache"] == "HIT"
    assert hit.headers["Content-Encoding"] == "gzip"
    assert Origin.seen[path][0][0] == "gzip"


def test_a_compressed_answer_for_a_client_without_gzip_is_unzipped_once(
    client: httpx.Client,
) -> None:
    path = unique("/always-gzip/")
    first, second = (client.get(path, headers={"Accept-Encoding": "identity"}) for _ in range(2))

    assert second.headers["X-Cache"] == "HIT"
    assert "Content-Encoding" not in second.headers
    assert first.text == second.text == f"{path} host=site.test fetch=1"


def test_private_no_store_and_set_cookie_answers_are_never_shared(client: httpx.Client) -> None:
    for prefix in ("/private/", "/cookie/"):
        path = unique(prefix)
        client.get(path)
        second = client.get(path)

        assert second.headers["X-Cache"] == "MISS", prefix
        assert second.text.endswith("fetch=2"), prefix
    assert "session=abc" in second.headers["Set-Cookie"]


def test_api_and_non_get_requests_go_to_the_origin(client: httpx.Client) -> None:
    api = unique("/api/")
    assert client.get(api).text.endswith("fetch=1")
    assert client.get(api).text.endswith("fetch=2")

    page = unique("/page/")
    client.get(page)
    posted = client.post(page, content=b"name=x")
    assert posted.text.endswith("fetch=2")
    assert client.get(page).text.endswith("fetch=1")


@pytest.mark.parametrize(
    "path", ["/metrics", "/METRICS?x=1", "/metrics/", "/api/metrics", "/Api//Metrics"]
)
def test_metrics_never_reach_the_origin(client: httpx.Client, path: str) -> None:
    for method in ("GET", "POST"):
        assert client.request(method, path).status_code == 404
    assert not any("metrics" in fetched.lower() for fetched in Origin.fetches)


def test_a_cookie_does_not_bypass_the_cache(client: httpx.Client) -> None:
    path = unique("/page/")
    client.get(path)

    assert client.get(path, headers={"Cookie": "consent=1"}).headers["X-Cache"] == "HIT"


def test_purge_removes_exactly_the_objects_with_the_key(
    client: httpx.Client, varnish: Server
) -> None:
    tagged, other = unique("/page/a"), unique("/page/b")
    client.get(tagged), client.get(other)
    key = "page-" + tagged.rsplit("/", 1)[-1]

    answer = purge(varnish, f"{key} page-unknown")

    assert answer.status_code == 200
    assert json.loads(answer.text) == {"purged": 1}
    assert client.get(tagged).headers["X-Cache"] == "MISS"
    assert client.get(other).headers["X-Cache"] == "HIT"


def test_purge_by_shared_key_counts_every_object(client: httpx.Client, varnish: Server) -> None:
    paths = [unique("/page/") for _ in range(3)]
    for path in paths:
        client.get(path)

    answer = purge(varnish, "site")

    assert json.loads(answer.text)["purged"] >= 3
    assert all(client.get(path).headers["X-Cache"] == "MISS" for path in paths)


def test_purge_is_refused_outside_the_acl(client: httpx.Client, varnish: Server) -> None:
    path = unique("/page/")
    client.get(path)
    key = "page-" + path.rsplit("/", 1)[-1]

    refused = purge(varnish, key, source="127.0.0.2")
    assert refused.status_code == 403
    assert client.get(path).headers["X-Cache"] == "HIT"

    allowed = purge(varnish, key, source="127.0.0.3")  # VARNISH_PURGERS
    assert allowed.status_code == 200
    assert client.get(path).headers["X-Cache"] == "MISS"


def test_purge_without_keys_is_a_client_error(varnish: Server) -> None:
    response = httpx.request("PURGE", varnish.url + "/")

    assert response.status_code == 400
    assert response.json() == {"errors": {"general": ["Missing xkey-purge header"]}}


def test_soft_purge_serves_the_stale_copy_once_while_refetching(
    client: httpx.Client, varnish: Server
) -> None:
    path = unique("/page/")
    client.get(path)

    answer = purge(varnish, "page-" + path.rsplit("/", 1)[-1], header="xkey-softpurge")

    assert json.loads(answer.text) == {"purged": 1}
    assert client.get(path).text.endswith("fetch=1")  # stale, refetch starts behind it
    assert wait_for(lambda: client.get(path).text.endswith("fetch=2"))


def test_stale_while_revalidate_becomes_grace(client: httpx.Client) -> None:
    with_grace, without_grace = unique("/short-swr/"), unique("/short/")
    client.get(with_grace), client.get(without_grace)
    time.sleep(1.6)  # both s-maxage=1 copies have expired

    stale = client.get(with_grace)
    assert stale.headers["X-Cache"] == "HIT"
    assert stale.text.endswith("fetch=1")
    assert wait_for(lambda: client.get(with_grace).text.endswith("fetch=2"))

    # No stale-while-revalidate and VARNISH_DEFAULT_GRACE=0s: straight to the origin.
    expired = client.get(without_grace)
    assert expired.headers["X-Cache"] == "MISS"
    assert expired.text.endswith("fetch=2")


def test_an_origin_error_does_not_replace_the_stale_copy(client: httpx.Client) -> None:
    path = unique("/failing/")
    client.get(path)
    time.sleep(1.6)

    # Stale copy served while the refresh fails in the background; the copy survives it.
    # The refresh runs behind the answer: keep asking until a second one reached the
    # origin, which Varnish starts only once the first (failed) one is done with.
    def served_stale_until_refreshed_twice() -> bool:
        response = client.get(path)
        assert response.status_code == 200
        assert response.text.endswith("fetch=1")
        return fetches_under(path) >= 3

    assert wait_for(served_stale_until_refreshed_twice, timeout=60)
    response = client.get(path)
    assert response.status_code == 200
    assert response.text.endswith("fetch=1")


def test_past_stale_while_revalidate_a_healthy_origin_renders_anew(client: httpx.Client) -> None:
    path = unique("/sie/")
    client.get(path)
    time.sleep(1.6)  # expired; stale-while-revalidate=0, only stale-if-error keeps it

    response = client.get(path)
    assert response.status_code == 200
    assert response.headers["X-Cache"] == "MISS"
    assert response.text.endswith("fetch=2")
    assert "X-Site-Grace" not in response.headers


def test_stale_if_error_serves_the_kept_copy_when_the_refetch_fails(
    client: httpx.Client,
) -> None:
    path = unique("/sie-failing/")
    client.get(path)
    time.sleep(1.6)

    # The origin was asked (and answered 503): the visitor still gets the kept copy.
    response = client.get(path)
    assert response.status_code == 200
    assert response.text.endswith("fetch=1")
    assert Origin.fetches[path] >= 2


def fetches_under(path: str) -> int:
    """Origin fetches of `path`, whatever query string they carried."""
    with Origin.lock:
        return sum(count for url, count in Origin.fetches.items() if url.split("?", 1)[0] == path)


def test_tracking_parameters_do_not_make_new_renders(client: httpx.Client) -> None:
    path = unique("/page/")
    bodies = {client.get(f"{path}?utm_source={n}").text for n in range(2000)}

    # One render, stored once, served to all 2,000 links.
    assert fetches_under(path) == 1
    assert bodies == {f"{path} host=site.test fetch=1"}


def test_parameters_pages_do_not_read_never_reach_the_origin(client: httpx.Client) -> None:
    path = unique("/page/")
    first = client.get(f"{path}?gclid=abc&fbclid=def&utm_medium=mail&_=123&ref=x&&flag")
    second = client.get(f"{path}?fbclid=other")

    assert first.text == f"{path} host=site.test fetch=1"
    assert second.headers["X-Cache"] == "HIT"
    assert Origin.fetches[path] == 1


def test_page_parameters_stay_in_the_key_and_reach_the_origin(client: httpx.Client) -> None:
    path = unique("/page/")
    first = client.get(f"{path}?utm_source=x&query=brood&filters=a%3Db&order=7")
    # Same page parameters in another order, other tracking, another order session
    # (read in the browser only): the same object.
    again = client.get(f"{path}?order=8&filters=a%3Db&gclid=y&query=brood")
    other = client.get(f"{path}?query=taart")

    assert first.text == f"{path}?filters=a%3Db&query=brood host=site.test fetch=1"
    assert again.headers["X-Cache"] == "HIT"
    assert other.headers["X-Cache"] == "MISS"
    assert other.text == f"{path}?query=taart host=site.test fetch=1"


def test_a_question_mark_inside_a_value_is_kept(client: httpx.Client) -> None:
    path = unique("/page/")
    response = client.get(f"{path}?query=wat?nu&utm_source=x")

    assert response.text == f"{path}?query=wat?nu host=site.test fetch=1"


def test_the_api_override_is_passed_with_the_page_parameters(client: httpx.Client) -> None:
    path = unique("/page/")
    url = f"{path}?wm_api_url=https%3A%2F%2Fapi.example&utm_source=x"
    first, second = client.get(url), client.get(url)

    assert first.text == f"{path}?wm_api_url=https%3A%2F%2Fapi.example host=site.test fetch=1"
    assert second.text.endswith("fetch=2")
    assert second.headers["X-Cache"] == "MISS"


def test_a_form_outcome_page_is_passed_with_its_parameter_and_never_stored(
    client: httpx.Client,
) -> None:
    path = unique("/page/")
    url = f"{path}?formulier=abc123&utm_source=x"
    first, second = client.get(url), client.get(url)

    # The SSR server needs the token; the page is the visitor's own.
    assert first.text == f"{url} host=site.test fetch=1"
    assert second.text == f"{url} host=site.test fetch=2"
    assert second.headers["X-Cache"] == "MISS"
    # The same page without it is shared as before.
    client.get(path)
    assert client.get(path).headers["X-Cache"] == "HIT"


def test_api_requests_keep_every_parameter(client: httpx.Client) -> None:
    path = unique("/api/")
    response = client.get(f"{path}?website_id=1&utm_source=x")

    assert response.text == f"{path}?website_id=1&utm_source=x host=site.test fetch=1"


def test_rendering_refuses_values_that_would_inject_vcl() -> None:
    with pytest.raises(RuntimeError, match="not an IP or CIDR"):
        render_vcl(VARNISH_PURGERS='10.0.0.1"; } sub vcl_recv { return (pass); } acl x {')
    with pytest.raises(RuntimeError, match="unsafe value"):
        render_vcl(VARNISH_BACKEND_HOST="ssr; }")


def test_the_committed_vcl_compiles_as_is() -> None:
    result = subprocess.run(
        # -j none as everywhere else here: with its jail, varnishd reads the file as its
        # own user, who may not enter the checkout's folder (a mktemp -d clone is 0700).
        ["varnishd", "-C", "-j", "none", "-f", str(VARNISH_DIR / "default.vcl")],
        check=False,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr


def wait_for(condition, timeout: float = 30.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return False


class KeptOrigin(BaseHTTPRequestHandler):
    """An origin whose pages may be kept a minute for stale-if-error, past a
    stale-while-revalidate of 0; answers the health probe like the SSR server."""

    fetches: ClassVar[Counter] = Counter()

    def do_GET(self) -> None:
        body = b"ok"
        if self.path != "/_ssr/health":
            self.fetches[self.path] += 1
            body = f"{self.path} fetch={self.fetches[self.path]}".encode()
        self.send_response(200)
        self.send_header("Cache-Control", POLICIES["/sie/"]["Cache-Control"])
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


def test_with_the_origin_down_kept_copies_are_served_and_misses_say_when_to_retry(
    processes: Processes, tmp_path
) -> None:
    server = ThreadingHTTPServer(("127.0.0.1", 0), KeptOrigin)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    cache = start_varnish(
        processes, tmp_path / "varnish", server.server_address[1], VARNISH_PROBE_INTERVAL="0.2s"
    )
    with httpx.Client(base_url=cache.url, headers={"Host": "site.test"}) as session:
        assert session.get("/kept").text == "/kept fetch=1"
        server.shutdown()
        server.server_close()
        time.sleep(1.6)  # expired, past its stale-while-revalidate=0

        kept = session.get("/kept")
        assert kept.status_code == 200
        assert kept.text == "/kept fetch=1"

        missing = session.get("/never-cached")
        assert missing.status_code == 503
        assert missing.headers["Retry-After"] == "5"
