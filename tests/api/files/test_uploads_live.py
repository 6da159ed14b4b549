"""Uploads through a real uvicorn server: the PUT streams, and a body over the maximum
is refused with the file error while it comes in (docs/files.md)."""

from __future__ import annotations

import httpx

from api.app import create_app
from api.files import messages
from tests.api.files.uploading import PDF, SIGNED_URL, VISITOR_GET, image_bytes
from tests.api.live_server import live_server


def test_a_real_server_takes_the_put_and_refuses_an_oversized_stream(
    make_settings, engine, upload_form
):
    app = create_app(make_settings(files_max_size=64 * 1024), engine=engine)
    with live_server(app) as base, httpx.Client(base_url=base) as browser:
        body = {"filePath": "foto.png", "contentType": "image/png", "form_id": upload_form}
        answer = browser.post(SIGNED_URL, json=body).json()
        stored = browser.put(answer["url"], content=image_bytes(), headers=answer["headers"])
        assert stored.status_code == 200
        url = browser.post(VISITOR_GET, json={"filePath": answer["path"]}).json()["url"]
        assert browser.get(url).content[:8] == b"\x89PNG\r\n\x1a\n"

        body = {"filePath": "groot.pdf", "contentType": "application/pdf", "form_id": upload_form}
        answer = browser.post(SIGNED_URL, json=body).json()

        def stream():
            yield PDF
            for _ in range(8):  # 512 KiB, far over the 64 KiB allowed
                yield b"%" * 65536

        refused = browser.put(answer["url"], content=stream(), headers=answer["headers"])
        assert refused.status_code == 413
        assert refused.json() == {"errors": {"file": [messages.too_large(64 * 1024)]}}
