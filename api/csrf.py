"""Cross-site request forgery protection for the owner API.

A browser sends the login cookie with every request to the API's site, including
requests another page triggers (a form post, a `fetch` from a same-site page). So a
write to `/api/owner/` (or one of the owner's `OWNER_PATHS` elsewhere) authenticated by
that cookie must prove where it comes from:
its `Origin` (or, when a browser leaves that out, its `Referer`) has to be the API's
own origin as the visitor sees it, or one of the configured dashboard origins.
Requests with a bearer token are not affected: a page cannot make a browser attach
one.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from starlette.requests import Request
from starlette.responses import Response
from starlette.types import Scope

from api.auth.members import TOKEN_COOKIE
from api.errors import GENERAL
from api.origins import request_origin
from api.responses import error_response
from api.settings import Settings

OWNER_PREFIX = "/api/owner/"
# Owner calls outside that prefix: the file calls of spec 001 section 7 live among the
# visitor calls, but act on the login cookie's account all the same (docs/files.md).
OWNER_PATHS = frozenset(
    {
        "/api/services/websites/v1/files/get/signed-url",
        "/api/services/websites/v1/files/get",
        "/api/services/websites/v1/files/delete",
    }
)
WRITE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
# Writes that never act on the cookie's account.
NOT_COOKIE_AUTHENTICATED = frozenset({"/api/owner/v1/login"})
FOREIGN_ORIGIN = "Dit verzoek komt niet van het dashboard of deze website en is daarom geweigerd."
DEFAULT_PORTS = {"http": 80, "https": 443}


def normalise_origin(value: str) -> str | None:
    """`scheme://host[:port]` in lower case without a default port, or None."""
    try:
        parts = urlsplit(value.strip())
        port = parts.port
    except ValueError:
        return None
    scheme, host = parts.scheme.lower(), (parts.hostname or "").lower()
    if scheme not in DEFAULT_PORTS or not host:
        return None
    if ":" in host:
        host = f"[{host}]"
    return f"{scheme}://{host}" + (f":{port}" if port and port != DEFAULT_PORTS[scheme] else "")


def own_origin(request: Request) -> str | None:
    """The origin the browser used to reach the API (through the SSR proxy or not),
    from the scheme, host and port tenancy validated and trusted."""
    return normalise_origin(request_origin(request))


def _is_cookie_authenticated(request: Request) -> bool:
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() == "bearer" and token.strip():
        return False
    return bool(request.cookies.get(TOKEN_COOKIE))


def _sender(request: Request) -> str | None:
    origin = request.headers.get("origin")
    if origin is not None:
        return normalise_origin(origin)
    referer = request.headers.get("referer")
    return normalise_origin(referer) if referer else None


class OriginCheck:
    """Refuses (403) a cookie-authenticated owner write from a foreign or unknown origin."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.allowed = frozenset(
            origin for origin in map(normalise_origin, settings.dashboard_origins) if origin
        )

    def refusal(self, scope: Scope) -> Response | None:
        """The 403 of an HTTP request it refuses, or None."""
        if (
            scope["method"] in WRITE_METHODS
            and (scope["path"].startswith(OWNER_PREFIX) or scope["path"] in OWNER_PATHS)
            and scope["path"] not in NOT_COOKIE_AUTHENTICATED
        ):
            request = Request(scope)
            if _is_cookie_authenticated(request) and not self._allowed(request):
                return error_response(403, {GENERAL: [FOREIGN_ORIGIN]})
        return None

    def _allowed(self, request: Request) -> bool:
        sender = _sender(request)
        if sender is None:
            return False
        return sender in self.allowed or sender == own_origin(request)
