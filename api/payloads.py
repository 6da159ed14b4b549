"""Reading request bodies: JSON (size limit, syntax, the top-level object check and
what no stored value may have: deep nesting, NUL characters) and small forms. The size
limit is counted while reading (`api/body_limit.py`)."""

from __future__ import annotations

from typing import Any

import orjson
from starlette.datastructures import FormData
from starlette.requests import Request

from api.body_limit import DEFAULT_LIMIT, limit_body
from api.errors import ApiError

# A whole site document (many pages of sections) may be sent to the import endpoint.
DOCUMENT_LIMIT = 20 * 1024 * 1024
# The forms posted to us (a payment webhook's `id`, the test payment page's `status`)
# are a few fields of a few bytes.
FORM_LIMIT = 16 * 1024
FORM_FIELDS = 20
# Deepest nesting of objects and lists a stored value may have (the body itself is level
# 1). Real content stays far below it (a site document with blocks nested the allowed 12
# levels deep and a nested list in their rich text needs about 50); much deeper JSON
# cannot be serialised again (orjson stops at 255) and would break every later read.
MAX_NESTING = 64
NESTING_MESSAGE = f"De JSON is te diep genest (maximaal {MAX_NESTING} niveaus)."
# PostgreSQL cannot store NUL in text; it has no meaning in any field of this API.
NUL_MESSAGE = "Tekst mag geen NUL-teken (\\u0000) bevatten."


def nesting_depth(value: Any, limit: int = MAX_NESTING) -> int:
    """Levels of objects and lists in `value`, counted up to `limit` + 1 (then it stops)."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children = node.values()
        elif isinstance(node, list):
            children = node
        else:
            continue
        deepest = max(deepest, depth)
        if deepest > limit:
            return deepest
        stack.extend((child, depth + 1) for child in children)
    return deepest


def too_deep(value: Any) -> bool:
    return nesting_depth(value) > MAX_NESTING


def _has_nul(value: Any) -> bool:
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, str):
            if "\x00" in node:
                return True
        elif isinstance(node, dict):
            stack.extend(node.keys())
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return False


def json_problem(value: Any) -> str | None:
    """Why `value` may not be stored at all (too deep, NUL characters), or None."""
    if too_deep(value):
        return NESTING_MESSAGE
    if _has_nul(value):
        return NUL_MESSAGE
    return None


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
