"""api/upload_sessions.py: the visitor's upload session cookie and what is kept of it."""

from __future__ import annotations

from starlette.requests import Request

from api import upload_sessions


def _request(cookie: str | None) -> Request:
    headers = [] if cookie is None else [(b"cookie", f"{upload_sessions.COOKIE}={cookie}".encode())]
    return Request({"type": "http", "headers": headers})


def test_a_token_is_kept_only_as_its_hash():
    token = upload_sessions.new_token()
    assert len(token) == 43
    identity = upload_sessions.identity(token)
    assert len(identity) == 64 and token not in identity
    assert upload_sessions.visitor(_request(token)) == identity


def test_a_missing_or_malformed_cookie_is_no_session():
    for cookie in (None, "", "kort", "x" * 44, "a" * 42 + "!"):
        request = _request(cookie)
        assert upload_sessions.request_token(request) is None
        assert upload_sessions.visitor(request) == ""
