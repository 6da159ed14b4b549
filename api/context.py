"""The per-application objects request handlers share: settings, engine and caches."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from sqlalchemy.engine import Engine
from starlette.requests import Request

from api.cache import BundleCache, Change, Purger
from api.database import run_in_session
from api.settings import Settings
from api.tenancy import HostDirectory
from api.throttling import AttemptThrottle, LoginThrottle

T = TypeVar("T")


@dataclass
class AppContext:
    settings: Settings
    engine: Engine
    bundles: BundleCache
    purger: Purger
    hosts: HostDirectory
    page_passwords: AttemptThrottle
    logins: LoginThrottle

    @classmethod
    def build(cls, settings: Settings, engine: Engine) -> AppContext:
        return cls(
            settings=settings,
            engine=engine,
            bundles=BundleCache(settings.bundle_cache_size, settings.bundle_cache_ttl),
            purger=Purger(settings.purge_urls),
            hosts=HostDirectory(engine, settings),
            page_passwords=AttemptThrottle(
                settings.password_attempts, settings.password_window_seconds
            ),
            logins=LoginThrottle(
                per_address=settings.login_address_attempts,
                per_account=settings.password_attempts,
                window=settings.password_window_seconds,
            ),
        )

    async def run(self, work: Callable[..., T], *args, **kwargs) -> T:
        return await run_in_session(self.engine, work, *args, **kwargs)

    async def published(self, change: Change) -> None:
        """Call after a write committed: drops stale bundles, then purges HTTP caches."""
        self.bundles.forget(change)
        if change.whole_project:
            self.hosts.forget()
        await self.purger.purge(change.purge_keys)


def context(request: Request) -> AppContext:
    return request.app.state.context
