"""The check's inputs: `?items=page:12,template:cta` and the problems the editor
measured in the browser, sent with the publish call (`checks`)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from api.checks.problems import BROWSER, BROWSER_KINDS, SEVERITIES, problem
from api.domain_errors import Invalid
from api.validation import Errors

MAX_ITEMS = 500
MAX_CHECKS = 200
MAX_MESSAGE = 500
MAX_DETAIL = 2000
BAD_ITEMS = "Geef documenten als page:{id} of template:{sleutel}, gescheiden door komma's."
BAD_CHECKS = f"Geef een lijst van hoogstens {MAX_CHECKS} problemen."
BAD_CHECK = "Geef een probleem als object met kind, severity en message."
BAD_KIND = "Kies " + ", ".join(BROWSER_KINDS) + "."
BAD_SEVERITY = "Kies error of warning."
BAD_MESSAGE = f"Geef een omschrijving van hoogstens {MAX_MESSAGE} tekens."
BAD_DOCUMENT = "Geef een document als page:{id} of template:{sleutel}, of null."
BAD_SECTION = "Geef het id van een sectie (hoogstens 200 tekens) of null."
BAD_DETAIL = f"Geef details als object van hoogstens {MAX_DETAIL} tekens JSON."
_DOCUMENT = re.compile(r"^(page|template|menu|form|settings):([A-Za-z0-9_.-]{1,100})$")
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


@dataclass(frozen=True)
class Item:
    kind: str
    id: str

    @property
    def name(self) -> str:
        return f"{self.kind}:{self.id}"


def read_items(raw: str | None) -> list[Item] | None:
    """`page:12,template:cta` -> items; None when absent or empty (every draft)."""
    if raw is None or not raw.strip():
        return None
    parts = [part.strip() for part in raw.split(",") if part.strip()]
    matches = [_DOCUMENT.match(part) for part in parts]
    if len(parts) > MAX_ITEMS or any(match is None for match in matches):
        raise Invalid({"items": [BAD_ITEMS]})
    items = [Item(match.group(1), match.group(2)) for match in matches if match]
    return list(dict.fromkeys(items))


def _line(value: Any, maximum: int) -> bool:
    return isinstance(value, str) and 0 < len(value) <= maximum and not _CONTROL.search(value)


def _read_check(errors: Errors, where: str, value: Any) -> dict | None:
    if not isinstance(value, dict):
        errors.add(where, BAD_CHECK)
        return None
    kind, severity, message = value.get("kind"), value.get("severity"), value.get("message")
    document, section, detail = value.get("document"), value.get("section"), value.get("detail")
    before = len(errors.messages)
    if kind not in BROWSER_KINDS:
        errors.add(f"{where}.kind", BAD_KIND)
    if severity not in SEVERITIES:
        errors.add(f"{where}.severity", BAD_SEVERITY)
    if not _line(message, MAX_MESSAGE):
        errors.add(f"{where}.message", BAD_MESSAGE)
    if document is not None and not (isinstance(document, str) and _DOCUMENT.match(document)):
        errors.add(f"{where}.document", BAD_DOCUMENT)
    if section is not None and not _line(section, 200):
        errors.add(f"{where}.section", BAD_SECTION)
    if detail is None:
        detail = {}
    if not isinstance(detail, dict) or len(json.dumps(detail, ensure_ascii=False)) > MAX_DETAIL:
        errors.add(f"{where}.detail", BAD_DETAIL)
    if len(errors.messages) != before:
        return None
    return {**problem(kind, severity, message, document, section, detail), "source": BROWSER}


def read_checks(value: Any) -> list[dict] | None:
    """The publish call's `checks`: None when absent; every problem validated, at most
    MAX_CHECKS, each message and detail capped; errors under `checks.{n}.{field}`."""
    if value is None:
        return None
    errors = Errors()
    if not isinstance(value, list) or len(value) > MAX_CHECKS:
        raise Invalid({"checks": [BAD_CHECKS]})
    checks = [_read_check(errors, f"checks.{index}", item) for index, item in enumerate(value)]
    if errors:
        raise Invalid(errors.messages)
    return [check for check in checks if check is not None]
