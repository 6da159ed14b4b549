"""Two API processes on one database: a write in one (or a command-line import) reaches
the bundle cache of the other, over the database (SQLite change log, PostgreSQL
LISTEN/NOTIFY) or over Redis."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
import redis

from api.__main__ import main
from api.cache.broadcast import (
    NoBroadcast,
    PostgresBroadcast,
    RedisBroadcast,
    TableBroadcast,
    broadcast_for,
)
from api.cache.changes import Change
from api.demo import DOCUMENTS
from scripts.processes import bound_socket

ROOT = Path(__file__).resolve().parents[3]
BUNDLE = "/api/services/websites/v1/page-bundle"
OWNER = "/api/owner/v1/projects"
REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
DEADLINE = 30.0


def wait_for(condition, what: str, deadline: float = DEADLINE):
    until = time.monotonic() + deadline
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > until:
            pytest.fail(f"{what} did not happen within {deadline:.0f} s")
        time.sleep(0.05)


def redis_available() -> bool:
    try:
        return bool(redis.Redis.from_url(REDIS_URL, socket_connect_timeout=1).ping())
    except redis.RedisError:
        return False


@pytest.fixture(params=["database", "redis"])
def carrier(request, monkeypatch) -> dict[str, str]:
    if request.param == "redis" and not redis_available():
        if os.environ.get("ALLOW_NO_REDIS") == "1":
            pytest.skip(f"Redis is not reachable at {REDIS_URL}")
        pytest.fail(f"Redis is not reachable at {REDIS_URL} (ALLOW_NO_REDIS=1 skips)")
    env = {"REDIS_URL": REDIS_URL} if request.param == "redis" else {}
    monkeypatch.delenv("REDIS_URL", raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    return env


class ApiProcess:
    """`python -m api serve` on a socket bound here and handed over (`--fd`): the port
    is the process's from the start."""

    def __init__(self, env: dict[str, str], log: Path) -> None:
        self.log = log
        self._log_file = log.open("wb")
        with bound_socket() as listener:
            self.port = listener.getsockname()[1]
            self.process = subprocess.Popen(
                [sys.executable, "-m", "api", "serve", "--fd", str(listener.fileno())],
                cwd=ROOT,
                env=env,
                stdout=self._log_file,
                stderr=subprocess.STDOUT,
                pass_fds=[listener.fileno()],
            )
        self.url = f"http://127.0.0.1:{self.port}"

    def ready(self) -> bool:
        if self.process.poll() is not None:
            pytest.fail(f"API exited with {self.process.returncode}:\n{self.log.read_text()}")
        try:
            return httpx.get(self.url + "/api/health", timeout=2).status_code == 200
        except httpx.HTTPError:
            return False

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self._log_file.close()


@pytest.fixture
def two_apis(engine, sites, carrier, tmp_path, monkeypatch):
    url = engine.url.render_as_string(hide_password=False)
    monkeypatch.setenv("DATABASE_URL", url)
    monkeypatch.delenv("PURGE_URLS", raising=False)
    env = {**os.environ, "DATABASE_URL": url, "PURGE_URLS": "", **carrier}
    if "REDIS_URL" not in carrier:
        env.pop("REDIS_URL", None)
    processes = [ApiProcess(env, tmp_path / f"api-{name}.log") for name in "ab"]
    try:
        for process in processes:
            wait_for(process.ready, f"API on port {process.port} answering", deadline=60)
        yield processes
    finally:
        for process in processes:
            process.stop()


def title(api: ApiProcess, path: str) -> str:
    body = httpx.get(api.url + BUNDLE, params={"path": path}, timeout=10).json()
    return body["page"]["post_title"]


def project_title(api: ApiProcess) -> str:
    body = httpx.get(api.url + BUNDLE, params={"path": "/"}, timeout=10).json()
    return body["project"]["title"]


def test_a_write_in_one_process_reaches_the_other(two_apis, sites):
    first, second = two_apis
    assert title(second, "/over-ons") == "Over ons"  # now cached in the second process
    login = {"email": "eigenaar@demo.site.local", "password": "demo-wachtwoord"}
    token = httpx.post(first.url + "/api/owner/v1/login", json=login, timeout=30).json()["token"]
    headers = {"authorization": f"Bearer {token}"}
    pages = httpx.get(f"{first.url}{OWNER}/{sites.demo}/pages", headers=headers).json()["pages"]
    page_id = next(page["id"] for page in pages if page["path"] == "/over-ons")
    response = httpx.put(
        f"{first.url}{OWNER}/{sites.demo}/pages/{page_id}",
        json={"post_title": "Ons verhaal"},
        headers=headers,
    )
    assert response.status_code == 200
    published = httpx.post(
        f"{first.url}{OWNER}/{sites.demo}/publish",
        json={"items": [{"kind": "page", "id": page_id}]},
        headers=headers,
    )
    assert published.status_code == 200, published.text
    wait_for(lambda: title(second, "/over-ons") == "Ons verhaal", "the second API's refresh")


def test_a_command_line_import_reaches_running_processes(two_apis, capsys):
    first, second = two_apis
    for api in two_apis:
        assert project_title(api) == "Bakkerij De Gouden Korenaar"
    document = str(DOCUMENTS / "second.json")
    assert main(["import-site", document, "--host", "demo.site.local", "--replace"]) == 0
    for api in (first, second):
        wait_for(
            lambda api=api: project_title(api) == "Fietsenwinkel De Snelle Spaak",
            f"the refresh on port {api.port}",
        )


def test_the_carrier_follows_the_settings(engine):
    chosen = broadcast_for("", engine)
    expected = PostgresBroadcast if engine.dialect.name == "postgresql" else TableBroadcast
    assert isinstance(chosen, expected)
    assert isinstance(broadcast_for(REDIS_URL, engine), RedisBroadcast)


def test_a_lost_connection_means_dropping_everything(engine, sites):
    """After a reconnect nothing tells what was missed: the receiver gets None."""
    received: list[Change | None] = []
    chosen = broadcast_for("", engine)
    chosen._listen_calls = 0
    original = chosen._listen

    def flaky(receive, ready, missed):
        chosen._listen_calls += 1
        if chosen._listen_calls == 1:
            raise OSError("connection reset")
        return original(receive, ready, missed)

    chosen._listen = flaky
    states: list[bool] = []
    chosen.listen(received.append, states.append)
    try:
        wait_for(lambda: None in received, "the drop-everything after the reconnect")
        # Disconnected first (the caches bypass), listening once it is back.
        wait_for(lambda: states == [False, True], "the connection states")
        chosen.publish(Change.page(sites.demo, 1))
        wait_for(lambda: Change.page(sites.demo, 1) in received, "delivery after the reconnect")
    finally:
        chosen.close()


def test_in_memory_sqlite_has_nobody_to_tell():
    from api.database import create_database_engine

    memory = create_database_engine("sqlite://")
    assert isinstance(broadcast_for("", memory), NoBroadcast)
    memory.dispose()
