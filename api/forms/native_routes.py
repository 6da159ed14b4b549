"""A form posted without JavaScript (docs/forms.md, "Without JavaScript").

`POST /api/services/websites/v1/forms/post`: the form's server HTML posted by the
browser (posted.py). Counting, the honeypot, checking, storing and mailing are the
JSON submit's own steps (sending.py). The answer is 303: after a success to the
form's `redirection_url` when it has one, else (and after a refusal) back to the page
with `?formulier={token}#formulier-{form_id}`, the token naming a short-lived outcome
(outcomes.py) the page renders the form with.

`GET /api/services/websites/v1/forms/outcome?token=`: that outcome, for the page.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qsl, quote, urlencode, urljoin, urlsplit

from sqlalchemy.exc import DBAPIError
from sqlmodel import Session
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse
from starlette.routing import Route

from api import upload_sessions
from api.context import AppContext, context
from api.domain_errors import GENERAL, Invalid, NotFound, TooManyAttempts
from api.forms import outcomes, posted, sending, uploads
from api.forms.outcomes import INVALID, SENT, Outcome
from api.forms.posted import PostedForm
from api.forms.reads import PublishedForm
from api.responses import JSONResponse
from api.tenancy import client_address, request_project, request_scheme

POST_PATH = "/api/services/websites/v1/forms/post"
OUTCOME_PATH = "/api/services/websites/v1/forms/outcome"
# The page's query parameter naming an outcome (blocks/src/forms/formOutcome.ts).
OUTCOME_PARAM = "formulier"
FILE_TOO_LARGE = f"Een bestand mag maximaal {posted.MAX_FILE_BYTES // (1024 * 1024)} MB groot zijn."
MAX_PAGE_PATH = 2000
_CONTROL = re.compile(r"[\x00-\x20\x7f]")


def page_path(url: str) -> str:
    """The page a form was posted from, as a path of this site: one leading '/', no
    scheme or host, no control characters; '/' for anything else. A previous outcome's
    parameter is dropped."""
    if (
        not url.startswith("/")
        or url.startswith("//")
        or "\\" in url
        or len(url) > MAX_PAGE_PATH
        or _CONTROL.search(url.replace(" ", ""))
    ):
        return "/"
    parts = urlsplit(url)
    if parts.scheme or parts.netloc:
        return "/"
    query = [
        (k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != OUTCOME_PARAM
    ]
    return parts.path + (f"?{urlencode(query)}" if query else "")


def _back(page: str, token: str, form_key: str) -> str:
    joiner = "&" if "?" in page else "?"
    return f"{page}{joiner}{OUTCOME_PARAM}={token}#formulier-{quote(form_key, safe='')}"


def _redirection(page: str, target: str) -> str | None:
    """Where a success sends the visitor: the form's redirection_url ('0' is none) as
    an http(s) URL or a path (relative ones from the page), or None."""
    value = target.strip()
    if value in ("", "0") or _CONTROL.search(value) or "\\" in value or value.startswith("//"):
        return None
    parts = urlsplit(value)
    if parts.scheme:
        return value if parts.scheme.lower() in ("http", "https") and parts.netloc else None
    return urljoin(page, value)


def _see_other(location: str) -> RedirectResponse:
    return RedirectResponse(location, status_code=303, headers={"cache-control": "no-store"})


def _fields(form: PublishedForm, post: PostedForm, paths: dict[str, list[str]]) -> dict:
    """The values as the JSON submit sends them: text, or a file item's paths."""
    fields: dict[str, object] = {}
    for item in form.items:
        identifier = item.get("identifier", "")
        if item.get("type") == "file":
            fields[identifier] = paths.get(identifier, [])
        elif identifier in post.texts:
            fields[identifier] = post.text(identifier)
    return fields


def _entered(form: PublishedForm, fields: dict, owned: frozenset[str]) -> tuple[dict, list[str]]:
    """What the page fills in again after a refusal: no passwords, and of the files
    only uploads this visitor made for this form (a forged path is not sent back)."""
    values: dict[str, object] = {}
    files: list[str] = []
    for item in form.items:
        identifier = item.get("identifier", "")
        kind = item.get("type")
        if kind == "password" or identifier not in fields:
            continue
        if kind == "file":
            kept = [path for path in fields[identifier] if path in owned]
            values[identifier] = kept
            files.extend(kept)
        else:
            values[identifier] = fields[identifier]
    return values, files


def _kept_paths(post: PostedForm, identifier: str) -> list[str]:
    """Uploads of an earlier, refused post, sent back by the page as hidden inputs."""
    return [path for path in post.texts.get(identifier, []) if path]


def _shown_name(filename: str) -> str:
    return _CONTROL.sub(" ", filename).strip()[:100] or "bestand"


async def _accept_files(
    project_id: int, form: PublishedForm, visitor: str, post: PostedForm, refused: dict
) -> dict[str, list[str]]:
    """Stores the posted files of each file item through the upload store; a refused
    file's messages go under the item's identifier, prefixed with the file's name."""
    paths: dict[str, list[str]] = {}
    for item in form.items:
        if item.get("type") != "file":
            continue
        identifier = item.get("identifier", "")
        kept = _kept_paths(post, identifier)
        chosen = post.files.get(identifier, [])
        paths[identifier] = list(kept)
        problems = refused.setdefault(identifier, [])
        if len(kept) + len(chosen) > uploads.MAX_FILES:
            problems.append(uploads.TOO_MANY_FILES)
            continue
        for upload in chosen:
            name = _shown_name(upload.filename or "")
            if upload.size is not None and upload.size > posted.MAX_FILE_BYTES:
                problems.append(f"{name}: {FILE_TOO_LARGE}")
                continue
            data = await upload.read()
            try:
                path = await run_in_threadpool(
                    uploads.store.accept,
                    project_id,
                    form.key,
                    visitor,
                    upload.filename or "",
                    upload.content_type or "application/octet-stream",
                    data,
                )
            except Invalid as refusal:
                problems.extend(f"{name}: {m}" for ms in refusal.errors.values() for m in ms)
            else:
                paths[identifier].append(path)
        if not problems:
            del refused[identifier]
    return paths


async def _outcome_redirect(
    ctx: AppContext, project_id: int, page: str, outcome: Outcome
) -> RedirectResponse:
    token = await ctx.run(outcomes.save_outcome, project_id, outcome)
    # Housekeeping only: a clean-up that loses a lock race runs again next post.
    try:
        await ctx.run(outcomes.forget_expired)
    except DBAPIError:
        pass
    return _see_other(_back(page, token, outcome.form_key))


async def _refused(
    ctx: AppContext,
    project_id: int,
    visitor: str,
    page: str,
    form: PublishedForm,
    fields: dict,
    errors,
) -> RedirectResponse:
    owned = await run_in_threadpool(uploads.store.owned, project_id, form.key, visitor)
    values, files = _entered(form, fields, owned)
    outcome = Outcome(form.key, INVALID, errors=errors, values=values, files=files)
    return await _outcome_redirect(ctx, project_id, page, outcome)


async def _sent(
    ctx: AppContext, project_id: int, page: str, form: PublishedForm, answer: dict
) -> RedirectResponse:
    target = _redirection(page, answer["redirection_url"])
    if target is not None:
        return _see_other(target)
    outcome = Outcome(form.key, SENT, message=answer["message"], redirection_url="0")
    return await _outcome_redirect(ctx, project_id, page, outcome)


async def post(request: Request) -> RedirectResponse:
    # The files posted along are the uploads of the browser's upload session, which
    # the first post of a browser without one starts (api/upload_sessions.py).
    known = upload_sessions.request_token(request)
    token = known or upload_sessions.new_token()
    response = await _post(request, token)
    if known is None:
        secure = request_scheme(request) == "https"
        upload_sessions.set_cookie(response, token, secure=secure)
    return response


async def _post(request: Request, token: str) -> RedirectResponse:
    ctx = context(request)
    project_id = request_project(request)
    visitor = upload_sessions.identity(token)
    wait = await sending.submit_wait(ctx, client_address(request))
    # Over the limit only a post small enough to read cheaply is taken back to its page.
    if wait and not posted.fits_text_limit(request):
        raise TooManyAttempts(sending.too_many_message(wait), retry_after=wait)
    async with posted.posted_form(request) as post:
        page = page_path(post.text("url"))
        form = await ctx.run(sending.form_of, project_id, post.text("form_id"))
        if wait:
            fields = _fields(form, post, {i: _kept_paths(post, i) for i in post.texts})
            message = {GENERAL: [sending.too_many_message(wait)]}
            return await _refused(ctx, project_id, visitor, page, form, fields, message)
        if sending.filled(post.text(sending.HONEYPOT)):
            return await _sent(ctx, project_id, page, form, sending.answer(form))
        refused: dict[str, list[str]] = {}
        paths = await _accept_files(project_id, form, visitor, post, refused)
    fields = _fields(form, post, paths)
    try:
        answer, message = await ctx.run(
            sending.store, project_id, form.key, fields, page, visitor, refused
        )
    except Invalid as refusal:
        return await _refused(ctx, project_id, visitor, page, form, fields, refusal.errors)
    await sending.deliver(ctx, message)
    return await _sent(ctx, project_id, page, form, answer)


def _outcome_view(session: Session, project_id: int, token: str) -> dict:
    row = outcomes.read_outcome(session, project_id, token)
    if row is None:
        raise NotFound({"token": [outcomes.OUTCOME_MISSING]})
    return outcomes.outcome_view(row)


async def outcome(request: Request) -> JSONResponse:
    project_id = request_project(request)
    token = request.query_params.get("token", "")
    view = await context(request).run(_outcome_view, project_id, token)
    return JSONResponse({"outcome": view}, headers={"cache-control": "private, no-store"})


routes = [
    Route(POST_PATH, post, methods=["POST"]),
    Route(OUTCOME_PATH, outcome, methods=["GET"]),
]
