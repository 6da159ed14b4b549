"""Parallel heartbeats of one owner against a running server (the `http` fixture,
tests/api/live_server.py), on SQLite and PostgreSQL: never a 500, never a second row."""

from __future__ import annotations

import threading
from datetime import timedelta

import httpx
from sqlmodel import select

from api.database import session_scope
from api.presence.models import EditorPresence
from api.presence.service import KEPT_SECONDS
from tests.api.live_server import in_parallel

WORKERS = 30
OWNER = "/api/owner/v1/projects"


def test_parallel_heartbeats_of_one_owner_keep_one_row(http, engine, sites, owner_headers):
    pages = http.get(f"{OWNER}/{sites.demo}/pages", headers=owner_headers).json()["pages"]
    page = next(p["id"] for p in pages if p["path"] == "/contact")

    def beat(index: int, barrier: threading.Barrier) -> httpx.Response:
        barrier.wait()
        body = {"document": f"page:{page}", "section": f"sectie-{index}"}
        return http.put(f"{OWNER}/{sites.demo}/presence", json=body, headers=owner_headers)

    results = in_parallel(beat, WORKERS)
    statuses = [response.status_code for response in results]
    assert statuses == [200] * WORKERS, [r.text for r in results if r.status_code != 200]
    assert all(response.json() == {"present": []} for response in results)
    with session_scope(engine) as session:
        rows = session.exec(select(EditorPresence)).all()
    assert len(rows) == 1
    assert rows[0].section in {f"sectie-{index}" for index in range(WORKERS)}


def test_parallel_heartbeats_of_owners_returning_after_long_never_wait_on_each_other(
    http, engine, sites, owner_headers, make_account, log_in
):
    owners = 8
    emails = [f"eigenaar{index}@demo.site.local" for index in range(owners)]
    for email in emails:
        make_account(email, "een-lang-wachtwoord-2", sites.demo)
    headers = [log_in(email, "een-lang-wachtwoord-2") for email in emails]
    pages = http.get(f"{OWNER}/{sites.demo}/pages", headers=owner_headers).json()["pages"]
    document = f"page:{next(p['id'] for p in pages if p['path'] == '/contact')}"
    url = f"{OWNER}/{sites.demo}/presence"
    for each in headers:
        assert http.put(url, json={"document": document}, headers=each).status_code == 200
    # Everyone was last seen long ago: every heartbeat's cleanup meets the others' rows.
    with session_scope(engine) as session:
        for row in session.exec(select(EditorPresence)).all():
            row.seen_at = row.seen_at - timedelta(seconds=KEPT_SECONDS + 60)

    def beat(index: int, barrier: threading.Barrier) -> httpx.Response:
        barrier.wait()
        return http.put(url, json={"document": document}, headers=headers[index])

    results = in_parallel(beat, owners)
    assert [r.status_code for r in results] == [200] * owners, [r.text for r in results]
    with session_scope(engine) as session:
        rows = session.exec(select(EditorPresence)).all()
    # Each owner's own row survives (fresh), whoever cleaned up when.
    assert sorted(row.account_id for row in rows) == sorted({row.account_id for row in rows})
    assert len(rows) == owners
