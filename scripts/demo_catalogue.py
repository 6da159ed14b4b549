"""Keeps the demo's catalogue showcase (/catalogus/...) in step with the registry.

The catalogue pages of `api/demo/documents/demo.json` show every section template on
the page of each of its groups, every `layout` variant and every block type. Curated
examples (sample texts, photos) stay as they are; this generator adds what the schema
catalogue has and the pages lack, and drops what the catalogue no longer has:

- a template missing from one of its group pages: a caption (its catalogue title, id
  and description) and the template with its schema defaults (`meta: {}`);
- a `layout` option shown nowhere: the template with that layout, on its first group page;
- a group without a page: a new page `/catalogus/<group>` (header, title, intro and
  footer like the other catalogue pages, `noindex` like them), an entry in the
  catalogue's own menu (not the visitors' main menu) and a card on /catalogus;
- a block type missing from the Blokken page: a caption and the block with its defaults;
- sections and blocks of ids the catalogue no longer knows, with their captions.

    uv run python -m scripts.demo_catalogue          # rewrite demo.json
    uv run python -m scripts.demo_catalogue --check  # exit 1 when demo.json is not up to date

tests/api/test_demo.py runs the check, so a new template fails the tests until the
generator has run. Output is deterministic (ids derive from template ids).
"""

from __future__ import annotations

import copy
import html
import json
import re
import sys
import unicodedata
from pathlib import Path
from typing import Any

from api.catalogue import block_catalogue, catalogue, section_catalogue

DOCUMENT = Path(__file__).resolve().parents[1] / "api" / "demo" / "documents" / "demo.json"
PREFIX = "/catalogus"
BLOCKS_PAGE = "Blokken"
TIME = 1700000000000
CAPTION_META = {"section_bg_color": "gray-100", "padding_top": "6", "padding_bottom": "6"}
BLOCK_CAPTION_STYLE = {
    "background_color": "gray-100",
    "padding_top": "3",
    "padding_bottom": "3",
    "padding_left": "4",
    "padding_right": "4",
    "radius": "rounded-lg",
    "margin_bottom": "6",
}

Json = dict[str, Any]


def slug(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", plain.replace("'", "")).strip("-")


def _text_block(block_id: str, title: str, text: str, style: Json | None = None) -> Json:
    document = {
        "time": TIME,
        "version": "2.18.0",
        "blocks": [
            {"id": f"{block_id}-h", "type": "header", "data": {"text": title, "level": 2}},
            {"id": f"{block_id}-p", "type": "paragraph", "data": {"text": text}},
        ],
    }
    return {
        "id": block_id,
        "type": "text",
        "props": {"data": document},
        "style": style or {},
        "slots": {},
    }


def _caption_text(item_id: str, description: str) -> str:
    return f"<code>{html.escape(item_id)}</code> · {html.escape(description)}"


def _mentions(component: Json, item_id: str) -> bool:
    return f"<code>{item_id}</code>" in json.dumps(component, ensure_ascii=False)


def _catalogue_pages(document: Json) -> list[Json]:
    return [page for page in document["pages"] if page["path"].startswith(f"{PREFIX}/")]


def _group_pages(document: Json) -> dict[str, Json]:
    return {page["post_title"]: page for page in _catalogue_pages(document)}


def _insert_before_footer(page: Json, components: list[Json]) -> None:
    at = len(page["components"]) - 1
    page["components"][at:at] = components


# ------------------------------------------------------------------ removal
def _drop_unknown_sections(page: Json, known: set[str]) -> None:
    kept: list[Json] = []
    for component in page["components"]:
        template = component.get("template")
        if template in known:
            kept.append(component)
            continue
        if kept and kept[-1].get("template") == "dynamic" and _mentions(kept[-1], template):
            kept.pop()
    page["components"] = kept


def _drop_unknown_blocks(blocks: list[Json], known: set[str]) -> list[Json]:
    kept: list[Json] = []
    for block in blocks:
        if block.get("type") not in known:
            if kept and kept[-1].get("type") == "text" and _mentions(kept[-1], block.get("type")):
                kept.pop()
            continue
        if "slots" in block:
            block["slots"] = {
                name: _drop_unknown_blocks(slot, known) for name, slot in block["slots"].items()
            }
        kept.append(block)
    return kept


# ------------------------------------------------------------------ new group pages
def _new_group_page(document: Json, group: str, templates: list[Json]) -> Json:
    model = _catalogue_pages(document)[0]
    path = f"{PREFIX}/{slug(group)}"
    intro = f"Sjablonen van de groep {group}: " + ", ".join(t["title"] for t in templates) + "."
    site_name = model["seo_title"].split(" | ", 1)[-1]
    frame = model["components"]
    components = [
        copy.deepcopy(frame[0]),
        copy.deepcopy(frame[1]),
        {
            "id": "intro",
            "template": "dynamic",
            "meta": {"padding_top": "0", "padding_bottom": "10"},
            "blocks": [_intro_block(f"{slug(group)}-intro", intro)],
        },
        copy.deepcopy(frame[-1]),
    ]
    page = {
        **copy.deepcopy({k: v for k, v in model.items() if k != "components"}),
        "path": path,
        "post_title": group,
        "seo_title": f"{group} | {site_name}",
        "seo_description": intro,
        "breadcrumbs": [
            *copy.deepcopy(model["breadcrumbs"][:-1]),
            {"title": group, "url": path, "active": True},
        ],
        "components": components,
    }
    pages = document["pages"]
    blocks_page = next(
        (i for i, p in enumerate(pages) if p.get("post_title") == BLOCKS_PAGE), len(pages)
    )
    pages.insert(blocks_page, page)
    _add_menu_entry(document, group, path)
    _add_overview_card(document, group, path, intro)
    return page


def _intro_block(block_id: str, text: str) -> Json:
    paragraph = {"id": f"{block_id}-p", "type": "paragraph", "data": {"text": html.escape(text)}}
    document = {"time": TIME, "version": "2.18.0", "blocks": [paragraph]}
    return {"id": block_id, "type": "text", "props": {"data": document}, "style": {}, "slots": {}}


def _add_menu_entry(document: Json, group: str, path: str) -> None:
    for menu in document["menus"]:
        for item in menu["items"]:
            if item.get("link") != PREFIX:
                continue
            children = item["items"]
            entry = {
                "id": f"c-{slug(group)}",
                "label": group,
                "link": path,
                "item_type": "",
                "text": "",
                "class": "",
                "items": [],
            }
            at = next(
                (i for i, c in enumerate(children) if c.get("label") == BLOCKS_PAGE), len(children)
            )
            children.insert(at, entry)


def _rename_ids(value: Any, prefix: str) -> Any:
    if isinstance(value, dict):
        return {
            k: f"{prefix}-{v}" if k == "id" and isinstance(v, str) else _rename_ids(v, prefix)
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [_rename_ids(v, prefix) for v in value]
    return value


def _add_overview_card(document: Json, group: str, path: str, text: str) -> None:
    overview = next((p for p in document["pages"] if p["path"] == PREFIX), None)
    grids = [
        block
        for section in (overview or {}).get("components", [])
        for block in section.get("blocks", [])
        if block.get("type") == "grid" and block["props"].get("collections")
    ]
    if not grids:
        return
    grid, key = grids[0], slug(group)
    model = grid["slots"][f"collection_item_{grid['props']['collections'][-1]['identifier']}"]
    card = _rename_ids(copy.deepcopy(model), key)
    for block in _walk_blocks(card):
        if block["type"] == "button":
            block["props"]["url"] = path
        if block["type"] == "text":
            for part in block["props"]["data"]["blocks"]:
                part["data"]["text"] = html.escape(group if part["type"] == "header" else text)
    grid["props"]["collections"].append({"identifier": key})
    grid["slots"][f"collection_item_{key}"] = card


def _walk_blocks(blocks: list[Json]):
    for block in blocks:
        yield block
        for slot in block.get("slots", {}).values():
            yield from _walk_blocks(slot)


# ------------------------------------------------------------------ completion
def _showcase(template: Json, key: str, title: str, meta: Json) -> list[Json]:
    section = {"id": key, "template": template["id"], "meta": meta, "blocks": []}
    return [
        {
            "id": f"{key}-caption",
            "template": "dynamic",
            "meta": dict(CAPTION_META),
            "blocks": [
                _text_block(
                    f"{key}-caption-text",
                    html.escape(title),
                    _caption_text(template["id"], template["description"]),
                )
            ],
        },
        section,
    ]


def _complete_sections(document: Json) -> None:
    templates = section_catalogue()
    for template in templates:
        for group in template["groups"]:
            pages = _group_pages(document)
            page = pages.get(group) or _new_group_page(
                document, group, [t for t in templates if group in t["groups"]]
            )
            if all(c["template"] != template["id"] for c in page["components"]):
                key = f"toon-{template['id']}"
                _insert_before_footer(page, _showcase(template, key, template["title"], {}))
    for template in templates:
        layout = catalogue().sections[template["id"]]["properties"].get("layout")
        if not layout:
            continue
        shown = [
            c
            for page in _catalogue_pages(document)
            for c in page["components"]
            if c["template"] == template["id"]
        ]
        used = {c["meta"].get("layout", layout["default"]) for c in shown}
        labels = {o["value"]: o["label"] for o in layout["x-field"]["options"]}
        # The options agree with the enum (a responsive layout has it in its anyOf).
        for value in labels:
            if value in used:
                continue
            page = _group_pages(document)[template["groups"][0]]
            key = f"toon-{template['id']}-{slug(value)}"
            title = f"{template['title']} — {labels.get(value, value)}"
            _insert_before_footer(page, _showcase(template, key, title, {"layout": value}))


def _complete_blocks(document: Json) -> None:
    page = _group_pages(document).get(BLOCKS_PAGE)
    if page is None:
        return
    shown = {
        block["type"]
        for section in page["components"]
        if section["template"] == "dynamic"
        for block in _walk_blocks(section["blocks"])
    }
    for block_type in block_catalogue():
        if block_type["id"] in shown:
            continue
        key = f"toon-{block_type['id']}"
        caption = _text_block(
            f"{key}-caption",
            html.escape(block_type["title"]),
            _caption_text(block_type["id"], block_type["description"]),
            dict(BLOCK_CAPTION_STYLE),
        )
        block = {
            "id": f"{key}-blok",
            "type": block_type["id"],
            "props": {},
            "style": {},
            "slots": {},
        }
        section = {
            "id": key,
            "template": "dynamic",
            "meta": {"padding_top": "10", "padding_bottom": "10"},
            "blocks": [caption, block],
        }
        _insert_before_footer(page, [section])


def complete(document: Json) -> Json:
    """The demo document with its catalogue pages matching the schema catalogue."""
    result = copy.deepcopy(document)
    known_sections = set(catalogue().sections)
    known_blocks = set(catalogue().blocks)
    for page in _catalogue_pages(result):
        _drop_unknown_sections(page, known_sections)
        for section in page["components"]:
            if "blocks" in section:
                section["blocks"] = _drop_unknown_blocks(section["blocks"], known_blocks)
    _complete_sections(result)
    _complete_blocks(result)
    return result


def render(document: Json) -> str:
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    current = DOCUMENT.read_text("utf-8")
    wanted = render(complete(json.loads(current)))
    if current == wanted:
        print("demo catalogue up to date")
        return 0
    if "--check" in argv:
        print(
            "api/demo/documents/demo.json: the catalogue pages miss templates or blocks of the "
            "schema catalogue; run `uv run python -m scripts.demo_catalogue`.",
            file=sys.stderr,
        )
        return 1
    DOCUMENT.write_text(wanted, "utf-8")
    print(f"wrote {DOCUMENT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
