"""From an image's bytes to files under MEDIA_ROOT: the original and its variants.

Everything lands in one folder named by the short sha256 of the original's bytes,
MEDIA_ROOT/<hash>/: `original.<ext>` as given, and `<width>.webp` (and `<width>.avif`
when Pillow can write AVIF) at each of WIDTHS the original is wider than, plus one at
the original's own width when it is narrower than the widest step. The same bytes
always give the same folder, so a file already there is never made again; files are
written under a temporary name and renamed, so a reader never sees half a file.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import warnings
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path

from PIL import Image, ImageOps, features

from api.domain_errors import Invalid

WIDTHS = (320, 640, 960, 1440)
HASH_LENGTH = 16
WEBP, AVIF = "image/webp", "image/avif"
# Pillow format -> (mime type, file extension) of the originals the pipeline accepts.
ORIGINALS = {
    "JPEG": ("image/jpeg", "jpg"),
    "PNG": ("image/png", "png"),
    "GIF": ("image/gif", "gif"),
    "WEBP": (WEBP, "webp"),
    "AVIF": (AVIF, "avif"),
}
EXTENSIONS = {mime: extension for mime, extension in ORIGINALS.values()}
# Variant type -> (Pillow format, extension, encoder options): small files at a quality
# that holds up on photos; AVIF's speed 8 keeps encoding near WebP's cost.
ENCODINGS = {
    AVIF: ("AVIF", "avif", {"quality": 50, "speed": 8}),
    WEBP: ("WEBP", "webp", {"quality": 78, "method": 4}),
}
FIELD = "image"


@dataclass(frozen=True)
class Variant:
    width: int
    type: str
    file: str


@dataclass(frozen=True)
class ImageFacts:
    hash: str
    width: int
    height: int
    mime: str
    original: str
    variants: tuple[Variant, ...]


def variant_types() -> tuple[str, ...]:
    """The variant types this Pillow can write: AVIF (when built with it) and WebP."""
    return (AVIF, WEBP) if features.check("avif") else (WEBP,)


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:HASH_LENGTH]


def variant_widths(width: int) -> list[int]:
    """The widths to make for an original `width` pixels wide: never wider than it."""
    widths = [step for step in WIDTHS if step <= width]
    if width < WIDTHS[-1] and width not in widths:
        widths.append(width)
    return widths


def _open(data: bytes) -> Image.Image:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(BytesIO(data))
            image.load()
    except (Image.DecompressionBombWarning, Image.DecompressionBombError):
        raise Invalid("Deze afbeelding heeft te veel pixels.", FIELD) from None
    except (OSError, SyntaxError, ValueError):
        raise Invalid("Dit bestand is geen leesbare afbeelding.", FIELD) from None
    if image.format not in ORIGINALS:
        raise Invalid("Alleen JPEG-, PNG-, GIF-, WebP- en AVIF-afbeeldingen zijn mogelijk.", FIELD)
    return image


def _write(path: Path, data: bytes) -> None:
    temporary = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    temporary.write_bytes(data)
    os.replace(temporary, path)


def _encodable(image: Image.Image) -> Image.Image:
    if image.mode in ("RGB", "RGBA"):
        return image
    transparent = "A" in image.getbands() or "transparency" in image.info
    return image.convert("RGBA" if transparent else "RGB")


def _encode(image: Image.Image, kind: str) -> bytes:
    pillow_format, _extension, options = ENCODINGS[kind]
    buffer = BytesIO()
    image.save(buffer, pillow_format, **options)
    return buffer.getvalue()


def process(data: bytes, root: Path) -> ImageFacts:
    """Stores `data` and its variants under `root`; raises Invalid for bad image bytes."""
    image = _open(data)
    mime, extension = ORIGINALS[image.format]
    animated = getattr(image, "is_animated", False)
    # Width and height as a browser shows it: after the EXIF orientation.
    upright = image if animated else _encodable(ImageOps.exif_transpose(image))
    width, height = upright.size
    digest = content_hash(data)
    folder = root / digest
    folder.mkdir(parents=True, exist_ok=True)
    original = f"original.{extension}"
    if not (folder / original).is_file():
        _write(folder / original, data)
    variants: list[Variant] = []
    # An animation would lose its frames: it is only served as it came.
    for step in [] if animated else variant_widths(width):
        resized = None
        for kind in variant_types():
            variant = Variant(step, kind, f"{step}.{ENCODINGS[kind][1]}")
            variants.append(variant)
            if (folder / variant.file).is_file():
                continue
            if resized is None:
                size = (step, max(1, round(height * step / width)))
                resized = upright if size == upright.size else upright.resize(size, Image.LANCZOS)
            _write(folder / variant.file, _encode(resized, kind))
    return ImageFacts(digest, width, height, mime, original, tuple(variants))
