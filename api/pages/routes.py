"""Owner API for pages and reusable templates (the visitor endpoint that unlocks a
password page is in api/sites: its answer crosses domains)."""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.cache import Change
from api.context import context
from api.drafts import document_view, draft_of, publishing_state, state_of, working_copy
from api.pages import service
from api.pages.drafts import owner_template
from api.pages.models import PAGE_COLUMNS, TEMPLATE_COLUMNS
from api.pages.schemas import page_summary, page_view
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.versions import etag, expected_version


def _page(row) -> dict:
    return document_view(row, PAGE_COLUMNS, page_view)


def _add(session: Session, project_id: int, data: dict, developer: bool) -> dict:
    return _page(service.add_page(session, project_id, data, developer=developer))


def _edit(session: Session, project_id: int, page_id: int, data: dict, **options) -> dict:
    page = service.edit_page(session, project_id, page_id, data, **options)
    blockers = service.page_blockers(session, project_id, page, draft_of(page, PAGE_COLUMNS))
    return {**_page(page), "publish_blockers": blockers}


def _view(session: Session, project_id: int, page_id: int, state: str) -> dict:
    page = service.page_of_project(session, project_id, page_id)
    return document_view(page, PAGE_COLUMNS, page_view, state)


def _summaries(session: Session, project_id: int) -> list[dict]:
    return [
        {**page_summary(working_copy(page, PAGE_COLUMNS)), **publishing_state(page)}
        for page in service.list_pages(session, project_id)
    ]


def _versioned(key: str, view: dict, status_code: int = 200) -> JSONResponse:
    return JSONResponse({key: view}, status_code=status_code, headers=etag(view["version"]))


async def list_pages(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    return JSONResponse({"pages": await context(request).run(_summaries, member.project_id)})


async def create_page(request: Request) -> JSONResponse:
    """Creates a page as a draft: visitors see it once it is published."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    data.pop("version", None)
    page = await context(request).run(_add, member.project_id, data, member.developer)
    return _versioned("page", page, status_code=201)


async def get_page(request: Request) -> JSONResponse:
    """The page's draft, or with `?state=published` its live state."""
    member = await require_member(request, request.path_params["project_id"])
    page_id = request.path_params["page_id"]
    state = state_of(request.query_params)
    return _versioned("page", await context(request).run(_view, member.project_id, page_id, state))


async def update_page(request: Request) -> JSONResponse:
    """PUT a partial page into its draft; If-Match (or body `version`) guards against
    lost updates. Nothing a visitor sees changes until it is published."""
    member = await require_member(request, request.path_params["project_id"])
    page_id = request.path_params["page_id"]
    data = await read_json_object(request)
    expected = expected_version(request, data)
    page = await context(request).run(
        _edit,
        member.project_id,
        page_id,
        data,
        developer=member.developer,
        expected_version=expected,
    )
    return _versioned("page", page)


async def delete_page(request: Request) -> Response:
    """Deletes the page, draft and live state; If-Match guards against deleting a page
    someone changed meanwhile. A page visitors could see is purged like a moved one:
    its path turns into a 404 and the sitemap loses it."""
    member = await require_member(request, request.path_params["project_id"])
    page_id = request.path_params["page_id"]
    expected = expected_version(request)
    ctx = context(request)

    def work(session: Session) -> bool:
        was_live = service.delete_page(
            session, member.project_id, page_id, expected_version=expected
        )
        for forget in ctx.document_deleted:
            forget(session, member.project_id, "page", str(page_id))
        return was_live

    was_live = await ctx.run(work)
    if was_live:
        await ctx.published(Change.page(member.project_id, page_id, moved=True))
    return Response(status_code=204)


def _templates(session: Session, project_id: int) -> list[dict]:
    return [
        document_view(row, TEMPLATE_COLUMNS, owner_template)
        for row in service.list_templates(session, project_id)
    ]


def _template(session: Session, project_id: int, key: str, state: str) -> dict:
    row = service.template_of_project(session, project_id, key)
    return document_view(row, TEMPLATE_COLUMNS, owner_template, state)


def _put_template(session: Session, project_id: int, key: str, data: dict, **options) -> tuple:
    row, created = service.put_template(session, project_id, key, data, **options)
    return document_view(row, TEMPLATE_COLUMNS, owner_template), created


async def list_templates(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    templates = await context(request).run(_templates, member.project_id)
    return JSONResponse({"templates": templates})


async def get_template(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    key = request.path_params["template_id"]
    state = state_of(request.query_params)
    view = await context(request).run(_template, member.project_id, key, state)
    return _versioned("template", view)


async def save_template(request: Request) -> JSONResponse:
    """Writes the template's title and components into its draft; creates it (never
    published) when the key is new."""
    member = await require_member(request, request.path_params["project_id"])
    key = request.path_params["template_id"]
    data = await read_json_object(request)
    expected = expected_version(request, data)
    view, created = await context(request).run(
        _put_template,
        member.project_id,
        key,
        data,
        developer=member.developer,
        expected_version=expected,
    )
    return _versioned("template", view, status_code=201 if created else 200)


owner = "/api/owner/v1/projects/{project_id:id}/pages"
templates = "/api/owner/v1/projects/{project_id:id}/templates"
routes = [
    Route(owner, list_pages, methods=["GET"]),
    Route(owner, create_page, methods=["POST"]),
    Route(owner + "/{page_id:id}", get_page, methods=["GET"]),
    Route(owner + "/{page_id:id}", update_page, methods=["PUT"]),
    Route(owner + "/{page_id:id}", delete_page, methods=["DELETE"]),
    Route(templates, list_templates, methods=["GET"]),
    Route(templates + "/{template_id}", get_template, methods=["GET"]),
    Route(templates + "/{template_id}", save_template, methods=["PUT"]),
]
