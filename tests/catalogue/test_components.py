import pytest

from api.catalogue import check_components

PATH = "pages[0].components"


def doc(*blocks):
    return {"time": 1700000000000, "version": "2.18.0", "blocks": list(blocks)}


def paragraph(text):
    return {"type": "paragraph", "data": {"text": text}}


def header(meta=None, ident="h1"):
    return {"id": ident, "template": "headerOne", "meta": meta or {}, "blocks": []}


def dynamic(*blocks, ident="d1"):
    return {"id": ident, "template": "dynamic", "meta": {}, "blocks": list(blocks)}


def block(ident, kind, props=None, style=None, slots=None):
    return {
        "id": ident,
        "type": kind,
        "props": props or {},
        "style": style or {},
        "slots": slots or {},
    }


def test_valid_page_has_no_errors_and_is_returned_unchanged():
    components = [
        header({"logo_height": "12", "main_menu_menu": "main", "whatsappnumber": "31600000000"}),
        dynamic(
            block(
                "c1",
                "columns",
                {"columns": "5", "column_spacing": "4"},
                {"padding_top": "4"},
                {
                    "item_one": [
                        block("t1", "text", {"data": doc(paragraph("Hallo <b>wereld</b>"))})
                    ],
                    "item_two": [
                        block("b1", "button", {"title": "Bel ons", "url": "tel:0612345678"})
                    ],
                },
            )
        ),
        {"id": "f1", "template": "footersTwo", "meta": {}, "blocks": []},
    ]
    result = check_components(components, path=PATH)
    assert result.errors == {}
    assert result.ok
    assert result.components == components
    assert result.components is not components


def test_unknown_template_and_block_type():
    result = check_components(
        [{"id": "x", "template": "nope", "meta": {}}, dynamic(block("b", "marquee"))], path=PATH
    )
    assert result.errors[f"{PATH}[0].template"] == ["Onbekende sectie-template 'nope'."]
    assert result.errors[f"{PATH}[1].blocks[0].type"] == ["Onbekend bloktype 'marquee'."]


def test_option_errors_name_the_field_path_and_choices():
    result = check_components([header({"padding_top": "x", "fixed_element": "ja"})], path=PATH)
    assert result.errors[f"{PATH}[0].meta.fixed_element"] == ["Moet '1' of '0' zijn."]
    [message] = result.errors[f"{PATH}[0].meta.padding_top"]
    assert message.startswith("Moet een van '', '0', '1'")


def test_nested_slot_paths():
    button = block("b1", "button", {"url": 5})
    columns = block(
        "c1",
        "columns",
        {},
        {},
        {"item_one": [block("c2", "columns", {}, {}, {"item_two": [button]})]},
    )
    result = check_components([dynamic(columns)], path=PATH)
    assert result.errors == {
        f"{PATH}[0].blocks[0].slots.item_one[0].slots.item_two[0].props.url": ["Moet tekst zijn."]
    }


def test_envelope_shape_is_checked():
    result = check_components(
        [
            header(ident=""),
            {"id": "h2", "template": "headerOne", "meta": [], "blocks": {}},
            "tekst",
        ],
        path=PATH,
    )
    assert result.errors[f"{PATH}[0].id"] == ["Vul een id in."]
    assert result.errors[f"{PATH}[1].meta"] == ["Moet een object zijn."]
    assert result.errors[f"{PATH}[1].blocks"] == ["Moet een lijst met blokken zijn."]
    assert result.errors[f"{PATH}[2]"] == ["Moet een sectie (object) zijn."]
    assert check_components({"a": 1}, path=PATH).errors == {
        PATH: ["Moet een lijst met secties zijn."]
    }


def test_duplicate_ids_and_unknown_slots():
    result = check_components(
        [header(), header(), dynamic(block("c", "columns", slots={"item_seven": []}))], path=PATH
    )
    assert result.errors[f"{PATH}[1].id"] == ["Het id 'h1' komt al voor op deze pagina."]
    assert result.errors[f"{PATH}[2].blocks[0].slots.item_seven"] == [
        "Onbekend slot 'item_seven' voor blok 'columns'."
    ]


def test_only_the_dynamic_template_holds_blocks():
    section = header()
    section["blocks"] = [block("t", "text")]
    result = check_components([section], path=PATH)
    assert result.errors[f"{PATH}[0].blocks"] == [
        "De sectie-template 'headerOne' kan geen blokken bevatten."
    ]


def test_missing_meta_props_style_and_slots_are_filled_in():
    result = check_components(
        [{"id": "d", "template": "dynamic", "blocks": [{"id": "t", "type": "text"}]}]
    )
    assert result.errors == {}
    assert result.components == [
        {
            "id": "d",
            "template": "dynamic",
            "meta": {},
            "blocks": [{"id": "t", "type": "text", "props": {}, "style": {}, "slots": {}}],
        }
    ]


def test_rich_text_is_sanitised_in_the_copy_only():
    dirty = '<b>Hallo</b><script>alert(1)</script><a href="/x" onclick="steal()">link</a>'
    components = [
        dynamic(block("t1", "text", {"data": doc(paragraph(dirty))})),
        header({"content": doc(paragraph('<img src=x onerror="x()">ok'))}, ident="h9"),
    ]
    result = check_components(components, path=PATH)
    assert result.errors == {}
    text = result.components[0]["blocks"][0]["props"]["data"]["blocks"][0]["data"]["text"]
    assert text == '<b>Hallo</b><a href="/x">link</a>'
    assert result.components[1]["meta"]["content"]["blocks"][0]["data"]["text"] == "ok"
    assert components[0]["blocks"][0]["props"]["data"]["blocks"][0]["data"]["text"] == dirty


def test_invalid_rich_text_structure():
    bad = {
        "blocks": [
            {"type": "header", "data": {"text": "x", "level": 9}},
            {"type": "video", "data": {}},
        ]
    }
    result = check_components([dynamic(block("t1", "text", {"data": bad}))], path=PATH)
    base = f"{PATH}[0].blocks[0].props.data.blocks"
    assert result.errors[f"{base}[0].data.level"] == ["Mag maximaal 6 zijn."]
    assert result.errors[f"{base}[1].type"][0].startswith("Moet een van 'paragraph'")


def test_image_file_limit():
    result = check_components([header({"logo_image": "|/a.png|/b.png"})], path=PATH)
    assert result.errors == {f"{PATH}[0].meta.logo_image": ["Maximaal 1 bestand toegestaan."]}
    ok = check_components(
        [
            header({"logo_image": "|/a.png|"}),
            header({"logo_image": [{"path": "/a.png", "name": "a.png"}]}, ident="h2"),
        ]
    )
    assert ok.errors == {}


def test_whatsapp_number_must_be_international_without_plus():
    result = check_components([header({"whatsappnumber": "+31600000000"})], path=PATH)
    assert result.errors[f"{PATH}[0].meta.whatsappnumber"] == [
        "Vul een internationaal nummer in zonder +, bijvoorbeeld 31600000000."
    ]


def test_raw_html_in_rich_text_is_developer_only():
    raw = {"type": "raw", "data": {"html": "<div>widget</div>"}}
    components = [dynamic(block("t1", "text", {"data": doc(paragraph("a"), raw)}))]
    refused = check_components(components, path=PATH)
    assert refused.errors == {
        f"{PATH}[0].blocks[0].props.data.blocks[1]": [
            "Alleen een ontwikkelaar mag HTML-code in een tekstblok opslaan."
        ]
    }
    assert check_components(components, path=PATH, developer=True).errors == {}
    # A site owner may re-save what a developer stored before.
    assert check_components(components, path=PATH, previous=components).errors == {}


def test_unknown_keys_are_refused_in_meta_props_style_and_envelopes():
    unknown = "Onbekend veld '{}'; dit veld hoort niet bij dit onderdeel."
    section = header({"legacy_key": "x"})
    section["extra"] = 1
    text = block("t", "text", {"code": "<script>x()</script>"}, style={"onload": "x"})
    result = check_components([section, dynamic(text)], path=PATH, developer=True)
    assert result.errors == {
        f"{PATH}[0].meta.legacy_key": [unknown.format("legacy_key")],
        f"{PATH}[0].extra": ["Onbekend veld 'extra'."],
        f"{PATH}[1].blocks[0].props.code": [unknown.format("code")],
        f"{PATH}[1].blocks[0].style.onload": [unknown.format("onload")],
    }


@pytest.mark.parametrize(
    "bad_style, key",
    [
        ({"background_color": "paars"}, "background_color"),
        ({"hide_on_mobile": True}, "hide_on_mobile"),
    ],
)
def test_style_settings_are_validated(bad_style, key):
    result = check_components([dynamic(block("t", "text", style=bad_style))], path=PATH)
    assert list(result.errors) == [f"{PATH}[0].blocks[0].style.{key}"]


def test_rgb_colours_are_accepted():
    result = check_components(
        [dynamic(block("t", "text", style={"background_color": "255, 0, 0, 0.5"}))]
    )
    assert result.errors == {}


def test_deep_nesting_is_refused():
    inner = block("t", "text")
    for depth in range(15):
        inner = block(f"c{depth}", "columns", slots={"item_one": [inner]})
    result = check_components([dynamic(inner)], path=PATH)
    assert any("niveaus diep" in m for messages in result.errors.values() for m in messages)


def test_embed_code_is_developer_only():
    components = [
        dynamic(block("e1", "embed", {"code": "<iframe src='https://video.example'></iframe>"}))
    ]
    result = check_components(components, path=PATH)
    assert result.errors == {
        f"{PATH}[0].blocks[0].props.code": ["Alleen een ontwikkelaar mag embed-code opslaan."]
    }
    assert check_components(components, path=PATH, developer=True).errors == {}
    # The raw code is stored as written: it is not rich text.
    assert check_components(components, developer=True).components == components


def test_site_owner_may_resave_unchanged_developer_code_but_not_change_it():
    stored = [
        dynamic(block("c1", "customcode", {"developer_custom_code_script": "console.log(1)"}))
    ]
    assert check_components(stored, path=PATH, previous=stored).errors == {}
    changed = [
        dynamic(block("c1", "customcode", {"developer_custom_code_script": "console.log(2)"}))
    ]
    assert check_components(changed, path=PATH, previous=stored).errors == {
        f"{PATH}[0].blocks[0].props.developer_custom_code_script": [
            "Alleen een ontwikkelaar mag eigen code (HTML, script of CSS) opslaan."
        ]
    }
    # Developer content is judged by content, not by block id: moving it is fine,
    # a second copy is new content.
    moved = [dynamic(block("c2", "customcode", {"developer_custom_code_script": "console.log(1)"}))]
    assert check_components(moved, previous=stored).ok
    copied = [dynamic(stored[0]["blocks"][0], moved[0]["blocks"][0])]
    assert not check_components(copied, previous=stored).ok


def test_empty_embed_block_is_allowed_for_site_owners():
    assert check_components([dynamic(block("e1", "embed", {"code": "  "}))]).errors == {}


def test_every_template_accepts_its_own_defaults():
    from api.catalogue import catalogue, section_defaults

    components = [
        {"id": f"s{i}", "template": template, "meta": section_defaults(template), "blocks": []}
        for i, template in enumerate(catalogue().sections)
    ]
    assert check_components(components, path=PATH).errors == {}


def test_grid_slots_follow_the_item_identifier_pattern():
    grid = block(
        "g1",
        "grid",
        {"collections": [{"identifier": "a1"}]},
        slots={"collection_item_a1": [block("t1", "text")], "collection_item_bad id": []},
    )
    result = check_components([dynamic(grid)], path=PATH)
    assert list(result.errors) == [f"{PATH}[0].blocks[0].slots.collection_item_bad id"]


def test_gallery_columns_and_slider_speed():
    result = check_components(
        [
            dynamic(
                block("g", "gallery", {"columns": "7", "images": "|/a.jpg|/b.jpg"}),
                block("s", "slider", {"autoplay_speed": "snel"}),
            )
        ],
        path=PATH,
    )
    assert result.errors[f"{PATH}[0].blocks[0].props.columns"] == [
        "Moet een van '1', '2', '3', '4', '5', '6' zijn."
    ]
    assert result.errors[f"{PATH}[0].blocks[1].props.autoplay_speed"] == [
        "Moet een aantal milliseconden zijn."
    ]


def test_active_content_accepts_the_legacy_true():
    result = check_components(
        [{"id": "c", "template": "columnsTwo", "meta": {"active_content": True}}]
    )
    assert result.errors == {}
    bad = check_components(
        [{"id": "c", "template": "columnsTwo", "meta": {"active_content": "ja"}}], path=PATH
    )
    assert bad.errors == {f"{PATH}[0].meta.active_content": ["Moet '1' of '0' zijn."]}
