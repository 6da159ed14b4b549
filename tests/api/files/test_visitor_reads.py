"""Reading and deleting a visitor's uploads: only the visitor's own session, private
files only through a short-lived signed URL (docs/files.md)."""

from __future__ import annotations

from datetime import timedelta
from urllib.parse import parse_qs, urlencode, urlsplit

from api.files import messages, service
from api.timestamps import utcnow
from tests.api.files.uploading import (
    PDF,
    VISITOR_DELETE,
    VISITOR_GET,
    ask,
    image_bytes,
    put,
    row_of,
    upload,
)

MISSING = {"errors": {"filePath": [messages.FILE_MISSING]}}


def read(client, path: str, private: bool = False):
    return client.post(VISITOR_GET, json={"filePath": path, "isPrivate": private})


def delete(client, path: str, form_id: str = "aanvraag"):
    return client.post(VISITOR_DELETE, json={"filePath": path, "form_id": form_id})


def test_a_public_file_has_a_stable_url_anyone_can_read(
    visitor, make_client, engine, sites, files_root
):
    data = image_bytes()
    answer = upload(visitor, data)
    url = read(visitor, answer["path"]).json()["url"]
    assert url == f"/api/services/websites/v1/files/public/{sites.demo}/visitor/{answer['path']}"
    assert read(visitor, answer["path"]).json()["url"] == url
    served = make_client().get(url)
    assert served.status_code == 200
    assert served.headers["content-type"] == "image/png"
    assert served.headers["cache-control"] == "public, max-age=3600"
    assert served.headers["x-content-type-options"] == "nosniff"
    assert "sandbox" in served.headers["content-security-policy"]
    assert served.content == (files_root / row_of(engine, answer["path"]).key).read_bytes()


def test_a_public_file_is_only_served_on_its_own_projects_host(visitor, make_client, sites):
    answer = upload(visitor, image_bytes())
    url = read(visitor, answer["path"]).json()["url"]
    assert make_client(host="tweede.localhost").get(url).status_code == 404


def test_a_private_file_is_read_through_a_signed_url_only(visitor, make_client, engine):
    answer = upload(visitor, PDF, file_path="cv.pdf", content_type="application/pdf", private=True)
    # Its path as public file, or asked as public: nothing.
    assert read(visitor, answer["path"], private=False).json() == MISSING
    row = row_of(engine, answer["path"])
    public_guess = f"/api/services/websites/v1/files/public/{row.key.removeprefix('private/')}"
    assert make_client().get(public_guess).status_code == 404

    url = read(visitor, answer["path"], private=True).json()["url"]
    assert url.startswith(f"/api/services/websites/v1/files/private/{row.id}/{answer['path']}?")
    served = make_client().get(url)
    assert served.status_code == 200
    assert served.content == PDF
    assert served.headers["content-type"] == "application/pdf"
    assert served.headers["cache-control"] == "private, no-store"
    assert served.headers["content-disposition"].startswith("inline;")
    # A sandbox would keep the browser's PDF viewer from showing it.
    assert "content-security-policy" not in served.headers

    parts = urlsplit(url)
    query = {key: values[0] for key, values in parse_qs(parts.query).items()}
    unsigned = make_client().get(parts.path)
    assert unsigned.status_code == 403
    assert unsigned.json() == {"errors": {"file": [messages.BAD_READ_SIGNATURE]}}
    longer = {**query, "expires": int(query["expires"]) + 3600}
    assert make_client().get(f"{parts.path}?{urlencode(longer)}").status_code == 403


def test_a_private_read_url_expires(visitor, make_client, monkeypatch):
    answer = upload(visitor, PDF, file_path="cv.pdf", content_type="application/pdf", private=True)
    url = read(visitor, answer["path"], private=True).json()["url"]
    later = utcnow() + timedelta(minutes=6)
    monkeypatch.setattr(service, "utcnow", lambda: later)
    expired = make_client().get(url)
    assert expired.status_code == 403
    assert expired.json() == {"errors": {"file": [messages.READ_EXPIRED]}}


def test_another_session_can_neither_read_nor_delete(visitor, other_visitor, engine):
    answer = upload(visitor, image_bytes())
    path = answer["path"]
    ask(other_visitor, "eigen.png")  # it has a session of its own
    assert read(other_visitor, path).status_code == 404
    assert read(other_visitor, path).json() == MISSING
    assert delete(other_visitor, path).json() == MISSING
    assert row_of(engine, path).state == "stored"
    # Without any session either.
    other_visitor.cookies.clear()
    assert read(other_visitor, path).json() == MISSING


def test_a_file_not_uploaded_yet_cannot_be_read(visitor):
    answer = ask(visitor).json()
    assert read(visitor, answer["path"]).json() == MISSING


def test_a_visitor_deletes_an_upload_and_its_url_stops_working(visitor, engine, files_root):
    answer = upload(visitor, image_bytes())
    url = read(visitor, answer["path"]).json()["url"]
    deleted = delete(visitor, answer["path"])
    assert deleted.status_code == 200
    assert deleted.json() == {"deleted": True}
    row = row_of(engine, answer["path"])
    assert row.state == "deleted"
    assert not (files_root / row.key).exists()
    assert visitor.get(url).status_code == 404
    assert read(visitor, answer["path"]).json() == MISSING
    assert delete(visitor, answer["path"]).json() == MISSING


def test_a_deleted_uploads_signed_put_no_longer_works(visitor, engine):
    answer = ask(visitor).json()
    assert delete(visitor, answer["path"]).json() == {"deleted": True}
    replay = put(visitor, answer, image_bytes())
    assert replay.status_code == 410
    assert replay.json() == {"errors": {"file": [messages.DELETED]}}


def test_delete_names_the_form_the_upload_was_for(visitor, make_upload_form):
    make_upload_form("ander")
    answer = upload(visitor, image_bytes())
    assert delete(visitor, answer["path"], "ander").json() == MISSING
    assert delete(visitor, answer["path"]).status_code == 200


def test_paths_outside_the_session_are_not_found(visitor):
    upload(visitor, image_bytes())
    for path in ("../aanvraag", "../../etc/passwd", "/etc/passwd", "", "a" * 301):
        answer = read(visitor, path)
        assert answer.status_code in (404, 422), path
        assert list(answer.json()["errors"]) == ["filePath"]
