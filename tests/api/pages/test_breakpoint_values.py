"""Per-breakpoint values (docs/page-editor.md): the owner API stores the object form of
responsive fields and refuses anything outside the fields' options and breakpoints."""

import pytest

from api.catalogue import check_components
from tests.api.pages.test_owner_pages import OWNER, pages_of

PATH = "components"


def section(meta=None, style=None):
    return {
        "id": "intro",
        "template": "dynamic",
        "meta": meta or {},
        "blocks": [
            {
                "id": "t1",
                "type": "text",
                "props": {},
                "style": style or {},
                "slots": {},
            }
        ],
    }


def header(meta):
    return {"id": "kop", "template": "headerOne", "meta": meta, "blocks": []}


def test_owner_stores_per_breakpoint_padding_and_reads_it_back(client, sites, owner_headers):
    page_id = pages_of(client, sites.demo, owner_headers)["/contact"]["id"]
    padding = {"base": "4", "768": "10", "1190": "20", "1600": "40"}
    style = {"padding_top": padding, "hidden": {"base": "0", "1600": "1"}}
    meta = {"padding_top": {"base": "10", "1340": "24"}}
    response = client.put(
        f"{OWNER}/{sites.demo}/pages/{page_id}",
        json={"components": [header(meta), section(style=style)]},
        headers=owner_headers,
    )
    assert response.status_code == 200, response.text
    stored = response.json()["page"]["components"]
    assert stored[0]["meta"]["padding_top"] == {"base": "10", "1340": "24"}
    assert stored[1]["blocks"][0]["style"]["padding_top"] == padding
    again = client.get(f"{OWNER}/{sites.demo}/pages/{page_id}", headers=owner_headers)
    assert again.json()["page"]["components"][1]["blocks"][0]["style"] == style


def test_owner_api_refuses_a_bad_breakpoint_value_and_writes_nothing(client, sites, owner_headers):
    page_id = pages_of(client, sites.demo, owner_headers)["/contact"]["id"]
    url = f"{OWNER}/{sites.demo}/pages/{page_id}"
    before = client.get(url, headers=owner_headers).json()["page"]
    bad = section(style={"padding_top": {"base": "4", "1190": "10px;}body{display:none"}})
    response = client.put(url, json={"components": [bad]}, headers=owner_headers)
    assert response.status_code == 422
    errors = response.json()["errors"]
    assert list(errors) == ["components[0].blocks[0].style.padding_top.1190"]
    assert errors["components[0].blocks[0].style.padding_top.1190"][0].startswith("Moet een van")
    assert client.get(url, headers=owner_headers).json()["page"] == before


@pytest.mark.parametrize(
    ("value", "where"),
    [
        ({"768": "10"}, "padding_top.base"),  # no base
        ({"base": "4", "1024": "10"}, "padding_top.1024"),  # not a breakpoint of the spec
        ({"base": "4", "768": "1000"}, "padding_top.768"),  # not a spacing option
        ({"base": "4", "768": 10}, "padding_top.768"),  # a number, not the option string
        ({"base": {"base": "4"}}, "padding_top.base"),  # nested
        (["4", "10"], "padding_top"),
    ],
)
def test_bad_per_breakpoint_values_are_refused_under_their_path(value, where):
    result = check_components([section(style={"padding_top": value})], path=PATH)
    assert not result.ok
    assert list(result.errors) == [f"{PATH}[0].blocks[0].style.{where}"]


def test_plain_values_stay_valid_and_fields_that_are_not_responsive_refuse_objects():
    plain = section(style={"padding_top": "4", "font_size": "text-lg", "hidden": "1"})
    assert check_components([plain], path=PATH).errors == {}
    for key, value in [("shadow", "shadow-lg"), ("padding_top_mobile", "4"), ("div_class", "x")]:
        result = check_components([section(style={key: {"base": value}})], path=PATH)
        assert list(result.errors) == [f"{PATH}[0].blocks[0].style.{key}"], key


def test_section_padding_per_breakpoint_is_checked_against_the_spacing_options():
    ok = check_components([header({"padding_bottom": {"base": "", "640": "2", "1600": "20"}})])
    assert ok.errors == {}
    bad = check_components([header({"padding_bottom": {"base": "", "640": "enorm"}})], path=PATH)
    assert list(bad.errors) == [f"{PATH}[0].meta.padding_bottom.640"]


def columns_section(meta=None, props=None):
    """A dynamic section with a columns block (props) or a column section (meta)."""
    if meta is not None:
        return {"id": "drie", "template": "columnsThree", "meta": meta, "blocks": []}
    block = {"id": "k1", "type": "columns", "props": props, "style": {}, "slots": {}}
    return {"id": "intro", "template": "dynamic", "meta": {}, "blocks": [block]}


def test_per_breakpoint_columns_and_spacing_are_stored_and_read_back(client, sites, owner_headers):
    page_id = pages_of(client, sites.demo, owner_headers)["/contact"]["id"]
    props = {"columns": {"base": "2", "1190": "4"}, "column_spacing": {"base": "4", "1600": "10"}}
    meta = {
        "layout": {"base": "equal", "768": "one_two_one"},
        "column_spacing": {"base": "8", "1340": "16"},
        "hidden": {"base": "0", "1190": "1"},
    }
    response = client.put(
        f"{OWNER}/{sites.demo}/pages/{page_id}",
        json={"components": [columns_section(props=props), columns_section(meta=meta)]},
        headers=owner_headers,
    )
    assert response.status_code == 200, response.text
    again = client.get(f"{OWNER}/{sites.demo}/pages/{page_id}", headers=owner_headers).json()[
        "page"
    ]
    assert again["components"][0]["blocks"][0]["props"] == props
    assert again["components"][1]["meta"] == meta


@pytest.mark.parametrize(
    ("props", "where"),
    [
        ({"columns": {"base": "2", "1190": "13"}}, "columns.1190"),  # not a layout code
        ({"columns": {"base": "2", "1190": "repeat(9,1fr)"}}, "columns.1190"),
        ({"columns": {"1190": "4"}}, "columns.base"),
        ({"columns": {"base": "2", "900": "4"}}, "columns.900"),
        ({"column_spacing": {"base": "4", "768": "10;}body{x:y"}}, "column_spacing.768"),
        ({"column_spacing_mobile": {"base": "4"}}, "column_spacing_mobile"),  # stays plain
    ],
)
def test_bad_per_breakpoint_columns_are_refused_under_their_path(props, where):
    result = check_components([columns_section(props=props)], path=PATH)
    assert list(result.errors) == [f"{PATH}[0].blocks[0].props.{where}"]


@pytest.mark.parametrize(
    ("meta", "where"),
    [
        (
            {"layout": {"base": "equal", "768": "sidebar_left"}},
            "layout.768",
        ),  # another template's layout
        ({"hidden": {"base": "0", "1190": "none"}}, "hidden.1190"),
        ({"hidden": {"1190": "1"}}, "hidden.base"),
        ({"column_spacing": {"base": "8", "1340": "</style>"}}, "column_spacing.1340"),
    ],
)
def test_bad_per_breakpoint_section_values_are_refused_under_their_path(meta, where):
    result = check_components([columns_section(meta=meta)], path=PATH)
    assert list(result.errors) == [f"{PATH}[0].meta.{where}"]


def test_a_plain_hidden_section_stays_valid():
    assert check_components([header({"hidden": "1"})]).errors == {}
    assert check_components([columns_section(meta={"layout": "cards", "hidden": "0"})]).errors == {}
