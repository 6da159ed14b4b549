"""What a file really is: its type read from its first bytes, never from its name.

A client declares a content type with each upload; `matches` holds that declaration
against the file's opening bytes (callers pass at least the first `HEAD_SIZE` bytes):
magic numbers for images and PDF, the zip container of OOXML and ODF documents (with
the ODF `mimetype` entry or the OOXML part folders when the head shows them), the OLE2
container of the old Office formats, and clean UTF-8 for plain text and CSV.
"""

from __future__ import annotations

import struct

HEAD_SIZE = 8192

JPEG, PNG, GIF, WEBP = "image/jpeg", "image/png", "image/gif", "image/webp"
PDF = "application/pdf"
DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation"
DOC, XLS, PPT = "application/msword", "application/vnd.ms-excel", "application/vnd.ms-powerpoint"
ODT = "application/vnd.oasis.opendocument.text"
ODS = "application/vnd.oasis.opendocument.spreadsheet"
ODP = "application/vnd.oasis.opendocument.presentation"
TEXT, CSV = "text/plain", "text/csv"

IMAGES = (JPEG, PNG, GIF, WEBP)
DEFAULT_ALLOWED: tuple[str, ...] = (
    *IMAGES,
    PDF,
    DOCX,
    XLSX,
    PPTX,
    DOC,
    XLS,
    PPT,
    ODT,
    ODS,
    ODP,
    TEXT,
    CSV,
)

# OOXML: the folder of the main part names the kind of document.
OOXML_FOLDERS = {"word/": DOCX, "xl/": XLSX, "ppt/": PPTX}
OOXML = frozenset(OOXML_FOLDERS.values())
ODF = frozenset((ODT, ODS, ODP))
OLE = frozenset((DOC, XLS, PPT))
TEXTS = frozenset((TEXT, CSV))
# Names clients use for a type we know under another name.
ALIASES = {"image/jpg": JPEG, "image/pjpeg": JPEG}

ZIP_ENTRY = b"PK\x03\x04"
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
UTF8_BOM = b"\xef\xbb\xbf"
# Control characters that plain text may hold: tab, line feed, form feed, carriage return.
TEXT_CONTROLS = frozenset("\t\n\f\r")


def canonical(content_type: str) -> str:
    """`Image/JPG; charset=x` -> `image/jpeg`: lowercased, parameters dropped, aliases."""
    bare = content_type.split(";", 1)[0].strip().lower()
    return ALIASES.get(bare, bare)


def is_image(content_type: str | None) -> bool:
    """Whether the image pipeline (api/files/images.py) handles this type."""
    return content_type is not None and canonical(content_type) in IMAGES


def matches(declared: str, head: bytes) -> bool:
    """Whether the file starting with `head` really is of the `declared` type."""
    declared = canonical(declared)
    return sniff(head, declared) == declared


def sniff(head: bytes, declared: str) -> str | None:
    """The real type of the file starting with `head`, or None when nothing fits.

    Containers (zip, OLE2) and text cannot tell every type apart from their opening
    bytes; for those the declared type is the answer when the content fits it."""
    declared = canonical(declared)
    magic = _magic(head)
    if magic is not None:
        return magic
    if head.startswith(ZIP_ENTRY):
        return _zip_type(head, declared)
    if head.startswith(OLE_MAGIC):
        return declared if declared in OLE else None
    if _is_text(head):
        return declared if declared in TEXTS else TEXT
    return None


def _magic(head: bytes) -> str | None:
    if head.startswith(b"\xff\xd8\xff"):
        return JPEG
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return PNG
    if head.startswith((b"GIF87a", b"GIF89a")):
        return GIF
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return WEBP
    if head.startswith(b"%PDF-"):
        return PDF
    return None


def _zip_entries(head: bytes):
    """(name, stored data or None) of the zip entries whose headers lie in `head`."""
    offset = 0
    while head[offset : offset + 4] == ZIP_ENTRY and offset + 30 <= len(head):
        flags, method = struct.unpack_from("<HH", head, offset + 6)
        size, _, name_length, extra_length = struct.unpack_from("<IIHH", head, offset + 18)
        start = offset + 30
        name = head[start : start + name_length].decode("utf-8", "replace")
        data_start = start + name_length + extra_length
        stored = method == 0 and not flags & 0x08
        yield name, head[data_start : data_start + size] if stored else None
        if flags & 0x08:  # sizes follow the data: the next header cannot be found
            return
        offset = data_start + size


def _zip_type(head: bytes, declared: str) -> str | None:
    for index, (name, data) in enumerate(_zip_entries(head)):
        if index == 0 and name == "mimetype" and data:
            # ODF: the first entry, stored uncompressed, names the document's type.
            return data.decode("ascii", "replace").strip().lower()
        for folder, kind in OOXML_FOLDERS.items():
            if name.startswith(folder):
                return kind
    # The head did not show what the zip holds; the container fits these types.
    return declared if declared in OOXML | ODF else None


def _is_text(head: bytes) -> bool:
    head = head.removeprefix(UTF8_BOM)
    try:
        text = head.decode("utf-8")
    except UnicodeDecodeError as error:
        # The head may end inside a character; anything else is not UTF-8.
        if error.reason != "unexpected end of data" or len(head) - error.start > 3:
            return False
        text = head[: error.start].decode("utf-8")
    return not any(
        (ord(char) < 0x20 and char not in TEXT_CONTROLS) or 0x7F <= ord(char) <= 0x9F
        for char in text
    )
