"""Visitor endpoint registering a 404 miss, and the owner's list of misses."""

from __future__ import annotations

from starlette.requests import Request
from starlette.routing import Route

from api.accounts.access import require_member
from api.context import context
from api.errors import ApiError
from api.notfound import service
from api.notfound.schemas import read_registration
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.settings import Settings

UNKNOWN_WEBSITE = "Deze website is onbekend op dit adres."


async def register(request: Request) -> JSONResponse:
    """POST {website_id, project_id, url} -> {registered: true, hits}."""
    ctx = context(request)
    project_id = await ctx.hosts.resolve(request)
    errors, payload = read_registration(await read_json_object(request))
    errors.raise_if_any()
    for key in ("website_id", "project_id"):
        if payload[key] != project_id:
            raise ApiError(404, {key: [UNKNOWN_WEBSITE]})
    hits = await ctx.run(service.register_miss, project_id, payload["path"])
    return JSONResponse({"registered": True, "hits": hits})


def _misses(session, project_id: int) -> list[dict]:
    return [
        {
            "path": miss.path,
            "hits": miss.hits,
            "first_seen": miss.first_seen.isoformat(),
            "last_seen": miss.last_seen.isoformat(),
        }
        for miss in service.list_misses(session, project_id)
    ]


async def list_misses(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    return JSONResponse({"not_found": await context(request).run(_misses, member.project_id)})


def build_routes(settings: Settings) -> list[Route]:
    return [
        Route(settings.not_found_path, register, methods=["POST"]),
        Route("/api/owner/v1/projects/{project_id:int}/not-found", list_misses, methods=["GET"]),
    ]
