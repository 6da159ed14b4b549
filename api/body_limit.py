"""Every request body has a size limit, enforced while it is read.

The request pipeline (api/pipeline.py) counts the bytes the app receives and answers 413 with the error
body as soon as they pass the request's limit; a declared Content-Length over it is
refused before a byte is read. So no body, JSON or form, is ever read or parsed whole
before its size is known.

The limit is `DEFAULT_LIMIT` unless the route sets its own before reading
(`limit_body`): the site import takes more, the payment form posts far less. The
readers in `api/payloads.py` do that for their callers.
"""

from __future__ import annotations

from starlette.requests import HTTPConnection
from starlette.responses import Response
from starlette.types import Message, Receive, Scope

from api.errors import ApiError
from api.responses import error_response

DEFAULT_LIMIT = 1024 * 1024
TOO_LARGE = "Het verzoek is te groot."
SCOPE_KEY = "api.body_limit"


class BodyTooLarge(ApiError):
    def __init__(self) -> None:
        # The unread rest of the body is not worth receiving: the connection ends.
        super().__init__(413, TOO_LARGE, headers={"connection": "close"})


class _Budget:
    """The limit of one request, shared by every copy of its scope."""

    def __init__(self, limit: int, declared: int | None) -> None:
        self.limit = limit
        self.declared = declared
        self.received = 0
        self.answering = False


def limit_body(connection: HTTPConnection, limit: int) -> None:
    """Sets the body limit of this request; call it before reading the body."""
    connection.scope[SCOPE_KEY].limit = limit


def _declared_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            return int(value) if value.isdigit() else None
    return None


def start_budget(scope: Scope, limit: int = DEFAULT_LIMIT) -> _Budget:
    """Gives the request its body budget (read by `limit_body`)."""
    budget = scope[SCOPE_KEY] = _Budget(limit, _declared_length(scope))
    return budget


def limited_receive(receive: Receive, budget: _Budget) -> Receive:
    """`receive` raising BodyTooLarge once the body passes the budget's limit."""

    async def limited() -> Message:
        # Once the answer is under way, reads only watch for the client leaving.
        if budget.answering:
            return await receive()
        if budget.declared is not None and budget.declared > budget.limit:
            raise BodyTooLarge()
        message = await receive()
        if message["type"] == "http.request":
            budget.received += len(message.get("body", b""))
            if budget.received > budget.limit:
                raise BodyTooLarge()
        return message

    return limited


def body_limit_answer(error: Exception) -> Response | None:
    """The 413 of a body read past its limit outside a route (routes answer it through
    the ApiError handler), or None for any other error."""
    if isinstance(error, BodyTooLarge):
        return error_response(413, error.errors, headers=error.headers)
    return None
