"""Owner API for menus (`/api/owner/v1/projects/{id}/menus/{menu_id}`).

`menu_id` is the menu's key, the id section fields such as `main_menu_menu` store.
"""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.context import context
from api.drafts import document_view, state_of
from api.menus import service
from api.menus.drafts import owner_view
from api.menus.models import MENU_COLUMNS
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.versions import etag, expected_version


def _view(session: Session, project_id: int, key: str, state: str = "draft") -> dict:
    row = service.menu_of_project(session, project_id, key)
    return document_view(row, MENU_COLUMNS, owner_view, state)


def _save(session: Session, project_id: int, key: str, data: dict, expected) -> tuple:
    row, created = service.put_menu(session, project_id, key, data, expected_version=expected)
    return document_view(row, MENU_COLUMNS, owner_view), created


def _all(session: Session, project_id: int) -> list[dict]:
    return [
        document_view(row, MENU_COLUMNS, owner_view)
        for row in service.list_menus(session, project_id)
    ]


async def list_menus(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    return JSONResponse({"menus": await context(request).run(_all, member.project_id)})


async def get_menu(request: Request) -> JSONResponse:
    """The menu's draft, or with `?state=published` its live state."""
    member = await require_member(request, request.path_params["project_id"])
    key = request.path_params["menu_id"]
    state = state_of(request.query_params)
    view = await context(request).run(_view, member.project_id, key, state)
    return JSONResponse({"menu": view}, headers=etag(view["version"]))


async def save_menu(request: Request) -> JSONResponse:
    """Writes the menu into its draft; creates it (never published) when the key is
    new. If-Match (or body `version`) makes the write apply only to the version read;
    visitors see nothing of it until it is published."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    expected = expected_version(request, data)
    key = request.path_params["menu_id"]
    view, created = await context(request).run(_save, member.project_id, key, data, expected)
    return JSONResponse(
        {"menu": view}, status_code=201 if created else 200, headers=etag(view["version"])
    )


owner = "/api/owner/v1/projects/{project_id:id}/menus"
routes = [
    Route(owner, list_menus, methods=["GET"]),
    Route(owner + "/{menu_id}", get_menu, methods=["GET"]),
    Route(owner + "/{menu_id}", save_menu, methods=["PUT"]),
]
