"""Per-process indexes: built on first use, fresh after writes in any process (over the
SQLite change log, PostgreSQL NOTIFY and Redis, between registries and between processes)."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
import threading
import time
from contextlib import ExitStack, contextmanager
from dataclasses import replace
from pathlib import Path

import pytest
import redis
import sqlalchemy as sa
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError
from sqlalchemy.pool import NullPool

from api.cache.broadcast import PostgresBroadcast, RedisBroadcast, TableBroadcast
from api.cache.changes import Change
from api.search import sync
from api.search.bitmaps import BitmapIndex
from api.search.sync import SearchRegistry, work_for
from tests.api.search import store
from tests.api.search.catalogue import CATALOGUE

ROOT = Path(__file__).resolve().parents[3]
REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
POSTGRES_URL = os.environ.get(
    "TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
)
# Seconds: the goal for a write to show in every process's searches (docs/search.md),
# printed as a measurement (`-s`); the assertions allow DEADLINE for a busy machine, where
# a poll of the SQLite log or a Redis round trip can take longer than the goal.
FRESH_WITHIN = 1.0
DEADLINE = 30.0


def wait_for(condition, what: str, deadline: float = DEADLINE):
    until = time.monotonic() + deadline
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > until:
            pytest.fail(f"{what} did not happen within {deadline:.1f} s")
        time.sleep(0.01)


def product_change(project_id: int, *ids: int, whole: bool = False) -> Change:
    return Change(project_id, frozenset(f"product-{i}" for i in ids), whole_project=whole)


@pytest.fixture
def path(tmp_path) -> Path:
    file = tmp_path / "shop.sqlite3"
    store.create(file)
    store.save(file, 1, CATALOGUE)
    store.save(file, 2, CATALOGUE[:2])
    return file


@pytest.fixture
def registry(path):
    made = SearchRegistry(BitmapIndex(), store.Loader(path))
    yield made
    made.close()


def ids(registry, project_id=1, query=""):
    return registry.search(project_id, query, limit=100).ids


def test_change_keys_decide_the_work():
    assert work_for(product_change(1, 4, 5)).ids == {4, 5}
    assert not work_for(product_change(1, 4)).rebuild
    assert work_for(product_change(1, 4, whole=True)).ids == {4}  # a created product
    assert work_for(Change.project(1)).rebuild  # an import
    assert work_for(Change(1, frozenset({"category-3"}))).rebuild
    # A product write names the categories it joined or left: re-reading it is enough.
    written = work_for(Change.shop(1, products=[4], categories=[2, 3], whole_project=True))
    assert written.ids == {4} and not written.rebuild
    assert work_for(Change.shop(1, categories=[3], whole_project=True)).rebuild
    assert not work_for(Change(1, frozenset({"page-3"})))
    # A product joining or leaving categories: its document carries them, no rebuild.
    joined = work_for(Change.shop(1, products=[4], categories=[3, 5]))
    assert (joined.ids, joined.rebuild) == ({4}, False)
    # A page moved: nothing of the shop changed.
    assert not work_for(Change.page(1, 3, moved=True))


def test_index_is_built_once_on_first_search(registry):
    assert ids(registry) == [1, 9, 2, 3, 4, 5, 6, 7, 8]
    assert ids(registry, 2) == [1, 2]
    ids(registry)
    assert registry.loader.calls == [(1, None), (2, None)]


def test_product_changes_reload_only_those_products(registry, path):
    ids(registry)
    store.save(path, 1, [replace(CATALOGUE[3], title="Zomertaart")])
    store.delete(path, 1, [9])
    registry.apply([product_change(1, 4), product_change(1, 9)])
    assert ids(registry, query="zomer") == [4]
    assert 9 not in ids(registry)
    assert registry.loader.calls[-1] == (1, frozenset({4, 9}))


def test_whole_project_changes_and_lost_messages_rebuild(registry, path):
    ids(registry)
    store.delete(path, 1, [1, 2])
    registry.apply([Change.project(1)])
    assert ids(registry) == [9, 3, 4, 5, 6, 7, 8]
    store.delete(path, 1, [3])
    registry.apply([None])
    assert ids(registry) == [9, 4, 5, 6, 7, 8]


def test_a_disconnected_listener_keeps_searches_at_most_a_moment_stale(registry, path, monkeypatch):
    monkeypatch.setattr(sync, "OUTAGE_REBUILD_SECONDS", 0.0)
    ids(registry)
    registry.connected(False)  # changes may be missed from now on
    store.delete(path, 1, [1])  # a write no change tells about
    assert 1 not in ids(registry)
    assert registry.loader.calls == [(1, None), (1, None)]
    registry.connected(True)
    store.delete(path, 1, [2])
    assert 2 in ids(registry)  # connected: the index waits for the change
    assert registry.loader.calls == [(1, None), (1, None)]


def test_changes_for_projects_not_searched_here_are_ignored(registry):
    registry.apply([product_change(5, 1), Change.project(6)])
    assert registry.loader.calls == []


class GatedLoader(store.Loader):
    """Holds full loads of one project until released."""

    def __init__(self, path: Path, project_id: int) -> None:
        super().__init__(path)
        self.project_id = project_id
        self.entered = threading.Event()
        self.release = threading.Event()

    def __call__(self, project_id, ids):
        if project_id == self.project_id and ids is None and not self.release.is_set():
            self.entered.set()
            assert self.release.wait(DEADLINE)
        return super().__call__(project_id, ids)


def test_a_build_blocks_no_other_project(path):
    loader = GatedLoader(path, 1)
    registry = SearchRegistry(BitmapIndex(), loader)
    waiting = threading.Thread(target=ids, args=(registry, 1))
    waiting.start()
    assert loader.entered.wait(DEADLINE)
    assert ids(registry, 2) == [1, 2]  # while project 1 is still loading
    assert waiting.is_alive()
    loader.release.set()
    waiting.join(DEADLINE)
    assert ids(registry, 1)[:2] == [1, 9]


def test_a_rebuild_keeps_serving_the_old_index(path):
    loader = GatedLoader(path, 1)
    loader.release.set()
    registry = SearchRegistry(BitmapIndex(), loader)
    before = ids(registry)
    loader.release.clear()
    store.delete(path, 1, [1])
    rebuild = threading.Thread(target=registry.apply, args=([Change.project(1)],))
    rebuild.start()
    assert loader.entered.wait(DEADLINE)
    assert ids(registry) == before
    loader.release.set()
    rebuild.join(DEADLINE)
    assert ids(registry) == before[1:]


def test_changes_during_the_first_build_are_applied_after_it(path):
    loader = GatedLoader(path, 1)
    registry = SearchRegistry(BitmapIndex(), loader)
    first = threading.Thread(target=ids, args=(registry, 1))
    first.start()
    assert loader.entered.wait(DEADLINE)
    # The build read the catalogue before this write; the change must not be lost.
    store.save(path, 1, [replace(CATALOGUE[0], title="Zomertaart")])
    registry.apply([product_change(1, 1)])
    loader.release.set()
    first.join(DEADLINE)
    assert ids(registry, query="zomertaart") == [1]


def redis_or_skip() -> None:
    try:
        redis.Redis.from_url(REDIS_URL, socket_connect_timeout=1).ping()
    except redis.RedisError:
        if os.environ.get("ALLOW_NO_REDIS") == "1":
            pytest.skip(f"Redis is not reachable at {REDIS_URL}")
        pytest.fail(f"Redis is not reachable at {REDIS_URL} (ALLOW_NO_REDIS=1 skips)")


@contextmanager
def postgres_database():
    """A fresh PostgreSQL database of its own: NOTIFY reaches only its listeners."""
    base = make_url(POSTGRES_URL)
    admin = sa.create_engine(base, isolation_level="AUTOCOMMIT", poolclass=NullPool)
    name = f"site_test_search_{secrets.token_hex(6)}"
    try:
        with admin.connect() as connection:
            connection.execute(sa.text(f'CREATE DATABASE "{name}"'))
    except OperationalError as error:
        admin.dispose()
        if os.environ.get("ALLOW_NO_POSTGRES") == "1":
            pytest.skip(f"PostgreSQL is not reachable: {error}")
        pytest.fail(f"PostgreSQL is not reachable: {error} (ALLOW_NO_POSTGRES=1 skips)")
    try:
        yield base.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(params=["sqlite-log", "postgresql", "redis"])
def carrier(request, path):
    """Makes a new carrier on the same channel each call, as each process has its own;
    `carrier.url` is what another process is given to reach it."""
    engines = [sa.create_engine(f"sqlite:///{path}")]
    made = []
    with ExitStack() as stack:
        url = ""
        if request.param == "redis":
            redis_or_skip()
            url = REDIS_URL
        elif request.param == "postgresql":
            url = stack.enter_context(postgres_database())
            engines.append(sa.create_engine(url, poolclass=NullPool))

        def make():
            if request.param == "redis":
                broadcast = RedisBroadcast(REDIS_URL)
            elif request.param == "postgresql":
                broadcast = PostgresBroadcast(engines[-1])
            else:
                broadcast = TableBroadcast(engines[0])
            made.append(broadcast)
            return broadcast

        make.url = url
        yield make
        for broadcast in made:
            broadcast.close()
        for engine in engines:
            engine.dispose()


def test_a_write_in_one_registry_reaches_the_other(path, carrier):
    registries = []
    for _ in range(2):
        registry = SearchRegistry(BitmapIndex(), store.Loader(path))
        registry.follow(carrier())
        registries.append(registry)
    writer, reader = registries
    try:
        assert ids(reader, query="zomertaart") == []
        ids(writer)
        store.save(path, 1, [replace(CATALOGUE[4], title="Zomertaart")])
        written = time.monotonic()
        carrier().publish(product_change(1, 5))
        wait_for(lambda: ids(reader, query="zomertaart") == [5], "the write")
        took = time.monotonic() - written
        print(f"the write reached the other registry in {took:.3f} s (goal {FRESH_WITHIN} s)")
        wait_for(lambda: ids(writer, query="zomertaart") == [5], "the own write")
    finally:
        for registry in registries:
            registry.close()


def test_a_write_reaches_another_process(path, carrier):
    args = [sys.executable, "-m", "tests.api.search.search_process", str(path)]
    if carrier.url:
        args.append(carrier.url)
    child = subprocess.Popen(
        args, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout.readline().strip() == "ready"

        def ask(query: str) -> list[int]:
            child.stdin.write(json.dumps({"project": 1, "query": query}) + "\n")
            child.stdin.flush()
            return json.loads(child.stdout.readline())

        assert ask("zomertaart") == []
        store.save(path, 1, [replace(CATALOGUE[4], title="Zomertaart")])
        carrier().publish(product_change(1, 5))
        wait_for(lambda: ask("zomertaart") == [5], "the write in the other process")
        store.delete(path, 1, [5])
        carrier().publish(product_change(1, 5))
        wait_for(lambda: ask("zomertaart") == [], "the delete in the other process")
    finally:
        child.stdin.close()
        child.wait(DEADLINE)


def test_warm_builds_in_the_background(registry):
    registry.warm([1, 2]).join(DEADLINE)
    assert registry.loader.calls == [(1, None), (2, None)]
    assert ids(registry, 2) == [1, 2]
    assert len(registry.loader.calls) == 2


def test_a_failed_update_rebuilds_on_the_next_search(registry, path, caplog):
    ids(registry)
    store.save(path, 1, [replace(CATALOGUE[0], title="Zomertaart")])
    loader = registry.loader
    registry.loader = lambda project_id, ids: 1 / 0  # the database is away
    registry.apply([product_change(1, 1)])
    assert "Could not update the search index of 1" in caplog.text
    registry.loader = loader
    assert ids(registry, query="zomertaart") == [1]
    assert loader.calls[-1] == (1, None)
