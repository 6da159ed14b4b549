"""Owner API for pages and reusable templates (the visitor endpoint that unlocks a
password page is in api/sites: its answer crosses domains)."""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.cache import Change
from api.cache.changes import template_key
from api.context import context
from api.pages import service
from api.pages.schemas import page_summary, page_view, template_view
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.versions import etag, expected_version


def _add(session: Session, project_id: int, data: dict, developer: bool) -> dict:
    return page_view(service.add_page(session, project_id, data, developer=developer))


def _edit(session: Session, project_id: int, page_id: int, data: dict, **options) -> tuple:
    page, moved = service.edit_page(session, project_id, page_id, data, **options)
    return page_view(page), moved


def _view(session: Session, project_id: int, page_id: int) -> dict:
    return page_view(service.page_of_project(session, project_id, page_id))


def _summaries(session: Session, project_id: int) -> list[dict]:
    return [page_summary(page) for page in service.list_pages(session, project_id)]


def _versioned(key: str, view: dict, status_code: int = 200) -> JSONResponse:
    return JSONResponse({key: view}, status_code=status_code, headers=etag(view["version"]))


async def list_pages(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    return JSONResponse({"pages": await context(request).run(_summaries, member.project_id)})


async def create_page(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    data.pop("version", None)
    ctx = context(request)
    page = await ctx.run(_add, member.project_id, data, member.developer)
    # The new path was a 404 until now: every cached answer of the project may differ.
    await ctx.published(Change.project(member.project_id))
    return _versioned("page", page, status_code=201)


async def get_page(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    page_id = request.path_params["page_id"]
    return _versioned("page", await context(request).run(_view, member.project_id, page_id))


async def update_page(request: Request) -> JSONResponse:
    """PUT a partial page; If-Match (or body `version`) guards against lost updates."""
    member = await require_member(request, request.path_params["project_id"])
    page_id = request.path_params["page_id"]
    data = await read_json_object(request)
    expected = expected_version(request, data)
    ctx = context(request)
    page, moved = await ctx.run(
        _edit,
        member.project_id,
        page_id,
        data,
        developer=member.developer,
        expected_version=expected,
    )
    await ctx.published(Change.page(member.project_id, page_id, moved=moved))
    return _versioned("page", page)


def _owner_template(row) -> dict:
    return {**template_view(row), "version": row.version}


def _templates(session: Session, project_id: int) -> list[dict]:
    return [_owner_template(row) for row in service.list_templates(session, project_id)]


def _template(session: Session, project_id: int, key: str) -> dict:
    return _owner_template(service.template_of_project(session, project_id, key))


def _put_template(session: Session, project_id: int, key: str, data: dict, **options) -> tuple:
    row, created = service.put_template(session, project_id, key, data, **options)
    return _owner_template(row), row.id, created


async def list_templates(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    templates = await context(request).run(_templates, member.project_id)
    return JSONResponse({"templates": templates})


async def get_template(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    key = request.path_params["template_id"]
    return _versioned("template", await context(request).run(_template, member.project_id, key))


async def save_template(request: Request) -> JSONResponse:
    """Replaces the template's title and components; creates it when the key is new."""
    member = await require_member(request, request.path_params["project_id"])
    key = request.path_params["template_id"]
    data = await read_json_object(request)
    expected = expected_version(request, data)
    ctx = context(request)
    view, template_id, created = await ctx.run(
        _put_template,
        member.project_id,
        key,
        data,
        developer=member.developer,
        expected_version=expected,
    )
    # A new key was a dangling reference until now: drop the project's bundles.
    if created:
        change = Change.project(member.project_id)
    else:
        change = Change(member.project_id, frozenset({template_key(template_id)}))
    await ctx.published(change)
    return _versioned("template", view, status_code=201 if created else 200)


owner = "/api/owner/v1/projects/{project_id:id}/pages"
templates = "/api/owner/v1/projects/{project_id:id}/templates"
routes = [
    Route(owner, list_pages, methods=["GET"]),
    Route(owner, create_page, methods=["POST"]),
    Route(owner + "/{page_id:id}", get_page, methods=["GET"]),
    Route(owner + "/{page_id:id}", update_page, methods=["PUT"]),
    Route(templates, list_templates, methods=["GET"]),
    Route(templates + "/{template_id}", get_template, methods=["GET"]),
    Route(templates + "/{template_id}", save_template, methods=["PUT"]),
]
