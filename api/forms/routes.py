"""Owner API for visitor forms (`/api/owner/v1/projects/{id}/forms/{form_id}`).

`form_id` is the form's key, the id section fields such as `form_form` store.
"""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.cache import Change
from api.cache.changes import form_key
from api.context import context
from api.forms import native_routes, service, submission_routes, submit_routes
from api.forms.models import Form
from api.forms.schemas import form_view
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.versions import etag, expected_version


def _owner_view(form: Form) -> dict:
    return {**form_view(form), "version": form.version}


def _all(session: Session, project_id: int) -> list[dict]:
    return [_owner_view(form) for form in service.list_forms(session, project_id)]


def _view(session: Session, project_id: int, key: str) -> dict:
    return _owner_view(service.form_of_project(session, project_id, key))


def _save(session: Session, project_id: int, key: str, data: dict, expected) -> tuple:
    row, created = service.put_form(session, project_id, key, data, expected_version=expected)
    return _owner_view(row), row.id, created


async def list_forms(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    return JSONResponse({"forms": await context(request).run(_all, member.project_id)})


async def get_form(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    form = await context(request).run(_view, member.project_id, request.path_params["form_id"])
    return JSONResponse({"form": form}, headers=etag(form["version"]))


async def save_form(request: Request) -> JSONResponse:
    """Replaces the form; creates it when the key is new. If-Match (or body `version`)
    makes the write apply only to the version read."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    expected = expected_version(request, data)
    ctx = context(request)
    key = request.path_params["form_id"]
    view, form_id, created = await ctx.run(_save, member.project_id, key, data, expected)
    # A new key was a dangling reference until now: drop the project's bundles.
    if created:
        change = Change.project(member.project_id)
    else:
        change = Change(member.project_id, frozenset({form_key(form_id)}))
    await ctx.published(change)
    return JSONResponse(
        {"form": view}, status_code=201 if created else 200, headers=etag(view["version"])
    )


owner = "/api/owner/v1/projects/{project_id:id}/forms"
routes = [
    Route(owner, list_forms, methods=["GET"]),
    Route(owner + "/{form_id}", get_form, methods=["GET"]),
    Route(owner + "/{form_id}", save_form, methods=["PUT"]),
    *submit_routes.routes,
    *native_routes.routes,
    *submission_routes.routes,
]
