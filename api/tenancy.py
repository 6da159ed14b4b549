"""Who is asking, on which site: resolved once per request by `Tenancy` (in api/pipeline.py).

The client address, host and scheme come from the connection itself, or from
X-Forwarded-For/-Host/-Proto only when the direct peer is a trusted proxy
(`settings.forwarded_allow_ips`, the same rule as uvicorn's `--forwarded-allow-ips`):
the client is the right-most X-Forwarded-For entry that is not a trusted proxy, so a
visitor cannot choose its own address by sending the header itself.

Before any endpoint runs, the host is read by the one strict parser (api/hosts.py: a
malformed host or port answers 400) and must be known: a project's domain or alias, a
demo host or one of the API's own names (`settings.api_hosts`); anything else answers
404, on owner and visitor paths alike (docs/origins.md). Only `/api/health` (and its
`/api/health/ready`, for probes that send an address as Host) skip the
second check: load balancers probe it by address, and it writes no link. For visitor
endpoints (`/api/services/...` and the 404 registration path) the middleware also
resolves the project serving the host. Handlers read all of it with the accessors below.

The demo hosts (localhost, 127.0.0.1) stand for the project whose live domain is
`settings.demo_domain`. Host to project lookups are remembered briefly, since every
visitor request needs one.
"""

from __future__ import annotations

import ipaddress
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from sqlalchemy.engine import Engine
from sqlmodel import Session
from starlette.concurrency import run_in_threadpool
from starlette.requests import HTTPConnection
from starlette.responses import Response
from starlette.types import Scope

from api.database import session_scope
from api.domain_errors import NotFound
from api.errors import GENERAL
from api.hosts import Host, HostError, parse_host
from api.responses import error_response
from api.settings import Settings

UNKNOWN_HOST = "Er is geen website bekend voor dit adres."
VISITOR_PREFIX = "/api/services/"
# Answers whether this process can serve; asked by address, it writes no link.
ANY_HOST_PATHS = frozenset({"/api/health", "/api/health/ready"})
SCOPE_KEY = "api.visit"

# Header values up to this length together are remembered with their reading (4096).
REMEMBERED_HEADERS_LENGTH = 1024
# The headers `read_visit` reads, in one pass over the raw list.
_VISIT_HEADERS = frozenset({b"host", b"x-forwarded-for", b"x-forwarded-host", b"x-forwarded-proto"})

HostLookup = Callable[[Session, str], "int | None"]


@dataclass(frozen=True)
class Visit:
    """What the middleware resolved for one request."""

    client: str
    # The parsed host's name: lower case, no port, no trailing dot.
    host: str
    scheme: str
    # Set for visitor endpoints only; owner endpoints name their project in the path.
    project_id: int | None = None
    # The port the host named, if any (ASCII digits, 1-65535).
    port: int | None = None


class TrustedProxies:
    """The peers whose forwarded headers count: addresses and networks, or '*'."""

    def __init__(self, entries: tuple[str, ...] | list[str]) -> None:
        self.everyone = "*" in entries
        self.networks = []
        for entry in entries:
            if entry != "*":
                self.networks.append(ipaddress.ip_network(entry.strip(), strict=False))

    def __contains__(self, address: str) -> bool:
        if self.everyone:
            return True
        try:
            ip = ipaddress.ip_address(address.strip().strip("[]"))
        except ValueError:
            return False
        return any(ip in network for network in self.networks)

    def client_from(self, forwarded_for: str) -> str | None:
        """The right-most address not belonging to a trusted proxy."""
        entries = [entry.strip() for entry in forwarded_for.split(",") if entry.strip()]
        for entry in reversed(entries):
            if entry not in self:
                return entry
        # Every hop is a trusted proxy: the left-most is the closest thing to a client.
        return entries[0] if entries else None


def _last(value: str | None) -> str:
    """The right-most entry of a header a proxy appends to: the nearest proxy's value."""
    return (value or "").split(",")[-1].strip()


def _visit_headers(scope: Scope) -> dict[bytes, bytes]:
    """The first raw value of each header `read_visit` reads (as Headers.get would give)."""
    found: dict[bytes, bytes] = {}
    for name, value in scope["headers"]:
        if name in _VISIT_HEADERS and name not in found:
            found[name] = value
    return found


def read_visit(scope: Scope, proxies: TrustedProxies) -> Visit:
    """The request's visit; HostError when its (trusted) host is malformed."""
    client, host, scheme = _visit_parts(scope, proxies)
    if isinstance(host, HostError):
        raise HostError(host.message)
    return Visit(client, host.name, scheme, port=host.port)


def _visit_parts(scope: Scope, proxies: TrustedProxies) -> tuple[str, Host | HostError, str]:
    headers = _visit_headers(scope)
    client = scope.get("client")
    key = (
        proxies,
        client[0] if client else "unknown",
        headers.get(b"host", b""),
        headers.get(b"x-forwarded-for", b""),
        headers.get(b"x-forwarded-host"),
        headers.get(b"x-forwarded-proto"),
        scope.get("scheme", "http"),
    )
    if sum(len(value) for value in headers.values()) > REMEMBERED_HEADERS_LENGTH:
        return _raw_trusted_parts(*key)
    # The same few combinations (proxy, host, visitor) keep coming back.
    return _remembered_parts(*key)


def _raw_trusted_parts(
    proxies: TrustedProxies,
    peer: str,
    host: bytes,
    forwarded_for: bytes,
    forwarded_host: bytes | None,
    forwarded_proto: bytes | None,
    scheme: str,
) -> tuple[str, Host | HostError, str]:
    """`_trusted_parts` of the raw header values (decoded as latin-1, as Headers does)."""
    return _trusted_parts(
        proxies,
        peer,
        host.decode("latin-1"),
        forwarded_for.decode("latin-1"),
        None if forwarded_host is None else forwarded_host.decode("latin-1"),
        None if forwarded_proto is None else forwarded_proto.decode("latin-1"),
        scheme,
    )


def _trusted_parts(
    proxies: TrustedProxies,
    peer: str,
    host: str,
    forwarded_for: str,
    forwarded_host: str | None,
    forwarded_proto: str | None,
    scheme: str,
) -> tuple[str, Host | HostError, str]:
    """(client, host, scheme): what the peer and the headers it may set tell. A
    malformed host comes back as its HostError (remembered like any other reading)."""
    client = peer
    if peer in proxies:
        client = proxies.client_from(forwarded_for) or peer
        host = _last(forwarded_host) or host
        proto = _last(forwarded_proto).lower()
        if proto in ("http", "https"):
            scheme = proto
    try:
        parsed: Host | HostError = parse_host(host)
    except HostError as error:
        parsed = error
    return client, parsed, scheme


_remembered_parts = lru_cache(maxsize=4096)(_raw_trusted_parts)


# A visit is a value: the same few come back on every request of a site (its host, a
# visitor or proxy, the scheme), so each is made once and shared (4096 of them).
_visit = lru_cache(maxsize=4096)(Visit)


# Host names remembered at most (the oldest go first).
REMEMBERED_HOSTS = 4096


class HostDirectory:
    """Host name -> project id, remembered for `ttl` seconds once found.

    Every visitor request reads it, so a read takes no lock: one dictionary look-up of
    (project id, deadline) and the clock; writes and clearing hold the lock."""

    def __init__(self, engine: Engine, settings: Settings, lookup: HostLookup, ttl: int = 60):
        self.engine = engine
        self.settings = settings
        self.lookup = lookup
        self.ttl = ttl
        self._known: dict[str, tuple[int, float]] = {}
        self._lock = threading.Lock()
        # While the change listener is disconnected nothing is remembered (it could
        # miss a domain moving to another project).
        self._bypass = False

    def connected(self, listening: bool) -> None:
        with self._lock:
            self._bypass = not listening
            self._known.clear()

    def lookup_name(self, host: str) -> str:
        return self.settings.demo_domain if host in self.settings.demo_hosts else host

    def remembered(self, name: str) -> int | None:
        if self._bypass:
            return None
        found = self._known.get(name)
        if found is None or found[1] <= time.monotonic():
            return None
        return found[0]

    def _remember(self, name: str, project_id: int) -> None:
        """Under the lock."""
        known = self._known
        if name not in known and len(known) >= REMEMBERED_HOSTS:
            now = time.monotonic()
            for expired in [key for key, (_id, deadline) in known.items() if deadline <= now]:
                del known[expired]
            if len(known) >= REMEMBERED_HOSTS:
                del known[next(iter(known))]
        known.pop(name, None)  # a renewed entry goes last
        known[name] = (project_id, time.monotonic() + self.ttl)

    def remembered_host(self, host: str) -> int | None:
        """`remembered(lookup_name(host))`."""
        return self.remembered(
            self.settings.demo_domain if host in self.settings.demo_hosts else host
        )

    def project_id(self, host: str) -> int | None:
        name = self.lookup_name(host)
        remembered = self.remembered(name)
        if remembered is not None:
            return remembered
        with session_scope(self.engine) as session:
            project_id = self.lookup(session, name)
        # Unknown hosts are not remembered: a site imported a moment later must work.
        if project_id is not None:
            with self._lock:
                if not self._bypass:
                    self._remember(name, project_id)
        return project_id

    async def project_for(self, host: str) -> int | None:
        project_id = self.remembered_host(host)
        if project_id is None:
            project_id = await run_in_threadpool(self.project_id, host)
        return project_id

    async def resolve(self, request: HTTPConnection) -> int:
        """The project of the request's trusted host, or NotFound (404 error body).

        Visitor endpoints get it from the middleware already (`request_project`)."""
        current = visit(request)
        if current.project_id is not None:
            return current.project_id
        project_id = await self.project_for(current.host)
        if project_id is None:
            raise NotFound(UNKNOWN_HOST)
        return project_id

    def forget(self) -> None:
        with self._lock:
            self._known.clear()


def own_host_names(settings: Settings) -> frozenset[str]:
    """The names known without a project behind them: the demo hosts and the API's own.
    HostError (a ValueError) for a malformed one: the application does not start."""
    return frozenset(parse_host(name).name for name in (*settings.demo_hosts, *settings.api_hosts))


class Tenancy:
    """Puts the request's `Visit` on the scope; visitor endpoints get their project."""

    def __init__(self, settings: Settings, hosts: HostDirectory) -> None:
        self.hosts = hosts
        self.proxies = TrustedProxies(settings.forwarded_allow_ips)
        self.not_found_path = settings.not_found_path
        self.own_names = own_host_names(settings)

    def is_visitor_path(self, path: str) -> bool:
        return path.startswith(VISITOR_PREFIX) or path == self.not_found_path

    async def enter(self, scope: Scope) -> Response | None:
        """Resolves the visit of an HTTP or websocket scope onto it; the 400 of a
        malformed host or the 404 of an unknown one instead."""
        client, host, scheme = _visit_parts(scope, self.proxies)
        if isinstance(host, HostError):
            return error_response(400, {"host": [host.message]})
        path = scope.get("path", "")
        project_id = None
        if self.is_visitor_path(path):
            # Known hosts are remembered: no coroutine for them.
            project_id = self.hosts.remembered_host(host.name)
            if project_id is None:
                project_id = await self.hosts.project_for(host.name)
            known = project_id is not None
        else:
            known = (
                path in ANY_HOST_PATHS
                or host.name in self.own_names
                or await self.hosts.project_for(host.name) is not None
            )
        if not known:
            return error_response(404, {GENERAL: [UNKNOWN_HOST]})
        current = _visit(client, host.name, scheme, project_id, host.port)
        scope[SCOPE_KEY] = current
        # Like uvicorn's proxy-header handling: request.client and request.url agree too.
        scope["client"] = (current.client, scope["client"][1] if scope.get("client") else 0)
        if scope["type"] == "http":
            scope["scheme"] = current.scheme
        return None


def visit(connection: HTTPConnection) -> Visit:
    try:
        return connection.scope[SCOPE_KEY]
    except KeyError:
        raise RuntimeError("the request pipeline (api/pipeline.py) is not installed") from None


def client_address(connection: HTTPConnection) -> str:
    return visit(connection).client


def client_ip(connection: HTTPConnection, _settings: Settings | None = None) -> str:
    """The former name of `client_address`, kept for callers not yet moved over."""
    return client_address(connection)


def request_host(connection: HTTPConnection) -> str:
    return visit(connection).host


def request_scheme(connection: HTTPConnection) -> str:
    return visit(connection).scheme


def request_project(connection: HTTPConnection) -> int:
    """The project of a visitor endpoint (resolved from the trusted host)."""
    project_id = visit(connection).project_id
    if project_id is None:
        raise RuntimeError(f"{connection.url.path} is no visitor endpoint with a project")
    return project_id
