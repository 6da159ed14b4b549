"""Visitor uploads through the local backend: the signed URL, the PUT the API takes
itself, and every way a PUT is refused (docs/files.md)."""

from __future__ import annotations

from datetime import timedelta
from io import BytesIO
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from PIL import Image
from sqlmodel import select

from api.database import session_scope
from api.files import messages, service
from api.files.models import FileUpload
from api.files.names import PARENT
from api.timestamps import utcnow
from api.upload_sessions import COOKIE
from tests.api.files.uploading import (
    PDF,
    SIGNED_URL,
    ask,
    image_bytes,
    put,
    row_of,
    rows,
    upload,
)


def _query(url: str) -> dict:
    return {key: values[0] for key, values in parse_qs(urlsplit(url).query).items()}


def _with_query(url: str, **changes) -> str:
    parts = urlsplit(url)
    return f"{parts.path}?{urlencode({**_query(url), **changes})}"


def test_a_signed_url_then_a_put_stores_the_file(visitor, engine, files_root):
    answer = ask(visitor, "Vakantie foto.PNG")
    assert answer.status_code == 200
    body = answer.json()
    assert body["method"] == "PUT"
    assert body["headers"] == {"Content-Type": "image/png"}
    assert body["max_size"] == 10 * 1024 * 1024
    assert body["url"].startswith(
        f"/api/services/websites/v1/files/upload/{row_of(engine, body['path']).id}?"
    )
    assert set(_query(body["url"])) == {"expires", "signature"}
    # The pipeline's name: timestamp and random prefix, safe letters, its type's extension.
    assert body["path"].endswith("-vakantie-foto.png")
    assert "expires_at" in body

    stored = put(visitor, body, image_bytes())
    assert stored.status_code == 200
    assert stored.json() == {"path": body["path"]}
    row = row_of(engine, body["path"])
    assert row.state == "stored"
    assert (files_root / row.key).is_file()
    assert row.key == f"public/{row.project_id}/visitor/{body['path']}"


def test_the_first_signed_url_sets_the_upload_session_cookie(visitor, engine):
    answer = ask(visitor)
    cookie = answer.headers["set-cookie"]
    assert cookie.startswith(f"{COOKIE}=")
    assert "HttpOnly" in cookie
    assert "Path=/api/" in cookie
    assert "SameSite=lax" in cookie
    assert "Secure" not in cookie  # plain http here
    token = visitor.cookies[COOKIE]
    # Only its hash is stored.
    [row] = rows(engine)
    assert token not in row.session_hash and len(row.session_hash) == 64
    # A browser with the cookie keeps its session.
    assert "set-cookie" not in ask(visitor).headers


def test_the_cookie_is_secure_over_https(make_client, upload_form):
    client = make_client()
    answer = client.post(
        SIGNED_URL,
        json={"filePath": "a.png", "contentType": "image/png", "form_id": upload_form},
        headers={"x-forwarded-proto": "https"},
    )
    assert answer.status_code == 200
    assert "Secure" in answer.headers["set-cookie"]


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        ({"filePath": "../geheim.png"}, {"filePath": [PARENT]}),
        ({"filePath": "map/../../x.png"}, {"filePath": [PARENT]}),
        ({"filePath": 12}, {"filePath": ["Geef een bestandsnaam op."]}),
        ({"contentType": "text/html"}, {"contentType": [messages.TYPE_REFUSED]}),
        (
            {"contentType": "geen type"},
            {
                "contentType": [
                    "Geef een geldig bestandstype op, zoals image/jpeg of application/pdf."
                ]
            },
        ),
        ({"isPrivate": "misschien"}, {"isPrivate": ["Moet true of false zijn."]}),
        ({"form_id": ""}, {"form_id": ["Dit veld is verplicht."]}),
    ],
)
def test_a_bad_ask_is_refused_by_key(visitor, engine, body, errors):
    payload = {
        "filePath": "foto.png",
        "contentType": "image/png",
        "isPrivate": False,
        "form_id": "aanvraag",
        **body,
    }
    answer = visitor.post(SIGNED_URL, json=payload)
    assert answer.status_code == 422
    assert answer.json() == {"errors": errors}
    assert rows(engine) == []


def test_an_unknown_form_or_one_without_a_file_item_is_refused(visitor, make_upload_form):
    answer = ask(visitor, form_id="bestaat-niet")
    assert answer.status_code == 404
    assert answer.json() == {"errors": {"form_id": ["Dit formulier bestaat niet."]}}
    make_upload_form("zonder", [{"id": "1", "identifier": "naam", "label": "Naam"}])
    answer = ask(visitor, form_id="zonder")
    assert answer.status_code == 422
    assert answer.json() == {"errors": {"form_id": [messages.NO_FILE_FIELD]}}


def test_another_projects_form_is_unknown_here(visitor, make_upload_form, sites):
    make_upload_form("elders", project_id=sites.second)
    assert ask(visitor, form_id="elders").status_code == 404


def test_a_file_item_sets_its_own_types_and_size(visitor, make_upload_form):
    items = [
        {
            "id": "1",
            "identifier": "cv",
            "label": "CV",
            "type": "file",
            "accept": ["application/pdf"],
            "max_size": 2048,
        }
    ]
    make_upload_form("cv", items)
    refused = ask(visitor, "foto.png", "image/png", form_id="cv")
    assert refused.json() == {"errors": {"contentType": [messages.TYPE_REFUSED]}}
    answer = ask(visitor, "cv.pdf", "application/pdf", form_id="cv").json()
    assert answer["max_size"] == 2048
    too_large = put(visitor, answer, PDF + b"%" * 2048)
    assert too_large.status_code == 413
    assert too_large.json() == {"errors": {"file": [messages.too_large(2048)]}}


def test_a_tampered_url_is_refused(visitor, engine):
    answer = ask(visitor).json()
    other = ask(visitor, "ander.png").json()
    data = image_bytes()
    bad = messages.BAD_UPLOAD_SIGNATURE
    tampered = [
        _with_query(answer["url"], signature=_query(other["url"])["signature"]),
        _with_query(answer["url"], expires=int(_query(answer["url"])["expires"]) + 3600),
        _with_query(answer["url"], signature="x"),
        # Another upload's path with this one's signature.
        _with_query(other["url"], signature=_query(answer["url"])["signature"]),
        urlsplit(answer["url"]).path,
    ]
    for url in tampered:
        refused = put(visitor, answer, data, url=url)
        assert refused.status_code == 403, url
        assert refused.json() == {"errors": {"file": [bad]}}
    # Untouched, the URL still works.
    assert put(visitor, answer, data).status_code == 200


def test_the_content_type_is_bound_to_the_url(visitor, engine):
    answer = ask(visitor).json()
    refused = put(visitor, answer, image_bytes("JPEG"), "image/jpeg")
    assert refused.status_code == 415
    assert refused.json() == {"errors": {"file": [messages.WRONG_HEADER]}}
    # Refused before a byte was read: the link still takes the right file.
    assert row_of(engine, answer["path"]).state == "pending"
    assert put(visitor, answer, image_bytes()).status_code == 200


def test_an_expired_url_is_refused_with_its_own_message(visitor, engine, monkeypatch):
    answer = ask(visitor).json()
    later = utcnow() + timedelta(minutes=16)
    monkeypatch.setattr(service, "utcnow", lambda: later)
    refused = put(visitor, answer, image_bytes())
    assert refused.status_code == 403
    assert refused.json() == {"errors": {"file": [messages.UPLOAD_EXPIRED]}}
    assert row_of(engine, answer["path"]).state == "pending"


def test_a_used_url_cannot_be_replayed(visitor):
    answer = upload(visitor, image_bytes())
    again = put(visitor, answer, image_bytes(colour=(0, 0, 0)))
    assert again.status_code == 410
    assert again.json() == {"errors": {"file": [messages.USED]}}


def test_an_oversized_upload_is_refused_by_its_declared_length(visitor, engine, make_client):
    client = make_client()
    answer = ask(client, "groot.pdf", "application/pdf").json()
    # A declared length over the maximum: refused before the body is read.
    refused = client.put(
        answer["url"],
        headers={"content-type": "application/pdf", "content-length": str(answer["max_size"] + 1)},
        content=b"",
    )
    assert refused.status_code == 413
    assert refused.json() == {"errors": {"file": [messages.too_large(answer["max_size"])]}}


def test_an_oversized_stream_is_refused_while_it_is_read(
    make_client, upload_form, engine, files_root
):
    client = make_client(files_max_size=1024)
    answer = ask(client, "groot.pdf", "application/pdf").json()

    def chunks():
        yield PDF
        for _ in range(100):
            yield b"%" * 512

    refused = client.put(
        answer["url"], headers={"content-type": "application/pdf"}, content=chunks()
    )
    assert refused.status_code == 413
    assert refused.json() == {"errors": {"file": [messages.too_large(1024)]}}
    row = row_of(engine, answer["path"])
    assert row.state == "refused"
    assert not (files_root / row.key).exists()
    # The link is used up.
    assert put(client, answer, PDF).status_code == 410


@pytest.mark.parametrize(
    ("declared", "name", "data"),
    [
        ("application/pdf", "cv.pdf", b"MZ\x90\x00 not a pdf at all \x00\x01"),
        ("image/png", "foto.png", image_bytes("JPEG")),
        ("image/jpeg", "foto.jpg", PDF),
        ("text/plain", "notitie.txt", b"\x00\x01\x02binary"),
    ],
)
def test_content_that_is_not_its_type_is_refused(visitor, engine, files_root, declared, name, data):
    answer = ask(visitor, name, declared).json()
    refused = put(visitor, answer, data)
    assert refused.status_code == 422
    assert list(refused.json()["errors"]) == ["file"]
    row = row_of(engine, answer["path"])
    assert row.state == "refused"
    assert not (files_root / row.key).exists()


def test_an_unreadable_or_bomb_image_is_refused(visitor, engine):
    answer = ask(visitor).json()
    broken = image_bytes()[:60]
    refused = put(visitor, answer, broken)
    assert refused.status_code == 422
    assert list(refused.json()["errors"]) == ["file"]
    bomb = BytesIO()
    Image.new("1", (10_000, 10_000)).save(bomb, "PNG")
    answer = ask(visitor, "bom.png").json()
    refused = put(visitor, answer, bomb.getvalue())
    assert refused.status_code == 422
    assert refused.json() == {
        "errors": {"file": ["Deze afbeelding heeft te veel pixels om te verwerken."]}
    }


def test_images_are_normalised_before_they_are_stored(visitor, engine, files_root):
    big = image_bytes("JPEG", size=(3000, 1500))
    answer = upload(visitor, big, file_path="groot.jpg", content_type="image/jpeg")
    assert answer["path"].endswith("-groot.jpeg")
    row = row_of(engine, answer["path"])
    with Image.open(files_root / row.key) as stored:
        assert stored.size == (1440, 720)
    assert row.content_type == "image/jpeg"


def test_a_visitors_transparent_png_stays_a_png(visitor, engine, files_root):
    answer = upload(visitor, image_bytes(mode="RGBA", colour=(0, 0, 0, 0)))
    row = row_of(engine, answer["path"])
    assert row.content_type == "image/png"
    with Image.open(files_root / row.key) as stored:
        assert stored.mode == "RGBA"


def test_uploads_are_limited_per_session_and_per_address(make_client, upload_form):
    client = make_client(files_upload_rate=2, files_upload_address_rate=4)
    assert ask(client).status_code == 200
    assert ask(client).status_code == 200
    refused = ask(client)
    assert refused.status_code == 429
    assert int(refused.headers["retry-after"]) > 0
    assert "bestanden geüpload" in refused.json()["errors"]["general"][0]
    # Refused asks count too. A new session from the same address: one more (the
    # address's fourth), then the address is done as well.
    fresh = make_client(files_upload_rate=2, files_upload_address_rate=4)
    assert ask(fresh).status_code == 200
    assert ask(fresh).status_code == 429


def test_the_limit_holds_across_two_processes(make_client, upload_form):
    """Two applications on one database (two worker processes) count together."""
    first = make_client(files_upload_rate=50, files_upload_address_rate=2)
    second = make_client(files_upload_rate=50, files_upload_address_rate=2)
    assert ask(first).status_code == 200
    assert ask(second).status_code == 200
    assert ask(first).status_code == 429


def test_uploads_no_form_sent_within_a_day_are_swept(visitor, engine, files_root):
    old = upload(visitor, image_bytes())
    kept = upload(visitor, image_bytes(colour=(1, 2, 3)))
    with session_scope(engine) as session:
        row = session.exec(select(FileUpload).where(FileUpload.path == old["path"])).one()
        row.created_at = utcnow() - timedelta(days=2)
        session.add(row)
    assert ask(visitor, "nieuw.png").status_code == 200
    swept = row_of(engine, old["path"])
    assert swept.state == "deleted"
    assert not (files_root / swept.key).exists()
    assert row_of(engine, kept["path"]).state == "stored"
