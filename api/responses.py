"""JSON responses rendered with orjson, the only response body format of the API."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import orjson
from starlette.responses import Response


class JSONResponse(Response):
    media_type = "application/json"

    def __init__(
        self,
        content: Any,
        status_code: int = 200,
        headers: dict[str, str] | None = None,
    ) -> None:
        merged = {"cache-control": "no-store"}
        merged.update(headers or {})
        super().__init__(content, status_code=status_code, headers=merged)

    def render(self, content: Any) -> bytes:
        return orjson.dumps(content, option=orjson.OPT_NON_STR_KEYS)


class PreparedResponse(Response):
    """An answer rendered ahead of time, body and raw headers, sent as it is: no
    rendering and no header encoding per request."""

    def __init__(
        self, body: bytes, status_code: int, raw_headers: Sequence[tuple[bytes, bytes]]
    ) -> None:
        self.body = body
        self.status_code = status_code
        # A list of its own per answer: middlewares may add headers to the message.
        self.raw_headers = list(raw_headers)
        self.background = None


def error_response(status_code: int, errors: dict[str, list[str]], headers=None) -> JSONResponse:
    return JSONResponse({"errors": errors}, status_code=status_code, headers=headers)
