"""api/media/service.py: recording images and the facts a page's images need."""

from io import BytesIO

import pytest
import sqlalchemy as sa
from PIL import Image
from sqlmodel import select

from api.database import session_scope
from api.media.models import MediaImage
from api.media.reads import media_map
from api.media.references import image_urls
from api.media.service import MediaFolders, ingest, ingest_local, local_file


def jpeg(width: int, height: int, colour: str = "#c08040") -> bytes:
    buffer = BytesIO()
    Image.new("RGB", (width, height), colour).save(buffer, "JPEG")
    return buffer.getvalue()


@pytest.fixture
def public(tmp_path):
    root = tmp_path / "public"
    (root / "media" / "site").mkdir(parents=True)
    (root / "media" / "site" / "foto.jpg").write_bytes(jpeg(800, 600))
    (root / "media" / "site" / "kapot.jpg").write_bytes(b"geen jpeg")
    (root / "media" / "site" / "logo.svg").write_text("<svg/>")
    (root / "geheim.jpg").write_bytes(jpeg(10, 10))
    return root


def test_image_urls_are_found_anywhere_in_the_components():
    components = [
        {"meta": {"image": "|/media/a.jpg|/media/b.PNG?v=2", "title": "/over-ons"}},
        {"blocks": [{"props": {"images": [{"path": "https://cdn.example/c.webp"}]}}]},
        {"blocks": [{"props": {"data": {"file": {"url": "/media/d.avif"}}, "n": 3}}]},
        {"meta": {"logo": "/media/logo.svg", "text": "zie foto.jpg", "x": "data:x.jpg"}},
    ]
    assert image_urls([components]) == {
        "/media/a.jpg",
        "/media/b.PNG?v=2",
        "https://cdn.example/c.webp",
        "/media/d.avif",
        # SVGs too: their size joins the media map (api/media/vector.py).
        "/media/logo.svg",
    }


def test_local_files_stay_inside_the_public_media_folder(public):
    assert local_file(public, "/media/site/foto.jpg") == (public / "media/site/foto.jpg").resolve()
    assert local_file(public, "/media/site/logo.svg") == (public / "media/site/logo.svg").resolve()
    for url in (
        "/media/../geheim.jpg",
        "/media/site/../../geheim.jpg",
        "/geheim.jpg",
        "/media/site/ontbreekt.jpg",
        "/media/site/foto.jpg?v=1",
        "https://cdn.example/media/site/foto.jpg",
    ):
        assert local_file(public, url) is None, url


def test_ingest_records_the_facts_once_per_url(engine, tmp_path):
    with session_scope(engine) as session:
        first = ingest(session, tmp_path, "/media/foto.jpg", jpeg(800, 600))
        assert (first.width, first.height, first.mime) == (800, 600, "image/jpeg")
    with session_scope(engine) as session:
        # New bytes behind the same URL: the row follows them to the new hash.
        again = ingest(session, tmp_path, "/media/foto.jpg", jpeg(400, 300, "#000000"))
    with session_scope(engine) as session:
        rows = session.exec(select(MediaImage)).all()
    assert [(row.source_url, row.hash, row.width) for row in rows] == [
        ("/media/foto.jpg", again.hash, 400)
    ]
    assert again.hash != first.hash


def test_ingest_local_skips_what_is_not_a_local_image(engine, tmp_path, public):
    folders = MediaFolders(media_root=tmp_path / "media", public_root=public)
    document = {
        "pages": [
            {
                "components": [
                    {
                        "meta": {
                            "image": "/media/site/foto.jpg|/media/site/kapot.jpg",
                            "logo": "/media/site/logo.svg",
                            "extern": "https://cdn.example/x.jpg",
                            "weg": "/media/../geheim.jpg",
                        }
                    }
                ]
            }
        ]
    }
    with session_scope(engine) as session:
        report = ingest_local(session, folders, [document])
    assert report.images == ["/media/site/foto.jpg"]
    assert report.refused == {
        "/media/site/kapot.jpg": "Dit bestand is geen leesbare afbeelding.",
        "/media/site/logo.svg": "Dit SVG-bestand heeft geen breedte en hoogte of viewBox.",
    }
    with session_scope(engine) as session:
        facts = media_map(session, ["/media/site/foto.jpg", "https://cdn.example/x.jpg"])
    assert list(facts) == ["/media/site/foto.jpg"]


def test_media_map_is_one_query_and_lists_the_best_format_first(engine, tmp_path):
    with session_scope(engine) as session:
        row = ingest(session, tmp_path, "/media/foto.jpg", jpeg(1000, 500))
        digest = row.hash
    statements = []

    def count(*_args):
        statements.append(1)

    sa.event.listen(engine, "before_cursor_execute", count)
    try:
        with session_scope(engine) as session:
            facts = media_map(session, ["/media/foto.jpg", "/media/ander.jpg"])
            assert media_map(session, []) == {}
    finally:
        sa.event.remove(engine, "before_cursor_execute", count)
    assert len(statements) == 1
    view = facts["/media/foto.jpg"]
    assert view["width"] == 1000 and view["height"] == 500
    assert view["src"] == f"/media/{digest}/original.jpg"
    webp = next(source for source in view["sources"] if source["type"] == "image/webp")
    assert webp["srcset"] == ", ".join(
        f"/media/{digest}/{width}.webp {width}w" for width in (320, 640, 960, 1000)
    )
    assert view["sources"][0]["type"] in ("image/avif", "image/webp")
    assert view["sources"][-1]["type"] == "image/webp"
