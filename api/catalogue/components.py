"""Checks a page's component list: section and block envelopes, recursively through slots.

`check_components` never raises on bad input: every problem becomes a Dutch message under
the JSON path of the offending value, and the normalised copy is returned beside it.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from api.catalogue.messages import join_path
from api.catalogue.schemas import catalogue
from api.catalogue.values import EMBED_MESSAGE, DeveloperRules, Report, check_values

MAX_DEPTH = 12


@dataclass
class CheckResult:
    errors: dict[str, list[str]]
    components: list[dict[str, Any]]
    # Not errors: unknown meta/props/style keys are kept but reported here.
    warnings: dict[str, list[str]] = field(default_factory=dict)

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
    def __init__(self, rules: DeveloperRules) -> None:
        self.rules = rules
        self.report = Report()
        self.section_ids: set[str] = set()
        self.block_ids: set[str] = set()

    def _id(self, item: dict[str, Any], path: str, seen: set[str]) -> str:
        ident = item.get("id")
        if not isinstance(ident, str) or not ident.strip():
            self.report.error(join_path(path, ["id"]), "Vul een id in.")
            return ""
        if ident in seen:
            self.report.error(
                join_path(path, ["id"]), f"Het id '{ident}' komt al voor op deze pagina."
            )
        seen.add(ident)
        return ident

    def _object(self, item: dict[str, Any], key: str, path: str) -> dict[str, Any] | None:
        value = item.setdefault(key, {})
        if not isinstance(value, dict):
            self.report.error(join_path(path, [key]), "Moet een object zijn.")
            return None
        return value

    def section(self, section: Any, path: str) -> None:
        if not isinstance(section, dict):
            self.report.error(path, "Moet een sectie (object) zijn.")
            return
        ident = self._id(section, path, self.section_ids)
        template = section.get("template")
        schema = catalogue().sections.get(template) if isinstance(template, str) else None
        if schema is None:
            self.report.error(
                join_path(path, ["template"]), f"Onbekende sectie-template '{template}'."
            )
        meta = self._object(section, "meta", path)
        if schema is not None and meta is not None:
            check_values(
                meta, schema, join_path(path, ["meta"]), f"section:{ident}", self.rules, self.report
            )
        blocks = section.setdefault("blocks", [])
        if not isinstance(blocks, list):
            self.report.error(join_path(path, ["blocks"]), "Moet een lijst met blokken zijn.")
            return
        if blocks and schema is not None and not schema["x-catalogue"].get("accepts_blocks"):
            self.report.error(
                join_path(path, ["blocks"]),
                f"De sectie-template '{template}' kan geen blokken bevatten.",
            )
        for index, block in enumerate(blocks):
            self.block(block, join_path(path, ["blocks", index]), 1)

    def block(self, block: Any, path: str, depth: int) -> None:
        if not isinstance(block, dict):
            self.report.error(path, "Moet een blok (object) zijn.")
            return
        if depth > MAX_DEPTH:
            self.report.error(path, f"Blokken mogen maximaal {MAX_DEPTH} niveaus diep genest zijn.")
            return
        ident = self._id(block, path, self.block_ids)
        block_type = block.get("type")
        schema = catalogue().blocks.get(block_type) if isinstance(block_type, str) else None
        if schema is None:
            self.report.error(join_path(path, ["type"]), f"Onbekend bloktype '{block_type}'.")
        props = self._object(block, "props", path)
        if schema is not None and props is not None:
            message = EMBED_MESSAGE if block_type == "embed" else None
            extra = {"developer_message": message} if message else {}
            check_values(
                props,
                schema,
                join_path(path, ["props"]),
                f"block:{ident}",
                self.rules,
                self.report,
                **extra,
            )
        style = self._object(block, "style", path)
        if style is not None:
            check_values(
                style,
                catalogue().style,
                join_path(path, ["style"]),
                f"block:{ident}:style",
                self.rules,
                self.report,
            )
        slots = self._object(block, "slots", path)
        if slots is None:
            return
        for name, children in slots.items():
            where = join_path(path, ["slots", name])
            if schema is not None and not _slot_allowed(schema, name):
                self.report.error(where, f"Onbekend slot '{name}' voor blok '{block_type}'.")
                continue
            if not isinstance(children, list):
                self.report.error(where, "Moet een lijst met blokken zijn.")
                continue
            for index, child in enumerate(children):
                self.block(child, join_path(where, [index]), depth + 1)


def _previous_content(previous: Any) -> tuple[dict[tuple[str, str], Any], frozenset[str]]:
    values: dict[tuple[str, str], Any] = {}
    raw: set[str] = set()

    def scan_raw(node: Any) -> None:
        if isinstance(node, dict):
            data = node.get("data")
            if (
                node.get("type") == "raw"
                and isinstance(data, dict)
                and isinstance(data.get("html"), str)
            ):
                raw.add(data["html"])
            for child in node.values():
                scan_raw(child)
        elif isinstance(node, list):
            for child in node:
                scan_raw(child)

    def visit_block(block: Any) -> None:
        if not isinstance(block, dict):
            return
        owner = f"block:{block.get('id')}"
        for key, value in (block.get("props") or {}).items():
            values[(owner, key)] = value
        for key, value in (block.get("style") or {}).items():
            values[(f"{owner}:style", key)] = value
        for children in (block.get("slots") or {}).values():
            for child in children if isinstance(children, list) else []:
                visit_block(child)

    for section in previous if isinstance(previous, list) else []:
        if not isinstance(section, dict):
            continue
        for key, value in (section.get("meta") or {}).items():
            values[(f"section:{section.get('id')}", key)] = value
        for block in section.get("blocks") or []:
            visit_block(block)
    scan_raw(previous)
    return values, frozenset(raw)


def check_components(
    components: Any,
    path: str = "components",
    developer: bool = False,
    previous: Any = None,
) -> CheckResult:
    """Validates a list of sections and returns errors plus a sanitised deep copy.

    `previous` (the components stored before this save) lets a non-developer re-save
    developer-only content that is unchanged.
    """
    values, raw = _previous_content(previous)
    walker = _Walker(DeveloperRules(developer, values, raw))
    if not isinstance(components, list):
        walker.report.error(path, "Moet een lijst met secties zijn.")
        return CheckResult(walker.report.errors, [], walker.report.warnings)
    normalised = copy.deepcopy(components)
    for index, section in enumerate(normalised):
        walker.section(section, join_path(path, [index]))
    return CheckResult(walker.report.errors, normalised, walker.report.warnings)
