"""`GET /api/owner/v1/projects/{id}/publish-check?items=page:12,…`: the server's part of
the check before publishing (docs/page-editor.md, "Publish check")."""

from __future__ import annotations

from starlette.requests import Request
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.checks.schemas import read_items
from api.checks.service import check_drafts
from api.context import context
from api.responses import JSONResponse


async def publish_check(request: Request) -> JSONResponse:
    """-> {problems: [{kind, severity, message, document, section, detail, source}]}"""
    member = await require_member(request, request.path_params["project_id"])
    items = read_items(request.query_params.get("items"))
    problems = await context(request).run(check_drafts, member.project_id, items)
    return JSONResponse({"problems": problems})


routes = [
    Route("/api/owner/v1/projects/{project_id:id}/publish-check", publish_check, methods=["GET"]),
]
