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
    # The API's own names besides project domains and demo hosts (docs/origins.md): the
    # name internal callers or a separate dashboard use. A request for any other host
    # than these, a project's domain or alias or a demo host is refused (404).
    api_hosts: tuple[str, ...] = ()
    # scheme://host[:port] of every absolute link the product writes into mails and
    # outgoing requests (Mollie's redirect and webhook URLs). Empty: the request's
    # scheme and its validated, known host and port (docs/origins.md).
    public_base_url: str = ""
    # Proxies (IPs or CIDRs; '*' for any) whose X-Forwarded-For/-Host/-Proto are
    # honoured: the SSR server and anything else directly in front of the API. Requests
    # from any other peer are taken at face value (their own address and Host).
    forwarded_allow_ips: tuple[str, ...] = ("127.0.0.1", "::1")
    # Peers (IPs or CIDRs) that may read /metrics (docs/operations.md): the address
    # uvicorn sees on the connection, never a forwarded one.
    metrics_allow: tuple[str, ...] = ("127.0.0.0/8", "::1")
    # Varnish (or any HTTP cache speaking PURGE + xkey-purge) to notify after writes.
    purge_urls: tuple[str, ...] = ()
    # 'hard' (xkey-purge: gone at once) or 'soft' (xkey-softpurge: expired but served
    # stale during grace while one request refetches); docs/caching.md, "Purging".
    purge_mode: str = "hard"
    bundle_cache_size: int = 2048
    bundle_cache_ttl: int = 300
    password_attempts: int = 5
    password_window_seconds: int = 900
    # Failed owner logins one client address may make per window, over all accounts
    # (each account also allows `password_attempts`).
    login_address_attempts: int = 20
    # Origins besides the API's own that may send cookie-authenticated owner writes.
    dashboard_origins: tuple[str, ...] = ()
    # Redis for cache invalidations between processes (else the database carries them).
    redis_url: str = ""
    # How long a write waits for a locked SQLite database before answering 503.
    database_busy_timeout_ms: int = 5000
    # Bounds of one imported site document.
    import_max_pages: int = 5000
    import_max_menus: int = 200
    import_max_menu_items: int = 2000
    # The spec leaves the 404 registration endpoint configurable ("POST {token}").
    not_found_path: str = "/api/services/websites/v1/not-found/register"
    # 404 registrations one client address may make per window.
    not_found_rate: int = 30
    not_found_rate_window_seconds: int = 60
    # Distinct missed paths kept per project; beyond it the least hit make room.
    not_found_max_paths: int = 1000
    # Distinct searches that found nothing kept per project (docs/redirects.md).
    empty_search_max_queries: int = 1000
    # Images run through the media pipeline and their variants (docs/media.md).
    media_root: Path = ROOT / "var" / "media"
    # Files behind local `/media/...` URLs in stored content (the SSR server's public files).
    public_root: Path = ROOT / "ssr" / "public"
    public_scheme: str = "https"
    # URLs per sitemap file; more make /sitemap.xml an index (the protocol's limit).
    sitemap_page_size: int = 50_000
    # Build every shop's search index in the background when the process starts, so
    # no visitor's search waits for it (SEARCH_WARM=0 leaves it to the first search).
    # Off for in-process test apps, on for served ones (from_env).
    search_warm: bool = False
    # The EU's VAT number check (VIES REST API); tests point it at a local stand-in.
    vies_url: str = "https://ec.europa.eu/taxation_customs/vies/rest-api"
    # Seconds VIES may take per try (a check makes at most two tries).
    vies_timeout_seconds: float = 5.0
    # VIES questions under way at once over all clients, on threads of their own; a
    # question beyond it is answered 'unavailable' at once (VAT charged).
    vies_concurrency: int = 8
    # New VIES questions one client address may ask per hour (beyond: 'unavailable').
    vies_client_rate: int = 20
    # Mollie's payments API (its official client talks to this base URL).
    mollie_api_url: str = "https://api.mollie.com"
    # Outgoing mail: SMTP when smtp_host is set, else one .eml file per message in mail_dir.
    smtp_host: str = ""
    smtp_port: int = 25
    smtp_user: str = ""
    smtp_password: str = ""
    smtp_starttls: bool = False
    mail_from: str = "winkel@localhost"
    mail_dir: Path = ROOT / "var" / "mail"
    # Stock held by an order whose payment expired, failed or was canceled returns to
    # the shop when no new payment starts within this many minutes.
    stock_release_minutes: int = 30
    # How long an unpaid order holds its stock from the moment it is taken, by payment
    # method (docs/checkout.md, "Stock holds"): online methods, a bank transfer, and
    # paying on pickup (or nothing to pay). The owner may extend a hold.
    stock_hold_online_minutes: int = 60
    stock_hold_wire_minutes: int = 7 * 24 * 60
    stock_hold_pickup_minutes: int = 3 * 24 * 60
    # Carts not written to for this many days are deleted by the checkout's sweep.
    cart_max_age_days: int = 30
    # New carts one client address may create per hour.
    cart_create_rate: int = 300
    # Order overview lookups one client may make per order (and 5x that over all
    # orders) per window; a wrong e-mail reveals nothing either way.
    order_lookup_attempts: int = 10
    order_lookup_window_seconds: int = 900
    # Form submissions one client address may send per window, counted in the database
    # so every process shares the count (docs/forms.md, Abuse).
    form_submit_rate: int = 10
    form_submit_rate_window_seconds: int = 600
    # Uploaded files (docs/files.md): 'local' keeps them under files_root and takes the
    # signed PUT itself; 's3' stores them in a bucket that browsers PUT to directly.
    files_backend: str = "local"
    files_root: Path = ROOT / "var" / "files"
    # Base URL of public files (a CDN or a public bucket), the file's key appended.
    # Empty: the API serves them under /api/services/websites/v1/files/public/.
    files_public_url: str = ""
    # The S3 backend's bucket and credentials; the endpoint is the base of every
    # presigned URL (a local S3 server, MinIO, or empty for AWS itself).
    s3_endpoint_url: str = ""
    s3_bucket: str = ""
    s3_region: str = "eu-west-1"
    s3_access_key_id: str = ""
    s3_secret_access_key: str = field(default="", repr=False)
    # Lifetime of a signed upload URL and of a signed URL reading a private file.
    files_url_ttl_seconds: int = 15 * 60
    files_read_url_ttl_seconds: int = 5 * 60
    # Largest upload a file field allows unless the field sets its own maximum.
    files_max_size: int = 10 * 1024 * 1024
    # Key of the HMAC signatures of local upload and read URLs; empty: a random key
    # made once and kept in the database, so every process signs alike.
    files_signing_secret: str = field(default="", repr=False)
    # Signed upload URLs one upload session, and one client address, may ask for per
    # window, counted in the database (docs/files.md, Limits).
    files_upload_rate: int = 30
    files_upload_address_rate: int = 100
    files_upload_rate_window_seconds: int = 600
    # Revisions kept per document, oldest pruned first, never the live one
    # (docs/publishing.md); how often each process looks for scheduled releases due.
    revisions_kept: int = 200
    release_poll_seconds: float = 1.0
    # Lifetime of a preview link (at most an hour) and the key signing its token; empty:
    # a random key made once and kept in the database, like the files' key.
    preview_ttl_seconds: int = 3600
    preview_signing_secret: str = field(default="", repr=False)
    # Graceful shutdown (docs/deploy.md): after SIGTERM readiness answers 503 and the
    # process serves on for SHUTDOWN_DELAY seconds (load balancers notice), then drains
    # its requests in flight for at most SHUTDOWN_TIMEOUT seconds and exits.
    shutdown_delay_seconds: float = 0.0
    shutdown_timeout_seconds: float = 20.0

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
            api_hosts=tuple(_list(env.get("API_HOSTS", ""))),
            public_base_url=env.get("PUBLIC_BASE_URL", defaults.public_base_url).strip(),
            forwarded_allow_ips=tuple(_list(env["FORWARDED_ALLOW_IPS"]))
            if "FORWARDED_ALLOW_IPS" in env
            else defaults.forwarded_allow_ips,
            metrics_allow=tuple(_list(env["METRICS_ALLOW"]))
            if "METRICS_ALLOW" in env
            else defaults.metrics_allow,
            purge_urls=tuple(_list(env.get("PURGE_URLS", ""))),
            purge_mode=env.get("PURGE_MODE", defaults.purge_mode).strip().lower(),
            bundle_cache_size=int(env.get("BUNDLE_CACHE_SIZE", defaults.bundle_cache_size)),
            bundle_cache_ttl=int(env.get("BUNDLE_CACHE_TTL", defaults.bundle_cache_ttl)),
            password_attempts=int(env.get("PASSWORD_ATTEMPTS", defaults.password_attempts)),
            password_window_seconds=int(
                env.get("PASSWORD_WINDOW_SECONDS", defaults.password_window_seconds)
            ),
            login_address_attempts=int(
                env.get("LOGIN_ADDRESS_ATTEMPTS", defaults.login_address_attempts)
            ),
            dashboard_origins=tuple(
                origin.rstrip("/") for origin in _list(env.get("DASHBOARD_ORIGINS", ""))
            ),
            redis_url=env.get("REDIS_URL", ""),
            database_busy_timeout_ms=int(
                env.get("DATABASE_BUSY_TIMEOUT_MS", defaults.database_busy_timeout_ms)
            ),
            import_max_pages=int(env.get("IMPORT_MAX_PAGES", defaults.import_max_pages)),
            import_max_menus=int(env.get("IMPORT_MAX_MENUS", defaults.import_max_menus)),
            import_max_menu_items=int(
                env.get("IMPORT_MAX_MENU_ITEMS", defaults.import_max_menu_items)
            ),
            not_found_path=env.get("NOT_FOUND_PATH", defaults.not_found_path),
            not_found_rate=int(env.get("NOT_FOUND_RATE", defaults.not_found_rate)),
            not_found_rate_window_seconds=int(
                env.get("NOT_FOUND_RATE_WINDOW_SECONDS", defaults.not_found_rate_window_seconds)
            ),
            not_found_max_paths=int(env.get("NOT_FOUND_MAX_PATHS", defaults.not_found_max_paths)),
            empty_search_max_queries=int(
                env.get("EMPTY_SEARCH_MAX_QUERIES", defaults.empty_search_max_queries)
            ),
            search_warm=env.get("SEARCH_WARM", "1") not in ("0", "false", ""),
            media_root=Path(env.get("MEDIA_ROOT", str(defaults.media_root))),
            public_root=Path(env.get("PUBLIC_ROOT", str(defaults.public_root))),
            public_scheme=env.get("PUBLIC_SCHEME", defaults.public_scheme),
            sitemap_page_size=int(env.get("SITEMAP_PAGE_SIZE", defaults.sitemap_page_size)),
            vies_url=env.get("VIES_URL", defaults.vies_url).rstrip("/"),
            vies_timeout_seconds=float(
                env.get("VIES_TIMEOUT_SECONDS", defaults.vies_timeout_seconds)
            ),
            vies_concurrency=int(env.get("VIES_CONCURRENCY", defaults.vies_concurrency)),
            vies_client_rate=int(env.get("VIES_CLIENT_RATE", defaults.vies_client_rate)),
            mollie_api_url=env.get("MOLLIE_API_URL", defaults.mollie_api_url).rstrip("/"),
            smtp_host=env.get("SMTP_HOST", defaults.smtp_host),
            smtp_port=int(env.get("SMTP_PORT", defaults.smtp_port)),
            smtp_user=env.get("SMTP_USER", defaults.smtp_user),
            smtp_password=env.get("SMTP_PASSWORD", defaults.smtp_password),
            smtp_starttls=env.get("SMTP_STARTTLS", "0") not in ("0", "false", ""),
            mail_from=env.get("MAIL_FROM", defaults.mail_from),
            mail_dir=Path(env.get("MAIL_DIR", str(defaults.mail_dir))),
            stock_release_minutes=int(
                env.get("STOCK_RELEASE_MINUTES", defaults.stock_release_minutes)
            ),
            stock_hold_online_minutes=int(
                env.get("STOCK_HOLD_ONLINE_MINUTES", defaults.stock_hold_online_minutes)
            ),
            stock_hold_wire_minutes=int(
                env.get("STOCK_HOLD_WIRE_MINUTES", defaults.stock_hold_wire_minutes)
            ),
            stock_hold_pickup_minutes=int(
                env.get("STOCK_HOLD_PICKUP_MINUTES", defaults.stock_hold_pickup_minutes)
            ),
            cart_max_age_days=int(env.get("CART_MAX_AGE_DAYS", defaults.cart_max_age_days)),
            cart_create_rate=int(env.get("CART_CREATE_RATE", defaults.cart_create_rate)),
            order_lookup_attempts=int(
                env.get("ORDER_LOOKUP_ATTEMPTS", defaults.order_lookup_attempts)
            ),
            order_lookup_window_seconds=int(
                env.get("ORDER_LOOKUP_WINDOW_SECONDS", defaults.order_lookup_window_seconds)
            ),
            form_submit_rate=int(env.get("FORM_SUBMIT_RATE", defaults.form_submit_rate)),
            form_submit_rate_window_seconds=int(
                env.get("FORM_SUBMIT_RATE_WINDOW_SECONDS", defaults.form_submit_rate_window_seconds)
            ),
            files_backend=env.get("FILES_BACKEND", defaults.files_backend).strip().lower(),
            files_root=Path(env.get("FILES_ROOT", str(defaults.files_root))),
            files_public_url=env.get("FILES_PUBLIC_URL", "").strip().rstrip("/"),
            s3_endpoint_url=env.get("S3_ENDPOINT_URL", "").strip().rstrip("/"),
            s3_bucket=env.get("S3_BUCKET", ""),
            s3_region=env.get("S3_REGION", defaults.s3_region),
            s3_access_key_id=env.get("S3_ACCESS_KEY_ID", ""),
            s3_secret_access_key=env.get("S3_SECRET_ACCESS_KEY", ""),
            files_url_ttl_seconds=int(
                env.get("FILES_URL_TTL_SECONDS", defaults.files_url_ttl_seconds)
            ),
            files_read_url_ttl_seconds=int(
                env.get("FILES_READ_URL_TTL_SECONDS", defaults.files_read_url_ttl_seconds)
            ),
            files_max_size=int(env.get("FILES_MAX_SIZE", defaults.files_max_size)),
            files_signing_secret=env.get("FILES_SIGNING_SECRET", ""),
            files_upload_rate=int(env.get("FILES_UPLOAD_RATE", defaults.files_upload_rate)),
            files_upload_address_rate=int(
                env.get("FILES_UPLOAD_ADDRESS_RATE", defaults.files_upload_address_rate)
            ),
            files_upload_rate_window_seconds=int(
                env.get(
                    "FILES_UPLOAD_RATE_WINDOW_SECONDS", defaults.files_upload_rate_window_seconds
                )
            ),
            revisions_kept=max(1, int(env.get("REVISIONS_KEPT", defaults.revisions_kept))),
            release_poll_seconds=float(
                env.get("RELEASE_POLL_SECONDS", defaults.release_poll_seconds)
            ),
            preview_ttl_seconds=min(
                3600, int(env.get("PREVIEW_TTL_SECONDS", defaults.preview_ttl_seconds))
            ),
            preview_signing_secret=env.get("PREVIEW_SIGNING_SECRET", ""),
            shutdown_delay_seconds=max(
                0.0, float(env.get("SHUTDOWN_DELAY", defaults.shutdown_delay_seconds))
            ),
            shutdown_timeout_seconds=max(
                0.0, float(env.get("SHUTDOWN_TIMEOUT", defaults.shutdown_timeout_seconds))
            ),
        )
