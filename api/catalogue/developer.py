"""Developer-only content: embed code, custom code and raw HTML in rich text.

Only an account with the developer role may add it. A site owner may keep, move or
delete what a developer stored, so a write is judged by what would be stored after
it: every developer-only value in the written content is matched by content (never
by block id or type) against what the same page, template or project holds now; a
value that is not there, or appears more often than before, is refused at its path.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from api.validation import Errors

EMBED_MESSAGE = "Alleen een ontwikkelaar mag embed-code opslaan."
CODE_MESSAGE = "Alleen een ontwikkelaar mag eigen code (HTML, script of CSS) opslaan."
RAW_MESSAGE = "Alleen een ontwikkelaar mag HTML-code in een tekstblok opslaan."

# What a developer-only value is compared by: its kind and its canonical JSON.
Key = tuple[str, str]


@dataclass(frozen=True)
class Found:
    key: Key
    path: str
    message: str


@dataclass
class DeveloperContent:
    """The developer-only values met while checking content, in document order."""

    found: list[Found] = field(default_factory=list)

    def add(self, kind: str, value: Any, path: str, message: str) -> None:
        self.found.append(Found((kind, _canonical(value)), path, message))

    def extend(self, other: DeveloperContent) -> None:
        self.found.extend(other.found)

    def counts(self) -> Counter[Key]:
        return Counter(item.key for item in self.found)


def _canonical(value: Any) -> str:
    if isinstance(value, str):
        return value
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)


def refuse_new(
    errors: Errors, written: Iterable[DeveloperContent], stored: Iterable[DeveloperContent]
) -> None:
    """Adds an error for every developer-only value in `written` beyond `stored`."""
    remaining: Counter[Key] = Counter()
    for content in stored:
        remaining.update(content.counts())
    for content in written:
        for item in content.found:
            if remaining[item.key] > 0:
                remaining[item.key] -= 1
            else:
                errors.add(item.path, item.message)
