"""Owner API for menus (`/api/owner/v1/projects/{id}/menus/{menu_id}`).

`menu_id` is the menu's key, the id section fields such as `main_menu_menu` store.
"""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.routing import Route

from api.accounts.access import require_member
from api.cache import Change
from api.context import context
from api.errors import not_found
from api.menus import service
from api.menus.schemas import menu_view, read_menu
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.validation import Errors

MENU_MISSING = "Dit menu bestaat niet."


def _checked_menu(key: str, data: dict) -> dict:
    errors = Errors()
    menu = read_menu(errors, {**data, "id": key}, "")
    errors.raise_if_any()
    return menu


def _view(session: Session, project_id: int, key: str) -> dict:
    menu = service.get_menu(session, project_id, key)
    if menu is None:
        raise not_found(MENU_MISSING)
    return menu_view(menu)


def _save(session: Session, project_id: int, menu: dict) -> tuple[dict, int, bool]:
    row, created = service.save_menu(session, project_id, menu)
    return menu_view(row), row.id, created


def _all(session: Session, project_id: int) -> list[dict]:
    return [menu_view(menu) for menu in service.list_menus(session, project_id)]


async def list_menus(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    return JSONResponse({"menus": await context(request).run(_all, member.project_id)})


async def get_menu(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    key = request.path_params["menu_id"]
    return JSONResponse({"menu": await context(request).run(_view, member.project_id, key)})


async def save_menu(request: Request) -> JSONResponse:
    """Replaces the menu's title and items; creates the menu when the key is new."""
    member = await require_member(request, request.path_params["project_id"])
    menu = _checked_menu(request.path_params["menu_id"], await read_json_object(request))
    ctx = context(request)
    view, menu_id, created = await ctx.run(_save, member.project_id, menu)
    await ctx.published(Change.menu(member.project_id, menu_id, created=created))
    return JSONResponse({"menu": view}, status_code=201 if created else 200)


owner = "/api/owner/v1/projects/{project_id:int}/menus"
routes = [
    Route(owner, list_menus, methods=["GET"]),
    Route(owner + "/{menu_id}", get_menu, methods=["GET"]),
    Route(owner + "/{menu_id}", save_menu, methods=["PUT"]),
]
