"""The demo sites are valid site documents with the pages the product needs."""

from api.demo import ACCOUNTS, DEMO_PASSWORD, PAGE_PASSWORD, load_demo, read_document
from api.sites.document import read_site_document

BUNDLE = "/api/services/websites/v1/page-bundle"


DEVELOPER_ONLY = {
    "Alleen een ontwikkelaar mag embed-code opslaan.",
    "Alleen een ontwikkelaar mag eigen code (HTML, script of CSS) opslaan.",
}


def test_demo_documents_pass_the_import_checks():
    # load-demo is an operator import: it has the developer's rights.
    for name in ("demo.json", "second.json"):
        errors, _document = read_site_document(read_document(name), developer=True)
        assert errors.messages == {}, name


def test_only_the_demos_embed_and_custom_code_need_a_developer():
    errors, _document = read_site_document(read_document("demo.json"), developer=False)
    messages = {message for found in errors.messages.values() for message in found}
    assert messages == DEVELOPER_ONLY
    errors, _document = read_site_document(read_document("second.json"), developer=False)
    assert errors.messages == {}


def test_the_two_demo_sites_differ():
    demo, second = read_document("demo.json"), read_document("second.json")
    assert demo["project"]["title"] != second["project"]["title"]
    assert demo["project"]["styles"] != second["project"]["styles"]
    assert {m["id"] for m in demo["menus"]}.isdisjoint({m["id"] for m in second["menus"]})
    assert {p["path"] for p in demo["pages"]} != {p["path"] for p in second["pages"]}


def test_load_demo_serves_the_sites_and_accounts(engine, client):
    result = load_demo(engine)
    assert result.loaded and result.hosts == ("demo.site.local", "tweede.localhost")
    assert not load_demo(engine).loaded

    home = client.get(BUNDLE).json()
    header = home["page"]["components"][0]
    assert header["template"] == "headerOne"
    menu = home["menus"][header["meta"]["main_menu_menu"]]
    assert any(item["type"] == "submenu_simple" and item["items"] for item in menu["items"])
    blocks = {
        block["type"] for section in home["page"]["components"] for block in section["blocks"]
    }
    assert {"text", "columns", "button"} <= blocks

    closed = client.get(BUNDLE, params={"path": "/besloten"}).json()
    assert any(s["template"] == "passwordLogin" for s in closed["page"]["components"])
    unlocked = client.post(
        "/api/services/websites/v1/secured/page-designer/get",
        json={
            "website_id": closed["project"]["id"],
            "page_id": "/besloten",
            "password": PAGE_PASSWORD,
        },
    )
    assert unlocked.status_code == 200 and unlocked.json()["components"]

    for email, _name, role in ACCOUNTS:
        login = client.post("/api/owner/v1/login", json={"email": email, "password": DEMO_PASSWORD})
        assert login.json()["projects"][0]["role"] == role.value
