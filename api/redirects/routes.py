"""Owner API for redirects (docs/redirects.md). Every write is live at once: the site
answers a redirect before it looks for a page, so a write purges the project's cached
answers the way a new or moved page does."""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.cache import Change
from api.context import context
from api.payloads import read_json_object
from api.redirects import service
from api.redirects.schemas import read_list_query, redirect_view
from api.responses import JSONResponse


def _list(session: Session, project_id: int, query) -> dict:
    rows, total = service.list_redirects(session, project_id, query)
    return {
        "redirects": [redirect_view(row) for row in rows],
        "total": total,
        "page": query.page,
        "limit": query.limit,
        "sort": query.sort,
    }


def _add(session: Session, project_id: int, data: dict) -> dict:
    return redirect_view(service.add_redirect(session, project_id, data))


def _edit(session: Session, project_id: int, redirect_id: int, data: dict) -> dict:
    return redirect_view(service.edit_redirect(session, project_id, redirect_id, data))


def _view(session: Session, project_id: int, redirect_id: int) -> dict:
    return redirect_view(service.redirect_of_project(session, project_id, redirect_id))


async def list_redirects(request: Request) -> JSONResponse:
    """GET ?page=&limit=&sort=&q=&status= -> {redirects, total, page, limit, sort}."""
    member = await require_member(request, request.path_params["project_id"])
    query = read_list_query(request.query_params)
    return JSONResponse(await context(request).run(_list, member.project_id, query))


async def create_redirect(request: Request) -> JSONResponse:
    """POST {path, target, status} -> 201 {redirect}; 409 when the path has one."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    ctx = context(request)
    view = await ctx.run(_add, member.project_id, data)
    await ctx.published(Change.project(member.project_id))
    return JSONResponse({"redirect": view}, status_code=201)


async def get_redirect(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    redirect_id = request.path_params["redirect_id"]
    view = await context(request).run(_view, member.project_id, redirect_id)
    return JSONResponse({"redirect": view})


async def update_redirect(request: Request) -> JSONResponse:
    """PUT {path?, target?, status?} -> {redirect}."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    ctx = context(request)
    view = await ctx.run(_edit, member.project_id, request.path_params["redirect_id"], data)
    await ctx.published(Change.project(member.project_id))
    return JSONResponse({"redirect": view})


async def delete_redirect(request: Request) -> Response:
    member = await require_member(request, request.path_params["project_id"])
    ctx = context(request)
    await ctx.run(service.delete_redirect, member.project_id, request.path_params["redirect_id"])
    await ctx.published(Change.project(member.project_id))
    return Response(status_code=204)


BASE = "/api/owner/v1/projects/{project_id:id}/redirects"
routes = [
    Route(BASE, list_redirects, methods=["GET"]),
    Route(BASE, create_redirect, methods=["POST"]),
    Route(BASE + "/{redirect_id:id}", get_redirect, methods=["GET"]),
    Route(BASE + "/{redirect_id:id}", update_redirect, methods=["PUT"]),
    Route(BASE + "/{redirect_id:id}", delete_redirect, methods=["DELETE"]),
]
