"""What api.checks.content reads from a component tree, and the heading outline."""

from __future__ import annotations

from api.checks.content import internal_path, scan
from api.checks.outline import outline_problems


def _title(section_id: str, template: str = "sectionTitle", **meta) -> dict:
    return {"id": section_id, "template": template, "meta": meta, "blocks": []}


def _text(section_id: str, *levels: int) -> dict:
    blocks = [
        {"id": f"h{i}", "type": "header", "data": {"text": f"Kop {i}", "level": level}}
        for i, level in enumerate(levels)
    ]
    data = {"time": 1, "version": "2.18.0", "blocks": blocks}
    block = {
        "id": f"{section_id}-t",
        "type": "text",
        "props": {"data": data},
        "style": {},
        "slots": {},
    }
    return {"id": section_id, "template": "dynamic", "meta": {}, "blocks": [block]}


def _outline(components: list) -> list[tuple[str | None, str]]:
    found = scan(components)
    return [(p["section"], p["message"]) for p in outline_problems(found.headings, "page:1")]


def test_page_title_sections_give_one_h1_as_the_blocks_render_them():
    components = [_title("titel"), _title("banner", "welcomeOne"), _text("tekst", 2, 3)]
    assert [(h.level, h.section) for h in scan(components).headings] == [
        (1, "titel"),
        (2, "banner"),
        (2, "tekst"),
        (3, "tekst"),
    ]
    assert _outline(components) == []


def test_missing_h1_a_second_h1_and_a_skipped_level():
    assert _outline([_text("a", 2)]) == [(None, "De pagina heeft geen kop van niveau 1 (H1).")]
    assert _outline([_title("t", font_tag="h3")]) == [
        (None, "De pagina heeft geen kop van niveau 1 (H1).")
    ]
    assert _outline([_title("t", font_tag="p"), _text("a", 1, 1, 4)]) == [
        ("a", "De pagina heeft meer dan één kop van niveau 1 (H1)."),
        ("a", "Kop van niveau 4 volgt op niveau 1: er wordt een niveau overgeslagen."),
    ]
    # An unknown tag renders as h1, like none.
    assert _outline([_title("t", font_tag="h9"), _text("a", 2)]) == []


def test_section_images_are_judged_by_their_schemas_alt_field():
    header = {
        "id": "kop",
        "template": "headerOne",
        "meta": {"logo_image": "/media/logo.png", "logo_alt": ""},
        "blocks": [],
    }
    with_alt = {
        **header,
        "id": "kop2",
        "meta": {"logo_image": "/media/logo.png", "logo_alt": "Logo"},
    }
    found = scan([header, with_alt])
    assert [(m.section, m.detail["field"], m.detail["alt_field"]) for m in found.missing_alt] == [
        ("kop", "logo_image", "logo_alt")
    ]


def test_internal_paths():
    assert internal_path("/over-ons/?a=1#b") == "/over-ons"
    assert internal_path("/") == "/"
    assert internal_path("/caf%C3%A9") == "/café"
    for other in (
        "https://example.org/",
        "//cdn.example.org/x",
        "mailto:a@b.nl",
        "#top",
        "tel:+31",
        "/media/a.jpg",
        "/files/x.pdf",
        "/api/x",
        5,
    ):
        assert internal_path(other) is None, other


def test_webshop_blocks_name_products_and_categories():
    def block(block_id: str, kind: str, props: dict) -> dict:
        return {"id": block_id, "type": kind, "props": props, "style": {}, "slots": {}}

    section = {
        "id": "winkel",
        "template": "dynamic",
        "meta": {},
        "blocks": [
            block("lijst", "products", {"products_mutated": {"ids": ["a"], "category": "brood"}}),
            block("cats", "productcategories", {"productcategories_mutated": {"ids": ["x", "y"]}}),
            block("onder", "productcategories", {"productcategories_mutated": {"parent": "taart"}}),
            block("alles", "productcategories", {"productcategories_mutated": {}}),
            block("koop", "addtocart", {"product_mutated": {"id": "b"}}),
        ],
    }
    found = scan([section])
    assert [(p.key, p.block) for p in found.products] == [("a", "lijst"), ("b", "koop")]
    assert [(c.key, c.section, c.block) for c in found.categories] == [
        ("brood", "winkel", "lijst"),
        ("x", "winkel", "cats"),
        ("y", "winkel", "cats"),
        ("taart", "winkel", "onder"),
    ]
