"""`api/forms/entries.py`: every item is checked by its stored definition, every
problem is answered at once under the item's identifier, in Dutch."""

from __future__ import annotations

import pytest

from api.forms.entries import (
    INVALID_DATE,
    INVALID_TIME,
    NOT_AN_OPTION,
    NOT_TEXT,
    REQUIRED,
)
from api.forms.uploads import NOT_A_FILE_LIST, NOT_UPLOADED, TOO_MANY_FILES
from api.validation import LINE_MESSAGE
from tests.api.forms.submitting import send, stored

VALID = {"naam": "Anna", "dag": "2026-11-26", "uur": "14:30", "taart": "kers"}


def test_all_problems_come_at_once_keyed_by_identifier(visitor, contact, engine):
    answer = send(
        visitor,
        {"naam": "  ", "dag": "26-11-2026", "uur": "25:00", "taart": "citroen", "geheim": 12},
    )
    assert answer.status_code == 422
    assert answer.json() == {
        "errors": {
            "naam": [REQUIRED],
            "dag": [INVALID_DATE],
            "uur": [INVALID_TIME],
            "taart": [NOT_AN_OPTION],
            "geheim": [NOT_TEXT],
        }
    }
    assert stored(engine) == []


def test_the_spec_texts_are_the_answer_texts():
    assert REQUIRED == "Dit veld is verplicht."
    assert INVALID_DATE == "Vul een geldige datum in (jjjj-mm-dd)."
    assert INVALID_TIME == "Vul een geldige tijd in (uu:mm)."


def test_a_missing_required_field_is_required(visitor, contact):
    answer = send(visitor, {})
    assert answer.status_code == 422
    assert answer.json()["errors"] == {"naam": [REQUIRED]}


@pytest.mark.parametrize("day", ["2026-02-30", "2026-13-01", "2026-1-05", "२०२६-११-२६", "morgen"])
def test_a_date_is_a_real_day_as_yyyy_mm_dd(visitor, contact, day):
    answer = send(visitor, {**VALID, "dag": day})
    assert answer.json()["errors"] == {"dag": [INVALID_DATE]}


@pytest.mark.parametrize("moment", ["24:00", "9:30", "12:60", "12:30:61", "half drie"])
def test_a_time_is_hh_mm(visitor, contact, moment):
    answer = send(visitor, {**VALID, "uur": moment})
    assert answer.json()["errors"] == {"uur": [INVALID_TIME]}


@pytest.mark.parametrize("moment", ["00:00", "23:59", "09:05:30"])
def test_valid_times_pass(visitor, contact, moment):
    assert send(visitor, {**VALID, "uur": moment}).status_code == 200


def test_a_select_takes_only_its_own_option_values(visitor, contact):
    # The title is what the visitor sees; the value is what the form sends.
    assert send(visitor, {**VALID, "taart": "Kersentaart"}).json()["errors"] == {
        "taart": [NOT_AN_OPTION]
    }
    assert send(visitor, {**VALID, "taart": "appel"}).status_code == 200


def test_a_textarea_takes_lines_and_a_text_field_only_one(visitor, contact, engine):
    answer = send(visitor, {**VALID, "naam": "Anna\nBakker"})
    assert answer.json()["errors"] == {"naam": [LINE_MESSAGE]}
    answer = send(visitor, {**VALID, "bericht": "Regel een\nRegel twee\r\n\tmet tab"})
    assert answer.status_code == 200
    [row] = stored(engine)
    message = next(entry for entry in row.values if entry["identifier"] == "bericht")
    assert message["value"] == "Regel een\nRegel twee\r\n\tmet tab"


def test_overlong_values_are_refused(visitor, contact):
    answer = send(visitor, {**VALID, "naam": "a" * 1001, "bericht": "b" * 10_001})
    assert answer.json()["errors"] == {
        "naam": ["Mag maximaal 1000 tekens lang zijn."],
        "bericht": ["Mag maximaal 10000 tekens lang zijn."],
    }


def test_unknown_fields_are_ignored_and_never_stored(visitor, contact, engine):
    answer = send(visitor, {**VALID, "extra": "<b>niet van dit formulier</b>", "is_admin": True})
    assert answer.status_code == 200
    [row] = stored(engine)
    assert [entry["identifier"] for entry in row.values] == [
        "naam",
        "geheim",
        "bijlage",
        "dag",
        "uur",
        "bericht",
        "taart",
    ]
    assert "niet van dit formulier" not in str(row.values)


def test_a_file_field_names_uploads_and_none_exist_yet(visitor, make_form, engine):
    items = [{"id": "1", "identifier": "cv", "label": "CV", "type": "file", "required": "1"}]
    make_form("sollicitatie", items)
    assert send(visitor, {"cv": ""}, "sollicitatie").json()["errors"] == {"cv": [REQUIRED]}
    assert send(visitor, {"cv": []}, "sollicitatie").json()["errors"] == {"cv": [REQUIRED]}
    # A path this visitor did not upload for this form is refused.
    answer = send(visitor, {"cv": ["forms/sollicitatie/cv.pdf"]}, "sollicitatie")
    assert answer.json()["errors"] == {"cv": [NOT_UPLOADED]}
    answer = send(visitor, {"cv": "/etc/passwd"}, "sollicitatie")
    assert answer.json()["errors"] == {"cv": [NOT_A_FILE_LIST]}
    answer = send(visitor, {"cv": [f"f{n}.pdf" for n in range(21)]}, "sollicitatie")
    assert answer.json()["errors"] == {"cv": [TOO_MANY_FILES]}
    assert stored(engine) == []


def test_an_optional_file_field_may_stay_empty(visitor, contact, engine):
    assert send(visitor, {**VALID, "bijlage": ""}).status_code == 200
    [row] = stored(engine)
    assert row.files == []


def test_uploads_owned_by_the_visitor_are_accepted(visitor, make_form, engine, monkeypatch):
    """The seam the upload part plugs into: its store names what this visitor uploaded
    for this form, and only those paths pass."""
    from api.forms import uploads

    class Store:
        def owned(self, project_id, form_key, visitor):
            return (
                frozenset({"forms/sollicitatie/cv.pdf"})
                if form_key == "sollicitatie"
                else frozenset()
            )

        def attach(self, session, project_id, form_key, visitor, paths, submission_id):
            pass

        def delete(self, project_id, paths):
            pass

    monkeypatch.setattr(uploads, "store", Store())
    items = [{"id": "1", "identifier": "cv", "label": "CV", "type": "file", "required": "1"}]
    make_form("sollicitatie", items)
    answer = send(visitor, {"cv": ["forms/sollicitatie/cv.pdf", "forms/ander.pdf"]}, "sollicitatie")
    assert answer.json()["errors"] == {"cv": [NOT_UPLOADED]}
    assert send(visitor, {"cv": ["forms/sollicitatie/cv.pdf"]}, "sollicitatie").status_code == 200
    [row] = stored(engine)
    assert row.files == ["forms/sollicitatie/cv.pdf"]
