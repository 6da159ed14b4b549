"""The safety rule through the owner API and the CLI: embed and custom code are stored
only for an account with the developer role in that project; a site owner's page
write or import carrying them is refused with the Dutch message at its JSON path and
changes nothing. Rich text is sanitised on every write. The CLI (`python -m api
import-site`) is an operator tool with database access and counts as developer.
"""

import copy
import json

import pytest

from api.__main__ import main
from api.accounts.models import Role
from api.demo import DEMO_PASSWORD
from tests.api.publishing import publish

OWNER = "/api/owner/v1/projects"
BUNDLE = "/api/services/websites/v1/page-bundle"
DEVELOPER_EMAIL = "ontwikkelaar@demo.site.local"
EMBED = "Alleen een ontwikkelaar mag embed-code opslaan."
CODE = "Alleen een ontwikkelaar mag eigen code (HTML, script of CSS) opslaan."
EMBED_CODE = (
    '<div id="kaart">Route</div><script>document.getElementById("kaart").dataset.ok = "1";</script>'
)
SCRIPT = 'root.querySelector(".tijden").textContent = "Vandaag open tot 18:00";'


def block(ident, kind, props):
    return {"id": ident, "type": kind, "props": props, "style": {}, "slots": {}}


def dynamic(*blocks, ident="vrij"):
    return {"id": ident, "template": "dynamic", "meta": {}, "blocks": list(blocks)}


def embed_section(code=EMBED_CODE):
    return dynamic(block("kaart", "embed", {"code": code}))


def custom_code_section():
    props = {
        "developer_custom_code_html": '<p class="tijden">Openingstijden</p>',
        "developer_custom_code_script": SCRIPT,
        "developer_custom_code_css": ".tijden { font-weight: bold; }",
    }
    return dynamic(block("code", "customcode", props), ident="eigen-code")


def page_url(client, project_id, headers, path):
    pages = client.get(f"{OWNER}/{project_id}/pages", headers=headers).json()["pages"]
    page_id = next(page["id"] for page in pages if page["path"] == path)
    return f"{OWNER}/{project_id}/pages/{page_id}"


@pytest.fixture
def developer_headers(sites, log_in):
    return log_in(DEVELOPER_EMAIL, DEMO_PASSWORD)


def test_owner_put_with_embed_is_refused_and_the_page_stays_as_it_was(client, sites, owner_headers):
    url = page_url(client, sites.demo, owner_headers, "/contact")
    before = client.get(url, headers=owner_headers).json()["page"]
    bundle_before = client.get(BUNDLE, params={"path": "/contact"}).json()

    response = client.put(
        url,
        json={"post_title": "Route", "components": [embed_section()]},
        headers=owner_headers,
    )
    assert response.status_code == 422
    assert response.json() == {"errors": {"components[0].blocks[0].props.code": [EMBED]}}
    assert client.get(url, headers=owner_headers).json()["page"] == before
    assert client.get(BUNDLE, params={"path": "/contact"}).json() == bundle_before


def test_developer_put_stores_embed_and_custom_code_as_written_and_serves_them(
    client, sites, developer_headers
):
    url = page_url(client, sites.demo, developer_headers, "/contact")
    components = [embed_section(), custom_code_section()]
    response = client.put(url, json={"components": components}, headers=developer_headers)
    assert response.status_code == 200, response.text
    stored = response.json()["page"]["components"]
    assert stored[0]["blocks"][0]["props"]["code"] == EMBED_CODE
    assert stored[1]["blocks"][0]["props"]["developer_custom_code_script"] == SCRIPT
    # The page bundle SSR renders from carries the code unchanged, once published.
    publish(client, sites.demo, developer_headers)
    served = client.get(BUNDLE, params={"path": "/contact"}).json()["page"]["components"]
    assert served[0]["blocks"][0]["props"]["code"] == EMBED_CODE
    assert served[1]["blocks"][0]["props"]["developer_custom_code_script"] == SCRIPT


def test_owner_may_resave_a_developer_page_but_not_change_its_code(
    client, sites, owner_headers, developer_headers
):
    url = page_url(client, sites.demo, owner_headers, "/contact")
    components = [embed_section(), custom_code_section()]
    assert client.put(url, json={"components": components}, headers=developer_headers).is_success
    publish(client, sites.demo, developer_headers)

    resave = client.put(
        url, json={"post_title": "Contact", "components": components}, headers=owner_headers
    )
    assert resave.status_code == 200, resave.text

    changed = copy.deepcopy(components)
    changed[1]["blocks"][0]["props"]["developer_custom_code_script"] = "fetch('/geheim')"
    refused = client.put(url, json={"components": changed}, headers=owner_headers)
    assert refused.status_code == 422
    assert refused.json()["errors"] == {
        "components[1].blocks[0].props.developer_custom_code_script": [CODE]
    }
    served = client.get(BUNDLE, params={"path": "/contact"}).json()["page"]["components"]
    assert served[1]["blocks"][0]["props"]["developer_custom_code_script"] == SCRIPT


def test_owner_cannot_create_a_page_or_secured_components_with_custom_code(
    client, sites, owner_headers
):
    pages = f"{OWNER}/{sites.demo}/pages"
    created = client.post(
        pages,
        json={"path": "/code", "post_title": "Code", "components": [custom_code_section()]},
        headers=owner_headers,
    )
    assert created.status_code == 422
    assert set(created.json()["errors"]) == {
        f"components[0].blocks[0].props.developer_custom_code_{field}"
        for field in ("html", "script", "css")
    }
    assert client.get(BUNDLE, params={"path": "/code"}).status_code == 404

    url = page_url(client, sites.demo, owner_headers, "/besloten")
    secured = client.put(url, json={"secured_components": [embed_section()]}, headers=owner_headers)
    assert secured.status_code == 422
    assert secured.json()["errors"] == {"secured_components[0].blocks[0].props.code": [EMBED]}


def test_the_role_counts_per_project(client, sites, make_account, log_in):
    make_account("beheer@example.nl", "geheim-genoeg", sites.second, Role.DEVELOPER)
    make_account("beheer@example.nl", "geheim-genoeg", sites.demo, Role.OWNER)
    headers = log_in("beheer@example.nl", "geheim-genoeg")
    demo = page_url(client, sites.demo, headers, "/contact")
    assert (
        client.put(demo, json={"components": [embed_section()]}, headers=headers).status_code == 422
    )
    second_page = client.get(f"{OWNER}/{sites.second}/pages", headers=headers).json()["pages"][0]
    second = f"{OWNER}/{sites.second}/pages/{second_page['id']}"
    assert client.put(second, json={"components": [embed_section()]}, headers=headers).is_success


def test_owner_import_with_developer_content_is_refused_and_changes_nothing(
    client, sites, owner_headers, developer_headers
):
    export = client.get(f"{OWNER}/{sites.demo}/export", headers=owner_headers).json()
    document = copy.deepcopy(export)
    document["pages"][0]["components"].append(custom_code_section())
    document["templates"].append(
        {"id": "kaart-template", "title": "Kaart", "components": [embed_section()]}
    )
    last = len(document["pages"][0]["components"]) - 1
    template = len(document["templates"]) - 1

    refused = client.post(f"{OWNER}/{sites.demo}/import", json=document, headers=owner_headers)
    assert refused.status_code == 422
    errors = refused.json()["errors"]
    assert errors[f"pages[0].components[{last}].blocks[0].props.developer_custom_code_script"] == [
        CODE
    ]
    assert errors[f"templates[{template}].components[0].blocks[0].props.code"] == [EMBED]
    assert client.get(f"{OWNER}/{sites.demo}/export", headers=owner_headers).json() == export

    imported = client.post(f"{OWNER}/{sites.demo}/import", json=document, headers=developer_headers)
    assert imported.status_code == 200, imported.text
    home = client.get(BUNDLE, params={"path": export["pages"][0]["path"]}).json()["page"]
    assert home["components"][last]["blocks"][0]["props"]["developer_custom_code_script"] == SCRIPT


def test_cli_import_counts_as_developer(engine, monkeypatch, tmp_path, make_client, capsys):
    monkeypatch.setenv("DATABASE_URL", engine.url.render_as_string(hide_password=False))
    monkeypatch.delenv("PURGE_URLS", raising=False)
    document = {
        "format": "site-document",
        "version": 1,
        "project": {"title": "Ontwikkelsite"},
        "templates": [{"id": "kaart", "title": "Kaart", "components": [embed_section()]}],
        "pages": [{"path": "/", "post_title": "Home", "components": [custom_code_section()]}],
    }
    path = tmp_path / "site.json"
    path.write_text(json.dumps(document))
    assert main(["import-site", str(path), "--host", "code.example"]) == 0, capsys.readouterr().err
    bundle = make_client(host="code.example").get(BUNDLE, params={"path": "/"}).json()
    props = bundle["page"]["components"][0]["blocks"][0]["props"]
    assert props["developer_custom_code_script"] == SCRIPT


def test_rich_text_is_sanitised_on_write_and_served_clean(client, sites, owner_headers):
    url = page_url(client, sites.demo, owner_headers, "/contact")
    attack = (
        'Bel <b onmouseover="steel()">ons</b><script>steel()</script>'
        '<img src=x onerror="steel()"><a href="javascript:steel()">nu</a>'
    )
    document = {
        "time": 1,
        "version": "2.18.0",
        "blocks": [
            {"id": "p", "type": "paragraph", "data": {"text": attack}},
            {"id": "h", "type": "header", "data": {"text": attack, "level": 2}},
            {"id": "t", "type": "table", "data": {"content": [[attack]]}},
        ],
    }
    section = dynamic(block("tekst", "text", {"data": document}))
    response = client.put(url, json={"components": [section]}, headers=owner_headers)
    assert response.status_code == 200, response.text
    publish(client, sites.demo, owner_headers)
    served = client.get(BUNDLE, params={"path": "/contact"}).json()["page"]["components"]
    blocks = served[0]["blocks"][0]["props"]["data"]["blocks"]
    clean = "Bel <b>ons</b><a>nu</a>"
    assert [blocks[0]["data"]["text"], blocks[1]["data"]["text"]] == [clean, clean]
    assert blocks[2]["data"]["content"] == [[clean]]
    assert "steel" not in json.dumps(served)
