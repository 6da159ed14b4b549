"""Purges go to every cache at once; a cache that fails is retried in the background
with back-off, and neither a failing nor a down cache delays or fails the write."""

import logging
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest

from api.cache import purge
from api.cache.purge import Purger
from tests.api.live_server import closed_port

OWNER = "/api/owner/v1/projects"


class FlakyCache:
    """A cache that refuses the first purge (503) and accepts later ones once `gate` is
    set, recording each request's purge headers and outcome."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.requests: list[dict] = []
        self.accepted: list[dict] = []
        cache = self

        class Handler(BaseHTTPRequestHandler):
            def do_PURGE(self) -> None:
                request = {
                    "xkey-purge": self.headers.get("xkey-purge"),
                    "xkey-softpurge": self.headers.get("xkey-softpurge"),
                }
                cache.requests.append(request)
                first = len(cache.requests) == 1
                if not first:
                    cache.gate.wait(timeout=60)
                    cache.accepted.append(request)
                self.send_response(503 if first else 200)
                self.send_header("content-length", "0")
                self.end_headers()

            def log_message(self, *_args) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.gate.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def flaky_cache() -> Iterator[FlakyCache]:
    cache = FlakyCache()
    yield cache
    cache.close()


@pytest.fixture
def down_cache_url() -> Iterator[str]:
    with closed_port() as port:
        yield f"http://127.0.0.1:{port}"


@pytest.fixture
def patient_purges(monkeypatch) -> None:
    """Purge attempts wait for the flaky cache's gate however long the test takes to open
    it: with the product's 1 s, a retry held past it would fail and come again, and the
    cache would accept the purge twice."""
    monkeypatch.setattr(purge, "TIMEOUT", httpx.Timeout(60.0))


def test_a_failing_cache_is_retried_after_the_write_answered(
    make_client, sites, log_in, flaky_cache, down_cache_url, patient_purges, caplog
):
    client = make_client(purge_urls=(flaky_cache.url, down_cache_url))
    headers = log_in(via=client)
    with caplog.at_level(logging.WARNING, logger="api.cache.purge"):
        response = client.put(f"{OWNER}/{sites.demo}", json={"title": "Later"}, headers=headers)
        # The write answered while the flaky cache's retry cannot have succeeded yet
        # (it waits for the gate): the answer did not wait for the retries.
        assert response.status_code == 200
        assert flaky_cache.accepted == []
        flaky_cache.gate.set()
        assert client.app.state.context.purger.drain(timeout=60)
    key = f"project-{sites.demo}"
    assert flaky_cache.requests[0] == {"xkey-purge": key, "xkey-softpurge": None}
    assert flaky_cache.accepted == [{"xkey-purge": key, "xkey-softpurge": None}]
    messages = [record.getMessage() for record in caplog.records]
    assert f"Purge of {key} at {flaky_cache.url}/ answered 503" in messages
    # The down cache: the first attempt and three retries failed, then it gave up.
    down = [message for message in messages if f"at {down_cache_url}/" in message]
    assert len(down) == 5
    assert down[-1] == f"Purge of {key} at {down_cache_url}/ given up after 3 retries"


def test_soft_purge_mode_sends_xkey_softpurge(make_client, sites, log_in, flaky_cache):
    client = make_client(purge_urls=(flaky_cache.url,), purge_mode="soft")
    headers = log_in(via=client)
    flaky_cache.gate.set()
    client.put(f"{OWNER}/{sites.demo}", json={"title": "Zacht"}, headers=headers)
    assert client.app.state.context.purger.drain(timeout=60)
    assert flaky_cache.accepted == [{"xkey-purge": None, "xkey-softpurge": f"project-{sites.demo}"}]


def test_an_unknown_purge_mode_is_refused():
    with pytest.raises(ValueError, match="PURGE_MODE"):
        Purger(["http://127.0.0.1:6081"], mode="zacht")


def test_the_command_line_waits_for_retries(flaky_cache):
    flaky_cache.gate.set()
    Purger([flaky_cache.url], retry_delays=(0.01,)).purge_blocking(["page-1", "page-1", "menu-2"])
    assert [request["xkey-purge"] for request in flaky_cache.requests] == ["menu-2 page-1"] * 2
    assert len(flaky_cache.accepted) == 1
