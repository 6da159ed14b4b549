"""The URLs of stored files: the API's own routes for the local backend (signed with
api/signing.py) and the stable URL of a public file.

Answers to the browser are site-relative (the browser calls the API on the site's own
origin); a configured FILES_PUBLIC_URL (a CDN, a public bucket) is the only absolute
base, and it comes from settings, never from a request.
"""

from __future__ import annotations

from urllib.parse import quote, urlencode

from api import signing
from api.files.models import FileUpload

BASE = "/api/services/websites/v1/files"
UPLOAD = BASE + "/upload"
PRIVATE = BASE + "/private"
PUBLIC = BASE + "/public"
PUBLIC_PREFIX = "public/"


def upload_facts(row: FileUpload, expires: int) -> tuple:
    return ("put", row.id, row.project_id, row.key, row.content_type, row.max_size, expires)


def read_facts(row: FileUpload, expires: int) -> tuple:
    return ("get", row.id, row.project_id, row.key, expires)


def _signed(path: str, secret: bytes, facts: tuple, expires: int) -> str:
    query = urlencode({"expires": expires, "signature": signing.signature(secret, *facts)})
    return f"{path}?{query}"


def upload_url(secret: bytes, row: FileUpload, expires: int) -> str:
    return _signed(f"{UPLOAD}/{row.id}", secret, upload_facts(row, expires), expires)


def read_url(secret: bytes, row: FileUpload, expires: int) -> str:
    return _signed(
        f"{PRIVATE}/{row.id}/{quote(row.path)}", secret, read_facts(row, expires), expires
    )


def public_url(public_base: str, row: FileUpload) -> str:
    """The stable URL of a public file: under FILES_PUBLIC_URL when set, else the API's
    public route (which serves local files and sends S3 reads on to the bucket)."""
    if public_base:
        return f"{public_base}/{quote(row.key)}"
    return f"{PUBLIC}/{quote(row.key.removeprefix(PUBLIC_PREFIX))}"
