"""infra/varnish/pools.vcl.example, included in the site VCL as docs/operations.md
("Scale on paper") says: hosts in its map go to pool b, every other host to pool a,
whatever the Host's case or port, and each pool's pages are cached per host as before."""

from __future__ import annotations

import re
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
from infra_servers import VARNISH_DIR, Processes, Server, serving, start_varnish

EXAMPLE = VARNISH_DIR / "pools.vcl.example"


def pool_origin(name: str) -> type[BaseHTTPRequestHandler]:
    class Origin(BaseHTTPRequestHandler):
        """Answers `<pool> <host> <path>`, cacheable; the health probe too."""

        def do_GET(self) -> None:
            body = f"{name} {self.headers['Host']} {self.path}".encode()
            self.send_response(200)
            self.send_header("Cache-Control", "public, s-maxage=60")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:
            pass

    return Origin


@pytest.fixture(scope="module")
def pools() -> Iterator[dict[str, ThreadingHTTPServer]]:
    with serving(pool_origin("a")) as a, serving(pool_origin("b")) as b:
        yield {"a": a, "b": b}


@pytest.fixture(scope="module")
def varnish(
    processes: Processes, pools: dict[str, ThreadingHTTPServer], tmp_path_factory
) -> Server:
    # The example's addresses become the two local origins (both SSRs of a pool on one).
    text = EXAMPLE.read_text()
    for pool, subnet in (("a", "10.0.1"), ("b", "10.0.2")):
        port = pools[pool].server_address[1]
        text = re.sub(
            rf'\.host = "{re.escape(subnet)}\.\d+";\n(\s*)\.port = "3000";',
            rf'.host = "127.0.0.1";\n\1.port = "{port}";',
            text,
        )
    assert "10.0." not in text
    return start_varnish(
        processes,
        tmp_path_factory.mktemp("varnish"),
        pools["a"].server_address[1],
        before_recv=text,
    )


@pytest.mark.parametrize(
    ("host", "pool"),
    [
        ("groothandel-jansen.nl", "b"),
        ("WWW.Bakkerij-De-Vries.NL", "b"),
        ("groothandel-jansen.nl:443", "b"),
        ("bakkerij-jansen.nl", "a"),
        ("groothandel-jansen.nl.example", "a"),
        ("site.test", "a"),
    ],
)
def test_the_map_sends_each_host_to_its_pool(varnish: Server, host: str, pool: str) -> None:
    answer = httpx.get(varnish.url + f"/pools/{host}", headers={"Host": host})
    assert answer.status_code == 200
    assert answer.text.split(" ")[0] == pool
    # A hit comes from the cache of that host's page, not the other pool's.
    again = httpx.get(varnish.url + f"/pools/{host}", headers={"Host": host})
    assert again.headers["X-Cache"] == "HIT"
    assert again.text == answer.text
