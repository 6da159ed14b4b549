"""The demo sites are valid site documents with the pages the product needs."""

import json
import re
from pathlib import Path

from api.catalogue import block_catalogue, catalogue, section_catalogue
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


def _menu_links(items: list[dict]) -> set[str]:
    links = set()
    for item in items:
        links.add(item.get("link") or "/")
        links |= _menu_links(item.get("items", []))
    return links


def _blocks(blocks: list[dict]):
    for block in blocks:
        yield block
        for slot in block.get("slots", {}).values():
            yield from _blocks(slot)


def test_the_demo_shows_every_template_and_block_of_the_catalogue():
    demo = read_document("demo.json")
    pages = {page["path"]: page for page in demo["pages"]}
    catalogue_pages = {
        page["post_title"]: page for path, page in pages.items() if path.startswith("/catalogus/")
    }
    sections = catalogue().sections
    for template in section_catalogue():
        for group in template["groups"]:
            page = catalogue_pages.get(group)
            assert page, f"no catalogue page for the group {group!r}"
            shown = {section["template"] for section in page["components"]}
            assert template["id"] in shown, f"{template['id']} is missing on {page['path']}"
        layout = sections[template["id"]]["properties"].get("layout")
        if layout:
            used = {
                section["meta"].get("layout", layout["default"])
                for page in catalogue_pages.values()
                for section in page["components"]
                if section["template"] == template["id"]
            }
            assert used == set(layout["enum"]), f"{template['id']} shows layouts {used}"

    blocks_page = catalogue_pages["Blokken"]
    shown = {
        block["type"]
        for section in blocks_page["components"]
        if section["template"] == "dynamic"
        for block in _blocks(section["blocks"])
    }
    assert {block["id"] for block in block_catalogue()} <= shown

    main_menu = next(menu for menu in demo["menus"] if menu["id"] == "hoofdmenu")
    assert {page["path"] for page in catalogue_pages.values()} <= _menu_links(main_menu["items"])


def test_demo_media_exist_and_stay_small():
    media = Path(__file__).resolve().parents[2] / "ssr" / "public" / "media" / "demo"
    text = json.dumps(read_document("demo.json"))
    used = set(re.findall(r"/media/demo/([\w.-]+)", text))
    assert used and all((media / name).is_file() for name in used), used
    assert sum(path.stat().st_size for path in media.iterdir()) < 1_000_000


def test_the_demo_footers_show_the_site_wide_copyright():
    demo = read_document("demo.json")
    assert demo["project"]["global_fields"]["copyright"]["blocks"]
    global_footers = [
        page["path"]
        for page in demo["pages"]
        for section in page["components"]
        if section["meta"].get("copyright_local") == "0"
    ]
    assert "/" in global_footers and len(global_footers) >= 2
