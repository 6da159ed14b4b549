"""Runtime settings, read once from environment variables with working defaults."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _list(value: str) -> list[str]:
    return [part.strip() for part in value.split(",") if part.strip()]


def _default_database_url() -> str:
    return f"sqlite:///{ROOT / 'var' / 'site.sqlite3'}"


@dataclass(frozen=True)
class Settings:
    database_url: str = field(default_factory=_default_database_url)
    # Hosts that always resolve to the demo project (development and tests).
    demo_hosts: tuple[str, ...] = ("localhost", "127.0.0.1")
    demo_domain: str = "demo.site.local"
    # Proxies (IPs or CIDRs; '*' for any) whose X-Forwarded-For/-Host/-Proto are
    # honoured: the SSR server and anything else directly in front of the API. Requests
    # from any other peer are taken at face value (their own address and Host).
    forwarded_allow_ips: tuple[str, ...] = ("127.0.0.1", "::1")
    # Varnish (or any HTTP cache speaking PURGE + xkey-purge) to notify after writes.
    purge_urls: tuple[str, ...] = ()
    bundle_cache_size: int = 2048
    bundle_cache_ttl: int = 300
    password_attempts: int = 5
    password_window_seconds: int = 900
    # The spec leaves the 404 registration endpoint configurable ("POST {token}").
    not_found_path: str = "/api/services/websites/v1/not-found/register"
    # 404 registrations one client address may make per window.
    not_found_rate: int = 30
    not_found_rate_window_seconds: int = 60
    # Distinct missed paths kept per project; beyond it the least hit make room.
    not_found_max_paths: int = 1000
    media_root: Path = ROOT / "var" / "media"
    public_scheme: str = "https"

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> Settings:
        env = os.environ if environ is None else environ
        defaults = cls()
        return cls(
            database_url=env.get("DATABASE_URL", defaults.database_url),
            demo_hosts=tuple(_list(env["DEMO_HOSTS"]))
            if "DEMO_HOSTS" in env
            else defaults.demo_hosts,
            demo_domain=env.get("DEMO_DOMAIN", defaults.demo_domain),
            forwarded_allow_ips=tuple(_list(env["FORWARDED_ALLOW_IPS"]))
            if "FORWARDED_ALLOW_IPS" in env
            else defaults.forwarded_allow_ips,
            purge_urls=tuple(_list(env.get("PURGE_URLS", ""))),
            bundle_cache_size=int(env.get("BUNDLE_CACHE_SIZE", defaults.bundle_cache_size)),
            bundle_cache_ttl=int(env.get("BUNDLE_CACHE_TTL", defaults.bundle_cache_ttl)),
            password_attempts=int(env.get("PASSWORD_ATTEMPTS", defaults.password_attempts)),
            password_window_seconds=int(
                env.get("PASSWORD_WINDOW_SECONDS", defaults.password_window_seconds)
            ),
            not_found_path=env.get("NOT_FOUND_PATH", defaults.not_found_path),
            not_found_rate=int(env.get("NOT_FOUND_RATE", defaults.not_found_rate)),
            not_found_rate_window_seconds=int(
                env.get("NOT_FOUND_RATE_WINDOW_SECONDS", defaults.not_found_rate_window_seconds)
            ),
            not_found_max_paths=int(env.get("NOT_FOUND_MAX_PATHS", defaults.not_found_max_paths)),
            media_root=Path(env.get("MEDIA_ROOT", str(defaults.media_root))),
            public_scheme=env.get("PUBLIC_SCHEME", defaults.public_scheme),
        )
