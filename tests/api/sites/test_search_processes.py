"""Search freshness across API processes: two real uvicorn processes on one database; a
product written through the owner API of process A shows up in (and leaves) the visitors'
search of process B, whose index was built before the write.

Carriers: the database's own (SQLite's change table, PostgreSQL LISTEN/NOTIFY) and
Redis pub/sub. The test waits for each result with a deadline and never sleeps a fixed
time; the 1 s goal of docs/search.md is printed as a measurement (`-s`), the assertion
allows `DEADLINE` for a busy machine.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
import redis

from api.demo import DEMO_PASSWORD
from scripts.processes import bound_socket
from tests.api.shop.shop_fixtures import shop_document

HOST = "winkel.example"
OWNER = "eigenaar@winkel.example"
SEARCH = "/api/services/websites/v1/search"
REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
STARTUP_DEADLINE = 60.0
DEADLINE = 30.0
ROOT = Path(__file__).resolve().parents[3]


@contextmanager
def api_process(database_url: str, redis_url: str) -> Iterator[httpx.Client]:
    """`python -m api serve` in a process of its own, on a socket bound here and handed
    over (`--fd`); a client on its base URL."""
    env = {**os.environ, "DATABASE_URL": database_url, "REDIS_URL": redis_url}
    with bound_socket() as listener:
        port = listener.getsockname()[1]
        process = subprocess.Popen(
            [sys.executable, "-m", "api", "serve", "--fd", str(listener.fileno())],
            cwd=ROOT, env=env, pass_fds=[listener.fileno()],
        )  # fmt: skip
    client = httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30)
    deadline = time.monotonic() + STARTUP_DEADLINE
    while True:
        if process.poll() is not None:
            client.close()
            raise AssertionError("the API process ended during startup")
        try:
            # The lifespan (and with it the change listeners) is up before this answers.
            if client.get("/api/health").status_code == 200:
                break
        except httpx.TransportError:
            pass
        if time.monotonic() > deadline:
            client.close()
            process.kill()
            process.wait()
            raise AssertionError("the API process did not start")
        time.sleep(0.05)
    try:
        yield client
    finally:
        client.close()
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def titles(client: httpx.Client, project_id: int, query: str) -> list[str]:
    answer = client.post(
        SEARCH,
        headers={"host": HOST},
        json={"website_id": project_id, "query": query, "filters": "", "limit": 30},
    )
    assert answer.status_code == 200, answer.text
    return [result["title"] for result in answer.json()["results"]]


def wait_for(check: Callable[[], bool]) -> float:
    """Seconds until `check()` holds, polled; fails after DEADLINE."""
    started = time.monotonic()
    while not check():
        assert time.monotonic() - started < DEADLINE, f"not visible within {DEADLINE:.0f} s"
        time.sleep(0.01)
    return time.monotonic() - started


@pytest.fixture(params=["database", "redis"])
def carrier(request) -> str:
    if request.param == "database":
        return ""
    try:
        redis.Redis.from_url(REDIS_URL, socket_connect_timeout=2).ping()
    except redis.RedisError as error:
        pytest.skip(f"Redis is not reachable at {REDIS_URL}: {error}")
    return REDIS_URL


def test_a_product_write_in_one_process_reaches_the_search_of_another(
    engine, import_document, make_account, carrier
):
    project_id = import_document(shop_document(), HOST)
    make_account(OWNER, DEMO_PASSWORD, project_id)
    url = engine.url.render_as_string(hide_password=False)
    with api_process(url, carrier) as writer, api_process(url, carrier) as reader:
        login = writer.post(
            "/api/owner/v1/login",
            headers={"host": "localhost"},
            json={"email": OWNER, "password": DEMO_PASSWORD},
        )
        assert login.status_code == 200, login.text
        owner = {"host": "localhost", "authorization": f"Bearer {login.json()['token']}"}
        products = f"/api/owner/v1/projects/{project_id}/products"
        # The reader's index is built (from the database) before any write.
        assert titles(reader, project_id, "zomertaart") == []
        assert "Appeltaart" in titles(reader, project_id, "taart")
        measured = {}

        created = writer.post(
            products,
            headers=owner,
            json={"id": "zomertaart", "title": "Zomertaart", "price": {"incl_tax": "12.50"},
                  "vat_rate": 9, "categories": ["taarten"], "attributes": {"soort": ["taart"]}},
        )  # fmt: skip
        assert created.status_code == 201, created.text
        measured["created"] = wait_for(
            lambda: titles(reader, project_id, "zomertaart") == ["Zomertaart"]
        )

        renamed = writer.put(
            f"{products}/zomertaart",
            headers={**owner, "if-match": created.headers["etag"]},
            json={"title": "Herfsttaart"},
        )
        assert renamed.status_code == 200, renamed.text
        measured["renamed"] = wait_for(
            lambda: (
                titles(reader, project_id, "herfsttaart") == ["Herfsttaart"]
                and titles(reader, project_id, "zomertaart") == []
            )
        )

        deleted = writer.delete(
            f"{products}/zomertaart", headers={**owner, "if-match": renamed.headers["etag"]}
        )
        assert deleted.status_code == 204, deleted.text
        measured["deleted"] = wait_for(lambda: titles(reader, project_id, "herfsttaart") == [])
    figures = ", ".join(f"{name} {seconds * 1000:.0f} ms" for name, seconds in measured.items())
    print(f"\n{engine.dialect.name} via {carrier or 'the database'}: visible in B after {figures}")
