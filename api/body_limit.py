"""Every request body has a size limit, enforced while it is read.

`BodyLimitMiddleware` counts the bytes the app receives and answers 413 with the error
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
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.errors import AnsweringMiddleware, ApiError
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


class BodyLimitMiddleware(AnsweringMiddleware):
    def __init__(self, app: ASGIApp, limit: int = DEFAULT_LIMIT) -> None:
        super().__init__(app)
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        budget = scope[SCOPE_KEY] = _Budget(self.limit, _declared_length(scope))

        async def limited_receive() -> Message:
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

        async def answering_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                budget.answering = True
            await send(message)

        await super().__call__(scope, limited_receive, answering_send)

    def answer(self, error: Exception, scope: Scope) -> Response | None:
        # Routes answer it through the ApiError handler; this catches reads outside them.
        if isinstance(error, BodyTooLarge):
            return error_response(413, error.errors, headers=error.headers)
        return None
