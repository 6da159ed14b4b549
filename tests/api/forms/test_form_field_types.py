"""`api/forms/schemas.py`: the field kinds of a visitor form are the shared option set."""

from api.catalogue import catalogue
from api.forms.schemas import read_form
from api.validation import Errors


def _form(field_type: str) -> dict:
    item = {"id": "f1", "identifier": "veld", "type": field_type}
    return {"id": "contact", "title": "Contact", "items": [item]}


def test_every_kind_of_the_shared_option_set_is_accepted():
    kinds = catalogue().option_sets["form_field_type"]["enum"]
    assert kinds == ["text", "password", "file", "date", "time", "textarea", "select"]
    for kind in kinds:
        errors = Errors()
        assert read_form(errors, _form(kind), "forms[0]")["items"][0]["type"] == kind
        assert errors.messages == {}


def test_a_kind_outside_the_set_is_refused_in_dutch():
    errors = Errors()
    read_form(errors, _form("color"), "forms[0]")
    assert list(errors.messages) == ["forms[0].items[0].type"]
    assert errors.messages["forms[0].items[0].type"][0].startswith("Kies een van: 'text'")
