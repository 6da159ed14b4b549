"""Reading JSON request bodies: size limit, syntax and the top-level object check."""

from __future__ import annotations

from typing import Any

import orjson
from starlette.requests import Request

from api.errors import ApiError

DEFAULT_LIMIT = 1024 * 1024
# A whole site document (many pages of sections) may be sent to the import endpoint.
DOCUMENT_LIMIT = 20 * 1024 * 1024


async def read_json_object(request: Request, limit: int = DEFAULT_LIMIT) -> dict[str, Any]:
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > limit:
        raise ApiError(413, "Het verzoek is te groot.")
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise ApiError(413, "Het verzoek is te groot.")
        chunks.append(chunk)
    body = b"".join(chunks)
    if not body.strip():
        raise ApiError(400, "Het verzoek bevat geen JSON.")
    try:
        data = orjson.loads(body)
    except orjson.JSONDecodeError:
        raise ApiError(400, "Ongeldige JSON.") from None
    if not isinstance(data, dict):
        raise ApiError(400, "Het verzoek moet een JSON-object zijn.")
    return data
