"""The demo sites are valid site documents with the pages the product needs."""

import copy
import json
import re
from itertools import pairwise
from pathlib import Path

from api.catalogue import block_catalogue, catalogue, section_catalogue
from api.demo import ACCOUNTS, DEMO_PASSWORD, PAGE_PASSWORD, load_demo, read_document
from api.sites.document import read_site_document
from scripts.demo_catalogue import complete

BUNDLE = "/api/services/websites/v1/page-bundle"
# The visitors' main menu, and the menu only the catalogue (showcase) pages show.
MAIN_MENU, SHOWCASE_MENU = "hoofdmenu", "catalogus"


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
    assert header["template"] == "headerOneSearch"
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


def _catalogue_gaps(demo: dict) -> list[str]:
    """What the demo's catalogue pages fail to show of the schema catalogue."""
    gaps = []
    pages = {page["path"]: page for page in demo["pages"]}
    catalogue_pages = {
        page["post_title"]: page for path, page in pages.items() if path.startswith("/catalogus/")
    }
    sections = catalogue().sections
    for template in section_catalogue():
        for group in template["groups"]:
            page = catalogue_pages.get(group)
            if not page:
                gaps.append(f"no catalogue page for the group {group!r}")
                continue
            shown = {section["template"] for section in page["components"]}
            if template["id"] not in shown:
                gaps.append(f"{template['id']} is missing on {page['path']}")
        layout = sections[template["id"]]["properties"].get("layout")
        if layout:
            used = {
                section["meta"].get("layout", layout["default"])
                for page in catalogue_pages.values()
                for section in page["components"]
                if section["template"] == template["id"]
            }
            if used != {option["value"] for option in layout["x-field"]["options"]}:
                gaps.append(f"{template['id']} shows layouts {sorted(used)}")

    blocks_page = catalogue_pages["Blokken"]
    shown = {
        block["type"]
        for section in blocks_page["components"]
        if section["template"] == "dynamic"
        for block in _blocks(section["blocks"])
    }
    gaps += [f"block {b['id']} is missing" for b in block_catalogue() if b["id"] not in shown]

    showcase_menu = next(menu for menu in demo["menus"] if menu["id"] == SHOWCASE_MENU)
    links = _menu_links(showcase_menu["items"])
    gaps += [
        f"{p['path']} not in the menu" for p in catalogue_pages.values() if p["path"] not in links
    ]
    return gaps


def test_the_demo_shows_every_template_and_block_of_the_catalogue():
    assert _catalogue_gaps(read_document("demo.json")) == []


def test_the_demo_catalogue_is_what_the_generator_makes():
    # Drift check: a new template, layout option or block type fails here until
    # `uv run python -m scripts.demo_catalogue` has added it to the catalogue pages.
    demo = read_document("demo.json")
    assert complete(demo) == demo


def _without(demo: dict) -> dict:
    """The demo as it would be before a few templates, a group and a block existed."""
    demo = copy.deepcopy(demo)
    demo["pages"] = [page for page in demo["pages"] if page["path"] != "/catalogus/titels"]
    for menu in demo["menus"]:
        for item in menu["items"]:
            item["items"] = [i for i in item["items"] if i.get("link") != "/catalogus/titels"]
    for page in demo["pages"]:
        page["components"] = [
            section
            for section in page["components"]
            if section["template"] != "masonryGallery"
            and not (section["template"] == "columnsSix" and section["meta"].get("layout") == "2")
        ]
        for section in page["components"]:
            section["blocks"] = _without_type(section.get("blocks", []), "review")
    return demo


def _without_type(blocks: list[dict], block_type: str) -> list[dict]:
    kept = [block for block in blocks if block["type"] != block_type]
    for block in kept:
        for name, slot in block.get("slots", {}).items():
            block["slots"][name] = _without_type(slot, block_type)
    return kept


def test_the_generator_shows_new_templates_layouts_groups_and_blocks():
    before = _without(read_document("demo.json"))
    assert len(_catalogue_gaps(before)) >= 4
    after = complete(before)
    assert _catalogue_gaps(after) == []
    assert complete(after) == after
    errors, _document = read_site_document(after, developer=True)
    assert errors.messages == {}

    pages = {page["path"]: page for page in after["pages"]}
    titles = pages["/catalogus/titels"]
    # A new group page: the catalogue frame (header, page title, footer) and an intro.
    assert [s["template"] for s in titles["components"]] == [
        "headerOne",
        "sectionTitle",
        "dynamic",
        "footersTwo",
    ]
    assert "Sjablonen van de groep Titels: Paginatitel" in json.dumps(titles, ensure_ascii=False)
    assert titles["breadcrumbs"][-1] == {
        "title": "Titels",
        "url": "/catalogus/titels",
        "active": True,
    }
    overview = json.dumps(pages["/catalogus"], ensure_ascii=False)
    assert '"url": "/catalogus/titels"' in overview
    gallery = json.dumps(pages["/catalogus/gallerijen"]["components"][-3:], ensure_ascii=False)
    assert "<code>masonryGallery</code>" in gallery
    six = [s for s in pages["/catalogus/kolommen"]["components"] if s["template"] == "columnsSix"]
    assert {"layout": "2"} in [s["meta"] for s in six]


def test_the_generator_drops_templates_the_catalogue_no_longer_has():
    demo = read_document("demo.json")
    page = next(p for p in demo["pages"] if p["path"] == "/catalogus/titels")
    old = {"id": "oud", "template": "oudSjabloon", "meta": {}, "blocks": []}
    caption = {
        "id": "oud-caption",
        "template": "dynamic",
        "meta": {},
        "blocks": [{"id": "t", "type": "text", "props": {"data": "<code>oudSjabloon</code>"}}],
    }
    page["components"][3:3] = [caption, old]
    cleaned = complete(demo)
    assert cleaned == read_document("demo.json")


def test_demo_media_exist_and_stay_small():
    media = Path(__file__).resolve().parents[2] / "ssr" / "public" / "media" / "demo"
    text = json.dumps(read_document("demo.json"))
    used = set(re.findall(r"/media/demo/([\w.-]+)", text))
    assert used and all((media / name).is_file() for name in used), used
    # About 70 drawn files, the webshop's 52 photos included: 1.6 MB for the lot.
    assert sum(path.stat().st_size for path in media.iterdir()) < 1_600_000


def _header_menu(page: dict) -> str:
    return next(s for s in page["components"] if s["template"].startswith("header"))["meta"][
        "main_menu_menu"
    ]


def test_the_showcase_stays_out_of_the_visitors_menu_and_out_of_search_engines():
    demo = read_document("demo.json")
    menus = {menu["id"]: menu for menu in demo["menus"]}
    visitors = _menu_links(menus[MAIN_MENU]["items"])
    assert not [link for link in visitors if link.startswith("/catalogus")]
    for page in demo["pages"]:
        showcase = page["path"] == "/catalogus" or page["path"].startswith("/catalogus/")
        # The order overview is private to each buyer: noindex as well.
        private = page["path"] == "/bestelling"
        assert page.get("noindex", False) is (showcase or private), page["path"]
        assert _header_menu(page) == (SHOWCASE_MENU if showcase else MAIN_MENU), page["path"]
    home = json.dumps(next(p for p in demo["pages"] if p["path"] == "/"), ensure_ascii=False)
    assert "/catalogus" not in home and "catalogus" not in home.lower()


def test_the_visitors_menu_opens_the_shop_with_its_top_categories():
    demo = read_document("demo.json")
    main = next(menu for menu in demo["menus"] if menu["id"] == MAIN_MENU)
    shop = next(item for item in main["items"] if item["label"] == "Winkel")
    categories = demo["shop"]["categories"]
    root = next(c for c in categories if c["path"] == shop["link"])
    top = sorted((c for c in categories if c["parent"] == root["id"]), key=lambda c: c["position"])
    assert shop["type"] == "submenu_simple" and len(top) == 6
    assert [(i["label"], i["link"]) for i in shop["items"]] == [
        (c["title"], c["path"]) for c in top
    ]


def _images(blocks: list[dict]):
    return [b for b in _blocks(blocks) if b["type"] == "image"]


def test_the_bakery_pages_show_photos_with_dutch_alt_texts_and_one_h1():
    demo = read_document("demo.json")
    pages = {page["path"]: page for page in demo["pages"]}
    for path in ("/", "/over-ons", "/contact"):
        sections = pages[path]["components"]
        images = [i for s in sections for i in _images(s.get("blocks", []))]
        assert images, path
        for found in images:
            assert found["props"]["url"].startswith("/media/demo/"), path
            assert len(found["props"]["alt"].split()) >= 4, (path, found["props"]["alt"])
        levels = [
            part["data"]["level"]
            for s in sections
            for b in _blocks(s.get("blocks", []))
            if b["type"] == "text"
            for part in b["props"]["data"]["blocks"]
            if part["type"] == "header"
        ]
        assert levels.count(1) == 1 and levels[0] == 1, (path, levels)
        assert all(b <= a + 1 for a, b in pairwise(levels)), (path, levels)


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


def test_every_visitor_page_footer_follows_the_one_copyright_and_none_says_2024():
    """The site footer of every page a visitor reaches (the catalogue showcase aside)
    and of the shop's page templates shows the project's copyright, so a new year is
    one edit; no stored copyright text of either demo still says © 2024."""
    demo = read_document("demo.json")
    visitor = [page for page in demo["pages"] if not page["path"].startswith("/catalogus")]
    chrome = [(page["path"], page["components"][-1]) for page in visitor]
    chrome += [(template["id"], template["components"][-1]) for template in demo["templates"]]
    chrome = [(where, section) for where, section in chrome if section["template"] == "footersTwo"]
    assert len(chrome) >= len(visitor) + 3
    local = [where for where, section in chrome if section["meta"].get("copyright_local") != "0"]
    assert local == []
    for name in ("demo.json", "second.json"):
        assert "© 2024" not in json.dumps(read_document(name), ensure_ascii=False), name
