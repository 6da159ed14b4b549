"""Parallel heartbeats of one owner against a running server, on SQLite and PostgreSQL:
never a 500, never a second row."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import httpx
import pytest
import uvicorn
from sqlmodel import select

from api.app import create_app
from api.database import session_scope
from api.presence.models import EditorPresence
from api.presence.service import KEPT_SECONDS

WORKERS = 30
OWNER = "/api/owner/v1/projects"


@pytest.fixture
def presence_api(engine, make_settings) -> Iterator[str]:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    app = create_app(make_settings(), engine=engine)
    config = uvicorn.Config(app, log_level="warning", lifespan="off", proxy_headers=False)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    poll = threading.Event()
    while not server.started and thread.is_alive():
        poll.wait(0.02)
    assert server.started, "uvicorn did not start"
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=60)
        sock.close()


def test_parallel_heartbeats_of_one_owner_keep_one_row(presence_api, engine, sites, owner_headers):
    limits = httpx.Limits(max_connections=WORKERS + 5, max_keepalive_connections=WORKERS + 5)
    with httpx.Client(base_url=presence_api, limits=limits, timeout=120) as http:
        pages = http.get(f"{OWNER}/{sites.demo}/pages", headers=owner_headers).json()["pages"]
        page = next(p["id"] for p in pages if p["path"] == "/contact")
        barrier = threading.Barrier(WORKERS, timeout=120)

        def beat(index: int) -> httpx.Response:
            barrier.wait()
            body = {"document": f"page:{page}", "section": f"sectie-{index}"}
            return http.put(f"{OWNER}/{sites.demo}/presence", json=body, headers=owner_headers)

        with ThreadPoolExecutor(max_workers=WORKERS) as pool:
            results = list(pool.map(beat, range(WORKERS)))
    statuses = [response.status_code for response in results]
    assert statuses == [200] * WORKERS, [r.text for r in results if r.status_code != 200]
    assert all(response.json() == {"present": []} for response in results)
    with session_scope(engine) as session:
        rows = session.exec(select(EditorPresence)).all()
    assert len(rows) == 1
    assert rows[0].section in {f"sectie-{index}" for index in range(WORKERS)}


def test_parallel_heartbeats_of_owners_returning_after_long_never_wait_on_each_other(
    presence_api, engine, sites, owner_headers, make_account, log_in
):
    owners = 8
    emails = [f"eigenaar{index}@demo.site.local" for index in range(owners)]
    for email in emails:
        make_account(email, "een-lang-wachtwoord-2", sites.demo)
    headers = [log_in(email, "een-lang-wachtwoord-2") for email in emails]
    limits = httpx.Limits(max_connections=owners + 5, max_keepalive_connections=owners + 5)
    with httpx.Client(base_url=presence_api, limits=limits, timeout=120) as http:
        pages = http.get(f"{OWNER}/{sites.demo}/pages", headers=owner_headers).json()["pages"]
        document = f"page:{next(p['id'] for p in pages if p['path'] == '/contact')}"
        url = f"{OWNER}/{sites.demo}/presence"
        for each in headers:
            assert http.put(url, json={"document": document}, headers=each).status_code == 200
        # Everyone was last seen long ago: every heartbeat's cleanup meets the others' rows.
        with session_scope(engine) as session:
            for row in session.exec(select(EditorPresence)).all():
                row.seen_at = row.seen_at - timedelta(seconds=KEPT_SECONDS + 60)
        barrier = threading.Barrier(owners, timeout=120)

        def beat(index: int) -> httpx.Response:
            barrier.wait()
            return http.put(url, json={"document": document}, headers=headers[index])

        with ThreadPoolExecutor(max_workers=owners) as pool:
            results = list(pool.map(beat, range(owners)))
    assert [r.status_code for r in results] == [200] * owners, [r.text for r in results]
    with session_scope(engine) as session:
        rows = session.exec(select(EditorPresence)).all()
    # Each owner's own row survives (fresh), whoever cleaned up when.
    assert sorted(row.account_id for row in rows) == sorted({row.account_id for row in rows})
    assert len(rows) == owners
