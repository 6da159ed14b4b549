"""`python -m api serve` on SIGTERM, as a container runtime or Kubernetes sends it: the
readiness answer turns 503 at once, new requests are still served for SHUTDOWN_DELAY,
then the port closes while a checkout call in flight (its VIES check held by the fake)
still completes with success, and the process exits 0 (docs/deploy.md)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from api.database import create_database_engine, session_scope
from api.draining import begin_draining, draining, reset
from api.migrations import upgrade
from api.sites.transfer import import_site
from scripts.processes import bound_socket
from tests.api.shop.checkout.conftest import BASE, HOST, checkout_document
from tests.fakes.vies import FakeVies

# Generous bounds on conditions (2 busy cores), never the measure of the test.
DEADLINE = 60.0
# Long enough that the probes after SIGTERM (each on a new connection) surely fit in it
# on a loaded machine: the test asserts they did ("too slow to tell").
SHUTDOWN_DELAY = 10.0
NUMBER = "BE0403170701"


def wait_until(condition, what: str, log: Path) -> None:
    deadline = time.monotonic() + DEADLINE
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited in vain for {what}:\n{log.read_text()[-3000:]}")
        time.sleep(0.02)


def answers(url: str) -> int | None:
    """The status of a GET on a new connection, or None when nothing listens."""
    try:
        return httpx.get(url, timeout=5).status_code
    except httpx.TransportError:
        return None


@pytest.fixture
def vies() -> Iterator[FakeVies]:
    with FakeVies() as fake:
        yield fake


@pytest.fixture
def served(tmp_path: Path, vies: FakeVies) -> Iterator[tuple[subprocess.Popen, str, int, Path]]:
    database_url = f"sqlite:///{tmp_path / 'site.sqlite3'}"
    engine = create_database_engine(database_url, create=True)
    try:
        upgrade(engine)
        with session_scope(engine) as session:
            project_id = import_site(session, checkout_document(), HOST, replace=False).project_id
    finally:
        engine.dispose()
    log = tmp_path / "api.log"
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "MAIL_DIR": str(tmp_path / "mail"),
        "FILES_ROOT": str(tmp_path / "files"),
        "MEDIA_ROOT": str(tmp_path / "media"),
        "SEARCH_WARM": "0",
        "VIES_URL": vies.url,
        "VIES_TIMEOUT_SECONDS": str(DEADLINE),
        "SHUTDOWN_DELAY": str(SHUTDOWN_DELAY),
        "SHUTDOWN_TIMEOUT": str(DEADLINE),
    }
    # The port is bound here and handed over (`--fd`), so it is the API's from the
    # start; the parent's copy is closed at once, so the port closes when the API stops
    # serving (what the test asserts).
    with bound_socket() as listener:
        port = listener.getsockname()[1]
        command = [sys.executable, "-m", "api", "serve", "--fd", str(listener.fileno())]
        with open(log, "wb") as output:
            process = subprocess.Popen(
                command,
                env=env,
                stdout=output,
                stderr=subprocess.STDOUT,
                pass_fds=[listener.fileno()],
            )
    url = f"http://127.0.0.1:{port}"
    wait_until(
        lambda: process.poll() is not None or answers(url + "/api/health/ready") == 200,
        "readiness",
        log,
    )
    if process.poll() is not None:
        raise AssertionError(f"the API exited ({process.returncode}):\n{log.read_text()[-3000:]}")
    try:
        yield process, url, project_id, log
    finally:
        vies.release()
        if process.poll() is None:
            process.kill()
        process.wait(timeout=DEADLINE)


def test_sigterm_turns_readiness_off_and_drains_the_checkout_in_flight(served, vies):
    process, url, project_id, log = served
    ids = {"website_id": project_id, "project_id": project_id}
    vies.hold(NUMBER)
    with httpx.Client(base_url=url, headers={"host": HOST}, timeout=DEADLINE) as http:
        created = http.post(BASE + "/shoppingcart/create", json=ids)
        assert created.status_code == 200, created.text
        session = created.json()["shoppingcart"]["session"]
        details = {
            **ids,
            "shoppingcart_session": session,
            "invoice_country": "BE",
            "invoice_is_company": "1",
            "invoice_tax_number": NUMBER,
        }
        with ThreadPoolExecutor(max_workers=1) as pool:
            # The buyer saves a business: the API waits for VIES, which the fake holds.
            in_flight = pool.submit(
                http.post, BASE + "/shoppingcart/add/user-details", json=details
            )
            vies.wait_for_calls(1, timeout=DEADLINE)
            signalled = time.monotonic()
            process.send_signal(signal.SIGTERM)

            wait_until(lambda: answers(url + "/api/health/ready") == 503, "readiness 503", log)
            ready = httpx.get(url + "/api/health/ready", timeout=5)
            assert ready.json()["status"] == "shutting down"
            # Within SHUTDOWN_DELAY new requests are still served (liveness stays 200).
            assert answers(url + "/api/health") == 200
            assert time.monotonic() - signalled < SHUTDOWN_DELAY, "too slow to tell"

            # Then the port closes, while the checkout call is still waiting for VIES.
            wait_until(lambda: answers(url + "/api/health") is None, "the port to close", log)
            assert time.monotonic() - signalled >= SHUTDOWN_DELAY
            assert process.poll() is None and not in_flight.done()

            vies.release()
            response = in_flight.result(timeout=DEADLINE)
    assert response.status_code == 200, response.text
    assert response.json()["vies"]["status"] == "valid"
    assert process.wait(timeout=DEADLINE) == 0, log.read_text()[-3000:]


def test_readiness_answers_probes_by_address_and_turns_503_when_draining(client):
    # Kubelets probe by pod address: no project's host, like /api/health.
    probe = {"host": "10.1.2.3:8000"}
    assert client.get("/api/health/ready", headers=probe).json() == {
        "status": "ok",
        "database": "ok",
    }
    begin_draining()
    try:
        answer = client.get("/api/health/ready", headers=probe)
        assert answer.status_code == 503
        assert answer.json()["status"] == "shutting down"
        assert answer.headers["cache-control"] == "no-store"
        # Liveness stays as it was: a draining process is not a dead one.
        assert client.get("/api/health", headers=probe).status_code == 200
    finally:
        reset()
    assert not draining()
