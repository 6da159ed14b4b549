"""Which kind of route a request path is: the `kind` label of the request metrics.

A fixed, small set (never the path itself) so the number of series stays bounded
whatever paths visitors ask for."""

from __future__ import annotations

from functools import lru_cache

WEBSITES = "/api/services/websites/v1/"
WEBSHOP = "/api/services/webshop/v1/"
PAYMENTS = "/api/services/payments/v1/"
OWNER = "/api/owner/v1/"

KINDS = (
    "page",
    "bundle",
    "search",
    "cart",
    "checkout",
    "order",
    "form",
    "file",
    "owner",
    "publish",
    "other",
)

# First path segment after the websites prefix -> kind.
_WEBSITE_KINDS = {
    "page-bundle": "bundle",
    "search": "search",
    "forms": "form",
    "files": "file",
    "secured": "page",
    "robots.txt": "page",
    "sitemap.xml": "page",
    "not-found": "page",
}
_WEBSHOP_KINDS = {
    "shoppingcart": "cart",
    "products": "cart",
    "transactions": "checkout",
    "payments": "checkout",
    "orders": "order",
}
# Owner paths /api/owner/v1/projects/{id}/<segment>... that publish.
_PUBLISHING = {"publish", "publish-check", "releases"}


def route_kind(path: str) -> str:
    if path.startswith(WEBSITES):
        return _WEBSITE_KINDS.get(_segment(path, WEBSITES), "other")
    if path.startswith(WEBSHOP):
        return _WEBSHOP_KINDS.get(_segment(path, WEBSHOP), "other")
    if path.startswith(PAYMENTS):
        return "checkout"
    if path.startswith(OWNER):
        parts = path[len(OWNER) :].split("/")
        if len(parts) >= 3 and parts[0] == "projects" and parts[2] in _PUBLISHING:
            return "publish"
        return "owner"
    return "other"


def _segment(path: str, prefix: str) -> str:
    return path[len(prefix) :].split("/", 1)[0]


_remembered = lru_cache(maxsize=4096)(route_kind)
# Paths up to this length are remembered with their kind (4096 of them).
REMEMBERED_PATH_LENGTH = 512


def remembered_route_kind(path: str) -> str:
    """`route_kind`, remembered for short paths (a hot page's path repeats)."""
    return _remembered(path) if len(path) <= REMEMBERED_PATH_LENGTH else route_kind(path)
