"""SVG images: their size is read from the root element so pages reserve their box;
they keep their own URL and get no variants."""

from __future__ import annotations

import pytest
from sqlmodel import Session

from api.domain_errors import Invalid
from api.media.reads import media_map
from api.media.service import ingest
from api.media.vector import svg_size


@pytest.mark.parametrize(
    ("svg", "size"),
    [
        (b'<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"></svg>', (240, 80)),
        (
            b'<?xml version="1.0"?>\n<!-- logo -->\n<svg viewBox="0 0 300 100"><g/></svg>',
            (300, 100),
        ),
        (b"<svg width='120px' viewBox='0,0,300,100'></svg>", (120, 40)),
        (b'<svg height="50" viewBox="0 0 300 100"></svg>', (150, 50)),
        (b'<svg width="100%" height="100%" viewBox="0 0 64 32"></svg>', (64, 32)),
    ],
)
def test_the_size_comes_from_width_height_or_the_view_box(svg, size):
    assert svg_size(svg) == size


@pytest.mark.parametrize(
    "data",
    [
        b'<svg width="100%"></svg>',
        b"<svg></svg>",
        b"\x89PNG not an svg",
        b'<svg viewBox="0 0 0 10"></svg>',
    ],
)
def test_no_size_without_usable_dimensions(data):
    assert svg_size(data) is None


def test_an_svg_joins_the_media_map_with_its_own_url_and_size(engine, tmp_path):
    with Session(engine) as session:
        ingest(session, tmp_path, "/media/demo/logo.svg", b'<svg viewBox="0 0 200 50"></svg>')
        session.commit()
        facts = media_map(session, ["/media/demo/logo.svg"])
    assert facts == {
        "/media/demo/logo.svg": {
            "width": 200,
            "height": 50,
            "src": "/media/demo/logo.svg",
            "sources": [],
        }
    }
    assert list(tmp_path.iterdir()) == [], "nothing is written for an SVG"


def test_an_svg_without_a_size_is_refused_in_dutch(engine, tmp_path):
    with Session(engine) as session, pytest.raises(Invalid) as refused:
        ingest(session, tmp_path, "/media/demo/kapot.svg", b"<svg></svg>")
    assert refused.value.errors == {
        "image": ["Dit SVG-bestand heeft geen breedte en hoogte of viewBox."]
    }
