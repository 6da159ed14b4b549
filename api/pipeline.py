"""The one middleware every request passes: the API's edge in a single ASGI layer.

In order, for an HTTP request:

1. `/metrics` goes to its endpoint (api/metrics/exposition.py), nothing else applies;
2. the request gets its id (`X-Request-ID`, api/logs/requests.py), is counted and timed
   per route kind and writes its access line when it ends (api/metrics/);
3. control characters in the path or query string answer 400 (api/request_guard.py);
4. the body gets its size budget, enforced while it is read (api/body_limit.py);
5. tenancy resolves client, host, scheme and project (api/tenancy.py): 400 for a
   malformed host, 404 for an unknown one;
6. a cookie-authenticated owner write from a foreign origin answers 403 (api/csrf.py);
7. the routes run; a GET of a hot path (`direct_paths`: the page bundle) goes straight
   to the route the router would pick (`DirectRoutes`).

An exception before the answer started is answered here: a body past its limit 413,
a database that cannot be reached 503 with Retry-After (api/unavailable.py), anything
else a logged 500 (api/errors.py); after the answer started it travels on. A websocket
only passes tenancy.

These were seven middlewares, each wrapping `send` (and some `receive`) in a closure of
its own, though most only passed the request on; one layer with one `send` wrapper does
the same work with a fraction of the calls per request (docs/performance.md, "API").
"""

from __future__ import annotations

import time
from functools import lru_cache

from starlette.middleware.exceptions import ExceptionMiddleware
from starlette.responses import Response
from starlette.routing import Match, Route, Router
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.body_limit import DEFAULT_LIMIT, body_limit_answer, limited_receive, start_budget
from api.csrf import OriginCheck
from api.errors import unexpected_answer
from api.logs.access import AccessLog
from api.logs.requests import HEADER, accepted_request_id, enter_request, leave_request
from api.metrics.counters import LATENCY, REQUESTS, incrementer, observer
from api.metrics.exposition import PATH, MetricsEndpoint
from api.metrics.kinds import remembered_route_kind
from api.request_guard import guard_answer
from api.settings import Settings
from api.tenancy import HostDirectory, Tenancy
from api.unavailable import unavailable_answer

access_log = AccessLog()
_REQUEST_ID = HEADER.encode()
_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", ()):
        if key.lower() == name:
            return value.decode("latin-1")
    return None


def _method(scope: Scope) -> str:
    method = scope.get("method", "")
    return method if method in _METHODS else "other"


# The labelled children of the request metrics, looked up once per combination (route
# kinds, methods and status classes are few: at most some hundreds): the request
# counter's `inc` and the latency histogram's `observe`.
@lru_cache(maxsize=1024)
def _observers(kind: str, method: str, status_class: int):
    return (
        incrementer(REQUESTS.labels(kind=kind, method=method, status=f"{status_class}xx")),
        observer(LATENCY.labels(kind=kind)),
    )


def _with_request_id(message: Message, request_id: bytes) -> None:
    """Sets the answer's X-Request-ID (as MutableHeaders would: replacing one the
    answer has, else appended)."""
    headers = message.get("headers", [])
    if type(headers) is not list:
        headers = list(headers)
    message["headers"] = headers
    for index, (name, _value) in enumerate(headers):
        if name == _REQUEST_ID:
            headers[index] = (_REQUEST_ID, request_id)
            for later in range(len(headers) - 1, index, -1):
                if headers[later][0] == _REQUEST_ID:
                    del headers[later]
            return
    headers.append((_REQUEST_ID, request_id))


def _error_answer(error: Exception, scope: Scope) -> Response:
    return (
        body_limit_answer(error)
        or unavailable_answer(error, scope)
        or unexpected_answer(error, scope)
    )


class DirectRoutes:
    """The router's own choice for a few hot GET paths, made without walking the routes.

    Behind this layer Starlette puts its exception layer (which hands the exception
    handlers to the routes through the scope) and the router, which tries every route's
    pattern in turn. For a path in `paths` that the router would hand, for GET, to a
    `Route` of exactly that path, the same scope keys are set (the exception handlers,
    router, route, endpoint, path parameters) and that route is called as the router
    would call it. The route is looked up again whenever the routes changed (their
    number, or the route at its place); anything else goes to the router."""

    def __init__(self, app: ASGIApp, paths: tuple[str, ...]) -> None:
        self.exceptions = app if type(app) is ExceptionMiddleware else None
        router = self.exceptions.app if self.exceptions is not None else None
        # Only a plain router without middleware of its own.
        usable = isinstance(router, Router) and router.middleware_stack == router.app
        self.router: Router | None = router if usable else None
        self.paths = frozenset(paths) if usable else frozenset()
        self._found: dict[str, tuple[int, int, Route] | None] = {}

    def route(self, scope: Scope) -> Route | None:
        """The route to call directly for this scope, or None (the router decides)."""
        path = scope["path"]
        if path not in self.paths or scope["method"] != "GET" or scope.get("root_path"):
            return None
        routes = self.router.routes
        found = self._found.get(path)
        if found is None or found[0] != len(routes) or routes[found[1]] is not found[2]:
            found = self._found[path] = self._find(routes, path)
        return found[2] if found is not None else None

    @staticmethod
    def _find(routes: list, path: str) -> tuple[int, int, Route] | None:
        probe = {"type": "http", "path": path, "root_path": "", "method": "GET"}
        for index, route in enumerate(routes):
            match, child = route.matches(probe)
            if match is Match.NONE:
                continue
            # The first route that takes the path must be a Route of exactly this path
            # answering GET: then the router's walk would end there.
            if (
                match is Match.FULL
                and type(route) is Route
                and route.path == path
                and not child["path_params"]
            ):
                return len(routes), index, route
            return None
        return None

    async def __call__(self, route: Route, scope: Scope, receive: Receive, send: Send) -> None:
        exceptions = self.exceptions
        scope["starlette.exception_handlers"] = (
            exceptions._exception_handlers,
            exceptions._status_handlers,
        )
        if "router" not in scope:
            scope["router"] = self.router
        scope["route"] = route
        scope["endpoint"] = route.endpoint
        scope["path_params"] = dict(scope.get("path_params", {}))
        await route.handle(scope, receive, send)


class RequestPipeline:
    def __init__(
        self,
        app: ASGIApp,
        metrics: MetricsEndpoint,
        settings: Settings,
        hosts: HostDirectory,
        body_limit: int = DEFAULT_LIMIT,
        direct_paths: tuple[str, ...] = (),
    ) -> None:
        self.app = app
        self.metrics = metrics
        self.tenancy = Tenancy(settings, hosts)
        self.origin_check = OriginCheck(settings)
        self.body_limit = body_limit
        self.direct = DirectRoutes(app, direct_paths)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            await self._http(scope, receive, send)
        elif scope["type"] == "websocket":
            refused = await self.tenancy.enter(scope)
            if refused is not None:
                await refused(scope, receive, send)
                return
            await self.app(scope, receive, send)
        else:
            await self.app(scope, receive, send)

    async def _http(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        if path == PATH:
            await self.metrics(scope, receive, send)
            return
        request_id = accepted_request_id(_header(scope, _REQUEST_ID))
        kind = remembered_route_kind(path)
        status = 500
        answering = False
        budget = None
        started = time.perf_counter()
        encoded_id = request_id.encode("latin-1")

        async def observed_send(message: Message) -> None:
            nonlocal status, answering
            if message["type"] == "http.response.start":
                status = message["status"]
                answering = True
                if budget is not None:
                    budget.answering = True
                _with_request_id(message, encoded_id)
            await send(message)

        entered = enter_request(request_id)
        try:
            try:
                refused = guard_answer(scope)
                if refused is None:
                    budget = start_budget(scope, self.body_limit)
                    receive = limited_receive(receive, budget)
                    refused = await self.tenancy.enter(scope) or self.origin_check.refusal(scope)
                if refused is not None:
                    await refused(scope, receive, observed_send)
                elif (route := self.direct.route(scope)) is not None:
                    await self.direct(route, scope, receive, observed_send)
                else:
                    await self.app(scope, receive, observed_send)
            except Exception as error:
                # Once the answer has started it cannot be replaced.
                if answering:
                    raise
                await _error_answer(error, scope)(scope, receive, observed_send)
            finally:
                duration = time.perf_counter() - started
                count, observe = _observers(kind, _method(scope), status // 100)
                count()
                observe(duration)
                access_log.write(scope.get("method"), kind, path, status, duration, request_id)
        finally:
            leave_request(entered)
