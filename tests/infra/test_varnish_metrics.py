"""Varnish and the metrics: the site VCL never passes /metrics to the SSR server, and
infra/varnish/exporter.mjs turns a real varnishd's counters into Prometheus's format."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

import httpx
import pytest
from infra_servers import ROOT, VARNISH_DIR, Processes, Server, serving, start_varnish

EXPORTER = VARNISH_DIR / "exporter.mjs"


class Origin(BaseHTTPRequestHandler):
    """A cacheable page tagged with xkey `page-<last segment>`; remembers each path asked."""

    asked: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        self.asked.append(self.path)
        body = f"{self.path}".encode()
        self.send_response(200)
        self.send_header("Cache-Control", "public, s-maxage=60")
        self.send_header("xkey", f"page-{self.path.rstrip('/').rsplit('/', 1)[-1]}")
        self.send_header("X-Request-Id", self.headers.get("X-Request-Id") or "origin-000001")
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
    return start_varnish(processes, tmp_path_factory.mktemp("varnish"), origin.server_address[1])


def node() -> str:
    found = shutil.which("node")
    if found is None:
        pytest.fail("node is not installed")
    return found


def samples(text: str) -> dict[str, float]:
    """`name{labels} value` lines as a dict (comments left out)."""
    values = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            name, value = line.rsplit(" ", 1)
            values[name] = float(value)
    return values


def export_once(state: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [node(), str(EXPORTER), "--once", "-n", state],
        check=False,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=30,
    )


def test_metrics_are_refused_without_asking_the_ssr(varnish: Server) -> None:
    for path in ["/metrics", "/metrics/", "/metrics?x=1"]:
        answer = httpx.get(varnish.url + path, headers={"Host": "site.test"})
        assert answer.status_code == 404, path
        assert "# TYPE" not in answer.text
    assert not [path for path in Origin.asked if path.startswith("/metrics")]
    # A page whose name merely starts with it is the site's.
    assert (
        httpx.get(varnish.url + "/metrics-dashboard", headers={"Host": "site.test"}).status_code
        == 200
    )


def test_a_hit_carries_no_request_id_of_the_render_that_filled_the_cache(varnish: Server) -> None:
    with httpx.Client(base_url=varnish.url, headers={"Host": "site.test"}) as client:
        miss = client.get("/request-id/page", headers={"X-Request-Id": "edge-00000001"})
        assert miss.headers["X-Cache"] == "MISS"
        assert miss.headers["X-Request-Id"] == "edge-00000001"
        hit = client.get("/request-id/page", headers={"X-Request-Id": "edge-00000002"})
        assert hit.headers["X-Cache"] == "HIT"
        assert "X-Request-Id" not in hit.headers


def test_the_exporter_reports_hits_misses_and_the_keys_held(varnish: Server) -> None:
    before = samples(export_once(varnish.state).stdout)
    with httpx.Client(base_url=varnish.url, headers={"Host": "site.test"}) as client:
        for _ in range(3):
            assert client.get("/export/one").status_code == 200
        assert client.get("/export/two").status_code == 200
    # A worker thread adds its counts to the shared counters after it has delivered the
    # answer (when it cleans up the request), so read until the last request is counted.
    counted = ("cache_hit", 2), ("cache_miss", 2), ("backend_req", 2)
    deadline = time.monotonic() + 60
    while True:
        done = export_once(varnish.state)
        assert done.returncode == 0, done.stderr
        after = samples(done.stdout)
        moved = {
            name: after[f"varnish_main_{name}_total"] - before[f"varnish_main_{name}_total"]
            for name, _ in counted
        }
        if all(moved[name] >= count for name, count in counted):
            break
        assert time.monotonic() < deadline, f"Varnish never counted the four requests: {moved}"
        time.sleep(0.1)
    assert after["varnish_up"] == 1
    assert after["varnish_main_cache_hit_total"] - before["varnish_main_cache_hit_total"] == 2
    assert after["varnish_main_cache_miss_total"] - before["varnish_main_cache_miss_total"] == 2
    assert after["varnish_main_backend_req_total"] - before["varnish_main_backend_req_total"] == 2
    assert after["varnish_xkey_g_keys"] >= 2
    assert after['varnish_sma_c_req_total{storage="s0"}'] > 0
    # Every family is typed, counters end in _total.
    types = dict(re.findall(r"^# TYPE (\S+) (\S+)$", done.stdout, re.MULTILINE))
    assert types["varnish_main_cache_hit_total"] == "counter"
    assert types["varnish_main_n_object"] == "gauge"
    assert all(name.endswith("_total") for name, kind in types.items() if kind == "counter")


def test_the_exporter_serves_metrics_and_says_when_varnish_is_unreadable(
    varnish: Server, processes: Processes, tmp_path
) -> None:
    exporter = processes.start_on_a_free_port(
        "varnish-exporter",
        lambda _port: [node(), str(EXPORTER)],
        lambda port: {**os.environ, "VARNISH_NAME": varnish.state, "EXPORTER_PORT": str(port)},
        path="/metrics",
    )
    answer = httpx.get(exporter.url + "/metrics")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/plain; version=0.0.4")
    assert samples(answer.text)["varnish_up"] == 1
    assert httpx.get(exporter.url + "/").status_code == 404

    missing = export_once(str(tmp_path / "no-varnish-here"))
    assert missing.returncode == 1
    assert samples(missing.stdout) == {"varnish_up": 0}
