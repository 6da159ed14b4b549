"""The owner's file calls (spec 001 section 7), behind owner login and membership of
the host's project; cookie-authenticated ones pass the CSRF origin check (api/csrf.py).

    POST files/get/signed-url {filePath, contentType, isPrivate, maintainTransparency,
                               backgroundColor, maxWidth, maxHeight}
    POST files/get {filePath, isPrivate}
    POST files/delete {filePath, isPrivate}

Answers carry `url` and `data.url` (the dashboard reads either) and the file's `path`.
Owner files live in the project's owner space, out of reach of the visitor calls.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.routing import Route

from api.auth.members import require_member
from api.context import context
from api.files import urls
from api.files.routes import ASK_LIMIT, files_of
from api.files.schemas import read_file_ref, read_owner_ask
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.tenancy import request_project

SIGNED_URL = urls.BASE + "/get/signed-url"
GET = urls.BASE + "/get"
DELETE = urls.BASE + "/delete"
PATHS = (SIGNED_URL, GET, DELETE)


async def _member_project(request: Request) -> int:
    project_id = request_project(request)
    await require_member(request, project_id)
    return project_id


async def signed_url(request: Request) -> JSONResponse:
    """A signed URL to PUT one file of the project's own to."""
    project_id = await _member_project(request)
    ask, rules = read_owner_ask(await read_json_object(request, ASK_LIMIT))
    answer = await context(request).run(files_of(request).owner_upload, project_id, ask, rules)
    return JSONResponse(answer)


async def get_file(request: Request) -> JSONResponse:
    """{filePath, isPrivate} -> {url, path, data: {url}}: an owner file, or a file a
    visitor sent with one of the project's form submissions."""
    project_id = await _member_project(request)
    path, is_private = read_file_ref(await read_json_object(request, ASK_LIMIT))
    files = files_of(request)
    answer = await context(request).run(files.owner_read, project_id, path, is_private)
    return JSONResponse(answer)


async def delete_file(request: Request) -> JSONResponse:
    """{filePath, isPrivate} -> {deleted: true, path, data: {deleted: true}}."""
    project_id = await _member_project(request)
    path, is_private = read_file_ref(await read_json_object(request, ASK_LIMIT))
    files = files_of(request)
    answer = await context(request).run(files.owner_delete, project_id, path, is_private)
    return JSONResponse(answer)


routes = [
    Route(SIGNED_URL, signed_url, methods=["POST"]),
    Route(GET, get_file, methods=["POST"]),
    Route(DELETE, delete_file, methods=["POST"]),
]
