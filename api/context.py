"""The per-application objects request handlers share: settings, engine, caches and the
directories through which one domain's data reaches shared code without an import
(`members`: login sessions and roles; `projects`: project names and hosts). The
application (`api/app.py`) wires the domains' implementations in."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, TypeVar

from sqlalchemy.engine import Engine
from sqlmodel import Session
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request

from api.cache import BundleCache, Change, Purger
from api.cache.broadcast import Broadcast, broadcast_for
from api.counts import Counts, counts_for
from api.database import run_in_session, run_read_only
from api.rate_limit import RateLimit
from api.settings import Settings
from api.tenancy import HostDirectory
from api.throttling import AttemptThrottle, LoginThrottle

T = TypeVar("T")


class ProjectDirectory(Protocol):
    def id_for_host(self, session: Session, host: str) -> int | None:
        """The project serving `host` (normalised) as live domain or alias."""

    def summaries(self, session: Session, project_ids: list[int]) -> list[dict]:
        """`{id, title, domain_live}` of each existing project, by id."""


@dataclass
class AppContext:
    settings: Settings
    engine: Engine
    bundles: BundleCache
    purger: Purger
    hosts: HostDirectory
    page_passwords: AttemptThrottle
    logins: LoginThrottle
    broadcast: Broadcast
    not_found_registrations: RateLimit
    # Where every throttle and rate limit counts, shared by all processes (api/counts).
    counts: Counts
    # Typed loosely here so this module imports no domain; see api/auth/members.py.
    members: object
    projects: ProjectDirectory
    # The shop's product search (api/sites/search_index.py), wired by api/app.py.
    search: object = None
    # Domains' checks of their part of project.modules, `check(errors, modules, path)`,
    # wired by api/app.py so the project settings call runs them without importing them.
    module_checks: tuple = ()
    # What a document's deletion also removes elsewhere, `forget(session, project_id,
    # kind, document_id)` in the deletion's unit of work: its revisions (api/releases),
    # wired by api/app.py.
    document_deleted: tuple = ()

    @classmethod
    def build(
        cls, settings: Settings, engine: Engine, *, members: object, projects: ProjectDirectory
    ) -> AppContext:
        counts = counts_for(settings.redis_url, engine)
        return cls(
            settings=settings,
            engine=engine,
            bundles=BundleCache(settings.bundle_cache_size, settings.bundle_cache_ttl),
            purger=Purger(settings.purge_urls, settings.purge_mode),
            hosts=HostDirectory(engine, settings, projects.id_for_host),
            page_passwords=AttemptThrottle(
                settings.password_attempts,
                settings.password_window_seconds,
                store=counts,
                name="page-password",
            ),
            logins=LoginThrottle(
                per_address=settings.login_address_attempts,
                per_account=settings.password_attempts,
                window=settings.password_window_seconds,
                store=counts,
            ),
            broadcast=broadcast_for(settings.redis_url, engine),
            not_found_registrations=RateLimit(
                settings.not_found_rate,
                settings.not_found_rate_window_seconds,
                store=counts,
                name="not-found",
            ),
            counts=counts,
            members=members,
            projects=projects,
        )

    async def run(self, work: Callable[..., T], *args, **kwargs) -> T:
        return await run_in_session(self.engine, work, *args, **kwargs)

    async def read_only(self, work: Callable[..., T], *args, **kwargs) -> T:
        """`work` in a read-only unit of work (api/database.ReadUnit): no writes."""
        return await run_read_only(self.engine, work, *args, **kwargs)

    async def published(self, change: Change) -> None:
        """Call after a write committed: drops stale bundles here and in every other
        process, then purges HTTP caches."""
        self.forget(change)
        await run_in_threadpool(self.broadcast.publish, change)
        await self.purger.purge(change.purge_keys)

    def forget(self, change: Change | None) -> None:
        """Drops what `change` made stale; everything when it is None (changes missed)."""
        if change is None:
            self.bundles.clear()
            self.hosts.forget()
            return
        self.bundles.forget(change)
        if change.whole_project:
            self.hosts.forget()

    def start(self) -> None:
        """Starts receiving other processes' changes (application startup)."""
        self.broadcast.listen(self.forget, self.listening)

    def listening(self, connected: bool) -> None:
        """The change listener lost (False) or regained (True) its carrier: the caches
        fed by it are bypassed meanwhile (docs/shared-state.md)."""
        self.bundles.connected(connected)
        self.hosts.connected(connected)

    def stop(self) -> None:
        self.broadcast.close()
        self.purger.close()
        close = getattr(self.counts, "close", None)
        if close is not None:
            close()


def context(request: Request) -> AppContext:
    return request.app.state.context
