"""The presence heartbeat's payload: `{document: 'page:12' | 'template:cta', section}`."""

from __future__ import annotations

import re
from dataclasses import dataclass

from api.domain_errors import Invalid
from api.validation import Errors

BAD_DOCUMENT = "Geef een document als page:{id} of template:{sleutel}."
BAD_SECTION = "Geef het id van een sectie (hoogstens 200 tekens) of null."
MISSING_DOCUMENT = "Dit document bestaat niet."
KINDS = ("page", "template")
_DOCUMENT = re.compile(r"^(page|template):([A-Za-z0-9_.-]{1,100})$")
_SECTION = re.compile(r"^[^\x00-\x1f\x7f\s][^\x00-\x1f\x7f]{0,199}$")


@dataclass(frozen=True)
class DocumentRef:
    kind: str
    key: str

    @property
    def name(self) -> str:
        return f"{self.kind}:{self.key}"


def read_document(errors: Errors, value: object) -> DocumentRef | None:
    match = _DOCUMENT.match(value) if isinstance(value, str) else None
    if match is None:
        errors.add("document", BAD_DOCUMENT)
        return None
    return DocumentRef(kind=match.group(1), key=match.group(2))


def read_heartbeat(data: dict) -> tuple[DocumentRef, str | None]:
    errors = Errors()
    document = read_document(errors, data.get("document"))
    section = data.get("section")
    if section is not None and (not isinstance(section, str) or not _SECTION.match(section)):
        errors.add("section", BAD_SECTION)
    if errors or document is None:
        raise Invalid(errors.messages)
    return document, section


def read_leave(params) -> DocumentRef:
    errors = Errors()
    document = read_document(errors, params.get("document"))
    if errors or document is None:
        raise Invalid(errors.messages)
    return document
