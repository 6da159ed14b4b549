"""Checks a page's component list: section and block envelopes, recursively through slots.

`check_components` never raises on bad input: every problem becomes a Dutch message under
the JSON path of the offending value, and the normalised copy is returned beside it.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from api.catalogue.developer import EMBED_MESSAGE, DeveloperContent, refuse_new
from api.catalogue.schemas import catalogue
from api.catalogue.values import check_values
from api.validation import Errors, join

MAX_DEPTH = 12
# The spec's other names of block types (spec 001 §1, §3: "paragraph (text)", the
# "Menu/accordion block", the identifiers `forms`, `menu` and `three3model`): a block
# sent under one of them is stored under the catalogue's name.
BLOCK_ALIASES = {
    "paragraph": "text",
    "menu": "accordion",
    "forms": "form",
    "three3model": "threedmodel",
}
_ENVELOPES = {
    "section": ("id", "template", "meta", "blocks"),
    "block": ("id", "type", "props", "style", "slots"),
}


@dataclass
class CheckResult:
    errors: dict[str, list[str]]
    components: list[dict[str, Any]]
    # The developer-only values of `components`, for judging a whole page at once.
    developer: DeveloperContent = field(default_factory=DeveloperContent)

    @property
    def ok(self) -> bool:
        return not self.errors


def _slot_allowed(schema: dict[str, Any], name: str) -> bool:
    entry = schema.get("x-catalogue", {})
    if name in entry.get("slots", ()):
        return True
    pattern = entry.get("slot_pattern")
    return bool(pattern and re.fullmatch(pattern, name))


class _Walker:
    def __init__(self) -> None:
        self.errors = Errors()
        self.found = DeveloperContent()
        self.section_ids: set[str] = set()
        self.block_ids: set[str] = set()

    def _envelope(self, item: dict[str, Any], kind: str, path: str) -> None:
        for key in item:
            if key not in _ENVELOPES[kind]:
                self.errors.add(join(path, key), f"Onbekend veld '{key}'.")

    def _id(self, item: dict[str, Any], path: str, seen: set[str]) -> str:
        ident = item.get("id")
        if not isinstance(ident, str) or not ident.strip():
            self.errors.add(join(path, "id"), "Vul een id in.")
            return ""
        if ident in seen:
            self.errors.add(join(path, "id"), f"Het id '{ident}' komt al voor op deze pagina.")
        seen.add(ident)
        return ident

    def _object(self, item: dict[str, Any], key: str, path: str) -> dict[str, Any] | None:
        value = item.setdefault(key, {})
        if not isinstance(value, dict):
            self.errors.add(join(path, key), "Moet een object zijn.")
            return None
        return value

    def section(self, section: Any, path: str) -> None:
        if not isinstance(section, dict):
            self.errors.add(path, "Moet een sectie (object) zijn.")
            return
        self._envelope(section, "section", path)
        self._id(section, path, self.section_ids)
        template = section.get("template")
        schema = catalogue().sections.get(template) if isinstance(template, str) else None
        if schema is None:
            self.errors.add(join(path, "template"), f"Onbekende sectie-template '{template}'.")
        meta = self._object(section, "meta", path)
        if schema is not None and meta is not None:
            check_values(meta, schema, join(path, "meta"), self.errors, self.found)
        blocks = section.setdefault("blocks", [])
        if not isinstance(blocks, list):
            self.errors.add(join(path, "blocks"), "Moet een lijst met blokken zijn.")
            return
        if blocks and schema is not None and not schema["x-catalogue"].get("accepts_blocks"):
            self.errors.add(
                join(path, "blocks"), f"De sectie-template '{template}' kan geen blokken bevatten."
            )
        for index, block in enumerate(blocks):
            self.block(block, join(path, "blocks", index), 1)

    def block(self, block: Any, path: str, depth: int) -> None:
        if not isinstance(block, dict):
            self.errors.add(path, "Moet een blok (object) zijn.")
            return
        if depth > MAX_DEPTH:
            self.errors.add(path, f"Blokken mogen maximaal {MAX_DEPTH} niveaus diep genest zijn.")
            return
        self._envelope(block, "block", path)
        self._id(block, path, self.block_ids)
        block_type = block.get("type")
        if isinstance(block_type, str) and block_type in BLOCK_ALIASES:
            block_type = block["type"] = BLOCK_ALIASES[block_type]
        schema = catalogue().blocks.get(block_type) if isinstance(block_type, str) else None
        if schema is None:
            self.errors.add(join(path, "type"), f"Onbekend bloktype '{block_type}'.")
        props = self._object(block, "props", path)
        if schema is not None and props is not None:
            extra = {"developer_message": EMBED_MESSAGE} if block_type == "embed" else {}
            check_values(props, schema, join(path, "props"), self.errors, self.found, **extra)
        style = self._object(block, "style", path)
        if style is not None:
            check_values(style, catalogue().style, join(path, "style"), self.errors, self.found)
        slots = self._object(block, "slots", path)
        if slots is None:
            return
        for name, children in slots.items():
            where = join(path, "slots", name)
            if schema is not None and not _slot_allowed(schema, name):
                self.errors.add(where, f"Onbekend slot '{name}' voor blok '{block_type}'.")
                continue
            if not isinstance(children, list):
                self.errors.add(where, "Moet een lijst met blokken zijn.")
                continue
            for index, child in enumerate(children):
                self.block(child, join(where, index), depth + 1)


def _walk(components: Any, path: str) -> tuple[_Walker, list[dict[str, Any]]]:
    walker = _Walker()
    if not isinstance(components, list):
        walker.errors.add(path, "Moet een lijst met secties zijn.")
        return walker, []
    normalised = copy.deepcopy(components)
    for index, section in enumerate(normalised):
        walker.section(section, join(path, index))
    return walker, normalised


def stored_developer_content(components: Any) -> DeveloperContent:
    """The developer-only values of stored components, found exactly as a write finds them."""
    return _walk(components if isinstance(components, list) else [], "")[0].found


def check_component_list(components: Any, path: str = "components") -> CheckResult:
    """Validates a list of sections and returns errors plus a sanitised deep copy, with
    the developer-only content found; the caller judges that for the whole record."""
    walker, normalised = _walk(components, path)
    return CheckResult(walker.errors.messages, normalised, walker.found)


def check_components(
    components: Any,
    path: str = "components",
    developer: bool = False,
    previous: Any = None,
) -> CheckResult:
    """`check_component_list` for a record holding one list (a reusable template).

    Without `developer`, developer-only content is refused unless the same content is
    stored in `previous` (the components stored before this save) as often.
    """
    walker, normalised = _walk(components, path)
    if not developer:
        refuse_new(walker.errors, [walker.found], [stored_developer_content(previous)])
    return CheckResult(walker.errors.messages, normalised, walker.found)
