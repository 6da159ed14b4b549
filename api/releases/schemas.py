"""The publish call's payload: `{items: [{kind, id}], publish_at?, note?}`."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from api.checks.schemas import read_checks
from api.domain_errors import Invalid
from api.releases.kinds import KINDS
from api.timestamps import utcnow
from api.validation import Errors, read_text

BAD_ITEMS = "Geef een lijst van documenten ({kind, id})."
BAD_ITEM = "Geef een object met kind en id."
BAD_KIND = "Kies page, menu, form, template of settings."
BAD_ID = "Geef het id van de pagina of de sleutel van het document."
BAD_MOMENT = "Geef een tijdstip als ISO 8601 met tijdzone, bijvoorbeeld 2026-12-01T09:00:00+01:00."
PAST_MOMENT = "Kies een tijdstip in de toekomst."
MAX_ITEMS = 500


@dataclass(frozen=True)
class PublishRequest:
    items: list[dict] | None
    publish_at: datetime | None
    note: str
    # The problems the editor measured in the browser (api/checks), None when unchecked.
    checks: list[dict] | None = None


def _read_items(errors: Errors, value: object) -> list[dict] | None:
    if value is None:
        return None
    if not isinstance(value, list) or len(value) > MAX_ITEMS:
        errors.add("items", BAD_ITEMS)
        return None
    items = []
    for index, item in enumerate(value):
        if not isinstance(item, dict):
            errors.add(f"items.{index}", BAD_ITEM)
            continue
        kind, id_ = item.get("kind"), item.get("id")
        if not isinstance(kind, str) or kind not in KINDS:
            errors.add(f"items.{index}.kind", BAD_KIND)
        if kind == "settings" and id_ is None:
            id_ = "settings"
        if isinstance(id_, bool) or not isinstance(id_, (int, str)) or not str(id_).strip():
            errors.add(f"items.{index}.id", BAD_ID)
            continue
        if len(str(id_)) > 100:
            errors.add(f"items.{index}.id", BAD_ID)
            continue
        items.append({"kind": kind, "id": str(id_).strip()})
    return items


def _read_moment(errors: Errors, value: object) -> datetime | None:
    if value is None or value == "":
        return None
    try:
        moment = datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        moment = None
    if moment is None or moment.tzinfo is None:
        errors.add("publish_at", BAD_MOMENT)
        return None
    moment = moment.astimezone(UTC)
    if moment <= utcnow():
        errors.add("publish_at", PAST_MOMENT)
        return None
    return moment


def read_publish(data: dict) -> PublishRequest:
    errors = Errors()
    items = _read_items(errors, data.get("items"))
    publish_at = _read_moment(errors, data.get("publish_at"))
    note = read_text(errors, data, "note", "", max_length=500)
    try:
        checks = read_checks(data.get("checks"))
    except Invalid as invalid:
        errors.merge(invalid.errors)
        checks = None
    if errors:
        raise Invalid(errors.messages)
    return PublishRequest(items=items or None, publish_at=publish_at, note=note, checks=checks)


BAD_PATH = "Geef een pad op de site, beginnend met /."


def read_preview_path(data: dict) -> str:
    """The site path (with its query, without a fragment) a preview link opens."""
    path = data.get("path")
    if (
        not isinstance(path, str)
        or not path.startswith("/")
        or path.startswith("//")
        or len(path) > 1000
        or any(ord(char) < 32 or char in "\\#" or char.isspace() for char in path)
    ):
        raise Invalid({"path": [BAD_PATH]})
    return path
