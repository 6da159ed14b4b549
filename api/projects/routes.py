"""Owner API: a project's settings (`/api/owner/v1/projects/{id}`)."""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.cache import Change
from api.context import context
from api.payloads import read_json_object
from api.projects import service
from api.projects.models import Project
from api.projects.schemas import project_view
from api.responses import JSONResponse
from api.secrets_masking import masked_modules
from api.versions import etag, expected_version


def _owner_view(session: Session, project: Project) -> dict:
    aliases = service.list_aliases(session, project.id)
    # Secrets in the settings (the Mollie key) are answered masked.
    view = {**project_view(project), "modules": masked_modules(project.modules)}
    return {**view, "aliases": aliases, "version": project.version}


def _view(session: Session, project_id: int) -> dict:
    return _owner_view(session, service.project_of_id(session, project_id))


def _update(session: Session, project_id: int, data: dict, **options) -> dict:
    return _owner_view(session, service.edit_settings(session, project_id, data, **options))


async def get_project(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    project = await context(request).run(_view, member.project_id)
    return JSONResponse({"project": project}, headers=etag(project["version"]))


async def update_project(request: Request) -> JSONResponse:
    """PUT settings; If-Match (or body `version`) guards against lost updates."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    expected = expected_version(request, data)
    ctx = context(request)
    project = await ctx.run(
        _update,
        member.project_id,
        data,
        developer=member.developer,
        expected_version=expected,
        module_checks=ctx.module_checks,
    )
    await ctx.published(Change.project(member.project_id))
    return JSONResponse({"project": project}, headers=etag(project["version"]))


routes = [
    Route("/api/owner/v1/projects/{project_id:id}", get_project, methods=["GET"]),
    Route("/api/owner/v1/projects/{project_id:id}", update_project, methods=["PUT"]),
]
