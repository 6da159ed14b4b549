"""The safety rule at the catalogue level: rich text is sanitised on write, and embed,
custom code and raw HTML may only be stored with the developer role.

`check_components` is what every write path (owner API, site import) runs; these tests
cover the cases the write paths rely on: where the message lands, every developer
field, nesting, re-saving and removing a developer's work.
"""

import copy

import pytest

from api.catalogue import check_components

PATH = "pages[0].components"
EMBED = "Alleen een ontwikkelaar mag embed-code opslaan."
CODE = "Alleen een ontwikkelaar mag eigen code (HTML, script of CSS) opslaan."
RAW = "Alleen een ontwikkelaar mag HTML-code in een tekstblok opslaan."


def doc(*blocks):
    return {"time": 1700000000000, "version": "2.18.0", "blocks": list(blocks)}


def block(ident, kind, props=None, slots=None):
    return {"id": ident, "type": kind, "props": props or {}, "style": {}, "slots": slots or {}}


def dynamic(*blocks, ident="vrij"):
    return {"id": ident, "template": "dynamic", "meta": {}, "blocks": list(blocks)}


def embed(code="<div id='kaart'></div><script src='https://maps.example/k.js'></script>"):
    return block("e1", "embed", {"code": code})


def custom(**props):
    return block("c1", "customcode", props)


def test_embed_from_a_site_owner_is_refused_at_its_json_path():
    result = check_components([dynamic(embed())], path=PATH)
    assert result.errors == {f"{PATH}[0].blocks[0].props.code": [EMBED]}
    assert check_components([dynamic(embed())], path=PATH, developer=True).errors == {}


@pytest.mark.parametrize(
    "field",
    ["developer_custom_code_html", "developer_custom_code_script", "developer_custom_code_css"],
)
def test_each_custom_code_field_is_developer_only(field):
    result = check_components([dynamic(custom(**{field: "x"}))], path=PATH)
    assert result.errors == {f"{PATH}[0].blocks[0].props.{field}": [CODE]}
    assert check_components([dynamic(custom(**{field: "x"}))], developer=True).ok


def test_direct_refresh_alone_is_not_developer_content():
    # An owner may place an empty custom-code block and set its layout switch.
    assert check_components([dynamic(custom(direct_refresh="1"))]).ok


def test_developer_content_deep_inside_slots_is_found():
    inner = block("acc", "accordion", slots={"accordion_content": [embed()]})
    columns = block("kol", "columns", {"columns": "2"}, {"item_two": [inner]})
    result = check_components([dynamic(columns)], path=PATH)
    assert result.errors == {
        f"{PATH}[0].blocks[0].slots.item_two[0].slots.accordion_content[0].props.code": [EMBED]
    }


def test_raw_html_in_a_section_rich_text_field_is_developer_only():
    section = {
        "id": "bedankt",
        "template": "webshopThankyou",
        "meta": {"content": doc({"type": "raw", "data": {"html": "<div>pixel</div>"}})},
        "blocks": [],
    }
    result = check_components([section], path=PATH)
    assert result.errors == {f"{PATH}[0].meta.content.blocks[0]": [RAW]}
    assert check_components([section], developer=True).ok


def test_owner_may_resave_and_move_a_developer_block_but_not_change_its_code():
    stored = [dynamic(custom(developer_custom_code_script="root.textContent = 'hoi'"))]
    # Unchanged code, other props changed and the block moved to another section.
    moved = [
        {"id": "kop", "template": "sectionTitle", "meta": {}, "blocks": []},
        dynamic(
            custom(developer_custom_code_script="root.textContent = 'hoi'", direct_refresh="1"),
            ident="nieuw",
        ),
    ]
    assert check_components(moved, previous=stored).ok
    changed = copy.deepcopy(moved)
    changed[1]["blocks"][0]["props"]["developer_custom_code_script"] = "fetch('/x')"
    result = check_components(changed, path=PATH, previous=stored)
    assert result.errors == {f"{PATH}[1].blocks[0].props.developer_custom_code_script": [CODE]}


def test_owner_may_remove_a_developer_block():
    stored = [dynamic(embed(), block("t1", "text"))]
    assert check_components([dynamic(block("t1", "text"))], previous=stored).ok


def test_owner_may_not_copy_developer_code_into_a_new_block():
    stored = [dynamic(embed())]
    copied = [dynamic(embed(), {**embed(), "id": "e2"})]
    result = check_components(copied, path=PATH, previous=stored)
    assert result.errors == {f"{PATH}[0].blocks[1].props.code": [EMBED]}


def test_rich_text_is_sanitised_on_write_in_blocks_and_section_fields():
    attack = (
        'Hallo <b onclick="x()">wereld</b><script>alert(1)</script>'
        '<img src=x onerror=alert(2)><a href="javascript:alert(3)">klik</a>'
    )
    components = [
        dynamic(
            block("t1", "text", {"data": doc({"type": "paragraph", "data": {"text": attack}})})
        ),
        {
            "id": "noot",
            "template": "notification",
            "meta": {
                "title": doc(
                    {"type": "header", "data": {"text": attack, "level": 2}},
                    {"type": "list", "data": {"style": "unordered", "items": [attack]}},
                )
            },
            "blocks": [],
        },
    ]
    # Sanitising is not a refusal: owners and developers get the same clean copy.
    for developer in (False, True):
        result = check_components(components, developer=developer)
        assert result.ok
        paragraph = result.components[0]["blocks"][0]["props"]["data"]["blocks"][0]["data"]
        title = result.components[1]["meta"]["title"]["blocks"]
        clean = "Hallo <b>wereld</b><a>klik</a>"
        assert paragraph["text"] == clean
        assert title[0]["data"]["text"] == clean
        assert title[1]["data"]["items"] == [clean]
    # The caller's list is left as it was.
    assert "<script>" in components[0]["blocks"][0]["props"]["data"]["blocks"][0]["data"]["text"]


def test_developer_content_is_stored_exactly_as_written():
    code = "<script>window.x = 1 < 2 && '<b>';</script><style>p{color:red}</style>"
    components = [dynamic(embed(code), custom(developer_custom_code_script="a && b < c"))]
    result = check_components(components, developer=True)
    assert result.ok
    assert result.components[0]["blocks"][0]["props"]["code"] == code
    assert (
        result.components[0]["blocks"][1]["props"]["developer_custom_code_script"] == "a && b < c"
    )


# Issue 7: an owner without the developer role got developer-only content stored by
# swapping a stored block's type, through stray props and by stashing a raw block.


def test_swapping_a_stored_blocks_type_does_not_turn_its_content_into_code():
    script = "<script>steel()</script>"
    # Stored before unknown props were refused: a text block carrying a stray `code`.
    stored = [dynamic(block("b1", "text", {"code": script}))]
    swapped = [dynamic(block("b1", "embed", {"code": script}))]
    assert check_components(swapped, path=PATH, previous=stored).errors == {
        f"{PATH}[0].blocks[0].props.code": [EMBED]
    }
    # A developer's embed code does not become custom code of the same block id.
    stored = [dynamic(block("b1", "embed", {"code": script}))]
    swapped = [dynamic(block("b1", "customcode", {"developer_custom_code_html": script}))]
    assert check_components(swapped, path=PATH, previous=stored).errors == {
        f"{PATH}[0].blocks[0].props.developer_custom_code_html": [CODE]
    }


def test_a_raw_block_stashed_in_an_unknown_prop_is_refused_and_does_not_count_as_stored():
    raw = doc({"type": "raw", "data": {"html": "<img src=x onerror=steel()>"}})
    stash = [dynamic(block("t1", "text", {"data": doc(), "extra": raw}))]
    result = check_components(stash, path=PATH)
    assert result.errors == {
        f"{PATH}[0].blocks[0].props.extra": [
            "Onbekend veld 'extra'; dit veld hoort niet bij dit onderdeel."
        ]
    }
    # Even if such a row was stored earlier, the raw HTML was never stored as rich text.
    moved = [dynamic(block("t1", "text", {"data": raw}))]
    assert check_components(moved, path=PATH, previous=stash).errors == {
        f"{PATH}[0].blocks[0].props.data.blocks[0]": [RAW]
    }


def test_rich_text_is_sanitised_wherever_the_schema_places_it():
    from api.catalogue.developer import DeveloperContent
    from api.catalogue.schemas import catalogue
    from api.catalogue.traversal import walk

    base = catalogue().blocks["text"]["$id"]
    schema = {
        "type": "object",
        "properties": {
            "items": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {"body": {"$ref": "../definitions/richtext.schema.json"}},
                },
            }
        },
    }
    attack = doc(
        {"type": "paragraph", "data": {"text": "Hoi<img src=x onerror=steel()>"}},
        {"type": "raw", "data": {"html": "<script>steel()</script>"}},
    )
    value = {"items": [{"body": attack}]}
    found = DeveloperContent()
    walk(value, schema, base, "props", found, developer_message=CODE)
    assert value["items"][0]["body"]["blocks"][0]["data"]["text"] == "Hoi"
    assert [(item.path, item.message) for item in found.found] == [
        ("props.items[0].body.blocks[1]", RAW)
    ]
