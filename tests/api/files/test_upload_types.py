"""api/files/types.py: a file's real type from its first bytes."""

import zipfile
from io import BytesIO

import pytest
from PIL import Image

from api.files.types import (
    CSV,
    DEFAULT_ALLOWED,
    DOC,
    DOCX,
    GIF,
    JPEG,
    ODS,
    ODT,
    PDF,
    PNG,
    PPT,
    PPTX,
    TEXT,
    WEBP,
    XLS,
    XLSX,
    is_image,
    matches,
    sniff,
)

HEAD = 8192


def image(kind: str) -> bytes:
    buffer = BytesIO()
    Image.new("RGB", (8, 8), "#336699").save(buffer, kind)
    return buffer.getvalue()


def ooxml(folder: str, content_types_first: bool = True) -> bytes:
    """A minimal Office Open XML package the way Office writes one (deflated parts)."""
    buffer = BytesIO()
    parts = [
        ("_rels/.rels", "<Relationships/>"),
        ("docProps/app.xml", "<Properties/>"),
        (f"{folder}/main.xml", "<document/>" * 50),
    ]
    content_types = ("[Content_Types].xml", "<Types/>")
    parts = [content_types, *parts] if content_types_first else [*parts, content_types]
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as package:
        for name, text in parts:
            package.writestr(name, text)
    return buffer.getvalue()


def odf(mimetype: str) -> bytes:
    """An OpenDocument package: `mimetype` first and stored, then the deflated rest."""
    buffer = BytesIO()
    with zipfile.ZipFile(buffer, "w") as package:
        package.writestr("mimetype", mimetype, compress_type=zipfile.ZIP_STORED)
        package.writestr("content.xml", "<office:document/>" * 50, zipfile.ZIP_DEFLATED)
        package.writestr("META-INF/manifest.xml", "<manifest/>", zipfile.ZIP_DEFLATED)
    return buffer.getvalue()


OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504) + b"\x00" * 1024
PDF_BYTES = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"


def test_the_default_list_holds_images_documents_and_text():
    assert set(DEFAULT_ALLOWED) == {
        JPEG,
        PNG,
        GIF,
        WEBP,
        PDF,
        DOCX,
        XLSX,
        PPTX,
        DOC,
        XLS,
        PPT,
        ODT,
        ODS,
        "application/vnd.oasis.opendocument.presentation",
        TEXT,
        CSV,
    }
    assert len(DEFAULT_ALLOWED) == len(set(DEFAULT_ALLOWED))


@pytest.mark.parametrize(
    ("kind", "mime"), [("JPEG", JPEG), ("PNG", PNG), ("GIF", GIF), ("WEBP", WEBP)]
)
def test_images_are_known_by_their_magic_number(kind, mime):
    data = image(kind)
    # Whatever the client declares, the bytes tell.
    assert sniff(data[:HEAD], "application/pdf") == mime
    assert matches(mime, data[:HEAD])
    assert not matches(PDF, data[:HEAD])


def test_image_jpg_is_image_jpeg():
    data = image("JPEG")
    assert matches("image/jpg", data)
    assert matches("IMAGE/JPEG; charset=binary", data)
    assert not matches("image/png", data)


def test_png_declared_as_jpeg_does_not_match():
    assert not matches(JPEG, image("PNG"))


def test_pdf():
    assert sniff(PDF_BYTES, PDF) == PDF
    assert matches(PDF, PDF_BYTES)
    assert not matches(PDF, b"<html><body>%PDF-1.7</body></html>")


@pytest.mark.parametrize("content_types_first", [True, False])
@pytest.mark.parametrize(("folder", "mime"), [("word", DOCX), ("xl", XLSX), ("ppt", PPTX)])
def test_office_open_xml_kinds_are_told_apart(folder, mime, content_types_first):
    data = ooxml(folder, content_types_first)
    assert matches(mime, data[:HEAD])
    others = {DOCX, XLSX, PPTX} - {mime}
    assert not any(matches(other, data[:HEAD]) for other in others)
    assert not matches(PDF, data[:HEAD])


def test_a_zip_whose_head_shows_no_parts_fits_any_declared_office_type():
    # The head's first entry is a big stored part: nothing further to read.
    buffer = BytesIO()
    with zipfile.ZipFile(buffer, "w") as package:
        package.writestr("[Content_Types].xml", "x" * 20000, compress_type=zipfile.ZIP_STORED)
        package.writestr("word/document.xml", "<document/>")
    head = buffer.getvalue()[:HEAD]
    assert matches(DOCX, head)
    assert matches(ODT, head)
    assert sniff(head, TEXT) is None
    assert not matches("application/zip", head)


def test_opendocument_is_read_from_its_mimetype_entry():
    text = odf(ODT)
    assert matches(ODT, text)
    assert sniff(text, ODS) == ODT and not matches(ODS, text)
    assert not matches(DOCX, text)
    assert matches(ODS, odf(ODS))
    # An e-book is a zip with a mimetype entry too; it is no OpenDocument.
    assert not matches(ODT, odf("application/epub+zip"))


def test_ole2_confirms_the_old_office_formats_only():
    for mime in (DOC, XLS, PPT):
        assert matches(mime, OLE2)
    assert sniff(OLE2, DOCX) is None
    assert sniff(OLE2, PDF) is None


def test_plain_text_and_csv():
    csv = "naam;prijs\nCroissant;€ 1,20\r\nÉclair;2,50\n".encode()
    assert matches(CSV, csv) and matches(TEXT, csv)
    assert matches(TEXT, b"\xef\xbb\xbfmet BOM\ttab\f")
    assert matches(TEXT, b"")
    # Text is the fallback real type, not whatever was declared.
    assert sniff(b"gewoon tekst", PDF) == TEXT


def test_text_cut_in_the_middle_of_a_character_still_counts():
    data = ("é" * 5000).encode()
    head = data[: HEAD - 1]
    assert head[-1:] == b"\xc3"
    assert matches(TEXT, head)


@pytest.mark.parametrize(
    "data",
    [
        b"tekst met \x00 een NUL",
        b"escape \x1b[31m",
        b"del \x7f",
        "c1 \u0085".encode(),
        b"\xff\xfe u\x00t\x00f\x001\x006\x00",
        b"bad \xc3\x28 continuation in the middle",
        b"\x7fELF\x02\x01\x01" + bytes(100),
    ],
)
def test_binary_is_no_text(data):
    assert not matches(TEXT, data)
    assert not matches(CSV, data)
    assert sniff(data, TEXT) is None


def test_is_image():
    assert all(is_image(mime) for mime in (JPEG, PNG, GIF, WEBP, "image/jpg"))
    assert not any(is_image(mime) for mime in ("image/svg+xml", "image/avif", PDF, "", None))
