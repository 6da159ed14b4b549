"""Owner API for visitor forms (`/api/owner/v1/projects/{id}/forms/{form_id}`).

`form_id` is the form's key, the id section fields such as `form_form` store.
"""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.context import context
from api.drafts import document_view, state_of
from api.forms import native_routes, service, submission_routes, submit_routes
from api.forms.drafts import owner_view
from api.forms.models import FORM_COLUMNS
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.versions import etag, expected_version


def _view(session: Session, project_id: int, key: str, state: str = "draft") -> dict:
    row = service.form_of_project(session, project_id, key)
    return document_view(row, FORM_COLUMNS, owner_view, state)


def _save(session: Session, project_id: int, key: str, data: dict, expected) -> tuple:
    row, created = service.put_form(session, project_id, key, data, expected_version=expected)
    return document_view(row, FORM_COLUMNS, owner_view), created


def _all(session: Session, project_id: int) -> list[dict]:
    return [
        document_view(row, FORM_COLUMNS, owner_view)
        for row in service.list_forms(session, project_id)
    ]


async def list_forms(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    return JSONResponse({"forms": await context(request).run(_all, member.project_id)})


async def get_form(request: Request) -> JSONResponse:
    """The form's draft, or with `?state=published` its live state."""
    member = await require_member(request, request.path_params["project_id"])
    key = request.path_params["form_id"]
    state = state_of(request.query_params)
    view = await context(request).run(_view, member.project_id, key, state)
    return JSONResponse({"form": view}, headers=etag(view["version"]))


async def save_form(request: Request) -> JSONResponse:
    """Writes the form into its draft; creates it (never published) when the key is
    new. If-Match (or body `version`) makes the write apply only to the version read;
    visitors see nothing of it until it is published."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    expected = expected_version(request, data)
    key = request.path_params["form_id"]
    view, created = await context(request).run(_save, member.project_id, key, data, expected)
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
