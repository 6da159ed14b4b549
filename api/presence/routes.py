"""`PUT|DELETE /api/owner/v1/projects/{id}/presence`: the page editor's heartbeat and
leaving (docs/page-editor.md, "Presence")."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.context import context
from api.payloads import read_json_object
from api.presence import service
from api.presence.schemas import read_heartbeat, read_leave
from api.responses import JSONResponse


async def heartbeat(request: Request) -> JSONResponse:
    """PUT {document, section} -> {present: [{user: {id, email, name}, section, seen_at}]}:
    the other owners seen on the document in the last 30 seconds."""
    member = await require_member(request, request.path_params["project_id"])
    document, section = read_heartbeat(await read_json_object(request))
    present = await context(request).run(
        service.heartbeat, member.project_id, member.account_id, document, section
    )
    return JSONResponse({"present": present})


async def leave(request: Request) -> Response:
    """DELETE ?document=page:12: the owner closed the document."""
    member = await require_member(request, request.path_params["project_id"])
    document = read_leave(request.query_params)
    await context(request).run(service.leave, member.project_id, member.account_id, document)
    return Response(status_code=204)


routes = [
    Route("/api/owner/v1/projects/{project_id:id}/presence", heartbeat, methods=["PUT"]),
    Route("/api/owner/v1/projects/{project_id:id}/presence", leave, methods=["DELETE"]),
]
