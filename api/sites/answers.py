"""Page-bundle answers as finished bytes: rendered once on a cache miss, served as they
are on every hit.

A bundle's JSON is `head` (project, page, menus, forms, templates), then
`canonical_url`, then `tail` (cache, not_found): exactly what orjson renders for the
merged dict, built from the three parts so that the 404 bundle, which every unknown
path shares, can take each request's path into its canonical URL without rendering
anything else again.
"""

from __future__ import annotations

import orjson

from api.cache import CachedBundle
from api.etags import none_match, strong_etag
from api.responses import PreparedResponse

_CONTENT_TYPE = (b"content-type", b"application/json")
_NO_STORE = (b"cache-control", b"no-store")


def render_json(content: object) -> bytes:
    """`content` as JSON; keys that are not strings are written as strings. Bundles have
    string keys only (orjson writes those the same either way, twice as fast without
    the option), so the option is taken only when a dump without it is refused."""
    try:
        return orjson.dumps(content)
    except orjson.JSONEncodeError:
        return orjson.dumps(content, option=orjson.OPT_NON_STR_KEYS)


def _render(head: dict, canonical_url: str, tail: dict) -> tuple[bytes, int]:
    """The bundle's bytes, and the offset of the canonical URL's closing quote."""
    start = render_json(head)[:-1] + b',"canonical_url":' + render_json(canonical_url)[:-1]
    return start + b'",' + render_json(tail)[1:], len(start)


def _full_headers(body: bytes, *extra: tuple[bytes, bytes]) -> tuple:
    return (_NO_STORE, *extra, (b"content-length", str(len(body)).encode()), _CONTENT_TYPE)


def page_answer(
    project_id: int, keys: list[str], head: dict, canonical_url: str, tail: dict
) -> CachedBundle:
    """The 200 answer of one path, with its ETag."""
    body, _end = _render(head, canonical_url, tail)
    etag = strong_etag(body)
    tag = (b"etag", etag.encode())
    return CachedBundle(
        project_id=project_id,
        status_code=200,
        body=body,
        keys=frozenset(keys),
        etag=etag,
        headers=_full_headers(body, tag),
        not_modified_headers=(_NO_STORE, tag),
    )


def shared_answer(
    project_id: int, status_code: int, keys: list[str], head: dict, site_url: str, tail: dict
) -> CachedBundle:
    """An answer for any path (the 404 bundle): its canonical URL is `site_url` plus
    the path `respond` is given."""
    body, end = _render(head, site_url, tail)
    return CachedBundle(
        project_id=project_id,
        status_code=status_code,
        body=body,
        keys=frozenset(keys),
        path_at=end,
    )


def respond(answer: CachedBundle, path: str, if_none_match: str | None) -> PreparedResponse:
    """The answer for a request of `path`: 304 when If-None-Match matches its ETag."""
    if answer.path_at is not None:
        at = answer.path_at
        body = answer.body[:at] + render_json(path)[1:-1] + answer.body[at:]
        return PreparedResponse(body, answer.status_code, _full_headers(body))
    if answer.etag and none_match(if_none_match, answer.etag):
        return PreparedResponse(b"", 304, answer.not_modified_headers)
    return PreparedResponse(answer.body, answer.status_code, answer.headers)


_PREVIEW_HEADERS = ((b"cache-control", b"private, no-store"), (b"x-robots-tag", b"noindex"))


def preview_response(answer: CachedBundle, path: str) -> PreparedResponse:
    """A preview's answer (docs/publishing.md): the owner's drafts, for that owner only,
    never stored by a cache nor indexed; no ETag, so no 304 either."""
    body = answer.body
    if answer.path_at is not None:
        at = answer.path_at
        body = body[:at] + render_json(path)[1:-1] + body[at:]
    headers = (*_PREVIEW_HEADERS, (b"content-length", str(len(body)).encode()), _CONTENT_TYPE)
    return PreparedResponse(body, answer.status_code, headers)
