"""api/files/images.py: uploaded photos upright, without location, within 1440x1440."""

import struct
import zlib
from io import BytesIO

import pytest
from PIL import Image, ImageDraw

from api.domain_errors import Invalid
from api.files import images
from api.files.images import ImageRules, Normalized, normalize

RED, BLUE, GREEN = (220, 20, 20), (20, 40, 200), (30, 180, 60)
GPS = 0x8825
ORIENTATION = 0x0112


def encode(image: Image.Image, kind: str, **options) -> bytes:
    buffer = BytesIO()
    image.save(buffer, kind, **options)
    return buffer.getvalue()


def photo(width: int, height: int, **options) -> bytes:
    """A blue JPEG with a red block in its top-left corner (as stored, before EXIF)."""
    image = Image.new("RGB", (width, height), BLUE)
    ImageDraw.Draw(image).rectangle((0, 0, width // 4, height // 4), fill=RED)
    return encode(image, "JPEG", quality=95, **options)


def with_exif(orientation: int | None = None, gps: bool = False) -> Image.Exif:
    exif = Image.Exif()
    exif[0x010F] = "Telefoonmaker"
    if orientation:
        exif[ORIENTATION] = orientation
    if gps:
        exif[GPS] = {1: "N", 2: (52.0, 22.0, 12.5), 3: "E", 4: (4.0, 53.0, 40.0)}
    return exif


def opened(result: Normalized) -> Image.Image:
    image = Image.open(BytesIO(result.data))
    image.load()
    assert image.size == (result.width, result.height)
    return image


def close(pixel, colour, tolerance: int = 12) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=False))


def refusal(data: bytes, content_type: str) -> str:
    with pytest.raises(Invalid) as raised:
        normalize(data, content_type, ImageRules())
    assert list(raised.value.errors) == ["file"]
    (message,) = raised.value.errors["file"]
    return message


def png_header_only(width: int, height: int) -> bytes:
    """A tiny PNG that declares `width` x `height` pixels: a decompression bomb's head."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = zlib.crc32(kind + body)
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)

    header = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    pixels = zlib.compress(b"")
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    )


# Orientation, metadata, size


def test_a_turned_phone_photo_comes_out_upright():
    # Stored landscape, EXIF orientation 6: the camera was held upright (turn 90° right).
    data = photo(500, 300, exif=with_exif(orientation=6))

    result = normalize(data, "image/jpeg", ImageRules())

    image = opened(result)
    assert (result.width, result.height) == (300, 500)
    assert result.content_type == "image/jpeg" and image.format == "JPEG"
    # The red corner, top-left as stored, is top-right once upright.
    assert close(image.getpixel((280, 20)), RED)
    assert close(image.getpixel((20, 20)), BLUE)
    assert ORIENTATION not in image.getexif()


def test_the_location_and_all_other_exif_are_gone():
    data = photo(400, 300, exif=with_exif(gps=True))
    assert Image.open(BytesIO(data)).getexif().get_ifd(GPS)

    image = opened(normalize(data, "image/jpeg", ImageRules()))

    assert not image.getexif().get_ifd(GPS)
    assert len(image.getexif()) == 0
    assert "exif" not in image.info


def test_a_big_photo_is_shrunk_to_1440_wide():
    result = normalize(photo(4000, 3000), "image/jpeg", ImageRules())
    assert (result.width, result.height) == (1440, 1080)
    image = opened(result)
    assert close(image.getpixel((10, 10)), RED) and close(image.getpixel((1400, 1000)), BLUE)


def test_a_big_turned_photo_is_shrunk_to_1440_high():
    result = normalize(photo(4000, 3000, exif=with_exif(orientation=6)), "image/jpeg", ImageRules())
    assert (result.width, result.height) == (1080, 1440)
    image = opened(result)
    assert close(image.getpixel((1060, 20)), RED) and close(image.getpixel((20, 20)), BLUE)


def test_a_small_photo_keeps_its_size():
    result = normalize(photo(500, 300), "image/jpeg", ImageRules())
    assert (result.width, result.height) == (500, 300)


def test_max_width_and_max_height_from_the_settings():
    rules = ImageRules.from_settings(maxWidth="800", maxHeight=600)
    assert (rules.max_width, rules.max_height) == (800, 600)
    assert normalize(photo(4000, 3000), "image/jpeg", rules).width == 800
    tall = normalize(photo(1000, 2000), "image/jpeg", rules)
    assert (tall.width, tall.height) == (300, 600)
    turned = normalize(photo(4000, 3000, exif=with_exif(orientation=6)), "image/jpeg", rules)
    assert (turned.width, turned.height) == (450, 600)
    # Larger than 1440 when the settings ask for it.
    wide = ImageRules.from_settings(maxWidth=2000, maxHeight=2000)
    assert normalize(photo(4000, 3000), "image/jpeg", wide).width == 2000


def test_jpeg_is_written_at_quality_85():
    image = opened(normalize(photo(600, 400), "image/jpeg", ImageRules()))
    reference = Image.open(BytesIO(encode(Image.new("RGB", (8, 8)), "JPEG", quality=85)))
    assert image.quantization == reference.quantization
    assert image.mode == "RGB"


# PNG and transparency


def logo(mode: str = "RGBA") -> bytes:
    """200x100: the left half transparent, the right half opaque green."""
    image = Image.new("RGBA", (200, 100), (0, 0, 0, 0))
    ImageDraw.Draw(image).rectangle((100, 0, 199, 99), fill=(*GREEN, 255))
    if mode == "P":
        return encode(image.convert("P"), "PNG", transparency=0)
    return encode(image.convert(mode), "PNG")


def test_a_transparent_png_stays_png_when_transparency_is_kept():
    result = normalize(logo(), "image/png", ImageRules(keep_transparency=True))
    image = opened(result)
    assert result.content_type == "image/png" and image.format == "PNG"
    assert image.mode == "RGBA"
    assert image.getpixel((20, 50))[3] == 0
    assert image.getpixel((150, 50)) == (*GREEN, 255)


@pytest.mark.parametrize("mode", ["RGBA", "LA", "P"])
def test_a_transparent_png_becomes_jpeg_on_the_background_colour(mode):
    rules = ImageRules.from_settings(maintainTransparency="0", backgroundColor="250, 200, 0, 1")

    result = normalize(logo(mode), "image/png", rules)

    image = opened(result)
    assert result.content_type == "image/jpeg" and image.format == "JPEG"
    assert image.mode == "RGB"
    assert close(image.getpixel((20, 50)), (250, 200, 0))
    expected = (
        GREEN
        if mode != "LA"
        else (Image.new("RGB", (1, 1), GREEN).convert("L").getpixel((0, 0)),) * 3
    )
    assert close(image.getpixel((170, 50)), expected)


def test_a_png_without_transparency_stays_png_when_transparency_is_kept():
    data = encode(Image.new("RGB", (50, 40), GREEN), "PNG")
    result = normalize(data, "image/png", ImageRules())
    assert result.content_type == "image/png" and opened(result).mode == "RGB"


def test_a_big_png_is_shrunk_too():
    data = encode(Image.new("RGBA", (3000, 1000), (*GREEN, 128)), "PNG")
    result = normalize(data, "image/png", ImageRules())
    assert (result.width, result.height, result.content_type) == (1440, 480, "image/png")
    # Half-transparent green stays half-transparent green (give or take the rounding).
    assert close(opened(result).getpixel((10, 10)), (*GREEN, 128), tolerance=2)


def test_sixteen_bit_greyscale_keeps_its_greys():
    grey = Image.new("I;16", (20, 20), 32768)
    image = opened(normalize(encode(grey, "PNG"), "image/png", ImageRules()))
    assert close(image.getpixel((5, 5)), (128, 128, 128), tolerance=3)


def test_a_cmyk_jpeg_becomes_rgb():
    data = encode(Image.new("CMYK", (60, 40), (0, 255, 255, 0)), "JPEG")
    image = opened(normalize(data, "image/jpeg", ImageRules()))
    assert image.mode == "RGB"
    assert close(image.getpixel((30, 20)), (255, 0, 0), tolerance=30)


# GIF and WebP are kept as they are


def animation() -> bytes:
    frames = [Image.new("RGB", (2000, 100), colour) for colour in (RED, GREEN, BLUE)]
    return encode(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=100, loop=0)


def test_an_animated_gif_is_kept_byte_for_byte():
    data = animation()
    result = normalize(data, "image/gif", ImageRules())
    assert result == Normalized(data, "image/gif", 2000, 100)
    assert Image.open(BytesIO(result.data)).n_frames == 3


def test_a_webp_is_kept_byte_for_byte():
    data = encode(Image.new("RGB", (1600, 900), GREEN), "WEBP")
    assert normalize(data, "image/webp", ImageRules()) == Normalized(data, "image/webp", 1600, 900)


def test_an_animation_with_too_many_pixels_in_all_is_refused(monkeypatch):
    monkeypatch.setattr(images, "ANIMATION_PIXEL_LIMIT", 2000 * 100 * 2)
    assert (
        refusal(animation(), "image/gif") == "Deze afbeelding heeft te veel pixels om te verwerken."
    )


# Refusals


def test_a_png_declared_as_jpeg_is_refused():
    assert refusal(logo(), "image/jpeg") == "Dit bestand is geen JPEG-afbeelding."
    assert refusal(photo(10, 10), "image/png") == "Dit bestand is geen PNG-afbeelding."


def test_garbage_is_refused():
    assert refusal(b"\x00\x01 geen plaatje", "image/png") == "Dit bestand is geen PNG-afbeelding."
    assert refusal(b"", "image/jpeg") == "Dit bestand is geen JPEG-afbeelding."


@pytest.mark.parametrize("content_type", ["image/svg+xml", "application/pdf", "image/avif"])
def test_other_types_are_not_for_the_image_pipeline(content_type):
    assert refusal(b"<svg/>", content_type) == (
        "Alleen JPEG-, PNG-, GIF- en WebP-afbeeldingen zijn mogelijk."
    )


@pytest.mark.parametrize(
    ("data", "content_type"),
    [
        (photo(800, 600)[:3000], "image/jpeg"),
        (logo()[:200], "image/png"),
        (animation()[:1500], "image/gif"),
    ],
)
def test_a_truncated_image_is_refused(data, content_type):
    assert refusal(data, content_type) == (
        "Deze afbeelding is beschadigd of onvolledig en kan niet gelezen worden."
    )


@pytest.mark.parametrize("size", [(8000, 7000), (20000, 20000), (100000, 100000)])
def test_a_decompression_bomb_is_refused_before_it_is_decoded(size):
    # Above our limit, above Pillow's warning and above Pillow's error threshold.
    data = png_header_only(*size)
    assert len(data) < 100
    assert refusal(data, "image/png") == "Deze afbeelding heeft te veel pixels om te verwerken."


# The upload settings


def test_rules_default_to_1440_square_at_quality_85_keeping_transparency():
    assert ImageRules.from_settings() == ImageRules()
    assert ImageRules() == ImageRules(1440, 1440, True, (255, 255, 255), 85)
    assert ImageRules.from_settings(maxWidth="", backgroundColor="") == ImageRules()


@pytest.mark.parametrize(
    ("value", "kept"), [("1", True), ("0", False), (True, True), (False, False), (0, False)]
)
def test_maintain_transparency(value, kept):
    assert ImageRules.from_settings(maintainTransparency=value).keep_transparency is kept


@pytest.mark.parametrize(
    ("value", "colour"),
    [
        ("12, 34, 56", (12, 34, 56)),
        ("12,34,56,0.5", (12, 34, 56)),
        ("rgba(1, 2, 3, 1)", (1, 2, 3)),
        ([9, 8, 7], (9, 8, 7)),
        ("transparent", (255, 255, 255)),
    ],
)
def test_background_colour(value, colour):
    assert ImageRules.from_settings(backgroundColor=value).background == colour


def test_one_size_alone_keeps_1440_for_the_other_and_sizes_are_capped():
    assert ImageRules.from_settings(maxWidth=800).max_height == 1440
    assert ImageRules.from_settings(maxHeight="99999").max_height == 4000


def test_bad_settings_are_refused_by_name():
    with pytest.raises(Invalid) as raised:
        ImageRules.from_settings(
            maintainTransparency="misschien",
            backgroundColor="256, 0, 0",
            maxWidth="-5",
            maxHeight=True,
        )
    assert raised.value.errors == {
        "maintainTransparency": ["Kies of de transparantie behouden blijft (1 of 0)."],
        "backgroundColor": [
            "Geef een achtergrondkleur op als 'r, g, b' of 'r, g, b, a' (0 tot 255)."
        ],
        "maxWidth": ["Geef een geheel getal groter dan 0 op."],
        "maxHeight": ["Geef een geheel getal groter dan 0 op."],
    }


@pytest.mark.parametrize("value", ["rood", "1, 2", "1, 2, 3, x", "1.5, 2, 3", 7])
def test_unreadable_colours_are_refused(value):
    with pytest.raises(Invalid) as raised:
        ImageRules.from_settings(backgroundColor=value)
    assert list(raised.value.errors) == ["backgroundColor"]
