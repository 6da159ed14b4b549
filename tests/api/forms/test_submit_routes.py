"""`POST /api/services/websites/v1/forms/submit`: the answer shapes the renderer reads
(blocks/src/forms/formSubmission.ts), storage, the owner's mail and the abuse guards."""

from __future__ import annotations

import pytest
from sqlmodel import select

from api.database import session_scope
from api.forms.models import Form
from api.forms.service import FORM_MISSING
from api.forms.submit_routes import HONEYPOT, NOT_AN_OBJECT, SUBMIT_LIMIT
from api.projects.models import Project
from tests.api.forms.submitting import mails, send, stored

VALID = {"naam": "Anna", "bericht": "Graag een taart.\nMet kaarsjes."}


def test_success_answers_message_and_redirection_url_0(visitor, contact, engine):
    answer = send(visitor, VALID)
    assert answer.status_code == 200
    assert answer.json() == {"message": "Dank je!", "redirection_url": "0"}
    [row] = stored(engine)
    assert row.form_key == "contact"
    assert row.url == "https://demo.site.local/contact"
    assert row.created_at is not None
    values = {entry["identifier"]: entry["value"] for entry in row.values}
    assert values["naam"] == "Anna"
    assert values["bericht"] == "Graag een taart.\nMet kaarsjes."


def test_a_form_with_a_redirect_answers_its_path(visitor, make_form):
    make_form("offerte", redirection_url="/bedankt")
    answer = send(visitor, VALID, "offerte")
    assert answer.json() == {"message": "Dank je!", "redirection_url": "/bedankt"}


def test_an_unknown_form_is_404_on_form_id(visitor, contact, engine):
    answer = send(visitor, VALID, "bestaat-niet")
    assert answer.status_code == 404
    assert answer.json() == {"errors": {"form_id": [FORM_MISSING]}}
    assert stored(engine) == []


def test_another_projects_form_is_unknown_here(visitor, make_form, sites, engine):
    make_form("alleen-tweede", project_id=sites.second)
    assert send(visitor, VALID, "alleen-tweede").status_code == 404
    assert stored(engine) == []


@pytest.mark.parametrize("fields", [["Anna"], "naam=Anna", 12])
def test_fields_must_be_an_object(visitor, contact, fields):
    answer = send(visitor, fields)
    assert answer.status_code == 422
    assert answer.json() == {"errors": {"fields": [NOT_AN_OBJECT]}}


def test_the_honeypot_answers_like_success_and_stores_and_sends_nothing(
    visitor, contact, engine, mail_dir
):
    answer = send(visitor, VALID, **{HONEYPOT: "https://spam.example"})
    assert answer.status_code == 200
    assert answer.json() == {"message": "Dank je!", "redirection_url": "0"}
    assert stored(engine) == []
    assert mails(mail_dir) == []
    # An empty honeypot is what a person sends.
    assert send(visitor, VALID, **{HONEYPOT: ""}).status_code == 200
    assert len(stored(engine)) == 1


def test_an_oversized_body_is_413_and_stores_nothing(visitor, contact, engine):
    answer = send(visitor, {**VALID, "extra": "x" * SUBMIT_LIMIT})
    assert answer.status_code == 413
    assert stored(engine) == []


def test_the_rate_limit_holds_across_two_processes_sharing_the_database(
    make_client, contact, engine
):
    """Two applications (two worker processes) on one database count together."""
    first = make_client(form_submit_rate=3)
    second = make_client(form_submit_rate=3)
    assert [send(client, VALID).status_code for client in (first, second, first)] == [200] * 3
    refused = send(second, VALID)
    assert refused.status_code == 429
    assert int(refused.headers["retry-after"]) > 0
    assert refused.json()["errors"]["general"][0].startswith("Te veel formulieren verzonden")
    assert send(first, VALID).status_code == 429
    assert len(stored(engine)) == 3
    # Another client address has a budget of its own.
    assert send(make_client(peer="203.0.113.9", form_submit_rate=3), VALID).status_code == 200


def test_the_owner_gets_a_plain_text_mail_with_the_values(visitor, contact, mail_dir):
    script = "<script>alert('x')</script>"
    answer = send(visitor, {**VALID, "bericht": f"Hallo {script}\nTot ziens"})
    assert answer.status_code == 200
    [mail] = mails(mail_dir)
    # The demo shop's notification address (webshop setting notification_email).
    assert mail["To"] == "bestellingen@degoudenkorenaar.nl"
    assert mail["Subject"] == "Nieuw bericht via het formulier 'Contact'"
    assert [part.get_content_type() for part in mail.walk()] == ["text/plain"]
    body = mail.get_content()
    assert f"Hallo {script}\nTot ziens" in body
    assert "Naam:\nAnna" in body
    assert "https://demo.site.local/contact" in body


def test_a_stored_title_with_a_line_break_makes_one_subject_line(
    visitor, contact, engine, mail_dir
):
    with session_scope(engine) as session:
        form = session.exec(select(Form).where(Form.key == "contact")).one()
        form.title = "Contact\r\nBcc: buit@spam.example"
        session.add(form)
    assert send(visitor, VALID).status_code == 200
    [mail] = mails(mail_dir)
    assert mail["Subject"] == "Nieuw bericht via het formulier 'Contact Bcc: buit@spam.example'"
    assert mail["Bcc"] is None


def test_without_a_notification_address_the_submission_is_stored_unmailed(
    visitor, make_form, sites, engine, mail_dir
):
    with session_scope(engine) as session:
        project = session.get(Project, sites.demo)
        project.modules = {**project.modules, "webshop": {}}
        session.add(project)
    make_form()
    assert send(visitor, VALID).status_code == 200
    assert len(stored(engine)) == 1
    assert mails(mail_dir) == []


def test_a_failing_mail_does_not_fail_the_submission(make_client, contact, engine, tmp_path):
    blocker = tmp_path / "blocker"
    blocker.write_text("")
    client = make_client(mail_dir=blocker / "mail")
    assert send(client, VALID).status_code == 200
    assert len(stored(engine)) == 1
