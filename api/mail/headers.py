"""Header text built from stored content: always one line.

A subject names the shop ('Bestelling 1002 bij {business name}'); a business name
stored before control characters were refused (docs/api.md) may hold CR/LF, and
`EmailMessage` raises on such a header, which turned a quote into a 500. Every header
we compose from stored text goes through `one_line`, so the mail is sent and no
stored text can ever add a header.
"""

from __future__ import annotations

import re

_BREAKS = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]+")


def one_line(value: object) -> str:
    """The text with every run of control characters and line breaks made one space."""
    return " ".join(_BREAKS.sub(" ", str(value)).split())
