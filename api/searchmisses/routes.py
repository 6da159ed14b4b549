"""The owner's list of visitor searches that found nothing, most searched first."""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.context import context
from api.responses import JSONResponse
from api.searchmisses import service
from api.searchmisses.schemas import read_paging


def _searches(session: Session, project_id: int, page: int, limit: int) -> dict:
    rows = service.list_searches(session, project_id, offset=(page - 1) * limit, limit=limit)
    return {
        "searches": [service.search_view(row) for row in rows],
        "total": service.count_searches(session, project_id),
        "page": page,
        "limit": limit,
    }


async def list_searches(request: Request) -> JSONResponse:
    """GET ?page=1&limit=50 -> {searches: [{query, searches, first_seen, last_seen}],
    total, page, limit}."""
    member = await require_member(request, request.path_params["project_id"])
    page, limit = read_paging(request.query_params)
    return JSONResponse(await context(request).run(_searches, member.project_id, page, limit))


routes = [
    Route("/api/owner/v1/projects/{project_id:id}/empty-searches", list_searches, methods=["GET"]),
]
