"""Every body, JSON or form, has a size limit enforced while it is read: past it the
answer is 413 with the error body and the rest of the body is never read."""

from __future__ import annotations

import asyncio
import itertools
from dataclasses import dataclass

import orjson
import pytest

from api.body_limit import DEFAULT_LIMIT
from api.payloads import FORM_LIMIT

WEBHOOK = "/api/services/webshop/v1/payments/webhook/mollie"
TEST_PAGE = "/api/services/payments/v1/test/tst_onbekend"
LOGIN = "/api/owner/v1/login"
FORM = b"application/x-www-form-urlencoded"
CHUNK = 64 * 1024
# 20 MB of form fields, each far below Starlette's own per-field and field-count caps.
MANY_FIELDS = 320
TOO_LARGE = {"errors": {"general": ["Het verzoek is te groot."]}}


@dataclass
class Answer:
    status: int
    body: bytes
    read: int  # body bytes the app pulled from the client

    def json(self):
        return orjson.loads(self.body)


def post(app, path: str, chunks, content_type: bytes, headers=()) -> Answer:
    """POSTs `chunks` one receive() at a time, counting what the app reads of them."""
    pending = iter(chunks)
    read = 0

    async def receive():
        nonlocal read
        chunk = next(pending, None)
        if chunk is None:
            return {"type": "http.request", "body": b"", "more_body": False}
        read += len(chunk)
        return {"type": "http.request", "body": chunk, "more_body": True}

    sent: list[dict] = []

    async def send(message):
        sent.append(message)

    scope = {
        "type": "http", "asgi": {"version": "3.0", "spec_version": "2.4"},
        "http_version": "1.1", "method": "POST", "scheme": "http", "path": path,
        "raw_path": path.encode(), "query_string": b"", "root_path": "",
        "headers": [(b"host", b"localhost"), (b"content-type", content_type), *headers],
        "client": ("127.0.0.1", 50000), "server": ("localhost", 80),
    }  # fmt: skip
    asyncio.run(app(scope, receive, send))
    start = next(message for message in sent if message["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return Answer(start["status"], body, read)


def form_fields():
    for index in itertools.count():
        yield f"veld{index}=".encode() + b"a" * (CHUNK - 16) + b"&"


@pytest.fixture
def app(client, sites):
    return client.app


@pytest.mark.parametrize("path", [WEBHOOK, TEST_PAGE])
def test_a_large_form_body_is_refused_while_it_is_read(app, path):
    answer = post(app, path, itertools.islice(form_fields(), MANY_FIELDS), FORM)
    assert answer.status == 413
    assert answer.json() == TOO_LARGE
    assert answer.read <= FORM_LIMIT + CHUNK


@pytest.mark.parametrize("path", [WEBHOOK, TEST_PAGE, LOGIN])
def test_a_declared_length_over_the_limit_is_refused_before_reading(app, path):
    declared = [(b"content-length", str(200 * 1024 * 1024).encode())]
    answer = post(app, path, form_fields(), FORM, declared)
    assert (answer.status, answer.json(), answer.read) == (413, TOO_LARGE, 0)


def test_a_large_json_body_is_refused_while_it_is_read(app):
    spaces = itertools.repeat(b" " * CHUNK, 320)
    answer = post(app, LOGIN, itertools.chain([b"{"], spaces), b"application/json")
    assert (answer.status, answer.json()) == (413, TOO_LARGE)
    assert answer.read <= DEFAULT_LIMIT + CHUNK


def test_small_forms_are_read_as_before(client, sites):
    response = client.post(WEBHOOK, data={"id": "tr_onbekend"})
    assert response.status_code == 404
    assert response.json() == {"errors": {"id": ["Deze betaling is onbekend."]}}
    page = client.post(TEST_PAGE, data={"status": "paid"})
    assert page.status_code == 404 and "Deze testbetaling bestaat niet." in page.text


def test_a_form_with_a_file_is_refused(client, sites):
    response = client.post(WEBHOOK, data={"id": "tr_1"}, files={"bijlage": b"x" * 100})
    assert response.status_code == 400
    assert "errors" in response.json()


def test_the_site_import_may_be_larger_than_other_bodies(client, owner_headers, sites):
    body = b"{" + b" " * (2 * DEFAULT_LIMIT) + b"}"
    response = client.post(
        f"/api/owner/v1/projects/{sites.demo}/import",
        content=body,
        headers={**owner_headers, "content-type": "application/json"},
    )
    assert response.status_code != 413, response.text
    assert "errors" in response.json()
