"""Owner API for pages (the visitor endpoint that unlocks a password page is in api/sites)."""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.routing import Route

from api.accounts.access import Member, require_member
from api.cache import Change
from api.context import context
from api.errors import ApiError, not_found
from api.pages import service
from api.pages.models import Page
from api.pages.schemas import page_summary, page_view, read_page
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.validation import Errors

PAGE_MISSING = "Deze pagina bestaat niet."
PATH_TAKEN = "Er bestaat al een pagina met dit pad."


def _checked_page(data: dict, *, developer: bool, previous: Page | None = None) -> dict:
    errors = Errors()
    fields = read_page(
        errors, data, "", developer=developer, partial=previous is not None, previous=previous
    )
    errors.raise_if_any()
    return fields


def _create(session: Session, member: Member, data: dict) -> dict:
    fields = _checked_page(data, developer=member.developer)
    if service.path_taken(session, member.project_id, fields["path"], None):
        raise ApiError(409, {"path": [PATH_TAKEN]})
    return page_view(service.create_page(session, member.project_id, fields))


def _update(session: Session, member: Member, page_id: int, data: dict) -> tuple[dict, bool]:
    """Writes the fields present in `data`; the others keep their stored values."""
    page = service.get_page(session, member.project_id, page_id)
    if page is None:
        raise not_found(PAGE_MISSING)
    fields = _checked_page(data, developer=member.developer, previous=page)
    moved = "path" in fields and fields["path"] != page.path
    if moved and service.path_taken(session, member.project_id, fields["path"], page.id):
        raise ApiError(409, {"path": [PATH_TAKEN]})
    return page_view(service.update_page(session, page, fields)), moved


def _view(session: Session, project_id: int, page_id: int) -> dict:
    page = service.get_page(session, project_id, page_id)
    if page is None:
        raise not_found(PAGE_MISSING)
    return page_view(page)


def _summaries(session: Session, project_id: int) -> list[dict]:
    return [page_summary(page) for page in service.list_pages(session, project_id)]


async def list_pages(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    return JSONResponse({"pages": await context(request).run(_summaries, member.project_id)})


async def create_page(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    ctx = context(request)
    page = await ctx.run(_create, member, data)
    # The new path was a 404 until now: every cached answer of the project may differ.
    await ctx.published(Change.project(member.project_id))
    return JSONResponse({"page": page}, status_code=201)


async def get_page(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    page_id = request.path_params["page_id"]
    return JSONResponse({"page": await context(request).run(_view, member.project_id, page_id)})


async def update_page(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    page_id = request.path_params["page_id"]
    data = await read_json_object(request)
    ctx = context(request)
    page, moved = await ctx.run(_update, member, page_id, data)
    await ctx.published(Change.page(member.project_id, page_id, moved=moved))
    return JSONResponse({"page": page})


owner = "/api/owner/v1/projects/{project_id:int}/pages"
routes = [
    Route(owner, list_pages, methods=["GET"]),
    Route(owner, create_page, methods=["POST"]),
    Route(owner + "/{page_id:int}", get_page, methods=["GET"]),
    Route(owner + "/{page_id:int}", update_page, methods=["PUT"]),
]
