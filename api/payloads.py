"""Reading request bodies: JSON (size limit, syntax, the top-level object check and
what no stored value may have, `api/stored_json.py`) and small forms. The size limit
is counted while reading (`api/body_limit.py`)."""

from __future__ import annotations

from typing import Any

import orjson
from starlette.datastructures import FormData
from starlette.requests import Request

from api.body_limit import DEFAULT_LIMIT, limit_body
from api.errors import ApiError
from api.stored_json import json_problem

# A whole site document (many pages of sections) may be sent to the import endpoint.
DOCUMENT_LIMIT = 20 * 1024 * 1024
# The forms posted to us (a payment webhook's `id`, the test payment page's `status`)
# are a few fields of a few bytes.
FORM_LIMIT = 16 * 1024
FORM_FIELDS = 20


async def read_form(request: Request, limit: int = FORM_LIMIT) -> FormData:
    """A small urlencoded or multipart form without files; 413 past `limit` bytes."""
    limit_body(request, limit)
    return await request.form(max_files=0, max_fields=FORM_FIELDS, max_part_size=limit)


async def read_json_object(request: Request, limit: int = DEFAULT_LIMIT) -> dict[str, Any]:
    limit_body(request, limit)
    body = await request.body()
    if not body.strip():
        raise ApiError(400, "Het verzoek bevat geen JSON.")
    try:
        data = orjson.loads(body)
    except orjson.JSONDecodeError:
        raise ApiError(400, "Ongeldige JSON.") from None
    if not isinstance(data, dict):
        raise ApiError(400, "Het verzoek moet een JSON-object zijn.")
    problem = json_problem(data)
    if problem:
        raise ApiError(400, problem)
    return data


async def read_optional_json_object(request: Request, limit: int = DEFAULT_LIMIT) -> dict[str, Any]:
    """Like read_json_object, for calls whose body may be left out: an empty body is {}."""
    limit_body(request, limit)
    if not (await request.body()).strip():
        return {}
    return await read_json_object(request, limit)
