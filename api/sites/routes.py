"""Visitor page bundles, the unlock of a password page, and the owner's export and
import of a whole site."""

from __future__ import annotations

import time
from functools import lru_cache
from typing import NamedTuple

from sqlmodel import Session
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import QueryParams
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route, request_response
from starlette.types import Receive, Scope, Send

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api import previews
from api.auth.members import require_member
from api.cache import Change
from api.context import context
from api.domain_errors import Forbidden
from api.drafts import start_preview
from api.errors import ApiError
from api.metrics.counters import BUNDLE_RENDER
from api.numbers import NumberError, parse_integer
from api.pages import reads as pages
from api.payloads import DOCUMENT_LIMIT, read_json_object
from api.releases import service as releases
from api.responses import JSONResponse
from api.signing import key_for
from api.sites import answers, bundle, crawlers, data_export, transfer
from api.tenancy import SCOPE_KEY as VISIT_KEY
from api.tenancy import client_address, request_project, request_scheme
from api.throttling import wait_message
from api.validation import Errors, read_id, read_text

MAX_PATH_LENGTH = 500
WRONG_PASSWORD = "Het wachtwoord is onjuist."


# Query strings up to this length are remembered (4096 of them at most).
REMEMBERED_QUERY_LENGTH = 1024


def requested_path(query_string: bytes) -> str:
    """The normalised `path` parameter of a raw query string. A hot page is asked for
    with the same string every time, so each (short) string is parsed once."""
    if len(query_string) > REMEMBERED_QUERY_LENGTH:
        return _parsed_path(query_string)
    return _remembered_path(query_string)


def _parsed_path(query_string: bytes) -> str:
    return pages.normalise_path(QueryParams(query_string).get("path"))


_remembered_path = lru_cache(maxsize=4096)(_parsed_path)


_PREVIEW_TOKEN = previews.HEADER.encode()


def _bundle_headers(raw: list[tuple[bytes, bytes]]) -> tuple[str | None, str | None]:
    """The preview token and If-None-Match (each the first, as `request.headers.get`
    gives them) in one pass over the raw headers."""
    token = if_none_match = None
    for name, value in raw:
        if name == b"if-none-match":
            if if_none_match is None:
                if_none_match = value.decode("latin-1")
        elif name == _PREVIEW_TOKEN and token is None:
            token = value.decode("latin-1")
    return token, if_none_match


class BundleAsk(NamedTuple):
    """What a page-bundle request asks, read once from its scope: the normalised path,
    the preview token and If-None-Match; `looked` when the route has already looked the
    path up in the bundle cache and missed (that miss is counted)."""

    path: str
    token: str | None
    if_none_match: str | None
    looked: bool = False


# Where `PageBundleEndpoint` hands a GET's ask on to `page_bundle`.
ASK_KEY = "api.bundle_ask"


def bundle_ask(scope: Scope) -> BundleAsk:
    token, if_none_match = _bundle_headers(scope["headers"])
    return BundleAsk(requested_path(scope["query_string"]), token, if_none_match)


async def page_bundle(request: Request) -> Response:
    """GET ?path=/x -> the page bundle (304 when If-None-Match names its ETag); 404 with
    the project's 404 page when unknown. Hits serve the cached bytes as they are."""
    ctx = context(request)
    project_id = request_project(request)
    ask = request.scope.get(ASK_KEY) or bundle_ask(request.scope)
    path, if_none_match = ask.path, ask.if_none_match
    if ask.token is not None:
        return await _preview_bundle(request, project_id, path[:MAX_PATH_LENGTH], ask.token)
    cached = None if ask.looked else ctx.bundles.get(project_id, path)
    if cached is not None:
        return answers.respond(cached, path, if_none_match)
    scheme = ctx.settings.public_scheme
    generation = ctx.bundles.generation(project_id)
    if len(path) <= MAX_PATH_LENGTH:
        with BUNDLE_RENDER.time():
            cached = await ctx.read_only(bundle.find_bundle, project_id, path, scheme, ctx.search)
        if cached is not None:
            ctx.bundles.put(project_id, path, cached, generation)
            return answers.respond(cached, path, if_none_match)
    # Unknown paths share one cached 404 bundle, so random URLs cannot flood the cache.
    missing = ctx.bundles.get(project_id, bundle.NOT_FOUND_SLOT)
    if missing is None:
        missing = await ctx.read_only(bundle.not_found_bundle, project_id, scheme)
        ctx.bundles.put(project_id, bundle.NOT_FOUND_SLOT, missing, generation)
    return answers.respond(missing, path[:MAX_PATH_LENGTH], if_none_match)


class PageBundleEndpoint:
    """The page bundle's route. A GET is looked up in the bundle cache here, and a hit
    is answered from the scope as it is (its cached bytes and raw headers, or 304),
    without building a Request and a Response around them. Everything else (HEAD,
    previews, misses, a scope without a project) is `page_bundle` behind Starlette's
    request/response wrapper, with its exception handlers; a GET's ask, and whether it
    has missed already, go on in the scope, so nothing is read or looked up twice."""

    def __init__(self) -> None:
        self.wrapped = request_response(page_bundle)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        visit = scope.get(VISIT_KEY)
        if visit is not None and visit.project_id is not None and scope["method"] == "GET":
            token, if_none_match = _bundle_headers(scope["headers"])
            path = requested_path(scope["query_string"])
            if token is None:
                bundles = scope["app"].state.context.bundles
                cached = bundles.get(visit.project_id, path)
                if cached is not None:
                    await _send(send, answers.respond(cached, path, if_none_match))
                    return
            # Made only here, off the hit's way.
            scope[ASK_KEY] = BundleAsk(path, token, if_none_match, looked=token is None)
        await self.wrapped(scope, receive, send)


async def _send(send: Send, found: answers.PreparedResponse) -> None:
    status, headers = found.status_code, found.raw_headers
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": found.body})


async def _preview_bundle(request: Request, project_id: int, path: str, token: str) -> Response:
    """The bundle of `path` with every draft of the project applied, for a preview link's
    token (docs/publishing.md): 403 when it is tampered with, of another project or
    expired; built fresh, never cached here or anywhere."""
    ctx = context(request)
    scheme = ctx.settings.public_scheme

    def work(session: Session):
        secret = key_for(session, previews.PURPOSE, ctx.settings.preview_signing_secret)
        check = previews.check_token(secret, token, project_id, time.time())
        if check is previews.Check.EXPIRED:
            raise Forbidden(previews.EXPIRED)
        if check is not previews.Check.VALID:
            raise Forbidden(previews.TAMPERED)
        start_preview(session)
        found = bundle.find_bundle(session, project_id, path, scheme, ctx.search)
        return found or bundle.not_found_bundle(session, project_id, scheme)

    return answers.preview_response(await ctx.run(work), path)


SITEMAP_MISSING = "Deze sitemap bestaat niet."


def _crawler_answer(found: crawlers.CrawlerFile) -> Response:
    # The SSR server makes these public (Cache-Control, xkey) from `x-cache-keys`.
    headers = {"cache-control": "no-store", "x-cache-keys": " ".join(found.keys)}
    return Response(found.text, media_type=found.media_type, headers=headers)


def _sitemap_number(raw: str | None) -> int | None:
    if raw is None:
        return None
    try:
        return parse_integer(raw, maximum=999_999)
    except NumberError:
        raise ApiError(404, {"general": [SITEMAP_MISSING]}) from None


async def sitemap(request: Request) -> Response:
    """GET [?page=N] -> the host's sitemap.xml: every public page, product and category
    with its lastmod; beyond SITEMAP_PAGE_SIZE URLs an index of the files `page=N`
    answers (served as /sitemap-N.xml)."""
    ctx = context(request)
    number = _sitemap_number(request.query_params.get("page"))
    found = await ctx.run(
        crawlers.sitemap,
        request_project(request),
        request_scheme(request),
        number,
        ctx.settings.sitemap_page_size,
    )
    if found is None:
        raise ApiError(404, {"general": [SITEMAP_MISSING]})
    return _crawler_answer(found)


async def robots(request: Request) -> Response:
    """GET -> the host's robots.txt: everything allowed but the cart, the checkout and
    the search page; the sitemap's address."""
    ctx = context(request)
    found = await ctx.run(crawlers.robots, request_project(request), request_scheme(request))
    return _crawler_answer(found)


def _read_unlock(data: dict) -> tuple[int | None, str, str]:
    errors = Errors()
    website_id = read_id(errors, data, "website_id")
    page_id = read_text(errors, data, "page_id", "", max_length=500, required=True)
    password = read_text(
        errors, data, "password", "", max_length=200, required=True, multiline=True
    )
    errors.raise_if_any()
    return website_id, pages.normalise_path(page_id), password


def _unlock(session: Session, project_id: int, path: str, password: str) -> dict | None:
    components = pages.published_secured_components(session, project_id, path, password)
    return None if components is None else bundle.secured_answer(session, project_id, components)


async def secured_components(request: Request) -> JSONResponse:
    """POST {website_id, page_id, password} -> {components, menus, forms, templates, project}
    of a password page: the secured components and every reference they need."""
    ctx = context(request)
    project_id = request_project(request)
    website_id, path, password = _read_unlock(await read_json_object(request))
    if website_id != project_id:
        raise ApiError(404, {"website_id": ["Deze website is onbekend op dit adres."]})
    attempt = (client_address(request), project_id, path)
    # Counted in Redis or the database (api/counts): off the event loop.
    wait = await run_in_threadpool(ctx.page_passwords.reserve, attempt)
    if wait:
        raise ApiError(429, {"password": [wait_message(wait)]}, {"retry-after": str(wait)})
    answer = await ctx.run(_unlock, project_id, path, password)
    if answer is None:
        raise ApiError(422, {"password": [WRONG_PASSWORD]})
    await run_in_threadpool(ctx.page_passwords.clear, attempt)
    return JSONResponse(answer)


DRAFTS_FLAG = {"1": True, "true": True, "0": False, "false": False, "": False}
BAD_DRAFTS_FLAG = "Geef 1 of 0 (true of false)."


async def export_site(request: Request) -> JSONResponse:
    """The site document: the published state, or with `?drafts=1` every draft."""
    member = await require_member(request, request.path_params["project_id"])
    flag = DRAFTS_FLAG.get(request.query_params.get("drafts", "").lower())
    if flag is None:
        raise ApiError(422, {"drafts": [BAD_DRAFTS_FLAG]})
    document = await context(request).run(transfer.export_site, member.project_id, drafts=flag)
    return JSONResponse(document)


async def export_project(request: Request) -> JSONResponse:
    """All of one project's data (docs/backup.md): the site document (`?drafts=1` as
    above), orders, customers, form submissions and files, as a JSON download."""
    member = await require_member(request, request.path_params["project_id"])
    flag = DRAFTS_FLAG.get(request.query_params.get("drafts", "").lower())
    if flag is None:
        raise ApiError(422, {"drafts": [BAD_DRAFTS_FLAG]})
    document = await context(request).run(
        data_export.export_project,
        member.project_id,
        request.app.state.files,
        scheme=request_scheme(request),
        drafts=flag,
    )
    name = f"{document['site']['project']['domain_live'] or member.project_id}-gegevens.json"
    return JSONResponse(document, headers={"content-disposition": f'attachment; filename="{name}"'})


async def import_site(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request, limit=DOCUMENT_LIMIT)
    ctx = context(request)

    def work(session):
        before = releases.live_contents(session, member.project_id)
        result = transfer.replace_site(
            session,
            member.project_id,
            data,
            developer=member.developer,
            limits=transfer.DocumentLimits.from_settings(ctx.settings),
        )
        # One release named 'import', so the import can be reverted (docs/publishing.md).
        releases.record_import(
            session,
            member.project_id,
            before,
            account_id=member.account_id,
            keep=ctx.settings.revisions_kept,
        )
        return result

    result = await ctx.run(work)
    await ctx.published(Change.project(member.project_id))
    return JSONResponse(
        {
            "imported": True,
            "pages": result.pages,
            "menus": result.menus,
            "forms": result.forms,
            "templates": result.templates,
            "products": result.products,
            "categories": result.categories,
        }
    )


owner = "/api/owner/v1/projects/{project_id:id}"
routes = [
    Route("/api/services/websites/v1/page-bundle", PageBundleEndpoint(), methods=["GET"]),
    Route("/api/services/websites/v1/sitemap.xml", sitemap, methods=["GET"]),
    Route("/api/services/websites/v1/robots.txt", robots, methods=["GET"]),
    Route(
        "/api/services/websites/v1/secured/page-designer/get", secured_components, methods=["POST"]
    ),
    Route(owner + "/export", export_site, methods=["GET"]),
    Route(owner + "/data-export", export_project, methods=["GET"]),
    Route(owner + "/import", import_site, methods=["POST"]),
]
