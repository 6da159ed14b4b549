"""Which project a visitor request belongs to, from its host name.

The host comes from X-Forwarded-Host (set by the SSR server) when the settings trust
it, else from Host; the port is dropped and case ignored. The demo hosts (localhost,
127.0.0.1) stand for the project whose live domain is `settings.demo_domain`. Host to
project lookups are remembered briefly, since every visitor request needs one.
"""

from __future__ import annotations

import threading

from cachetools import TTLCache
from sqlalchemy.engine import Engine
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request

from api.database import session_scope
from api.errors import ApiError
from api.projects.schemas import normalise_host
from api.projects.service import find_project_id_by_host
from api.settings import Settings

UNKNOWN_HOST = "Er is geen website bekend voor dit adres."


def request_host(request: Request, settings: Settings) -> str:
    raw = ""
    if settings.trust_forwarded_host:
        # A chain of proxies appends hosts; the first one is what the visitor typed.
        raw = request.headers.get("x-forwarded-host", "").split(",")[0]
    if not raw.strip():
        raw = request.headers.get("host", "")
    return normalise_host(raw)


def client_ip(request: Request, settings: Settings) -> str:
    if settings.trust_forwarded_host:
        forwarded = request.headers.get("x-forwarded-for", "").split(",")[0].strip()
        if forwarded:
            return forwarded
    return request.client.host if request.client else "unknown"


class HostDirectory:
    def __init__(self, engine: Engine, settings: Settings, ttl: int = 60) -> None:
        self.engine = engine
        self.settings = settings
        self._known: TTLCache = TTLCache(maxsize=4096, ttl=ttl)
        self._lock = threading.Lock()

    def lookup_name(self, host: str) -> str:
        return self.settings.demo_domain if host in self.settings.demo_hosts else host

    def remembered(self, name: str) -> int | None:
        with self._lock:
            return self._known.get(name)

    def project_id(self, host: str) -> int | None:
        name = self.lookup_name(host)
        remembered = self.remembered(name)
        if remembered is not None:
            return remembered
        with session_scope(self.engine) as session:
            project_id = find_project_id_by_host(session, name)
        # Unknown hosts are not remembered: a site imported a moment later must work.
        if project_id is not None:
            with self._lock:
                self._known[name] = project_id
        return project_id

    def forget(self) -> None:
        with self._lock:
            self._known.clear()

    async def resolve(self, request: Request) -> int:
        """The project id of the request's host, or a 404 error body."""
        host = request_host(request, self.settings)
        project_id = self.remembered(self.lookup_name(host))
        if project_id is None:
            project_id = await run_in_threadpool(self.project_id, host)
        if project_id is None:
            raise ApiError(404, UNKNOWN_HOST)
        return project_id
