"""One checking path for everything stored (issue 7): a site owner without the
developer role gets no embed, custom code or raw HTML onto a page by swapping a stored
block's type, through unknown props, by stashing a raw block in one, or through page
custom_fields; JSON nested too deeply is refused before it is stored. Runs on SQLite
and PostgreSQL."""

from __future__ import annotations

import json

from sqlmodel import select

from api.database import session_scope
from api.pages.models import Page
from api.stored_json import MAX_NESTING
from tests.api.publishing import publish

OWNER = "/api/owner/v1/projects"
BUNDLE = "/api/services/websites/v1/page-bundle"
EMBED = "Alleen een ontwikkelaar mag embed-code opslaan."
RAW = "Alleen een ontwikkelaar mag HTML-code in een tekstblok opslaan."
SCRIPT = '<img src=x onerror="steel()"><script>steel()</script>'
NESTING = f"De JSON is te diep genest (maximaal {MAX_NESTING} niveaus)."


def unknown(key):
    return f"Onbekend veld '{key}'; dit veld hoort niet bij dit onderdeel."


def doc(*blocks):
    return {"time": 1, "version": "2.18.0", "blocks": list(blocks)}


RAW_DOC = doc({"id": "r", "type": "raw", "data": {"html": SCRIPT}})


def section(kind, props):
    block = {"id": "b1", "type": kind, "props": props, "style": {}, "slots": {}}
    return {"id": "vrij", "template": "dynamic", "meta": {}, "blocks": [block]}


def contact_url(client, project_id, headers):
    pages = client.get(f"{OWNER}/{project_id}/pages", headers=headers).json()["pages"]
    page_id = next(page["id"] for page in pages if page["path"] == "/contact")
    return f"{OWNER}/{project_id}/pages/{page_id}", page_id


def store_directly(engine, page_id, **fields):
    """A row as older code stored it (unknown props were kept then)."""
    with session_scope(engine) as session:
        page = session.get(Page, page_id)
        for key, value in fields.items():
            setattr(page, key, value)
        session.add(page)


def served(client):
    return client.get(BUNDLE, params={"path": "/contact"}).json()["page"]


def test_unknown_props_are_refused_with_their_path(client, sites, owner_headers):
    url, _page_id = contact_url(client, sites.demo, owner_headers)
    before = served(client)
    response = client.put(
        url,
        json={"components": [section("text", {"data": doc(), "code": SCRIPT})]},
        headers=owner_headers,
    )
    assert response.status_code == 422
    assert response.json() == {"errors": {"components[0].blocks[0].props.code": [unknown("code")]}}
    assert served(client) == before


def test_swapping_a_stored_blocks_type_does_not_make_its_props_code(
    client, engine, sites, owner_headers
):
    url, page_id = contact_url(client, sites.demo, owner_headers)
    store_directly(engine, page_id, components=[section("text", {"data": doc(), "code": SCRIPT})])
    swapped = [section("embed", {"code": SCRIPT})]
    response = client.put(url, json={"components": swapped}, headers=owner_headers)
    assert response.status_code == 422
    assert response.json() == {"errors": {"components[0].blocks[0].props.code": [EMBED]}}
    assert "steel" not in json.dumps(served(client)["components"][0]["blocks"][0].get("type"))
    assert served(client)["components"][0]["blocks"][0]["type"] == "text"


def test_a_raw_block_stashed_in_an_unknown_prop_never_becomes_rich_text(
    client, engine, sites, owner_headers
):
    url, page_id = contact_url(client, sites.demo, owner_headers)
    stash = [section("text", {"data": doc(), "notitie": RAW_DOC})]
    refused = client.put(url, json={"components": stash}, headers=owner_headers)
    assert refused.status_code == 422
    assert refused.json()["errors"] == {
        "components[0].blocks[0].props.notitie": [unknown("notitie")]
    }

    store_directly(engine, page_id, components=stash)
    moved = [section("text", {"data": RAW_DOC})]
    response = client.put(url, json={"components": moved}, headers=owner_headers)
    assert response.status_code == 422
    assert response.json()["errors"] == {"components[0].blocks[0].props.data.blocks[0]": [RAW]}


def test_page_custom_fields_are_checked_and_sanitised_as_rich_text(client, sites, owner_headers):
    url, _page_id = contact_url(client, sites.demo, owner_headers)
    stray = client.put(url, json={"custom_fields": {"script": SCRIPT}}, headers=owner_headers)
    assert stray.status_code == 422
    assert list(stray.json()["errors"]) == ["custom_fields.script"]

    raw = client.put(url, json={"custom_fields": {"description": RAW_DOC}}, headers=owner_headers)
    assert raw.status_code == 422
    assert raw.json()["errors"] == {"custom_fields.description.blocks[0]": [RAW]}

    fields = {
        "title": "Brood",
        "short_description": f"Vers <b>brood</b>{SCRIPT}",
        "description": doc({"id": "p", "type": "paragraph", "data": {"text": f"Lang{SCRIPT}"}}),
        "layout": "products",
    }
    stored = client.put(url, json={"custom_fields": fields}, headers=owner_headers)
    assert stored.status_code == 200, stored.text
    publish(client, sites.demo, owner_headers)
    page = served(client)
    assert page["custom_fields"]["short_description"] == "Vers <b>brood</b>"
    assert page["custom_fields"]["description"]["blocks"][0]["data"]["text"] == "Lang"
    assert "steel" not in json.dumps(page)


def test_json_nested_too_deeply_is_refused_and_every_read_keeps_working(
    client, sites, owner_headers
):
    deep: object = "bodem"
    for _level in range(300):
        deep = [deep]
    pages = f"{OWNER}/{sites.demo}/pages"
    created = client.post(
        pages,
        json={"path": "/diep", "post_title": "Diep", "custom_fields": {"products": deep}},
        headers=owner_headers,
    )
    assert created.status_code == 400
    assert created.json() == {"errors": {"general": [NESTING]}}
    assert client.get(f"{OWNER}/{sites.demo}/export", headers=owner_headers).status_code == 200
    assert client.get(BUNDLE, params={"path": "/diep"}).status_code == 404

    export = client.get(f"{OWNER}/{sites.demo}/export", headers=owner_headers).json()
    export["pages"][0]["custom_fields"] = {"products": deep}
    imported = client.post(f"{OWNER}/{sites.demo}/import", json=export, headers=owner_headers)
    assert imported.status_code == 400
    assert imported.json() == {"errors": {"general": [NESTING]}}


def test_import_with_a_list_as_template_id_is_refused_with_its_path(client, sites, owner_headers):
    export = client.get(f"{OWNER}/{sites.demo}/export", headers=owner_headers).json()
    export["templates"].append({"id": ["kop"], "title": "Kop", "components": []})
    response = client.post(f"{OWNER}/{sites.demo}/import", json=export, headers=owner_headers)
    assert response.status_code == 422
    assert list(response.json()["errors"]) == [f"templates[{len(export['templates']) - 1}].id"]


def test_cli_import_of_a_too_deeply_nested_document_is_refused(
    engine, monkeypatch, tmp_path, capsys
):
    from api.__main__ import main
    from api.demo import DOCUMENTS

    monkeypatch.setenv("DATABASE_URL", engine.url.render_as_string(hide_password=False))
    monkeypatch.delenv("PURGE_URLS", raising=False)
    document = json.loads((DOCUMENTS / "second.json").read_text())
    deep: object = 1
    for _level in range(300):
        deep = {"a": deep}
    document["pages"][0]["custom_fields"] = {"products": [deep]}
    path = tmp_path / "diep.json"
    path.write_text(json.dumps(document))
    assert main(["import-site", str(path), "--host", "diep.example"]) == 1
    assert NESTING in capsys.readouterr().err
    with session_scope(engine) as session:
        assert session.exec(select(Page)).all() == []


def test_nul_characters_in_a_body_are_refused_before_any_query(client, sites, owner_headers):
    message = {"errors": {"general": ["Tekst mag geen NUL-teken (\\u0000) bevatten."]}}
    login = client.post("/api/owner/v1/login", json={"email": "a\u0000@b.nl", "password": "x"})
    assert login.status_code == 400
    assert login.json() == message
    created = client.post(
        f"{OWNER}/{sites.demo}/pages",
        json={"path": "/nul", "post_title": "Nul\u0000", "custom_fields": {"title": "x"}},
        headers=owner_headers,
    )
    assert created.status_code == 400
    assert created.json() == message
    assert client.get(BUNDLE, params={"path": "/nul"}).status_code == 404
