"""`api/validation.py`: reading request and document values into errors at JSON paths."""

from api.validation import Errors, read_objects


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
