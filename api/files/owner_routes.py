"""The owner's file calls (spec 001 section 7), behind owner login and membership of
the host's project; cookie-authenticated ones pass the CSRF origin check (api/csrf.py).

    POST files/get/signed-url {filePath, contentType, isPrivate, maintainTransparency,
                               backgroundColor, maxWidth, maxHeight}
    POST files/get {filePath, isPrivate}
    POST files/delete {filePath, isPrivate}
    GET /api/owner/v1/projects/{id}/files?search=&offset=&limit=  (the owner API's list)

The same three calls also live under the owner API with the project in the path
(`POST /api/owner/v1/projects/{id}/files/signed-url`, `…/files/read`,
`…/files/delete`, same bodies and answers), so the dashboard works on a project chosen
in its switcher whatever host it is served from.

Answers carry `url` and `data.url` (the dashboard reads either) and the file's `path`.
Owner files live in the project's owner space, out of reach of the visitor calls.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.context import context
from api.domain_errors import Invalid
from api.files import urls
from api.files.routes import ASK_LIMIT, files_of
from api.files.schemas import read_file_ref, read_owner_ask
from api.numbers import NumberError, parse_integer
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.tenancy import request_project
from api.validation import Errors, text_problem

SIGNED_URL = urls.BASE + "/get/signed-url"
GET = urls.BASE + "/get"
DELETE = urls.BASE + "/delete"
PATHS = (SIGNED_URL, GET, DELETE)
LIST = "/api/owner/v1/projects/{project_id:id}/files"
DEFAULT_LIMIT = 24
MAX_LIMIT = 100
MAX_SEARCH = 200
INVALID_SEARCH = f"Zoek op hoogstens {MAX_SEARCH} tekens, zonder onzichtbare tekens."


async def _member_project(request: Request) -> int:
    """The project in the path (owner API), else the host's; the caller must be a member."""
    if "project_id" in request.path_params:
        return (await require_member(request, request.path_params["project_id"])).project_id
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


def _number(errors: Errors, params, key: str, default: int, **bounds) -> int:
    value = params.get(key)
    if value is None or value == "":
        return default
    try:
        return parse_integer(value, **bounds)
    except NumberError as error:
        errors.add(key, error.message)
        return default


async def list_files(request: Request) -> JSONResponse:
    """GET ?search=&offset=&limit= -> {files: [{path, url, content_type, is_image,
    is_private, size, created_at}], total, offset, limit}: the stored files of the
    project's owner space, newest first."""
    member = await require_member(request, request.path_params["project_id"])
    errors = Errors()
    params = request.query_params
    search = params.get("search", "").strip()
    if len(search) > MAX_SEARCH or text_problem(search):
        errors.add("search", INVALID_SEARCH)
    offset = _number(errors, params, "offset", 0, minimum=0)
    limit = _number(errors, params, "limit", DEFAULT_LIMIT, minimum=1, maximum=MAX_LIMIT)
    if errors:
        raise Invalid(errors.messages)
    files = files_of(request)
    answer = await context(request).run(files.owner_list, member.project_id, search, offset, limit)
    return JSONResponse(answer)


routes = [
    Route(LIST, list_files, methods=["GET"]),
    Route(LIST + "/signed-url", signed_url, methods=["POST"]),
    Route(LIST + "/read", get_file, methods=["POST"]),
    Route(LIST + "/delete", delete_file, methods=["POST"]),
    Route(SIGNED_URL, signed_url, methods=["POST"]),
    Route(GET, get_file, methods=["POST"]),
    Route(DELETE, delete_file, methods=["POST"]),
]
