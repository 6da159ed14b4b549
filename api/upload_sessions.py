"""The visitor's upload session: who made an upload, for the upload calls and the form
submit alike (docs/files.md, Spaces).

A random token of 32 bytes in the HttpOnly cookie `wm_uploads`, set by the first
signed-URL call of a browser that has none. The database keeps only its sha256 (the
`identity`), so a leaked table names no usable cookie. The cookie is sent for
`/api/` only, `SameSite=Lax` (a foreign site's post does not carry it) and `Secure`
when the request came over https.
"""

from __future__ import annotations

import hashlib
import re
import secrets

from starlette.requests import HTTPConnection
from starlette.responses import Response

COOKIE = "wm_uploads"
COOKIE_PATH = "/api/"
# A browser keeps its uploads for a day; a form is filled in well within that.
MAX_AGE_SECONDS = 24 * 60 * 60
# secrets.token_urlsafe(32): 43 characters of the URL-safe base64 alphabet.
_TOKEN = re.compile(r"[A-Za-z0-9_-]{43}")


def new_token() -> str:
    return secrets.token_urlsafe(32)


def identity(token: str) -> str:
    """What the database keeps of a token: its sha256 in hex."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def request_token(connection: HTTPConnection) -> str | None:
    """The request's upload token; None when it has none or a malformed one."""
    value = connection.cookies.get(COOKIE)
    return value if value is not None and _TOKEN.fullmatch(value) else None


def visitor(connection: HTTPConnection) -> str:
    """The identity of the request's upload session; '' without one (owns nothing)."""
    token = request_token(connection)
    return identity(token) if token else ""


def set_cookie(response: Response, token: str, *, secure: bool) -> None:
    response.set_cookie(
        COOKIE,
        token,
        max_age=MAX_AGE_SECONDS,
        path=COOKIE_PATH,
        httponly=True,
        samesite="lax",
        secure=secure,
    )
