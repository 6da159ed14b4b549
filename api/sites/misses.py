"""The visitor call registering a 404 miss (`POST {settings.not_found_path}`).

It crosses two domains, so it lives here: a path is only recorded when the project
has no published page at it (a visitor cannot fill the list with pages they can see),
after the client's registration budget (`NOT_FOUND_RATE` per
`NOT_FOUND_RATE_WINDOW_SECONDS`) allowed it.
"""

from __future__ import annotations

from sqlmodel import Session
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.routing import Route

from api.context import context
from api.domain_errors import Invalid, NotFound, TooManyAttempts
from api.notfound import service as misses
from api.notfound.schemas import read_registration
from api.pages import reads as pages
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.settings import Settings
from api.tenancy import client_address, request_project

UNKNOWN_WEBSITE = "Deze website is onbekend op dit adres."
TOO_MANY = "Te veel meldingen vanaf dit adres. Probeer het over {seconds} seconden opnieuw."


def _register(session: Session, project_id: int, path: str, max_paths: int) -> int | None:
    if pages.published_page_by_path(session, project_id, pages.normalise_path(path)) is not None:
        return None
    return misses.register_miss(session, project_id, path, max_paths)


async def register(request: Request) -> JSONResponse:
    """POST {website_id, project_id, url} -> {registered, hits}; an existing page gives
    {registered: false, hits: 0}."""
    ctx = context(request)
    project_id = request_project(request)
    # Counted in Redis or the database (api/counts): off the event loop.
    wait = await run_in_threadpool(ctx.not_found_registrations.take, client_address(request))
    if wait:
        raise TooManyAttempts(TOO_MANY.format(seconds=wait), retry_after=wait)
    errors, payload = read_registration(await read_json_object(request))
    if errors:
        raise Invalid(errors.messages)
    for key in ("website_id", "project_id"):
        if payload[key] != project_id:
            raise NotFound({key: [UNKNOWN_WEBSITE]})
    max_paths = ctx.settings.not_found_max_paths
    hits = await ctx.run(_register, project_id, payload["path"], max_paths)
    if hits is None:
        return JSONResponse({"registered": False, "hits": 0})
    return JSONResponse({"registered": True, "hits": hits})


def build_routes(settings: Settings) -> list[Route]:
    return [Route(settings.not_found_path, register, methods=["POST"])]
