"""The visitor's file calls (spec 000 section 7) and the routes the local backend
serves itself: the signed PUT of an upload and the reads of stored files.

    POST files/get/visitor-signed-url {filePath, contentType, isPrivate, form_id}
    PUT  files/upload/{id}?expires=&signature=        (local backend)
    POST files/visitor-get {filePath, isPrivate}
    POST files/visitor-delete {filePath, form_id}
    GET  files/private/{id}/{name}?expires=&signature= (local backend)
    GET  files/public/{key}

The project is the trusted host's, as for every visitor call; the visitor is the
upload session of the `wm_uploads` cookie (api/upload_sessions.py). docs/files.md.
"""

from __future__ import annotations

import logging
import re

from sqlalchemy.exc import DBAPIError
from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect, Request
from starlette.responses import FileResponse, RedirectResponse, Response
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api import upload_sessions
from api.body_limit import BodyTooLarge, limit_body
from api.context import context
from api.domain_errors import TooManyAttempts
from api.errors import ApiError
from api.files import limits, messages, urls
from api.files.schemas import read_file_ref, read_visitor_ask, read_visitor_ref
from api.files.service import FILE, Files, Served, Ticket
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.tenancy import client_address, request_project, request_scheme
from api.throttling import wait_message

logger = logging.getLogger("api.files")

# The calls' JSON bodies are a name, a type and two flags.
ASK_LIMIT = 16 * 1024
_LENGTH = re.compile(r"[0-9]{1,15}")
# What a browser may do with a file it fetches from us: show it, never run it.
SANDBOX = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox"
PUBLIC_CACHE = "public, max-age=3600"
PDF = "application/pdf"


def files_of(request: Request) -> Files:
    return request.app.state.files


async def visitor_signed_url(request: Request) -> Response:
    """A signed URL to PUT one file to, for a form's file item; the first call of a
    browser also sets its upload session cookie."""
    ctx = context(request)
    project_id = request_project(request)
    token = upload_sessions.request_token(request)
    fresh = token is None
    if fresh:
        token = upload_sessions.new_token()
    visitor = upload_sessions.identity(token)
    address = client_address(request)
    wait = await ctx.run(limits.take, visitor, address, ctx.settings)
    if wait:
        raise TooManyAttempts(wait_message(wait, messages.TOO_MANY), retry_after=wait)
    ask, form_key = read_visitor_ask(await read_json_object(request, ASK_LIMIT))
    files = files_of(request)
    answer = await ctx.run(files.visitor_upload, project_id, visitor, address, ask, form_key)
    response = JSONResponse(answer)
    if fresh:
        upload_sessions.set_cookie(response, token, secure=request_scheme(request) == "https")
    await _housekeeping(ctx, files)
    return response


async def _housekeeping(ctx, files: Files) -> None:
    """Ended rate-limit windows and a batch of abandoned uploads go, each in a unit of
    its own; a clean-up that loses a lock race tries again next time."""
    try:
        await ctx.run(limits.forget_ended, ctx.settings)
        keys = await ctx.run(files.sweep_abandoned)
    except DBAPIError:
        logger.warning("Upload housekeeping did not finish", exc_info=True)
        return
    try:
        for key in keys:
            await run_in_threadpool(files.storage.delete, key)
    except Exception:  # the storage is away for a moment: the visitor's answer stands
        logger.warning("Bytes of abandoned uploads were not deleted", exc_info=True)


async def upload(request: Request) -> JSONResponse:
    """The browser's PUT of a signed local upload: the raw bytes with the signed
    Content-Type. Checked before a byte is read, streamed within its maximum size."""
    ctx = context(request)
    files = files_of(request)
    params = request.query_params
    length = request.headers.get("content-length", "")
    ticket = await ctx.run(
        files.claim_upload,
        request_project(request),
        request.path_params["upload_id"],
        params.get("expires", ""),
        params.get("signature", ""),
        request.headers.get("content-type", ""),
        int(length) if _LENGTH.fullmatch(length) else None,
    )
    data = await _received(request, files, ticket)
    return JSONResponse(await ctx.run(files.receive, ticket.upload_id, data))


async def _received(request: Request, files: Files, ticket: Ticket) -> bytes:
    ctx = context(request)
    limit_body(request, ticket.max_size)
    received = bytearray()
    try:
        async for chunk in request.stream():
            received += chunk
            if len(received) > ticket.max_size:
                raise BodyTooLarge()
    except BodyTooLarge:
        await ctx.run(files.give_up, ticket.upload_id)
        errors = {FILE: [messages.too_large(ticket.max_size)]}
        raise ApiError(413, errors, headers={"connection": "close"}) from None
    except ClientDisconnect:
        await ctx.run(files.give_up, ticket.upload_id)
        raise
    return bytes(received)


async def visitor_get(request: Request) -> JSONResponse:
    """{filePath, isPrivate} -> {url}: public files have a stable URL, private ones a
    short-lived signed URL. Only the visitor's own uploads."""
    ctx = context(request)
    path, is_private = read_file_ref(await read_json_object(request, ASK_LIMIT))
    visitor = upload_sessions.visitor(request)
    files = files_of(request)
    answer = await ctx.run(files.visitor_read, request_project(request), visitor, path, is_private)
    return JSONResponse(answer)


async def visitor_delete(request: Request) -> JSONResponse:
    """{filePath, form_id} -> {deleted: true}; its upload URL no longer works."""
    ctx = context(request)
    path, form_key = read_visitor_ref(await read_json_object(request, ASK_LIMIT))
    visitor = upload_sessions.visitor(request)
    files = files_of(request)
    answer = await ctx.run(files.visitor_delete, request_project(request), visitor, path, form_key)
    return JSONResponse(answer)


def _answer(served: Served, cache: str) -> Response:
    if served.redirect:
        return RedirectResponse(served.redirect, 307, headers={"cache-control": "no-store"})
    headers = {
        "cache-control": cache,
        "content-disposition": served.disposition,
        "x-content-type-options": "nosniff",
    }
    # Browsers refuse to show a PDF in a sandbox; it runs in their own viewer anyway.
    if served.content_type != PDF:
        headers["content-security-policy"] = SANDBOX
    return FileResponse(served.path, media_type=served.content_type, headers=headers)


async def private_file(request: Request) -> Response:
    """A private file through the signed URL visitor-get or files/get answered."""
    params = request.query_params
    served = await context(request).run(
        files_of(request).private_file,
        request.path_params["upload_id"],
        params.get("expires", ""),
        params.get("signature", ""),
    )
    return _answer(served, "private, no-store")


async def public_file(request: Request) -> Response:
    """A public file of the host's project, at its stable URL."""
    served = await context(request).run(
        files_of(request).public_file, request_project(request), request.path_params["key"]
    )
    return _answer(served, PUBLIC_CACHE)


routes = [
    Route(urls.BASE + "/get/visitor-signed-url", visitor_signed_url, methods=["POST"]),
    Route(urls.UPLOAD + "/{upload_id:id}", upload, methods=["PUT"]),
    Route(urls.BASE + "/visitor-get", visitor_get, methods=["POST"]),
    Route(urls.BASE + "/visitor-delete", visitor_delete, methods=["POST"]),
    Route(urls.PRIVATE + "/{upload_id:id}/{name}", private_file, methods=["GET"]),
    Route(urls.PUBLIC + "/{key:path}", public_file, methods=["GET"]),
]
