"""Uploaded images made fit to publish: upright, without metadata, within a size.

JPEG and PNG uploads are decoded and written again: turned upright by their EXIF
orientation, shrunk to fit `max_width` x `max_height` (never enlarged), written
without EXIF (so without the GPS location a phone puts in), JPEG at quality 85. A PNG
becomes a JPEG on the background colour unless transparency is kept. GIF and WebP
(possibly animated) are only checked and kept byte for byte. The declared type must be
the real type, and images with more pixels than `PIXEL_LIMIT` are refused before they
are decoded. Pure functions: bytes in, bytes out.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from io import BytesIO

from PIL import Image, ImageOps, ImageSequence

from api.domain_errors import Invalid
from api.files import types

FIELD = "file"
DEFAULT_SIZE = 1440
MAX_SIZE = 4000
QUALITY = 85
# 50 megapixels: a 48 MP phone photo passes, a decompression bomb does not (Pillow
# itself only warns from about 89 MP on).
PIXEL_LIMIT = 50_000_000
# Animations are checked frame by frame, within this many pixels in all.
ANIMATION_PIXEL_LIMIT = 4 * PIXEL_LIMIT
WHITE = (255, 255, 255)
# Pillow's format names for each image type ("MPO": the JPEG of many phone cameras).
FORMATS = {
    types.JPEG: ("JPEG", "MPO"),
    types.PNG: ("PNG",),
    types.GIF: ("GIF",),
    types.WEBP: ("WEBP",),
}
LABELS = {types.JPEG: "JPEG", types.PNG: "PNG", types.GIF: "GIF", types.WEBP: "WebP"}
# EXIF orientations that turn the image a quarter: width and height swap.
QUARTER_TURNS = (5, 6, 7, 8)
ORIENTATION = 0x0112

NOT_AN_IMAGE = "Alleen JPEG-, PNG-, GIF- en WebP-afbeeldingen zijn mogelijk."
TOO_MANY_PIXELS = "Deze afbeelding heeft te veel pixels om te verwerken."
UNREADABLE = "Deze afbeelding is beschadigd of onvolledig en kan niet gelezen worden."
TRANSPARENCY = "Kies of de transparantie behouden blijft (1 of 0)."
COLOUR = "Geef een achtergrondkleur op als 'r, g, b' of 'r, g, b, a' (0 tot 255)."
DIMENSION = "Geef een geheel getal groter dan 0 op."


class _Refused(Exception):
    """A setting's value cannot be used; the message says what it should be."""


def _wrong_type(content_type: str) -> str:
    return f"Dit bestand is geen {LABELS[content_type]}-afbeelding."


@dataclass(frozen=True)
class ImageRules:
    max_width: int = DEFAULT_SIZE
    max_height: int = DEFAULT_SIZE
    keep_transparency: bool = True
    background: tuple[int, int, int] = WHITE
    quality: int = QUALITY

    @classmethod
    def from_settings(
        cls, maintainTransparency=None, backgroundColor=None, maxWidth=None, maxHeight=None
    ) -> ImageRules:
        """The rules of an upload field's settings; raises Invalid keyed by setting.

        An absent maxWidth or maxHeight keeps 1440; values above 4000 are taken as
        4000. The alpha of the background colour is ignored: JPEG has none."""
        errors: dict[str, list[str]] = {}
        rules = {}
        for setting, field, value, parse in (
            ("maintainTransparency", "keep_transparency", maintainTransparency, _flag),
            ("backgroundColor", "background", backgroundColor, _colour),
            ("maxWidth", "max_width", maxWidth, _dimension),
            ("maxHeight", "max_height", maxHeight, _dimension),
        ):
            try:
                parsed = parse(value)
            except _Refused as error:
                errors[setting] = [str(error)]
                continue
            if parsed is not None:
                rules[field] = parsed
        if errors:
            raise Invalid(errors)
        return cls(**rules)


def _flag(value) -> bool | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in ("1", "true", "0", "false"):
        return value.strip().lower() in ("1", "true")
    raise _Refused(TRANSPARENCY)


def _colour(value) -> tuple[int, int, int] | None:
    if value is None or value == "" or value == "transparent":
        return None
    if isinstance(value, str):
        text = value.strip().lower()
        for wrapper in ("rgba(", "rgb("):
            if text.startswith(wrapper) and text.endswith(")"):
                text = text[len(wrapper) : -1]
        parts = [part.strip() for part in text.split(",")]
    elif isinstance(value, list | tuple):
        parts = [str(part).strip() for part in value]
    else:
        raise _Refused(COLOUR)
    if len(parts) not in (3, 4) or not all(part.isdigit() for part in parts[:3]):
        raise _Refused(COLOUR)
    red, green, blue = (int(part) for part in parts[:3])
    if max(red, green, blue) > 255:
        raise _Refused(COLOUR)
    if len(parts) == 4:
        try:
            alpha = float(parts[3])
        except ValueError:
            raise _Refused(COLOUR) from None
        if not 0 <= alpha <= 255:
            raise _Refused(COLOUR)
    return (red, green, blue)


def _dimension(value) -> int | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise _Refused(DIMENSION)
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value.strip())
    if not isinstance(value, int) or value < 1:
        raise _Refused(DIMENSION)
    return min(value, MAX_SIZE)


@dataclass(frozen=True)
class Normalized:
    data: bytes
    content_type: str
    width: int
    height: int


def normalize(data: bytes, content_type: str, rules: ImageRules) -> Normalized:
    """The image to store for an upload of `data` declared as `content_type`.

    Raises Invalid({"file": [...]}) for a type the pipeline does not handle, a
    declared type that is not the real one, too many pixels, or unreadable bytes."""
    declared = types.canonical(content_type)
    if declared not in FORMATS:
        raise Invalid({FIELD: [NOT_AN_IMAGE]})
    if types.sniff(data[: types.HEAD_SIZE], declared) != declared:
        raise Invalid({FIELD: [_wrong_type(declared)]})
    with warnings.catch_warnings():
        # Pillow warns (not raises) from about 89 MP on; that is a refusal here too.
        # Our own PIXEL_LIMIT below is the real guard, should another thread's
        # catch_warnings restore the filters under us.
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            # Only the declared format's decoder may read the bytes.
            with Image.open(BytesIO(data), formats=FORMATS[declared]) as image:
                if image.format not in FORMATS[declared]:
                    raise Invalid({FIELD: [_wrong_type(declared)]})
                _check_pixels(image.width * image.height)
                if declared in (types.GIF, types.WEBP):
                    return _kept(data, declared, image)
                return _rewritten(image, declared, rules)
        except (Image.DecompressionBombWarning, Image.DecompressionBombError):
            raise Invalid({FIELD: [TOO_MANY_PIXELS]}) from None
        except (OSError, SyntaxError, ValueError, EOFError):
            raise Invalid({FIELD: [UNREADABLE]}) from None


def _check_pixels(pixels: int, limit: int = PIXEL_LIMIT) -> None:
    if pixels > limit:
        raise Invalid({FIELD: [TOO_MANY_PIXELS]})


def _kept(data: bytes, content_type: str, image: Image.Image) -> Normalized:
    """GIF and WebP are stored as they came: every frame is decoded once to prove it
    reads, within a pixel budget for all frames together."""
    width, height = image.size
    decoded = 0
    for frame in ImageSequence.Iterator(image):
        decoded += frame.width * frame.height
        _check_pixels(decoded, ANIMATION_PIXEL_LIMIT)
        frame.load()
    return Normalized(data, content_type, width, height)


def _rewritten(image: Image.Image, declared: str, rules: ImageRules) -> Normalized:
    as_png = declared == types.PNG and rules.keep_transparency
    if image.format in ("JPEG", "MPO"):
        _decode_smaller(image, rules)
    image.load()
    profile = image.info.get("icc_profile") if image.mode in ("RGB", "RGBA", "P") else None
    upright = ImageOps.exif_transpose(image)
    pixels = _pixels(upright, keep_alpha=as_png, background=rules.background)
    pixels = _fitted(pixels, rules.max_width, rules.max_height)
    buffer = BytesIO()
    options = {"icc_profile": profile} if profile else {}
    if as_png:
        pixels.save(buffer, "PNG", optimize=True, **options)
    else:
        pixels.save(
            buffer, "JPEG", quality=rules.quality, optimize=True, progressive=True, **options
        )
    content_type = types.PNG if as_png else types.JPEG
    return Normalized(buffer.getvalue(), content_type, pixels.width, pixels.height)


def _decode_smaller(image: Image.Image, rules: ImageRules) -> None:
    """Lets libjpeg decode a large photo at 1/2, 1/4 or 1/8 scale when the result
    still covers the target size: much less work for a 12 MP phone photo."""
    box = (rules.max_width, rules.max_height)
    if image.getexif().get(ORIENTATION) in QUARTER_TURNS:
        box = box[::-1]
    target = _fitted_size(image.size, box)
    if target != image.size:
        image.draft(image.mode, target)


def _pixels(image: Image.Image, *, keep_alpha: bool, background) -> Image.Image:
    """RGBA (when transparency is kept and there is some) or RGB on `background`."""
    if image.mode.startswith("I"):  # 16-bit greyscale: scale down, convert() clips
        image = image.convert("I").point(lambda value: value * (1 / 256)).convert("L")
    transparent = image.mode in ("RGBA", "LA", "PA", "La", "RGBa") or ("transparency" in image.info)
    if image.mode == "CMYK" or not transparent:
        return image.convert("RGB")
    rgba = image.convert("RGBA")
    if keep_alpha:
        return rgba
    flat = Image.new("RGB", rgba.size, background)
    flat.paste(rgba, mask=rgba.getchannel("A"))
    return flat


def _fitted_size(size: tuple[int, int], box: tuple[int, int]) -> tuple[int, int]:
    width, height = size
    scale = min(box[0] / width, box[1] / height)
    if scale >= 1:
        return size
    return (max(1, round(width * scale)), max(1, round(height * scale)))


def _fitted(image: Image.Image, max_width: int, max_height: int) -> Image.Image:
    size = _fitted_size(image.size, (max_width, max_height))
    if size == image.size:
        return image
    return image.resize(size, Image.Resampling.LANCZOS, reducing_gap=3.0)
