"""The outermost middleware: gives the request its id, counts and times it, writes
its access line and answers `/metrics` (api/metrics/exposition.py)."""

from __future__ import annotations

import logging
import time

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.logs.redaction import redact
from api.logs.requests import HEADER, accepted_request_id, request_id_scope
from api.metrics.counters import LATENCY, REQUESTS
from api.metrics.exposition import PATH, MetricsEndpoint
from api.metrics.kinds import route_kind

access_logger = logging.getLogger("api.access")


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", ()):
        if key.lower() == name:
            return value.decode("latin-1")
    return None


class ObservedRequestMiddleware:
    def __init__(self, app: ASGIApp, metrics: MetricsEndpoint) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope.get("path", "")
        if path == PATH:
            await self.metrics(scope, receive, send)
            return
        request_id = accepted_request_id(_header(scope, HEADER.encode()))
        kind = route_kind(path)
        status = 500
        started = time.perf_counter()

        async def observed_send(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                MutableHeaders(scope=message)[HEADER] = request_id
            await send(message)

        with request_id_scope(request_id):
            try:
                await self.app(scope, receive, observed_send)
            finally:
                path = redact(path)
                duration = time.perf_counter() - started
                REQUESTS.labels(kind=kind, method=_method(scope), status=f"{status // 100}xx").inc()
                LATENCY.labels(kind=kind).observe(duration)
                access_logger.info(
                    "%s %s %s",
                    scope.get("method"),
                    path,
                    status,
                    extra={
                        "method": scope.get("method"),
                        "kind": kind,
                        "path": path,
                        "status": status,
                        "duration_ms": round(duration * 1000, 1),
                    },
                )


_METHODS = {"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"}


def _method(scope: Scope) -> str:
    method = scope.get("method", "")
    return method if method in _METHODS else "other"
