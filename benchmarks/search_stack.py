"""The real stack of `make bench-search`, per database: a fresh database (SQLite file or
PostgreSQL `bench_search_<random>`, created through the migrations and dropped at the
end), a project made by a site import whose shop has the catalogue's 36 categories and
six list facets, the generated products imported through the shop's bulk importer
(`api.shop.bulk.import_products`: checks, rows, category memberships), then the index
a process builds from that database (`api.sites.search_index.make_registry`) and the
visitors' search as the route answers it (`api.sites.search.search_answer`: project
settings, category scope by page path, the index, product cards read back).
"""

from __future__ import annotations

import copy
import os
import secrets
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import sqlalchemy as sa
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import OperationalError
from sqlalchemy.pool import NullPool

from api.database import create_database_engine, session_scope
from api.demo import read_document
from api.migrations import upgrade
from api.shop.bulk import import_products
from api.shop.models import ShopCategory
from api.sites.search import search_answer
from api.sites.search_index import make_registry
from api.sites.transfer import import_site
from benchmarks.search_catalogue import FACET_TITLES, FACETS, MAIN_CATEGORIES, Catalogue

DEFAULT_POSTGRES_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
HOST = "bench-search.localhost"


@contextmanager
def sqlite_database(prefix: str = "bench_search") -> Iterator[Engine]:
    with tempfile.TemporaryDirectory(prefix=prefix.replace("_", "-") + "-") as folder:
        engine = create_database_engine(f"sqlite:///{Path(folder) / 'site.sqlite3'}", create=True)
        try:
            upgrade(engine)
            yield engine
        finally:
            engine.dispose()


class Unreachable(Exception):
    pass


@contextmanager
def postgres_database(prefix: str = "bench_search") -> Iterator[Engine]:
    """A fresh, migrated `<prefix>_<random>` database, dropped afterwards (also used by
    `make bench-shop`)."""
    base = make_url(os.environ.get("BENCH_POSTGRES_URL", DEFAULT_POSTGRES_URL))
    admin = sa.create_engine(base, isolation_level="AUTOCOMMIT", poolclass=NullPool)
    try:
        with admin.connect():
            pass
    except OperationalError as error:
        admin.dispose()
        raise Unreachable(f"{base.render_as_string()}: {str(error).splitlines()[0]}") from error
    name = f"{prefix}_{secrets.token_hex(6)}"
    with admin.connect() as connection:
        connection.execute(sa.text(f'CREATE DATABASE "{name}"'))
    engine = create_database_engine(base.set(database=name).render_as_string(hide_password=False))
    try:
        upgrade(engine)
        yield engine
    finally:
        engine.dispose()
        with admin.connect() as connection:
            connection.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


DATABASES = {"sqlite": sqlite_database, "postgresql": postgres_database}


def site_document() -> dict:
    """The second demo site with the catalogue's facets and categories, no products."""
    document = read_document("second.json")
    webshop = document["project"].setdefault("modules", {}).setdefault("webshop", {})
    webshop["facets"] = [{"key": key, "title": FACET_TITLES[key], "type": "list"} for key in FACETS]
    categories = []
    for index, main in enumerate(MAIN_CATEGORIES):
        categories.append(
            {"id": main, "parent": None, "slug": main, "title": main.capitalize(),
             "layout": "products_filters", "position": index * 10}
        )  # fmt: skip
        for n in range(1, 6):
            categories.append(
                {"id": f"{main}-{n}", "parent": main, "slug": f"{main}-{n}",
                 "title": f"{main.capitalize()} {n}", "position": index * 10 + n}
            )  # fmt: skip
    document["shop"] = {"categories": categories, "products": []}
    return document


def import_catalogue(engine: Engine, catalogue: Catalogue) -> tuple[int, float]:
    """Project id and the seconds the products' import took (committed)."""
    with session_scope(engine) as session:
        project_id = import_site(session, site_document(), HOST, replace=False).project_id
    started = time.perf_counter()
    with session_scope(engine) as session:
        import_products(session, project_id, copy.deepcopy(catalogue.products))
    return project_id, time.perf_counter() - started


def category_urls(engine: Engine, project_id: int, catalogue: Catalogue) -> dict[int, str]:
    """The catalogue's stand-in category ids -> the stored category pages' URLs."""
    table = ShopCategory.__table__
    with engine.connect() as connection:
        paths = dict(
            connection.execute(
                sa.select(table.c.key, table.c.path).where(table.c.project_id == project_id)
            ).all()
        )
    return {number: f"https://{HOST}{paths[key]}" for key, number in catalogue.category_ids.items()}


class Stack:
    """One database with the catalogue imported and a process's registry over it."""

    def __init__(self, engine: Engine, catalogue: Catalogue) -> None:
        self.engine = engine
        self.project_id, self.import_seconds = import_catalogue(engine, catalogue)
        self.urls = category_urls(engine, self.project_id, catalogue)
        self.registry = make_registry(engine)
        load, self.read_seconds = self.registry.loader, 0.0

        def timed_load(project_id, ids):
            started = time.perf_counter()
            docs = load(project_id, ids)
            self.read_seconds += time.perf_counter() - started
            return docs

        self.registry.loader = timed_load
        started = time.perf_counter()
        self.registry.ensure(self.project_id)
        self.build_seconds = time.perf_counter() - started

    def search(self, query: str, filters: str, category: int | None, limit: int) -> dict:
        url = self.urls[category] if category is not None else f"https://{HOST}/zoeken"
        with session_scope(self.engine) as session:
            return search_answer(
                session, self.project_id, self.registry, query, filters, url, limit
            )

    def close(self) -> None:
        self.registry.close()
