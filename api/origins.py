"""The origins the product writes down (docs/origins.md).

`request_origin` is the origin a request reached us on, built only from what
tenancy (api/tenancy.py) validated: the trusted scheme, the parsed host (a known name) and
its numeric port; never from raw header text. `public_origin` is the one origin of
absolute links in mails and outgoing requests (Mollie's redirect and webhook URLs):
`settings.public_base_url` when configured, else the request's origin. Answers to the
browser use site-relative paths instead wherever they can.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from starlette.requests import HTTPConnection

from api.hosts import Host, HostError, parse_host
from api.settings import Settings
from api.tenancy import visit

SCHEMES = ("http", "https")


def request_origin(connection: HTTPConnection) -> str:
    current = visit(connection)
    return f"{current.scheme}://{Host(current.host, current.port).netloc(current.scheme)}"


def base_origin(value: str) -> str:
    """`scheme://host[:port]` of a configured base URL; ValueError when it is anything
    more or less (a path, user info, query, another scheme or a malformed host)."""
    if not value:
        return ""
    parts = urlsplit(value.strip())
    scheme = parts.scheme.lower()
    if scheme not in SCHEMES or parts.path not in ("", "/") or parts.query or parts.fragment:
        raise ValueError(f"PUBLIC_BASE_URL must be http(s)://host[:port], not {value!r}")
    try:
        host = parse_host(parts.netloc)
    except HostError:
        raise ValueError(f"PUBLIC_BASE_URL has no valid host: {value!r}") from None
    return f"{scheme}://{host.netloc(scheme)}"


def public_origin(connection: HTTPConnection, settings: Settings) -> str:
    """The origin of the absolute links written for this request's project."""
    return base_origin(settings.public_base_url) or request_origin(connection)


def site_path(url: str) -> str:
    """The path and query of `url` (relative to the site), or '/' when it has none that
    a browser would keep on the same site."""
    parts = urlsplit(url)
    path = parts.path
    if not path.startswith("/") or path.startswith("//") or "\\" in path:
        return "/"
    return path + (f"?{parts.query}" if parts.query else "")
