"""Fixtures for the API tests: every test runs against SQLite and PostgreSQL.

Each backend gets one database per test session, created through the Alembic
migrations (PostgreSQL: a fresh `site_test_<random>` database, dropped at the end);
tables are emptied before every test. When PostgreSQL cannot be reached its tests
fail, unless ALLOW_NO_POSTGRES=1 turns them into skips.
"""

from __future__ import annotations

import dataclasses
import os
import secrets
import threading
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
import sqlalchemy as sa
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import OperationalError
from sqlalchemy.pool import NullPool
from sqlmodel import SQLModel
from starlette.testclient import TestClient

from api.accounts.models import Role
from api.accounts.service import grant, save_account
from api.app import create_app
from api.auth import passwords
from api.database import create_database_engine, session_scope
from api.demo import DEMO_PASSWORD, load_demo
from api.media.service import MediaFolders
from api.migrations import upgrade
from api.projects.models import Project
from api.settings import Settings
from api.sites.transfer import import_site
from tests.api.live_server import live_server, parallel_client

DEFAULT_POSTGRES_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
DEMO_OWNER = "eigenaar@demo.site.local"
DEMO_DEVELOPER = "ontwikkelaar@demo.site.local"
# Child tables first, so rows can be deleted without breaking foreign keys.
TABLES = (
    "editor_presence",
    "redirect",
    "search_miss",
    "revision",
    "release",
    "signing_key",
    "form_outcome",
    "file_upload",
    "file_upload_window",
    "file_signing_key",
    "form_submit_window",
    "form_submission",
    "payment_test_transaction",
    "shop_payment",
    "shop_slot_booking",
    "shop_order_line",
    "shop_order",
    "shop_order_counter",
    "shop_cart_line",
    "shop_cart",
    "cache_change",
    "shared_window",
    "shared_attempts",
    "media_image",
    "owner_session",
    "membership",
    "account",
    "not_found_hit",
    "shop_redirect",
    "shop_product_category",
    "shop_product",
    "shop_category",
    "page",
    "reusable_template",
    "menu",
    "form",
    "project_alias",
    "project",
)


@pytest.fixture(scope="session", autouse=True)
def _fast_password_hashing() -> Iterator[None]:
    # The production work factor costs ~50 ms a hash; the format and checks stay the same.
    original = passwords.ARGON2
    passwords.ARGON2 = dataclasses.replace(original, memory_cost=64, time_cost=1)
    yield
    passwords.ARGON2 = original


@contextmanager
def _postgres_database() -> Iterator[Engine]:
    base = make_url(os.environ.get("TEST_POSTGRES_URL", DEFAULT_POSTGRES_URL))
    admin = sa.create_engine(base, isolation_level="AUTOCOMMIT", poolclass=NullPool)
    try:
        with admin.connect():
            pass
    except OperationalError as error:
        admin.dispose()
        message = f"PostgreSQL is not reachable at {base.render_as_string()}: {error}"
        if os.environ.get("ALLOW_NO_POSTGRES") == "1":
            pytest.skip(message)
        pytest.fail(message + " (set ALLOW_NO_POSTGRES=1 to skip these tests)")
    name = f"site_test_{secrets.token_hex(6)}"
    with admin.connect() as connection:
        connection.execute(sa.text(f'CREATE DATABASE "{name}"'))
    engine = create_database_engine(base.set(database=name).render_as_string(hide_password=False))
    try:
        yield engine
    finally:
        engine.dispose()
        with admin.connect() as connection:
            connection.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


class _Backends:
    """One migrated database per backend for the whole test session (of each worker),
    made when first asked for, and the demo's rows read from each once.

    `migrated_engine` is parametrized by backend at session scope, and pytest keeps one
    instance of such a fixture at a time: distributed file by file, every file runs its
    SQLite tests, then its PostgreSQL ones, and the switch would tear the database down
    and build it again (a new PostgreSQL database and every migration, about 2.5 s a
    file). Keeping the databases here makes the switch free."""

    def __init__(self, tmp_path_factory: pytest.TempPathFactory) -> None:
        self._paths = tmp_path_factory
        self._open = ExitStack()
        self._engines: dict[str, Engine] = {}
        self.demo_rows: dict[str, dict[str, list[dict]]] = {}

    def engine(self, backend: str) -> Engine:
        if backend not in self._engines:
            if backend == "sqlite":
                path = self._paths.mktemp("sqlite") / "site.sqlite3"
                engine = create_database_engine(f"sqlite:///{path}", create=True)
                self._open.callback(engine.dispose)
            else:
                engine = self._open.enter_context(_postgres_database())
            upgrade(engine)
            self._engines[backend] = engine
        return self._engines[backend]

    def close(self) -> None:
        self._open.close()


@pytest.fixture(scope="session")
def _backends(tmp_path_factory) -> Iterator[_Backends]:
    backends = _Backends(tmp_path_factory)
    yield backends
    backends.close()


@pytest.fixture(scope="session", params=["sqlite", "postgresql"])
def migrated_engine(request, _backends: _Backends) -> Engine:
    return _backends.engine(request.param)


def _empty(engine: Engine) -> None:
    # DELETE is much faster than TRUNCATE on tables this small; ids keep counting up.
    with engine.begin() as connection:
        for table in TABLES:
            connection.execute(sa.text(f"DELETE FROM {table}"))


@pytest.fixture
def engine(migrated_engine: Engine) -> Engine:
    _empty(migrated_engine)
    return migrated_engine


@pytest.fixture(scope="session")
def media_folders(tmp_path_factory) -> MediaFolders:
    """A media root of its own for the test session; the demo images as local files."""
    root = tmp_path_factory.mktemp("media")
    return MediaFolders(media_root=root, public_root=Settings().public_root)


@pytest.fixture(autouse=True)
def _media_root_env(media_folders: MediaFolders, monkeypatch) -> None:
    # Commands reading their settings from the environment keep out of the repository's var/.
    monkeypatch.setenv("MEDIA_ROOT", str(media_folders.media_root))


@pytest.fixture(scope="session")
def demo_rows(
    migrated_engine: Engine, media_folders: MediaFolders, _backends: _Backends
) -> dict[str, list[dict]]:
    """Every row `load_demo` writes, captured once per backend.

    Validating the demo documents through the catalogue costs a few hundred
    milliseconds; tests restore these rows instead (test_demo.py runs the real thing).
    """
    backend = migrated_engine.dialect.name
    if backend not in _backends.demo_rows:
        _backends.demo_rows[backend] = _captured_demo_rows(migrated_engine, media_folders)
    return _backends.demo_rows[backend]


def _captured_demo_rows(migrated_engine: Engine, media_folders: MediaFolders):
    assert set(TABLES) == set(SQLModel.metadata.tables), "keep TABLES in step with the models"
    _empty(migrated_engine)
    assert load_demo(migrated_engine, media_folders).loaded
    with migrated_engine.connect() as connection:
        rows = {
            # In key order: parents before children (categories), whatever the
            # database's physical order after the import's updates.
            name: [
                dict(row._mapping)
                for row in connection.execute(sa.select(table).order_by(*table.primary_key.columns))
            ]
            for name, table in SQLModel.metadata.tables.items()
        }
    _empty(migrated_engine)
    return rows


@pytest.fixture
def make_settings(engine: Engine, tmp_path, media_folders: MediaFolders) -> Callable[..., Settings]:
    def build(**overrides) -> Settings:
        url = engine.url.render_as_string(hide_password=False)
        # Uploads, their image variants and mail go to the test's own folders, never
        # the repository's var/.
        overrides.setdefault("files_root", tmp_path / "files")
        overrides.setdefault("media_root", media_folders.media_root)
        overrides.setdefault("mail_dir", tmp_path / "mail")
        return Settings(database_url=url, **overrides)

    return build


@pytest.fixture
def make_client(engine: Engine, make_settings) -> Iterator[Callable[..., TestClient]]:
    """Builds a fresh app (own caches) on the test database; `host` sets the base URL.

    Requests come from `peer`: by default 127.0.0.1, the SSR server's address, whose
    forwarded headers the API trusts; pass another address to act as an outsider.
    """
    clients: list[TestClient] = []

    def build(host: str = "localhost", peer: str = "127.0.0.1", **overrides) -> TestClient:
        app = create_app(make_settings(**overrides), engine=engine)
        client = TestClient(app, base_url=f"http://{host}", client=(peer, 50000))
        clients.append(client)
        return client

    yield build
    for client in clients:
        client.close()


@pytest.fixture
def client(make_client) -> TestClient:
    return make_client()


@pytest.fixture
def live_api(engine: Engine, make_settings) -> Iterator[str]:
    """The API served by uvicorn in a thread, for truly parallel requests; yields its
    base URL (tests/api/live_server.py)."""
    app = create_app(make_settings(), engine=engine)
    with live_server(app, lifespan="off", proxy_headers=False) as base_url:
        yield base_url


@pytest.fixture
def http(live_api: str) -> Iterator[httpx.Client]:
    """A client of `live_api` with a connection for every thread of `in_parallel`."""
    with parallel_client(live_api) as client:
        yield client


@dataclass(frozen=True)
class DemoSites:
    demo: int
    second: int


@pytest.fixture
def sites(engine: Engine, demo_rows) -> DemoSites:
    """The two demo sites and the demo accounts, as `python -m api load-demo` loads them."""
    with engine.begin() as connection:
        for name in reversed(TABLES):
            if demo_rows[name]:
                connection.execute(SQLModel.metadata.tables[name].insert(), demo_rows[name])
        if connection.dialect.name == "postgresql":
            for name in TABLES:
                column = SQLModel.metadata.tables[name].c.get("id")
                if column is None or not isinstance(column.type, sa.Integer):
                    continue
                connection.execute(
                    sa.text(
                        f"SELECT setval(pg_get_serial_sequence('{name}', 'id'), "
                        f"(SELECT COALESCE(MAX(id), 0) + 1 FROM {name}), false)"
                    )
                )
    with session_scope(engine) as session:
        ids = {
            project.domain_live: project.id
            for project in session.exec(sa.select(Project)).scalars()
        }
    return DemoSites(demo=ids["demo.site.local"], second=ids["tweede.localhost"])


@pytest.fixture
def make_account(engine: Engine) -> Callable[..., None]:
    def build(email: str, password: str, project_id: int, role: Role = Role.OWNER) -> None:
        with session_scope(engine) as session:
            account, _created = save_account(session, email, password)
            grant(session, account.id, project_id, role)

    return build


@pytest.fixture
def import_document(engine: Engine) -> Callable[..., int]:
    def run(document: dict, host: str, replace: bool = False) -> int:
        with session_scope(engine) as session:
            return import_site(session, document, host, replace=replace).project_id

    return run


@pytest.fixture
def log_in(client: TestClient) -> Callable[..., dict]:
    """Logs in through the API and returns the Authorization header of the session."""

    def run(
        email: str = DEMO_OWNER, password: str = DEMO_PASSWORD, via: TestClient | None = None
    ) -> dict:
        payload = {"email": email, "password": password}
        response = (via or client).post("/api/owner/v1/login", json=payload)
        assert response.status_code == 200, response.text
        return {"authorization": f"Bearer {response.json()['token']}"}

    return run


@pytest.fixture
def owner_headers(sites: DemoSites, log_in) -> dict:
    return log_in()


@dataclass
class PurgeReceiver:
    url: str
    requests: list[dict] = field(default_factory=list)

    def keys(self) -> list[set[str]]:
        return [set(request["xkey-purge"].split()) for request in self.requests]


@pytest.fixture
def purge_receiver() -> Iterator[PurgeReceiver]:
    """A real HTTP server on a free port that records PURGE requests like Varnish would."""
    receiver = PurgeReceiver(url="")

    class Handler(BaseHTTPRequestHandler):
        def do_PURGE(self) -> None:
            receiver.requests.append(
                {
                    "method": self.command,
                    "path": self.path,
                    "xkey-purge": self.headers.get("xkey-purge", ""),
                }
            )
            self.send_response(200)
            self.send_header("content-length", "0")
            self.end_headers()

        def log_message(self, *_args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    receiver.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield receiver
    server.shutdown()
    server.server_close()
    thread.join()
