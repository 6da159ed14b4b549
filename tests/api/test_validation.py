"""`api/validation.py`: reading request and document values into errors at JSON paths."""

import pytest

from api.validation import Errors, read_objects, read_text


def test_read_objects_keeps_objects_with_their_paths_and_reports_the_rest():
    errors = Errors()
    data = {"items": [{"id": "a"}, "tekst", {"id": "b"}]}
    entries = read_objects(errors, data, "items", "forms[0]")
    assert entries == [("forms[0].items[0]", {"id": "a"}), ("forms[0].items[2]", {"id": "b"})]
    assert errors.messages == {"forms[0].items[1]": ["Moet een object zijn."]}


def test_read_objects_of_a_missing_or_wrong_list():
    errors = Errors()
    assert read_objects(errors, {}, "menus", "") == []
    assert errors.messages == {}
    assert read_objects(errors, {}, "pages", "", required=True) == []
    assert read_objects(errors, {"menus": "geen lijst"}, "menus", "") == []
    assert errors.messages == {
        "pages": ["Dit veld is verplicht."],
        "menus": ["Moet een lijst zijn."],
    }


CONTROLS = ["\n", "\r", "\t", "\x1b", "\x7f", "\x85", "\x9b", "\u2028", "\ud800"]


@pytest.mark.parametrize("control", CONTROLS)
def test_a_single_line_text_refuses_control_characters(control):
    errors = Errors()
    assert read_text(
        errors, {"name": f"Bakkerij{control}Bcc: x"}, "name", "business", max_length=200
    )
    assert errors.messages == {
        "business.name": ["Mag geen regeleinde, tab of ander stuurteken bevatten."]
    }


def test_a_multi_line_text_takes_line_breaks_and_tabs_but_no_other_control():
    errors = Errors()
    text = "Eerste regel\r\n\tTweede regel"
    assert read_text(errors, {"message": text}, "message", "", max_length=200, multiline=True)
    assert errors.messages == {}
    for control in ("\x1b", "\x85", "\ud800"):
        read_text(
            errors, {"message": f"a{control}b"}, "message", "", max_length=200, multiline=True
        )
    assert errors.messages == {"message": ["Mag geen stuurteken bevatten."]}


def test_ordinary_text_passes():
    errors = Errors()
    for text in ("Bakkerij De Gouden Korenaar", "Café ‘t Hoekje – 100% €", "日本語 😀"):
        read_text(errors, {"name": text}, "name", "", max_length=200)
    assert errors.messages == {}
