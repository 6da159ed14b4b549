"""The owner's list of registered 404 misses, most hit first, a page at a time.

Visitors register misses through `api/sites/misses.py`, which first checks that the
path really has no page.
"""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.context import context
from api.domain_errors import Invalid
from api.notfound import service
from api.notfound.schemas import read_paging
from api.responses import JSONResponse


def _misses(session: Session, project_id: int, page: int, limit: int) -> dict:
    rows = service.list_misses(session, project_id, offset=(page - 1) * limit, limit=limit)
    return {
        "not_found": [
            {
                "path": miss.path,
                "hits": miss.hits,
                "first_seen": miss.first_seen.isoformat(),
                "last_seen": miss.last_seen.isoformat(),
            }
            for miss in rows
        ],
        "total": service.count_misses(session, project_id),
        "page": page,
        "limit": limit,
    }


async def list_misses(request: Request) -> JSONResponse:
    """GET ?page=1&limit=50 -> {not_found: [...], total, page, limit}."""
    member = await require_member(request, request.path_params["project_id"])
    errors, page, limit = read_paging(request.query_params)
    if errors:
        raise Invalid(errors.messages)
    return JSONResponse(await context(request).run(_misses, member.project_id, page, limit))


routes = [
    Route("/api/owner/v1/projects/{project_id:id}/not-found", list_misses, methods=["GET"]),
]
