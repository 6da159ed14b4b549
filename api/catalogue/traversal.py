"""Walks a value together with the JSON Schema that describes it.

Wherever the schema places rich text (a field, a list item, an object member, a
branch of anyOf), the document is sanitised; wherever it places inline HTML
(definitions/inlinehtml.schema.json) the string is cleaned. Developer-only content
met on the way (fields marked `x-field.developer`, raw-HTML blocks of rich text) is
recorded with its JSON path. Only the schema decides what a value is: a string is
never read as a document, and a document outside a rich-text position is left alone
(the schema check refuses it there).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any
from urllib.parse import urljoin

from jsonschema.protocols import Validator
from referencing.exceptions import Unresolvable

from api.catalogue.developer import RAW_MESSAGE, DeveloperContent
from api.catalogue.richtext import raw_blocks, sanitise_document, sanitise_html
from api.catalogue.schemas import catalogue, fast_validator_of, validator_for
from api.validation import join

RICH_TEXT_SCHEMA = "definitions/richtext.schema.json"
INLINE_HTML_SCHEMA = "definitions/inlinehtml.schema.json"
# Input nesting is capped far below this (api.payloads); it only bounds the recursion.
_MAX_DEPTH = 200


@dataclass(frozen=True)
class _Walk:
    validator: Validator
    owner: str
    developer_message: str
    found: DeveloperContent


def is_empty(value: Any) -> bool:
    return value in (None, "", [], {}) or (isinstance(value, str) and not value.strip())


def walk(
    value: Any,
    schema: dict[str, Any],
    base_uri: str,
    path: str,
    found: DeveloperContent,
    *,
    developer_message: str,
    key: str | None = None,
) -> Any:
    """Sanitises `value` (in place where it is a container) and returns it.

    `schema` is resolved against `base_uri` (a catalogue `$id`); `key` names the field
    when `schema` is one field's schema rather than a whole object's.
    """
    walker = _Walk(validator_for(base_uri), base_uri, developer_message, found)
    return _visit(walker, schema, base_uri, value, path, key, 0)


@cache
def _resolver(base: str) -> Any:
    return catalogue().registry.resolver(base_uri=base)


@cache
def _lookup(base: str, ref: str) -> tuple[Any, str] | None:
    """The schema `ref` points to from a document with `base` as `$id`, and the `$id`
    its own references resolve against (catalogue files carry `$id` at the top only)."""
    try:
        resolved = _resolver(base).lookup(ref)
    except Unresolvable:
        return None
    return resolved.contents, urljoin(base, ref.split("#", 1)[0])


def _valid(walker: _Walk, schema: Any, base: str, value: Any) -> bool:
    if not isinstance(schema, (dict, bool)):
        return False
    return _branch_validator(id(schema), schema, base).is_valid(value)


# Catalogue schemas live as long as the process (catalogue() is cached), so a schema
# node is known by its identity: what is learnt about it once is kept.
_branches: dict[tuple[int, str], Any] = {}
_relevant: dict[tuple[int, str], bool] = {}


def _branch_validator(key: int, schema: Any, base: str) -> Any:
    """A compiled validator of one anyOf/oneOf/if branch (only is_valid is asked)."""
    slot = (key, base)
    found = _branches.get(slot)
    if found is None:
        found = fast_validator_of(schema, base)
        _branches[slot] = found
    return found


def _needs_walk(node: Any, base: str) -> bool:
    """Whether anything under `node` is rich text, inline HTML or developer-only; other
    values (plain text, numbers, flags) are left alone without a visit."""
    if not isinstance(node, dict):
        return False
    slot = (id(node), base)
    known = _relevant.get(slot)
    if known is not None:
        return known
    # While deciding (recursive schemas), assume yes: visiting too much is harmless.
    _relevant[slot] = True
    _relevant[slot] = _decide(node, base)
    return _relevant[slot]


def _decide(node: dict, base: str) -> bool:
    field = node.get("x-field")
    if isinstance(field, dict) and field.get("developer"):
        return True
    ref = node.get("$ref")
    if isinstance(ref, str):
        resolved = _lookup(base, ref)
        if resolved is None:
            return False
        target, target_base = resolved
        target_id = str(target.get("$id", "")) if isinstance(target, dict) else ""
        if target_id.endswith((RICH_TEXT_SCHEMA, INLINE_HTML_SCHEMA)):
            return True
        if _needs_walk(target, target_base):
            return True
    children: list[Any] = []
    for keyword in ("allOf", "anyOf", "oneOf", "prefixItems"):
        children += node.get(keyword) or ()
    for keyword in ("if", "then", "else", "items", "additionalProperties"):
        children.append(node.get(keyword))
    properties = node.get("properties")
    if isinstance(properties, dict):
        children += properties.values()
    return any(_needs_walk(child, base) for child in children)


def _visit(
    walker: _Walk,
    node: Any,
    base: str,
    value: Any,
    path: str,
    key: str | None,
    depth: int,
) -> Any:
    if not isinstance(node, dict) or depth > _MAX_DEPTH or not _needs_walk(node, base):
        return value
    field = node.get("x-field")
    if isinstance(field, dict) and field.get("developer") and not is_empty(value):
        kind = f"{walker.owner}#{key}"
        walker.found.add(kind, value, path, walker.developer_message)
    ref = node.get("$ref")
    resolved = _lookup(base, ref) if isinstance(ref, str) else None
    if resolved is not None:
        target, target_base = resolved
        target_id = str(target.get("$id", "")) if isinstance(target, dict) else ""
        if target_id.endswith(RICH_TEXT_SCHEMA):
            return _rich_text(walker, value, path)
        if target_id.endswith(INLINE_HTML_SCHEMA):
            return sanitise_html(value) if isinstance(value, str) else value
        value = _visit(walker, target, target_base, value, path, key, depth + 1)
    for sub in node.get("allOf") or ():
        value = _visit(walker, sub, base, value, path, key, depth + 1)
    for keyword in ("anyOf", "oneOf"):
        for sub in node.get(keyword) or ():
            if _valid(walker, sub, base, value):
                value = _visit(walker, sub, base, value, path, key, depth + 1)
                break
    if "if" in node:
        branch = "then" if _valid(walker, node["if"], base, value) else "else"
        value = _visit(walker, node.get(branch), base, value, path, key, depth + 1)
    if isinstance(value, dict):
        _members(walker, node, base, value, path, depth)
    elif isinstance(value, list):
        _items(walker, node, base, value, path, key, depth)
    return value


def _members(walker: _Walk, node: dict, base: str, value: dict, path: str, depth: int) -> None:
    properties = node.get("properties")
    properties = properties if isinstance(properties, dict) else {}
    extra = node.get("additionalProperties")
    for name in list(value):
        schema = properties.get(name, extra)
        if _needs_walk(schema, base):
            where = join(path, name)
            value[name] = _visit(walker, schema, base, value[name], where, name, depth + 1)


def _items(
    walker: _Walk,
    node: dict,
    base: str,
    value: list,
    path: str,
    key: str | None,
    depth: int,
) -> None:
    prefix = node.get("prefixItems")
    prefix = prefix if isinstance(prefix, list) else []
    rest = node.get("items")
    for index, item in enumerate(value):
        schema = prefix[index] if index < len(prefix) else rest
        if isinstance(schema, dict):
            where = join(path, index)
            value[index] = _visit(walker, schema, base, item, where, key, depth + 1)


def _rich_text(walker: _Walk, value: Any, path: str) -> Any:
    sanitise_document(value)
    for index, html in raw_blocks(value):
        walker.found.add("raw", html, join(path, "blocks", index), RAW_MESSAGE)
    return value
