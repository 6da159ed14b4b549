"""Several SSR servers behind one Varnish (VARNISH_BACKENDS, docs/caching.md): the site
VCL takes them in turn, one whose probe fails gets nothing until it is healthy again,
and the probe asks the path VARNISH_PROBE_URL names (deployments: the readiness answer,
which turns 503 as soon as a server is told to stop)."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
from infra_servers import Processes, Server, render_vcl, serving, start_varnish


class Origin(BaseHTTPRequestHandler):
    """An SSR server stand-in: its name on every page (never cacheable, so every
    request reaches an origin), and health and readiness answers that can be turned
    off, counting how often each was asked."""

    def do_GET(self) -> None:
        if self.path in ("/_ssr/health", "/_ssr/ready"):
            self.server.probed[self.path] = self.server.probed.get(self.path, 0) + 1
            status = 200 if self.server.healthy else 503
            body = b"ok" if status == 200 else b"sick"
        else:
            status, body = 200, self.server.name.encode()
        self.send_response(status)
        self.send_header("Cache-Control", "private, no-store")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def origins() -> Iterator[list[ThreadingHTTPServer]]:
    with serving(Origin) as een, serving(Origin) as twee:
        for server, name in ((een, "een"), (twee, "twee")):
            server.name, server.healthy, server.probed = name, True, {}
        yield [een, twee]


@pytest.fixture(scope="module")
def varnish(processes: Processes, origins, tmp_path_factory) -> Server:
    backends = ",".join(f"127.0.0.1:{server.server_address[1]}" for server in origins)
    return start_varnish(
        processes,
        tmp_path_factory.mktemp("varnish"),
        origins[0].server_address[1],
        VARNISH_BACKENDS=backends,
        VARNISH_PROBE_INTERVAL="0.2s",
    )


def names(varnish: Server, count: int) -> list[str]:
    with httpx.Client(base_url=varnish.url, headers={"Host": "site.test"}) as client:
        return [client.get(f"/pagina-{index}").text for index in range(count)]


def test_the_ssr_servers_are_taken_in_turn(varnish: Server) -> None:
    answered = names(varnish, 6)
    assert sorted(set(answered)) == ["een", "twee"]
    assert answered.count("een") == answered.count("twee") == 3


def test_a_server_failing_its_probe_gets_nothing_until_it_recovers(
    varnish: Server, origins
) -> None:
    origins[1].healthy = False
    try:
        deadline = time.monotonic() + 15
        while set(names(varnish, 4)) != {"een"}:
            assert time.monotonic() < deadline, "Varnish kept sending requests to a sick server"
            time.sleep(0.1)
        assert set(names(varnish, 10)) == {"een"}
    finally:
        origins[1].healthy = True
    deadline = time.monotonic() + 15
    while set(names(varnish, 4)) != {"een", "twee"}:
        assert time.monotonic() < deadline, "the recovered server never got requests again"
        time.sleep(0.1)


def test_the_probe_asks_the_readiness_path_and_a_stopping_server_gets_nothing(
    processes: Processes, origins, tmp_path
) -> None:
    backends = ",".join(f"127.0.0.1:{server.server_address[1]}" for server in origins)
    ready = start_varnish(
        processes,
        tmp_path / "varnish",
        origins[0].server_address[1],
        VARNISH_BACKENDS=backends,
        VARNISH_PROBE_URL="/_ssr/ready",
        VARNISH_PROBE_INTERVAL="0.2s",
    )
    asked = origins[1].probed.get("/_ssr/ready", 0)
    deadline = time.monotonic() + 15
    while origins[1].probed.get("/_ssr/ready", 0) < asked + 2:
        assert time.monotonic() < deadline, "the probe never asked /_ssr/ready"
        time.sleep(0.1)
    origins[1].healthy = False
    try:
        deadline = time.monotonic() + 15
        while set(names(ready, 4)) != {"een"}:
            assert time.monotonic() < deadline, "a server that is not ready kept getting requests"
            time.sleep(0.1)
    finally:
        origins[1].healthy = True


def test_each_server_gets_a_backend_of_its_own_in_the_director() -> None:
    vcl = render_vcl(VARNISH_BACKENDS="10.0.0.5:3000, ssr-2.internal:3001")
    assert re.search(r'backend ssr \{\n +\.host = "10\.0\.0\.5"; .*\n +\.port = "3000";', vcl)
    assert re.search(r'backend ssr_2 \{\n +\.host = "ssr-2\.internal"; .*\n +\.port = "3001";', vcl)
    assert "origin.add_backend(ssr);" in vcl
    assert "origin.add_backend(ssr_2);" in vcl
    assert "backend ssr_3 {" not in vcl


def test_rendering_refuses_a_backend_that_is_not_host_and_port() -> None:
    with pytest.raises(RuntimeError, match="not a host:port pair"):
        render_vcl(VARNISH_BACKENDS='127.0.0.1:3000,evil"; }:1')
    with pytest.raises(RuntimeError, match="not a host:port pair"):
        render_vcl(VARNISH_BACKENDS="127.0.0.1")
    with pytest.raises(RuntimeError, match="unsafe value"):
        render_vcl(VARNISH_PROBE_URL='/x"; }')
