"""The S3 backend against a real local S3 server (moto): presigned PUTs straight to
the bucket, the object checked at its first use (local S3 servers enforce no
signature, so size and real type are checked here), presigned private reads."""

from __future__ import annotations

from io import BytesIO
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from botocore.exceptions import ClientError
from PIL import Image

from api.files import messages
from tests.api.files.conftest import bucket_client
from tests.api.files.uploading import PDF, VISITOR_GET, ask, image_bytes, row_of
from tests.api.forms.submitting import send, stored


@pytest.fixture
def s3_visitor(make_client, upload_form, s3_settings):
    return make_client(**s3_settings)


def browser_put(answer: dict, data: bytes, content_type: str | None = None) -> httpx.Response:
    headers = {"Content-Type": content_type or answer["headers"]["Content-Type"]}
    return httpx.put(answer["url"], content=data, headers=headers)


def read(client, path: str, private: bool = False):
    return client.post(VISITOR_GET, json={"filePath": path, "isPrivate": private})


def stored_object(settings: dict, key: str) -> bytes | None:
    try:
        answer = bucket_client(settings).get_object(Bucket=settings["s3_bucket"], Key=key)
    except ClientError:
        return None
    return answer["Body"].read()


def test_the_signed_url_is_a_presigned_put_with_the_content_type_signed(
    s3_visitor, s3_settings, moto_server, engine
):
    answer = ask(s3_visitor, "cv.pdf", "application/pdf", private=True).json()
    row = row_of(engine, answer["path"])
    parts = urlsplit(answer["url"])
    assert f"{parts.scheme}://{parts.netloc}" == moto_server
    assert parts.path == f"/{s3_settings['s3_bucket']}/{row.key}"
    query = {key: values[0] for key, values in parse_qs(parts.query).items()}
    assert query["X-Amz-Algorithm"] == "AWS4-HMAC-SHA256"
    assert "content-type" in query["X-Amz-SignedHeaders"].split(";")
    assert int(query["X-Amz-Expires"]) == 900
    assert answer["headers"] == {"Content-Type": "application/pdf"}


def test_a_private_file_is_uploaded_checked_and_read_through_presigned_urls(
    s3_visitor, s3_settings, engine
):
    answer = ask(s3_visitor, "cv.pdf", "application/pdf", private=True).json()
    # Not uploaded yet: nothing to read.
    assert read(s3_visitor, answer["path"], private=True).status_code == 404
    assert browser_put(answer, PDF).status_code == 200
    assert row_of(engine, answer["path"]).state == "pending"

    url = read(s3_visitor, answer["path"], private=True).json()["url"]
    row = row_of(engine, answer["path"])
    assert row.state == "stored" and row.size == len(PDF)
    query = parse_qs(urlsplit(url).query)
    assert query["X-Amz-Algorithm"] == ["AWS4-HMAC-SHA256"]
    assert int(query["X-Amz-Expires"][0]) == 300
    fetched = httpx.get(url)
    assert fetched.status_code == 200
    assert fetched.content == PDF
    assert fetched.headers["content-type"] == "application/pdf"


def test_a_public_image_is_normalised_in_the_bucket_and_served_at_a_stable_url(
    s3_visitor, s3_settings, engine, sites
):
    answer = ask(s3_visitor, "groot.jpg", "image/jpeg").json()
    assert browser_put(answer, image_bytes("JPEG", size=(2880, 1440))).status_code == 200
    url = read(s3_visitor, answer["path"]).json()["url"]
    assert url == f"/api/services/websites/v1/files/public/{sites.demo}/visitor/{answer['path']}"
    row = row_of(engine, answer["path"])
    with Image.open(BytesIO(stored_object(s3_settings, row.key))) as stored:
        assert stored.size == (1440, 720)
    redirect = s3_visitor.get(url, follow_redirects=False)
    assert redirect.status_code == 307
    fetched = httpx.get(redirect.headers["location"])
    assert fetched.content == stored_object(s3_settings, row.key)


def test_an_oversized_object_is_refused_and_deleted(make_client, upload_form, s3_settings, engine):
    client = make_client(files_max_size=1024, **s3_settings)
    answer = ask(client, "groot.pdf", "application/pdf").json()
    assert browser_put(answer, PDF + b"%" * 4096).status_code == 200  # S3 does not know
    refused = read(client, answer["path"])
    assert refused.status_code == 422
    assert refused.json() == {"errors": {"file": [messages.too_large(1024)]}}
    row = row_of(engine, answer["path"])
    assert row.state == "refused"
    assert stored_object(s3_settings, row.key) is None
    assert read(client, answer["path"]).status_code == 404


def test_an_object_of_another_type_is_refused_and_deleted(s3_visitor, s3_settings, engine):
    answer = ask(s3_visitor, "foto.png", "image/png").json()
    # The browser lies about the type; a local S3 server takes it anyway.
    assert browser_put(answer, PDF, "image/png").status_code == 200
    refused = read(s3_visitor, answer["path"])
    assert refused.status_code == 422
    assert list(refused.json()["errors"]) == ["file"]
    row = row_of(engine, answer["path"])
    assert row.state == "refused"
    assert stored_object(s3_settings, row.key) is None


def test_another_session_cannot_read_an_s3_upload(s3_visitor, make_client, s3_settings):
    answer = ask(s3_visitor, "cv.pdf", "application/pdf", private=True).json()
    assert browser_put(answer, PDF).status_code == 200
    stranger = make_client(**s3_settings)
    assert read(stranger, answer["path"], private=True).status_code == 404
    assert read(s3_visitor, answer["path"], private=True).status_code == 200


def test_a_form_is_sent_with_an_s3_upload_checked_at_the_submit(s3_visitor, s3_settings, engine):
    good = ask(s3_visitor, "cv.pdf", "application/pdf", private=True).json()
    bad = ask(s3_visitor, "foto.png", "image/png", private=True).json()
    assert browser_put(good, PDF).status_code == 200
    assert browser_put(bad, PDF, "image/png").status_code == 200
    refused = send(s3_visitor, {"bijlage": [good["path"], bad["path"]]}, "aanvraag")
    assert refused.status_code == 422
    assert stored_object(s3_settings, row_of(engine, bad["path"]).key) is None
    answer = send(s3_visitor, {"bijlage": [good["path"]]}, "aanvraag")
    assert answer.status_code == 200
    [submission] = stored(engine)
    assert row_of(engine, good["path"]).submission_id == submission.id
