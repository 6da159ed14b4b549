"""The application factory: routes of every domain, error handling and shared state."""

from __future__ import annotations

import contextlib
import logging

from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.routing import Route

from api.accounts.access import AccountMembers
from api.accounts.routes import routes as account_routes
from api.cache.broadcast import broadcast_for
from api.checks.routes import routes as check_routes
from api.context import AppContext
from api.database import create_database_engine
from api.draining import delay_exit
from api.errors import EXCEPTION_HANDLERS
from api.files.backends import storage_for
from api.files.form_uploads import FormUploads
from api.files.owner_routes import routes as owner_file_routes
from api.files.routes import routes as file_routes
from api.files.service import Files
from api.forms import uploads as form_uploads
from api.forms.reads import published_form_file_items
from api.forms.routes import routes as form_routes
from api.health import health, ready
from api.logs.access import flush_waiting_lines
from api.media.service import ingest
from api.menus.routes import routes as menu_routes
from api.metrics.collectors import scrape_registry
from api.metrics.exposition import MetricsEndpoint, parse_networks
from api.notfound.routes import routes as not_found_routes
from api.openapi import openapi_route
from api.origins import base_origin
from api.overview.routes import routes as overview_routes
from api.pages.routes import routes as page_routes
from api.payments.routes import build_routes as payment_routes
from api.pipeline import RequestPipeline
from api.presence.routes import routes as presence_routes
from api.projects.directory import ProjectRows
from api.projects.routes import routes as project_routes
from api.redirects.routes import routes as redirect_routes
from api.releases.routes import routes as release_routes
from api.releases.scheduler import scheduling
from api.releases.service import forget_document
from api.searchmisses.routes import routes as empty_search_routes
from api.settings import Settings
from api.shop.checkout.owner_routes import routes as owner_order_routes
from api.shop.checkout.routes import payment_reported
from api.shop.checkout.routes import routes as checkout_routes
from api.shop.checkout.service import Checkout
from api.shop.checkout.sweeper import sweeping
from api.shop.routes import routes as shop_routes
from api.shop.settings_checks import check_webshop_settings
from api.shop.settings_routes import routes as shop_settings_routes
from api.sites.misses import build_routes as miss_routes
from api.sites.routes import routes as site_routes
from api.sites.search import routes as search_routes
from api.sites.search_index import make_registry, shop_projects
from api.tenancy import own_host_names

logger = logging.getLogger("api")
PAGE_BUNDLE_PATH = "/api/services/websites/v1/page-bundle"


def build_files(settings: Settings) -> Files:
    """Uploads, wired to the forms (which file types and sizes a published form takes)
    and to the media pipeline (every stored public image gets its responsive variants)."""

    def ingest_image(session, url: str, data: bytes) -> None:
        ingest(session, settings.media_root, url, data)

    return Files(settings, storage_for(settings), published_form_file_items, ingest_image)


def create_app(settings: Settings | None = None, engine: Engine | None = None) -> Starlette:
    """The composition root: the one module wiring every domain together."""
    settings = settings or Settings.from_env()
    # A malformed PUBLIC_BASE_URL, API_HOSTS or DEMO_HOSTS entry stops the start.
    base_origin(settings.public_base_url)
    own_host_names(settings)
    owns_engine = engine is None
    if engine is None:
        engine = create_database_engine(
            settings.database_url, busy_timeout_ms=settings.database_busy_timeout_ms
        )
    context = AppContext.build(settings, engine, members=AccountMembers(), projects=ProjectRows())

    context.search = make_registry(engine)
    context.module_checks = (check_webshop_settings,)
    # A deleted page's revisions go with it (docs/publishing.md).
    context.document_deleted = (forget_document,)
    checkout = Checkout(settings, engine, counts=context.counts)
    # /metrics, only for METRICS_ALLOW peers (docs/operations.md).
    metrics = MetricsEndpoint(
        parse_networks(settings.metrics_allow),
        scrape_registry(engine, settings.release_poll_seconds),
    )
    files = build_files(settings)
    # The form submit asks this store which uploads a visitor may send (docs/files.md).
    form_uploads.store = FormUploads(files, engine)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette):
        # SIGTERM: readiness 503 at once, uvicorn's drain SHUTDOWN_DELAY later (docs/deploy.md).
        undo_delay_exit = delay_exit(settings.shutdown_delay_seconds)
        app.state.context.start()
        # Product writes in any process reach this one's search indexes (docs/search.md).
        context.search.follow(broadcast_for(settings.redis_url, engine))
        if settings.search_warm:
            try:
                context.search.warm(shop_projects(engine))
            except SQLAlchemyError as error:  # the first search of each shop builds it
                logger.warning("Search indexes not warmed: %s", error)
        try:
            async with (
                sweeping(app.state.checkout, context.published),
                scheduling(engine, settings, context.published),
            ):
                yield
        finally:
            undo_delay_exit()
            context.search.close()
            app.state.context.stop()
            if owns_engine:
                engine.dispose()
            # Access lines wait in batches; a process may end without flushing them.
            flush_waiting_lines()

    app = Starlette(
        routes=[
            Route("/api/health", health, methods=["GET"]),
            Route("/api/health/ready", ready, methods=["GET"]),
            *site_routes,
            *search_routes,
            *page_routes,
            *miss_routes(settings),
            *not_found_routes,
            *redirect_routes,
            *empty_search_routes,
            *overview_routes,
            *account_routes,
            *project_routes,
            *menu_routes,
            *form_routes,
            *release_routes,
            *presence_routes,
            *check_routes,
            *file_routes,
            *owner_file_routes,
            *shop_routes,
            *checkout_routes,
            *owner_order_routes,
            *shop_settings_routes,
            # The test provider tells the checkout in-process, never over HTTP.
            *payment_routes(reported=payment_reported),
            openapi_route(settings.not_found_path),
        ],
        middleware=[
            # One layer: request id, metrics, access line and /metrics; control
            # characters, body limit, tenancy, origin check; 413/503/500 answers.
            # Page bundles, most of the API's requests, skip the router's walk.
            Middleware(
                RequestPipeline,
                metrics=metrics,
                settings=settings,
                hosts=context.hosts,
                direct_paths=(PAGE_BUNDLE_PATH,),
            ),
        ],
        exception_handlers=EXCEPTION_HANDLERS,
        lifespan=lifespan,
    )
    app.state.context = context
    # The cart, orders and payments; tests swap its outside services (docs/checkout.md).
    app.state.checkout = checkout
    app.state.files = files
    return app
