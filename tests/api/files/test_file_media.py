"""Every stored public image enters the responsive-variant pipeline (api/media),
wired by the application: its URL gets width, height and variants, so a page that
shows it serves WebP/AVIF at the sizes it needs (docs/media.md, docs/files.md)."""

from __future__ import annotations

import httpx
from sqlmodel import select

from api.database import session_scope
from api.media.models import MediaImage
from api.media.reads import media_map
from tests.api.files.uploading import PDF, VISITOR_GET, ask, image_bytes, upload

FILES = "/api/services/websites/v1/files/"


def facts(engine, url: str) -> dict | None:
    with session_scope(engine) as session:
        return media_map(session, [url]).get(url)


def public_url(client, path: str) -> str:
    return client.post(VISITOR_GET, json={"filePath": path, "isPrivate": False}).json()["url"]


def test_a_public_image_gets_its_media_facts(visitor, engine, media_folders):
    answer = upload(
        visitor,
        image_bytes("JPEG", size=(2000, 1000)),
        file_path="taart.jpg",
        content_type="image/jpeg",
    )
    url = public_url(visitor, answer["path"])
    found = facts(engine, url)
    assert found is not None
    assert (found["width"], found["height"]) == (1440, 720)
    widths = {
        int(entry.split()[-1].rstrip("w"))
        for source in found["sources"]
        for entry in source["srcset"].split(", ")
    }
    assert widths == {320, 640, 960, 1440}
    folder = media_folders.media_root / found["src"].split("/")[2]
    assert folder.is_dir()


def test_private_images_and_documents_stay_out_of_the_pipeline(visitor, engine):
    upload(visitor, image_bytes(), file_path="paspoort.png", private=True)
    upload(visitor, PDF, file_path="cv.pdf", content_type="application/pdf")
    with session_scope(engine) as session:
        urls = session.exec(select(MediaImage.source_url)).all()
    assert [url for url in urls if url.startswith(FILES)] == []


def test_a_public_image_in_s3_gets_its_facts_at_first_use(
    make_client, upload_form, s3_settings, engine
):
    client = make_client(**s3_settings)
    answer = ask(client, "taart.png", "image/png").json()
    assert (
        httpx.put(
            answer["url"], content=image_bytes(size=(800, 400)), headers=answer["headers"]
        ).status_code
        == 200
    )
    url = public_url(client, answer["path"])
    found = facts(engine, url)
    assert (found["width"], found["height"]) == (800, 400)
