"""`POST /api/services/websites/v1/forms/post`, a form posted without JavaScript, and
`GET .../forms/outcome`: the 303 back to the page (or to the form's redirect), the
outcome the page renders, and the same checks, storage and mail as the JSON submit."""

from __future__ import annotations

from datetime import timedelta
from urllib.parse import parse_qs, urlsplit

import pytest

from api import upload_sessions
from api.database import session_scope
from api.forms import outcomes, posted
from api.forms.entries import REQUIRED
from api.forms.native_routes import FILE_TOO_LARGE
from api.forms.uploads import NOT_UPLOADED, TOO_MANY_FILES
from api.timestamps import utcnow
from tests.api.forms.fake_uploads import REFUSED_TYPE
from tests.api.forms.submitting import mails, stored

POST = "/api/services/websites/v1/forms/post"
OUTCOME = "/api/services/websites/v1/forms/outcome"
VALID = {"naam": "Anna", "bericht": "Graag een taart.\r\nMet kaarsjes."}


def native(client, fields: dict, *, form_id: str = "contact", url: str = "/contact", files=None):
    """Posts like a browser: urlencoded without files, multipart with them."""
    data = {"form_id": form_id, "url": url, "company_website": "", **fields}
    return client.post(POST, data=data, files=files, follow_redirects=False)


def token_of(answer) -> str:
    location = urlsplit(answer.headers["location"])
    return parse_qs(location.query)["formulier"][0]


def outcome_of(client, answer) -> dict:
    found = client.get(OUTCOME, params={"token": token_of(answer)})
    assert found.status_code == 200
    assert found.headers["cache-control"] == "private, no-store"
    return found.json()["outcome"]


def test_a_urlencoded_post_is_stored_mailed_and_sent_back_with_its_message(
    visitor, contact, engine, mail_dir
):
    answer = native(visitor, VALID)
    assert answer.status_code == 303
    location = answer.headers["location"]
    assert location.startswith("/contact?formulier=")
    assert location.endswith("#formulier-contact")
    # 192 random bits, URL-safe.
    assert len(token_of(answer)) >= 32
    [row] = stored(engine)
    assert row.url == "/contact"
    values = {entry["identifier"]: entry["value"] for entry in row.values}
    assert values["naam"] == "Anna"
    assert values["bericht"] == "Graag een taart.\r\nMet kaarsjes."
    [mail] = mails(mail_dir)
    assert "Naam:\nAnna" in mail.get_content()
    assert outcome_of(visitor, answer) == {
        "form_id": "contact",
        "status": "sent",
        "message": "Dank je!",
        "redirection_url": "0",
        "errors": {},
        "values": {},
    }


def test_a_multipart_post_stores_its_files_through_the_upload_store(
    visitor, contact, engine, fake_uploads, mail_dir
):
    files = [
        ("bijlage", ("taart.png", b"\x89PNG-1", "image/png")),
        ("bijlage", ("offerte.pdf", b"%PDF-1", "application/pdf")),
        # An empty file input sends a part without a file name: nothing chosen.
        ("bijlage", ("", b"", "application/octet-stream")),
    ]
    answer = native(visitor, VALID, files=files)
    assert answer.status_code == 303
    assert [(f["filename"], f["content_type"], f["data"]) for f in fake_uploads.accepted] == [
        ("taart.png", "image/png", b"\x89PNG-1"),
        ("offerte.pdf", "application/pdf", b"%PDF-1"),
    ]
    [row] = stored(engine)
    assert row.files == ["formulieren/contact/1-taart.png", "formulieren/contact/2-offerte.pdf"]
    # One file per line in the owner's mail.
    assert (
        "formulieren/contact/1-taart.png\nformulieren/contact/2-offerte.pdf\n"
        in mails(mail_dir)[0].get_content()
    )
    assert outcome_of(visitor, answer)["status"] == "sent"


def test_errors_come_back_with_what_was_entered_but_no_password(
    visitor, contact, engine, fake_uploads, mail_dir
):
    answer = native(
        visitor,
        {"naam": "  ", "geheim": "hunter2", "dag": "2024-02-30", "taart": "kers"},
        files=[("bijlage", ("foto.png", b"png", "image/png"))],
    )
    assert answer.status_code == 303
    assert answer.headers["location"].startswith("/contact?formulier=")
    outcome = outcome_of(visitor, answer)
    assert outcome["status"] == "invalid"
    assert outcome["errors"] == {
        "naam": [REQUIRED],
        "dag": ["Vul een geldige datum in (jjjj-mm-dd)."],
    }
    assert outcome["values"] == {
        "naam": "  ",
        "dag": "2024-02-30",
        "taart": "kers",
        # Stored already: a second post names it again (a hidden input) instead of resending it.
        "bijlage": ["formulieren/contact/1-foto.png"],
    }
    assert "geheim" not in outcome["values"]
    assert stored(engine) == []
    assert mails(mail_dir) == []


def test_uploads_of_an_earlier_refused_post_come_back_as_paths(
    visitor, contact, engine, fake_uploads, sites
):
    token = upload_sessions.new_token()
    visitor.cookies.set(upload_sessions.COOKIE, token)
    fake_uploads.give(
        sites.demo, "contact", upload_sessions.identity(token), "formulieren/contact/eerder.png"
    )
    answer = native(
        visitor,
        {**VALID, "bijlage": "formulieren/contact/eerder.png"},
        files=[("bijlage", ("nieuw.pdf", b"pdf", "application/pdf"))],
    )
    assert outcome_of(visitor, answer)["status"] == "sent"
    [row] = stored(engine)
    assert row.files == ["formulieren/contact/eerder.png", "formulieren/contact/1-nieuw.pdf"]


def test_a_path_the_visitor_did_not_upload_is_refused_and_not_sent_back(
    visitor, contact, engine, fake_uploads, sites
):
    other = upload_sessions.identity(upload_sessions.new_token())
    fake_uploads.give(sites.demo, "contact", other, "formulieren/contact/van-een-ander.png")
    answer = native(visitor, {**VALID, "bijlage": "formulieren/contact/van-een-ander.png"})
    outcome = outcome_of(visitor, answer)
    assert outcome["errors"] == {"bijlage": [NOT_UPLOADED]}
    assert outcome["values"]["bijlage"] == []
    assert stored(engine) == []


def test_a_refused_file_is_named_under_its_item_and_the_others_are_kept(
    visitor, contact, fake_uploads
):
    files = [
        ("bijlage", ("virus.exe", b"MZ", "application/octet-stream")),
        ("bijlage", ("foto.png", b"png", "image/png")),
    ]
    outcome = outcome_of(visitor, native(visitor, VALID, files=files))
    assert outcome["errors"] == {"bijlage": [f"virus.exe: {REFUSED_TYPE}"]}
    assert outcome["values"]["bijlage"] == ["formulieren/contact/1-foto.png"]


def test_a_file_over_the_size_of_one_file_is_refused_unread(
    visitor, contact, fake_uploads, monkeypatch
):
    monkeypatch.setattr(posted, "MAX_FILE_BYTES", 10)
    files = [("bijlage", ("groot.png", b"x" * 11, "image/png"))]
    outcome = outcome_of(visitor, native(visitor, VALID, files=files))
    assert outcome["errors"] == {"bijlage": [f"groot.png: {FILE_TOO_LARGE}"]}
    assert fake_uploads.accepted == []


def test_more_than_20_files_are_refused(visitor, contact, fake_uploads):
    files = [("bijlage", (f"{n}.png", b"png", "image/png")) for n in range(21)]
    outcome = outcome_of(visitor, native(visitor, VALID, files=files))
    assert outcome["errors"] == {"bijlage": [TOO_MANY_FILES]}
    assert fake_uploads.accepted == []


def test_a_posted_file_the_upload_store_refuses_is_refused_under_its_item(visitor, contact):
    # The application's own store (api/files): bytes that are no PNG are refused.
    files = [("bijlage", ("foto.png", b"png", "image/png"))]
    outcome = outcome_of(visitor, native(visitor, VALID, files=files))
    assert outcome["errors"] == {
        "bijlage": ["foto.png: De inhoud van het bestand past niet bij het bestandstype."]
    }


@pytest.mark.parametrize("target", ["/bedankt", "https://elders.example/dank"])
def test_a_success_goes_straight_to_the_forms_redirect(visitor, make_form, engine, target):
    make_form(redirection_url=target)
    answer = native(visitor, VALID)
    assert answer.status_code == 303
    assert answer.headers["location"] == target
    assert len(stored(engine)) == 1


def test_a_redirect_that_is_no_web_address_is_not_followed(visitor, make_form):
    make_form(redirection_url="javascript:alert(1)")
    answer = native(visitor, VALID)
    assert answer.headers["location"].startswith("/contact?formulier=")


@pytest.mark.parametrize(
    ("url", "back"),
    [
        ("https://elders.example/contact", "/"),
        ("//elders.example/contact", "/"),
        ("/\\elders.example", "/"),
        ("contact", "/"),
        ("/contact\r\nSet-Cookie: x=1", "/"),
        ("/over-ons?bron=nieuwsbrief&formulier=oud", "/over-ons?bron=nieuwsbrief&"),
        ("/contact", "/contact?"),
    ],
)
def test_only_a_path_of_this_site_is_where_the_visitor_goes_back_to(visitor, contact, url, back):
    answer = native(visitor, VALID, url=url)
    location = answer.headers["location"]
    page = location.split("formulier=", 1)[0]
    assert page == (back if back.endswith(("?", "&")) else f"{back}?")


def test_the_honeypot_answers_like_a_success_and_stores_and_mails_nothing(
    visitor, contact, engine, mail_dir
):
    answer = native(visitor, {**VALID, "company_website": "https://spam.example"})
    assert answer.status_code == 303
    assert outcome_of(visitor, answer)["status"] == "sent"
    assert stored(engine) == []
    assert mails(mail_dir) == []


def test_over_the_rate_limit_a_small_post_goes_back_with_the_message(make_client, contact, engine):
    client = make_client(form_submit_rate=1)
    assert native(client, VALID).status_code == 303
    answer = native(client, {"naam": "Bram"})
    assert answer.status_code == 303
    outcome = outcome_of(client, answer)
    assert outcome["status"] == "invalid"
    assert outcome["errors"]["general"][0].startswith("Te veel formulieren verzonden")
    assert outcome["values"]["naam"] == "Bram"
    assert len(stored(engine)) == 1


def test_over_the_rate_limit_a_post_with_files_is_refused_unread(
    make_client, contact, fake_uploads
):
    client = make_client(form_submit_rate=1)
    native(client, VALID)
    files = [("bijlage", ("groot.png", b"x" * (posted.TEXT_LIMIT + 1), "image/png"))]
    answer = native(client, VALID, files=files)
    assert answer.status_code == 429
    assert int(answer.headers["retry-after"]) > 0
    assert fake_uploads.accepted == []


def test_a_body_over_its_limit_is_413(visitor, contact, engine, fake_uploads, monkeypatch):
    # Text only: the JSON submit's limit.
    assert native(visitor, {**VALID, "extra": "x" * posted.TEXT_LIMIT}).status_code == 413
    # With files: 20 files of the largest size, here made small.
    monkeypatch.setattr(posted, "FILES_LIMIT", 2048)
    files = [("bijlage", ("groot.png", b"x" * 4096, "image/png"))]
    assert native(visitor, VALID, files=files).status_code == 413
    # The text of a multipart post keeps the text limit.
    monkeypatch.setattr(posted, "FILES_LIMIT", 4 * posted.TEXT_LIMIT)
    files = [("bijlage", ("klein.png", b"png", "image/png"))]
    big_text = {"naam": "x" * (posted.TEXT_LIMIT // 2), "bericht": "y" * (posted.TEXT_LIMIT // 2)}
    assert native(visitor, big_text, files=files).status_code == 413
    assert stored(engine) == []


def test_a_json_body_is_not_a_form_post(visitor, contact):
    answer = visitor.post(POST, json={"form_id": "contact", "fields": VALID})
    assert answer.status_code == 415


def test_an_unknown_form_is_404(visitor, contact):
    assert native(visitor, VALID, form_id="bestaat-niet").status_code == 404


def test_an_unknown_token_is_404(visitor, contact):
    assert visitor.get(OUTCOME, params={"token": "onbekend"}).status_code == 404
    assert visitor.get(OUTCOME).status_code == 404


def test_an_expired_outcome_is_404(visitor, contact, engine, sites):
    earlier = utcnow() - outcomes.LIFETIME - timedelta(seconds=1)
    outcome = outcomes.Outcome("contact", outcomes.SENT, message="Oud")
    with session_scope(engine) as session:
        token = outcomes.save_outcome(session, sites.demo, outcome, now=earlier)
    assert visitor.get(OUTCOME, params={"token": token}).status_code == 404


def test_another_projects_outcome_is_404_on_this_host(visitor, make_client, contact):
    token = token_of(native(visitor, VALID))
    other = make_client(host="tweede.localhost")
    assert other.get(OUTCOME, params={"token": token}).status_code == 404
    assert visitor.get(OUTCOME, params={"token": token}).status_code == 200
