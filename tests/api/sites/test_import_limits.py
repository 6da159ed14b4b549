"""Site imports are bounded and written in bulk: other tenants keep writing meanwhile."""

import threading

import httpx
import pytest
from sqlalchemy import event
from sqlmodel import select

from api.accounts.models import Role
from api.app import create_app
from api.database import create_database_engine, session_scope
from api.demo import read_document
from api.pages.models import Page
from tests.api.live_server import live_server

OWNER = "/api/owner/v1"
IMPORT_PAGES = 3000


def page_paths(engine, project_id):
    with session_scope(engine) as session:
        return set(session.exec(select(Page.path).where(Page.project_id == project_id)).all())


def one_line_pages(count):
    return [{"path": f"/pagina-{n}", "post_title": f"Pagina {n}"} for n in range(count)]


def test_a_document_with_too_many_pages_is_refused_before_it_is_checked(
    make_client, sites, owner_headers, engine
):
    client = make_client(import_max_pages=10)
    before = page_paths(engine, sites.demo)
    document = read_document("second.json")
    document["pages"] += one_line_pages(6)
    response = client.post(
        f"{OWNER}/projects/{sites.demo}/import", json=document, headers=owner_headers
    )
    assert response.status_code == 413
    assert response.json() == {"errors": {"pages": ["Een site mag hoogstens 10 pagina's hebben."]}}
    assert page_paths(engine, sites.demo) == before


def test_too_many_menus_or_menu_items_are_refused(make_client, sites, owner_headers):
    client = make_client(import_max_menus=2, import_max_menu_items=5)
    document = read_document("second.json")
    nested = [
        {"text": f"Item {n}", "url": "/", "items": [{"text": "Sub", "url": "/"}]} for n in range(3)
    ]
    document["menus"][0]["items"] = nested
    document["menus"] += [{"id": f"extra-{n}", "title": "Extra", "items": []} for n in range(2)]
    response = client.post(
        f"{OWNER}/projects/{sites.demo}/import", json=document, headers=owner_headers
    )
    assert response.status_code == 413
    assert response.json()["errors"] == {
        "menus": ["Een site mag hoogstens 2 menu's hebben."],
        "menus[0].items": ["Een menu mag hoogstens 5 items hebben."],
    }


def test_a_large_import_keeps_page_ids_and_writes_every_page(client, sites, owner_headers, engine):
    document = read_document("demo.json")
    document["pages"] += one_line_pages(500)
    url = f"{OWNER}/projects/{sites.demo}/import"
    assert client.post(url, json=document, headers=owner_headers).status_code == 200
    with session_scope(engine) as session:
        ids = dict(
            session.exec(select(Page.path, Page.id).where(Page.project_id == sites.demo)).all()
        )
    document["pages"] = document["pages"][:-250]
    assert client.post(url, json=document, headers=owner_headers).status_code == 200
    with session_scope(engine) as session:
        after = dict(
            session.exec(select(Page.path, Page.id).where(Page.project_id == sites.demo)).all()
        )
    assert len(after) == len(ids) - 250
    assert all(ids[path] == page_id for path, page_id in after.items())


@pytest.fixture
def impatient_engine(engine):
    """A second engine on the test database whose SQLite writes wait only 100 ms for
    the lock, so a write lock held longer shows up in the answers."""
    url = engine.url.render_as_string(hide_password=False)
    impatient = create_database_engine(url)
    if impatient.dialect.name == "sqlite":

        @event.listens_for(impatient, "connect")
        def _short_busy_timeout(dbapi_connection, _record):
            dbapi_connection.execute("PRAGMA busy_timeout=100")

    yield impatient
    impatient.dispose()


def test_other_tenants_write_during_a_big_import_without_a_500(
    make_settings, impatient_engine, sites, make_account, log_in, owner_headers
):
    make_account("importeur@tweede.example", "importeer-maar", sites.second, Role.OWNER)
    app = create_app(make_settings(), engine=impatient_engine)
    document = read_document("second.json")
    document["pages"] += one_line_pages(IMPORT_PAGES)
    statuses: list[int] = []
    importing = threading.Event()
    done = threading.Event()

    with live_server(app) as base, httpx.Client(base_url=base, timeout=120) as http:
        importer = log_in("importeur@tweede.example", "importeer-maar")
        demo_pages = http.get(f"{OWNER}/projects/{sites.demo}/pages", headers=owner_headers)
        page_id = demo_pages.json()["pages"][0]["id"]
        result: dict = {}

        def run_import():
            importing.set()
            try:
                response = http.post(
                    f"{OWNER}/projects/{sites.second}/import", json=document, headers=importer
                )
                result["status"] = response.status_code
            finally:
                done.set()

        thread = threading.Thread(target=run_import)
        thread.start()
        importing.wait()
        edit = 0
        while not done.is_set():
            edit += 1
            response = http.put(
                f"{OWNER}/projects/{sites.demo}/pages/{page_id}",
                json={"post_title": f"Bewerking {edit}"},
                headers=owner_headers,
            )
            statuses.append(response.status_code)
            if response.status_code == 503:
                assert response.headers["retry-after"].isdigit()
        thread.join()

    assert statuses, "no write ran during the import"
    assert set(statuses) <= {200, 503}, statuses
    assert result["status"] in (200, 503)
    if result["status"] == 200:
        assert len(page_paths(impatient_engine, sites.second)) == IMPORT_PAGES + 5
