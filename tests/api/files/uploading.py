"""Helpers of the file call tests: files to upload, and the calls as a browser makes them."""

from __future__ import annotations

from io import BytesIO

from PIL import Image
from sqlmodel import select

from api.database import session_scope
from api.files.models import FileUpload

BASE = "/api/services/websites/v1/files"
SIGNED_URL = BASE + "/get/visitor-signed-url"
VISITOR_GET = BASE + "/visitor-get"
VISITOR_DELETE = BASE + "/visitor-delete"
OWNER_SIGNED_URL = BASE + "/get/signed-url"
OWNER_GET = BASE + "/get"
OWNER_DELETE = BASE + "/delete"
PDF = b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"


def image_bytes(kind: str = "PNG", size=(40, 30), mode: str = "RGB", colour=(200, 30, 30)) -> bytes:
    buffer = BytesIO()
    Image.new(mode, size, colour).save(buffer, kind)
    return buffer.getvalue()


def ask(client, file_path="foto.png", content_type="image/png", private=False, form_id="aanvraag"):
    body = {
        "filePath": file_path,
        "contentType": content_type,
        "isPrivate": private,
        "form_id": form_id,
    }
    return client.post(SIGNED_URL, json=body)


def put(client, answer: dict, data: bytes, content_type: str | None = None, url: str = ""):
    """The browser's PUT to the URL a signed-URL call answered (site-relative: local)."""
    headers = {"content-type": content_type or answer["headers"]["Content-Type"]}
    return client.put(url or answer["url"], content=data, headers=headers)


def upload(client, data: bytes, **asked) -> dict:
    """Asks for a signed URL and PUTs `data` to it; the signed-URL answer."""
    answer = ask(client, **asked)
    assert answer.status_code == 200, answer.text
    stored = put(client, answer.json(), data)
    assert stored.status_code == 200, stored.text
    return answer.json()


def rows(engine) -> list[FileUpload]:
    with session_scope(engine) as session:
        return list(session.exec(select(FileUpload).order_by(FileUpload.id)).all())


def row_of(engine, path: str) -> FileUpload:
    with session_scope(engine) as session:
        return session.exec(select(FileUpload).where(FileUpload.path == path)).one()
