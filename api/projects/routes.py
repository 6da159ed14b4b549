"""Owner API: a project's settings (`/api/owner/v1/projects/{id}`)."""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.routing import Route

from api.accounts.access import require_member
from api.cache import Change
from api.context import context
from api.errors import not_found
from api.payloads import read_json_object
from api.projects import service
from api.projects.schemas import SETTING_FIELDS, project_view, read_project_settings
from api.responses import JSONResponse
from api.validation import Errors


def _view(session: Session, project_id: int) -> dict:
    project = service.get_project(session, project_id)
    if project is None:
        raise not_found("Dit project bestaat niet.")
    return {**project_view(project), "aliases": service.list_aliases(session, project_id)}


def _update(session: Session, project_id: int, data: dict, developer: bool) -> dict:
    project = service.get_project(session, project_id)
    if project is None:
        raise not_found("Dit project bestaat niet.")
    current = project_view(project)
    merged = {key: data.get(key, current[key]) for key in SETTING_FIELDS}
    errors = Errors()
    settings = read_project_settings(
        errors,
        merged,
        "",
        developer=developer,
        stored_global_fields=project.global_fields,
    )
    errors.raise_if_any()
    service.apply_settings(project, settings)
    session.add(project)
    session.flush()
    return {**project_view(project), "aliases": service.list_aliases(session, project_id)}


async def get_project(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    return JSONResponse({"project": await context(request).run(_view, member.project_id)})


async def update_project(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    ctx = context(request)
    project = await ctx.run(_update, member.project_id, data, member.developer)
    await ctx.published(Change.project(member.project_id))
    return JSONResponse({"project": project})


routes = [
    Route("/api/owner/v1/projects/{project_id:int}", get_project, methods=["GET"]),
    Route("/api/owner/v1/projects/{project_id:int}", update_project, methods=["PUT"]),
]
