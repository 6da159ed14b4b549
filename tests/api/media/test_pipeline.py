"""api/media/pipeline.py: from image bytes to the original and its variants on disk."""

from io import BytesIO

import pytest
from PIL import Image, features

from api.domain_errors import Invalid
from api.media import pipeline
from api.media.pipeline import AVIF, WEBP, content_hash, process, variant_widths


def image_bytes(width: int, height: int, kind: str = "JPEG", mode: str = "RGB", **save) -> bytes:
    image = Image.new(mode, (width, height), "#c08040" if mode == "RGB" else None)
    buffer = BytesIO()
    image.save(buffer, kind, **save)
    return buffer.getvalue()


def files(folder):
    return sorted(path.name for path in folder.iterdir())


def types():
    return [AVIF, WEBP] if features.check("avif") else [WEBP]


def test_widths_never_exceed_the_original():
    assert variant_widths(2000) == [320, 640, 960, 1440]
    assert variant_widths(1440) == [320, 640, 960, 1440]
    assert variant_widths(800) == [320, 640, 800]
    assert variant_widths(640) == [320, 640]
    assert variant_widths(100) == [100]


def test_original_and_variants_in_every_format(tmp_path):
    data = image_bytes(1000, 500)
    facts = process(data, tmp_path)

    assert facts.hash == content_hash(data) and len(facts.hash) == pipeline.HASH_LENGTH
    assert (facts.width, facts.height, facts.mime, facts.original) == (
        1000,
        500,
        "image/jpeg",
        "original.jpg",
    )
    assert [(v.width, v.type) for v in facts.variants] == [
        (width, kind) for width in (320, 640, 960, 1000) for kind in types()
    ]
    folder = tmp_path / facts.hash
    assert (folder / "original.jpg").read_bytes() == data
    extensions = ["avif", "webp"] if features.check("avif") else ["webp"]
    assert files(folder) == sorted(
        ["original.jpg"] + [f"{w}.{e}" for w in (320, 640, 960, 1000) for e in extensions]
    )
    for variant in facts.variants:
        with Image.open(folder / variant.file) as made:
            assert made.format == ("AVIF" if variant.type == AVIF else "WEBP")
            assert made.size == (variant.width, variant.width // 2)


def test_no_upscaling_of_a_small_image(tmp_path):
    facts = process(image_bytes(200, 100, "PNG"), tmp_path)
    assert {variant.width for variant in facts.variants} == {200}
    assert facts.mime == "image/png" and facts.original == "original.png"


def test_variants_are_made_once(tmp_path):
    data = image_bytes(700, 700)
    first = process(data, tmp_path)
    folder = tmp_path / first.hash
    before = {path.name: (path.stat().st_ino, path.stat().st_mtime_ns) for path in folder.iterdir()}
    (folder / "320.webp").unlink()

    again = process(data, tmp_path)

    assert again == first
    after = {path.name: (path.stat().st_ino, path.stat().st_mtime_ns) for path in folder.iterdir()}
    assert after.keys() == before.keys()
    # Only the missing file was made again; every other file is the one written first.
    assert {name for name in before if after[name] != before[name]} == {"320.webp"}


def test_the_hash_depends_on_the_bytes_only(tmp_path):
    data = image_bytes(400, 300)
    assert process(data, tmp_path / "a").hash == process(data, tmp_path / "b").hash
    assert content_hash(data) != content_hash(image_bytes(400, 301))


def test_exif_orientation_gives_the_upright_size(tmp_path):
    exif = Image.Exif()
    exif[0x0112] = 6  # rotated 90 degrees: shown as 300 x 400
    facts = process(image_bytes(400, 300, exif=exif.tobytes()), tmp_path)
    assert (facts.width, facts.height) == (300, 400)
    with Image.open(tmp_path / facts.hash / "300.webp") as made:
        assert made.size == (300, 400)


def test_transparency_and_palettes_survive(tmp_path):
    facts = process(image_bytes(50, 40, "PNG", mode="RGBA"), tmp_path)
    with Image.open(tmp_path / facts.hash / "50.webp") as made:
        assert made.mode == "RGBA"
    assert process(image_bytes(50, 40, "GIF", mode="P"), tmp_path).mime == "image/gif"


def test_animations_are_kept_as_they_came(tmp_path):
    frames = [Image.new("RGB", (60, 30), colour) for colour in ("red", "blue")]
    buffer = BytesIO()
    frames[0].save(buffer, "GIF", save_all=True, append_images=frames[1:])
    facts = process(buffer.getvalue(), tmp_path)
    assert facts.variants == () and (facts.width, facts.height) == (60, 30)
    assert files(tmp_path / facts.hash) == ["original.gif"]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "geen leesbare afbeelding"),
        (b"<svg xmlns='http://www.w3.org/2000/svg'/>", "geen leesbare afbeelding"),
        (image_bytes(300, 200)[:200], "geen leesbare afbeelding"),
        (image_bytes(20, 20, "BMP"), "Alleen JPEG"),
    ],
)
def test_bad_image_bytes_are_refused_clearly(tmp_path, data, message):
    with pytest.raises(Invalid) as refused:
        process(data, tmp_path)
    assert list(refused.value.errors) == ["image"]
    assert message in refused.value.errors["image"][0]
    assert list(tmp_path.iterdir()) == []


def test_too_many_pixels_are_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", 1000)
    with pytest.raises(Invalid) as refused:
        process(image_bytes(100, 100), tmp_path)
    assert "te veel pixels" in refused.value.errors["image"][0]
