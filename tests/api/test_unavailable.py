"""A database that is down, missing or locked answers 503 with Retry-After, never 500."""

import sqlite3

import pytest
from starlette.testclient import TestClient

from api.app import create_app
from api.database import DatabaseMissing, create_database_engine
from api.settings import Settings
from api.unavailable import UNAVAILABLE
from tests.api.live_server import closed_port

BUNDLE = "/api/services/websites/v1/page-bundle"


def assert_unavailable(response):
    assert response.status_code == 503
    assert response.headers["retry-after"].isdigit()
    assert response.json()["errors"] == {"general": [UNAVAILABLE]}


@pytest.fixture
def down_postgres():
    with closed_port() as port:
        url = f"postgresql+psycopg://postgres@127.0.0.1:{port}/site"
        engine = create_database_engine(url)
        yield Settings(database_url=url), engine
        engine.dispose()


def test_a_database_that_is_down_answers_503_and_health_says_so(down_postgres):
    settings, engine = down_postgres
    with TestClient(create_app(settings, engine=engine), base_url="http://localhost") as client:
        assert_unavailable(client.get(BUNDLE, params={"path": "/"}))
        login = {"email": "eigenaar@demo.site.local", "password": "demo-wachtwoord"}
        assert_unavailable(client.post("/api/owner/v1/login", json=login))
        health = client.get("/api/health")
        assert_unavailable(health)
        assert health.json()["database"] == "unavailable"


def test_a_removed_sqlite_file_is_not_recreated_empty(tmp_path):
    path = tmp_path / "site.sqlite3"
    url = f"sqlite:///{path}"
    creating = create_database_engine(url, create=True)
    with creating.connect():
        pass
    creating.dispose()
    assert path.exists()
    engine = create_database_engine(url)
    path.unlink()
    with TestClient(create_app(Settings(database_url=url), engine=engine)) as client:
        assert_unavailable(client.get(BUNDLE, params={"path": "/"}))
        assert client.get("/api/health").status_code == 503
    engine.dispose()
    assert not path.exists()


def test_an_engine_on_a_missing_sqlite_file_is_refused(tmp_path):
    with pytest.raises(DatabaseMissing):
        create_database_engine(f"sqlite:///{tmp_path / 'nergens.sqlite3'}")
    assert not (tmp_path / "nergens.sqlite3").exists()


def test_a_write_that_cannot_get_the_sqlite_lock_answers_503(engine, sites, owner_headers):
    if engine.dialect.name != "sqlite":
        pytest.skip("only SQLite locks the whole database for a write")
    url = engine.url.render_as_string(hide_password=False)
    impatient = create_database_engine(url, busy_timeout_ms=50)
    app = create_app(Settings(database_url=url), engine=impatient)
    holder = sqlite3.connect(engine.url.database)
    try:
        holder.execute("BEGIN IMMEDIATE")
        with TestClient(app, base_url="http://localhost") as client:
            page = {"path": "/tijdens-slot", "post_title": "Slot", "components": []}
            response = client.post(
                f"/api/owner/v1/projects/{sites.demo}/pages", json=page, headers=owner_headers
            )
            assert_unavailable(response)
        holder.rollback()
    finally:
        holder.close()
        impatient.dispose()
