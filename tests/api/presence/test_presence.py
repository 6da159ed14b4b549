"""Presence in the page editor: PUT heartbeats, DELETE to leave (docs/page-editor.md)."""

from __future__ import annotations

from datetime import timedelta

from sqlmodel import select

from api.database import session_scope
from api.presence.models import EditorPresence
from api.presence.service import KEPT_SECONDS, PRESENT_SECONDS
from api.timestamps import utcnow

OWNER = "/api/owner/v1/projects"
SECOND = "tweede@demo.site.local"
PASSWORD = "een-lang-wachtwoord-2"


def _page_id(client, project_id: int, headers: dict, path: str = "/contact") -> int:
    pages = client.get(f"{OWNER}/{project_id}/pages", headers=headers).json()["pages"]
    return next(page["id"] for page in pages if page["path"] == path)


def _second_owner(make_account, log_in, project_id: int) -> dict:
    make_account(SECOND, PASSWORD, project_id)
    return log_in(SECOND, PASSWORD)


def test_two_owners_on_one_page_each_see_the_other(
    client, sites, owner_headers, make_account, log_in
):
    second = _second_owner(make_account, log_in, sites.demo)
    page = _page_id(client, sites.demo, owner_headers)
    url = f"{OWNER}/{sites.demo}/presence"

    first = client.put(
        url, json={"document": f"page:{page}", "section": None}, headers=owner_headers
    )
    assert first.status_code == 200, first.text
    assert first.json() == {"present": []}

    answer = client.put(url, json={"document": f"page:{page}", "section": "welkom"}, headers=second)
    present = answer.json()["present"]
    assert [(p["user"]["email"], p["section"]) for p in present] == [
        ("eigenaar@demo.site.local", None)
    ]
    assert set(present[0]["user"]) == {"id", "email", "name"}
    assert present[0]["seen_at"].endswith("+00:00")

    again = client.put(
        url, json={"document": f"page:{page}", "section": "kop"}, headers=owner_headers
    )
    assert [(p["user"]["email"], p["section"]) for p in again.json()["present"]] == [
        (SECOND, "welkom")
    ]
    with session_scope(client.app.state.context.engine) as session:
        rows = session.exec(select(EditorPresence)).all()
    assert len(rows) == 2

    # Another document is another room.
    other = _page_id(client, sites.demo, owner_headers, "/")
    elsewhere = client.put(url, json={"document": f"page:{other}"}, headers=second)
    assert elsewhere.json() == {"present": []}

    left = client.delete(url, params={"document": f"page:{page}"}, headers=second)
    assert left.status_code == 204
    after = client.put(
        url, json={"document": f"page:{page}", "section": "kop"}, headers=owner_headers
    )
    assert after.json() == {"present": []}


def test_templates_have_presence_too(client, sites, owner_headers):
    key = client.get(f"{OWNER}/{sites.demo}/templates", headers=owner_headers).json()
    templates = key.get("templates") or []
    assert templates, key
    document = f"template:{templates[0]['id']}"
    answer = client.put(
        f"{OWNER}/{sites.demo}/presence", json={"document": document}, headers=owner_headers
    )
    assert answer.status_code == 200, answer.text


def test_stale_heartbeats_are_not_present_and_old_rows_go(
    client, sites, owner_headers, make_account, log_in
):
    second = _second_owner(make_account, log_in, sites.demo)
    page = _page_id(client, sites.demo, owner_headers)
    url = f"{OWNER}/{sites.demo}/presence"
    client.put(url, json={"document": f"page:{page}"}, headers=second)
    engine = client.app.state.context.engine
    with session_scope(engine) as session:
        row = session.exec(select(EditorPresence)).one()
        row.seen_at = utcnow() - timedelta(seconds=PRESENT_SECONDS + 5)
    assert client.put(url, json={"document": f"page:{page}"}, headers=owner_headers).json() == {
        "present": []
    }
    with session_scope(engine) as session:
        row = session.exec(
            select(EditorPresence).where(EditorPresence.document == f"page:{page}")
        ).all()
        for item in row:
            item.seen_at = utcnow() - timedelta(seconds=KEPT_SECONDS + 5)
    client.put(url, json={"document": f"page:{page}"}, headers=owner_headers)
    with session_scope(engine) as session:
        assert len(session.exec(select(EditorPresence)).all()) == 1


def test_bad_input_and_unknown_documents_are_refused(client, sites, owner_headers):
    url = f"{OWNER}/{sites.demo}/presence"
    bad = client.put(url, json={"document": "pagina:1", "section": 5}, headers=owner_headers)
    assert bad.status_code == 422
    assert bad.json() == {
        "errors": {
            "document": ["Geef een document als page:{id} of template:{sleutel}."],
            "section": ["Geef het id van een sectie (hoogstens 200 tekens) of null."],
        }
    }
    missing = client.put(url, json={"document": "page:999999"}, headers=owner_headers)
    assert missing.status_code == 422
    assert missing.json() == {"errors": {"document": ["Dit document bestaat niet."]}}
    assert client.delete(url, params={"document": "x"}, headers=owner_headers).status_code == 422


def test_another_projects_page_is_not_a_document_here(
    client, sites, owner_headers, make_account, log_in
):
    # The project is the one in the path, checked by the server: a page id of another
    # project the same owner has does not exist here.
    make_account(SECOND, PASSWORD, sites.second)
    both = _second_owner(make_account, log_in, sites.demo)
    page = _page_id(client, sites.demo, owner_headers)
    other = client.put(
        f"{OWNER}/{sites.second}/presence", json={"document": f"page:{page}"}, headers=both
    )
    assert other.status_code == 422
    assert other.json() == {"errors": {"document": ["Dit document bestaat niet."]}}
    stranger = client.put(
        f"{OWNER}/{sites.second}/presence", json={"document": f"page:{page}"}, headers=owner_headers
    )
    assert stranger.status_code == 403
