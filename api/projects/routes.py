"""Owner API: a project's settings (`/api/owner/v1/projects/{id}`)."""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.cache import Change
from api.context import context
from api.drafts import document_view, state_of
from api.payloads import read_json_object
from api.projects import service
from api.projects.drafts import settings_view
from api.projects.models import SETTINGS_COLUMNS, Project
from api.responses import JSONResponse
from api.versions import etag, expected_version


def _owner_view(session: Session, project: Project, state: str = "draft") -> dict:
    aliases = service.list_aliases(session, project.id)
    view = document_view(project, SETTINGS_COLUMNS, settings_view, state)
    return {**view, "aliases": aliases}


def _view(session: Session, project_id: int, state: str) -> dict:
    return _owner_view(session, service.project_of_id(session, project_id), state)


def _update(session: Session, project_id: int, data: dict, **options) -> tuple[dict, bool]:
    project, live_changed = service.edit_settings(session, project_id, data, **options)
    return _owner_view(session, project), live_changed


async def get_project(request: Request) -> JSONResponse:
    """The project's settings with the site-wide ones as drafted (`?state=published`:
    as live)."""
    member = await require_member(request, request.path_params["project_id"])
    state = state_of(request.query_params)
    project = await context(request).run(_view, member.project_id, state)
    return JSONResponse({"project": project}, headers=etag(project["version"]))


async def update_project(request: Request) -> JSONResponse:
    """PUT settings; If-Match (or body `version`) guards against lost updates. The
    site-wide settings go into the draft, the title and the modules live."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    expected = expected_version(request, data)
    ctx = context(request)
    project, live_changed = await ctx.run(
        _update,
        member.project_id,
        data,
        developer=member.developer,
        expected_version=expected,
        module_checks=ctx.module_checks,
    )
    if live_changed:
        await ctx.published(Change.project(member.project_id))
    return JSONResponse({"project": project}, headers=etag(project["version"]))


routes = [
    Route("/api/owner/v1/projects/{project_id:id}", get_project, methods=["GET"]),
    Route("/api/owner/v1/projects/{project_id:id}", update_project, methods=["PUT"]),
]
