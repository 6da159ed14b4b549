"""How a browser is told to treat a file it fetches from us: shown in the page's tab
(images, PDF, plain text) or saved as a download (office documents, CSV), always
under the file's stored name."""

from __future__ import annotations

from urllib.parse import quote

from api.files import types

SHOWN = frozenset((*types.IMAGES, types.PDF, types.TEXT))


def disposition(content_type: str, name: str) -> str:
    kind = "inline" if types.canonical(content_type) in SHOWN else "attachment"
    # Stored names are ASCII already (api/files/names.py); quoted all the same.
    return f"{kind}; filename=\"{name}\"; filename*=UTF-8''{quote(name)}"
