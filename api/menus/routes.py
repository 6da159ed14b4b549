"""Owner API for menus (`/api/owner/v1/projects/{id}/menus/{menu_id}`).

`menu_id` is the menu's key, the id section fields such as `main_menu_menu` store.
"""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.cache import Change
from api.context import context
from api.menus import service
from api.menus.models import Menu
from api.menus.schemas import menu_view
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.versions import etag, expected_version


def _owner_view(menu: Menu) -> dict:
    return {**menu_view(menu), "version": menu.version}


def _view(session: Session, project_id: int, key: str) -> dict:
    return _owner_view(service.menu_of_project(session, project_id, key))


def _save(session: Session, project_id: int, key: str, data: dict, expected) -> tuple:
    row, created = service.put_menu(session, project_id, key, data, expected_version=expected)
    return _owner_view(row), row.id, created


def _all(session: Session, project_id: int) -> list[dict]:
    return [_owner_view(menu) for menu in service.list_menus(session, project_id)]


async def list_menus(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    return JSONResponse({"menus": await context(request).run(_all, member.project_id)})


async def get_menu(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    key = request.path_params["menu_id"]
    menu = await context(request).run(_view, member.project_id, key)
    return JSONResponse({"menu": menu}, headers=etag(menu["version"]))


async def save_menu(request: Request) -> JSONResponse:
    """Replaces the menu's title and items; creates the menu when the key is new.

    If-Match (or body `version`) makes the write apply only to the version read."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    expected = expected_version(request, data)
    ctx = context(request)
    key = request.path_params["menu_id"]
    view, menu_id, created = await ctx.run(_save, member.project_id, key, data, expected)
    await ctx.published(Change.menu(member.project_id, menu_id, created=created))
    return JSONResponse(
        {"menu": view}, status_code=201 if created else 200, headers=etag(view["version"])
    )


owner = "/api/owner/v1/projects/{project_id:id}/menus"
routes = [
    Route(owner, list_menus, methods=["GET"]),
    Route(owner + "/{menu_id}", get_menu, methods=["GET"]),
    Route(owner + "/{menu_id}", save_menu, methods=["PUT"]),
]
