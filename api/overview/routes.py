"""`GET /api/owner/v1/projects/{id}/overview`: the owner's Overzicht (docs/api.md)."""

from __future__ import annotations

from starlette.requests import Request
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.context import context
from api.overview.service import overview
from api.responses import JSONResponse
from api.timestamps import utcnow


async def get_overview(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    answer = await context(request).run(overview, member.project_id, utcnow())
    return JSONResponse(answer)


routes = [Route("/api/owner/v1/projects/{project_id:id}/overview", get_overview, methods=["GET"])]
