"""The request id: taken from a safe X-Request-Id, else made up; echoed in the answer
and written into every log line of the request."""

from __future__ import annotations

import logging
import os
import subprocess
import sys

import pytest

from api.logs.requests import new_request_id

ID = "ssr-7f3a9c2e1b"


def test_a_safe_request_id_goes_round_and_into_the_access_line(make_client, json_logs):
    answer = make_client().get("/api/health?x=1", headers={"x-request-id": ID})
    assert answer.headers["x-request-id"] == ID
    access = [line for line in json_logs.lines() if line["logger"] == "api.access"]
    assert access == [
        {
            "time": access[0]["time"],
            "level": "info",
            "logger": "api.access",
            "message": "GET /api/health 200",
            "request_id": ID,
            "method": "GET",
            "kind": "other",
            "path": "/api/health",
            "status": 200,
            "duration_ms": access[0]["duration_ms"],
        }
    ]
    assert access[0]["duration_ms"] >= 0


@pytest.mark.parametrize(
    "unsafe", ["short", "a" * 65, "abc def ghi", "x<script>y12", "ä".encode("latin-1") * 10]
)
def test_an_unsafe_request_id_is_replaced(make_client, json_logs, unsafe):
    answer = make_client().get("/api/health", headers={"x-request-id": unsafe})
    made = answer.headers["x-request-id"]
    assert made not in (unsafe, "ä" * 10) and len(made) == 32
    assert json_logs.lines()[-1]["request_id"] == made


def test_without_a_header_each_request_gets_its_own_id(make_client):
    client = make_client()
    first = client.get("/api/health").headers["x-request-id"]
    second = client.get("/api/health").headers["x-request-id"]
    assert first != second


def test_log_calls_while_answering_carry_the_request_id(make_client, json_logs, monkeypatch):
    client = make_client()
    route = next(route for route in client.app.routes if route.path == "/api/health")

    async def failing(scope, receive, send):
        raise RuntimeError("kapot")

    monkeypatch.setattr(route, "app", failing)
    assert client.get("/api/health", headers={"x-request-id": ID}).status_code == 500
    error = next(line for line in json_logs.lines() if line["logger"] == "api.errors")
    assert error["level"] == "error" and error["request_id"] == ID
    assert "RuntimeError: kapot" in error["exception"]


def test_lines_outside_a_request_have_no_request_id(json_logs):
    logging.getLogger("api.test").warning("Buiten een verzoek")
    assert json_logs.lines()[-1]["request_id"] is None


def test_new_ids_are_unique_in_a_process_and_across_processes():
    made = {new_request_id() for _ in range(1000)}
    assert len(made) == 1000
    assert all(len(made_id) == 32 and int(made_id, 16) >= 0 for made_id in made)
    script = "from api.logs.requests import new_request_id; print(new_request_id())"
    others = {
        subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
        ).stdout.strip()[:16]
        for _ in range(2)
    }
    assert len(others) == 2 and not others & {made_id[:16] for made_id in made}


def test_a_forked_process_draws_its_own_prefix():
    before = new_request_id()
    reading, writing = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child
        os.write(writing, new_request_id().encode())
        os._exit(0)
    os.close(writing)
    os.waitpid(child, 0)
    with os.fdopen(reading) as pipe:
        theirs = pipe.read()
    assert len(theirs) == 32 and theirs[:16] != before[:16]
