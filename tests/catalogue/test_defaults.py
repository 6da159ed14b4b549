import pytest

from api.catalogue import (
    UnknownTemplate,
    block_defaults,
    section_catalogue,
    section_defaults,
    style_defaults,
)


def test_header_defaults_follow_the_spec():
    meta = section_defaults("headerOne")
    assert meta["logo_height"] == "10"
    assert meta["logo_height_mobile"] == "6"
    assert (meta["padding_top"], meta["padding_bottom"]) == ("10", "10")


def test_footer_defaults_follow_the_spec():
    meta = section_defaults("footersTwo")
    for network in ("facebook", "instagram", "linkedin", "twitter", "youtube", "github"):
        # Content schema 2: '' is "not filled in" (version 1 had '#').
        assert meta[f"{network}_link"] == ""
    assert meta["padding_top"] == "10"
    assert meta["copyright"]["version"] == "2.18.0"
    assert meta["copyright_local"] in ("1", "0")


def test_block_and_style_defaults():
    assert block_defaults("columns")["column_spacing"] == "4"
    assert block_defaults("button")["default_active_state"] == "0"
    assert block_defaults("text")["data"]["version"] == "2.18.0"
    style = style_defaults()
    assert style["hide_on_mobile"] == "0"
    assert style["overflow_hidden"] == "0"


def test_defaults_are_independent_copies():
    first = section_defaults("footersTwo")
    first["copyright"]["blocks"].clear()
    assert section_defaults("footersTwo")["copyright"]["blocks"]


def test_unknown_template_raises():
    with pytest.raises(UnknownTemplate):
        section_defaults("nope")


def test_catalogue_entries():
    entries = {entry["id"]: entry for entry in section_catalogue()}
    header = entries["headerOne"]
    assert header["groups"] == ["Header"]
    assert header["disabled"] is False
    assert header["defaults"]["logo_height"] == "10"
    assert entries["dynamic"]["accepts_blocks"] is True
