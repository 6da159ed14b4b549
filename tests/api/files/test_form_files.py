"""Files sent with a form: the submit takes only the uploads of the visitor's own
session for that form, marks them as part of the submission, and deleting the
submission deletes them (docs/files.md, Forms)."""

from __future__ import annotations

import pytest

from api.domain_errors import Invalid
from api.forms import uploads
from api.forms.uploads import NOT_UPLOADED
from tests.api.files.uploading import (
    OWNER_GET,
    PDF,
    VISITOR_DELETE,
    VISITOR_GET,
    ask,
    image_bytes,
    row_of,
    upload,
)
from tests.api.forms.submitting import send, stored

OWNER = "/api/owner/v1/projects/{project}/form-submissions"


def test_a_form_is_sent_with_the_visitors_uploads(visitor, engine, upload_form):
    first = upload(visitor, PDF, file_path="cv.pdf", content_type="application/pdf", private=True)
    second = upload(visitor, image_bytes())
    answer = send(visitor, {"naam": "Anna", "bijlage": [first["path"], second["path"]]}, "aanvraag")
    assert answer.status_code == 200, answer.text
    [submission] = stored(engine)
    assert submission.files == [first["path"], second["path"]]
    assert row_of(engine, first["path"]).submission_id == submission.id
    # Sent once: the same uploads cannot be sent again, nor deleted by the visitor.
    again = send(visitor, {"bijlage": [first["path"]]}, "aanvraag")
    assert again.json() == {"errors": {"bijlage": [NOT_UPLOADED]}}
    refused = visitor.post(VISITOR_DELETE, json={"filePath": first["path"], "form_id": "aanvraag"})
    assert refused.status_code == 409
    assert refused.json() == {
        "errors": {
            "filePath": [
                "Dit bestand hoort bij een verzonden formulier en kan niet meer worden verwijderd."
            ]
        }
    }
    # The visitor can still read what they sent.
    assert (
        visitor.post(VISITOR_GET, json={"filePath": first["path"], "isPrivate": True}).status_code
        == 200
    )


def test_another_sessions_upload_is_refused(visitor, other_visitor, engine, upload_form):
    theirs = upload(visitor, image_bytes())
    answer = send(other_visitor, {"bijlage": [theirs["path"]]}, "aanvraag")
    assert answer.status_code == 422
    assert answer.json() == {"errors": {"bijlage": [NOT_UPLOADED]}}
    assert stored(engine) == []


def test_an_upload_for_another_form_is_refused(visitor, make_upload_form, engine):
    make_upload_form("ander")
    for_other = upload(visitor, image_bytes(), form_id="ander")
    answer = send(visitor, {"bijlage": [for_other["path"]]}, "aanvraag")
    assert answer.json() == {"errors": {"bijlage": [NOT_UPLOADED]}}


def test_an_upload_still_pending_or_deleted_is_refused(visitor, engine, upload_form):
    pending = ask(visitor).json()
    assert send(visitor, {"bijlage": [pending["path"]]}, "aanvraag").json() == {
        "errors": {"bijlage": [NOT_UPLOADED]}
    }
    gone = upload(visitor, image_bytes())
    visitor.post(VISITOR_DELETE, json={"filePath": gone["path"], "form_id": "aanvraag"})
    assert send(visitor, {"bijlage": [gone["path"]]}, "aanvraag").json() == {
        "errors": {"bijlage": [NOT_UPLOADED]}
    }


def test_the_owner_reads_the_files_of_a_submission(visitor, engine, owner_headers, sites):
    sent = upload(visitor, PDF, file_path="cv.pdf", content_type="application/pdf", private=True)
    assert send(visitor, {"bijlage": [sent["path"]]}, "aanvraag").status_code == 200
    ref = {"filePath": sent["path"], "isPrivate": True}
    got = visitor.post(OWNER_GET, json=ref, headers=owner_headers)
    assert got.status_code == 200
    assert visitor.get(got.json()["url"]).content == PDF


def test_deleting_a_submission_deletes_its_files(visitor, engine, owner_headers, sites, files_root):
    sent = upload(visitor, PDF, file_path="cv.pdf", content_type="application/pdf", private=True)
    assert send(visitor, {"bijlage": [sent["path"]]}, "aanvraag").status_code == 200
    [submission] = stored(engine)
    url = visitor.post(VISITOR_GET, json={"filePath": sent["path"], "isPrivate": True}).json()[
        "url"
    ]
    row = row_of(engine, sent["path"])
    assert (files_root / row.key).is_file()
    deleted = visitor.delete(
        f"{OWNER.format(project=sites.demo)}/{submission.id}", headers=owner_headers
    )
    assert deleted.status_code == 204
    assert row_of(engine, sent["path"]).state == "deleted"
    assert not (files_root / row.key).exists()
    assert visitor.get(url).status_code == 404


def test_a_file_posted_with_the_form_itself_goes_through_the_same_checks(
    visitor, engine, sites, upload_form, files_root
):
    """The no-JavaScript seam: accept() stores it as the session's private upload."""
    session = "a" * 64
    path = uploads.store.accept(
        sites.demo, "aanvraag", session, "Mijn CV.pdf", "application/pdf", PDF
    )
    assert path.endswith("-mijn-cv.pdf")
    row = row_of(engine, path)
    assert (row.state, row.is_private, row.session_hash) == ("stored", True, session)
    assert (files_root / row.key).read_bytes() == PDF
    assert uploads.store.owned(sites.demo, "aanvraag", session) == frozenset({path})
    with pytest.raises(Invalid) as refused:
        uploads.store.accept(sites.demo, "aanvraag", session, "cv.pdf", "application/pdf", b"MZ")
    assert list(refused.value.errors) == ["file"]
    with pytest.raises(Invalid) as refused:
        uploads.store.accept(sites.demo, "aanvraag", session, "../cv.pdf", "application/pdf", PDF)
    assert list(refused.value.errors) == ["file"]
    assert uploads.store.owned(sites.demo, "aanvraag", session) == frozenset({path})
