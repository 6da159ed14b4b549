"""Migrations of stored component trees from one content-schema version to the next.

A component tree (a page's `components` and `secured_components`, a reusable
template's `components`, a site document's pages and templates, a revision's content)
is stored in the shape of the content schema it was written with; its row or document
records that version (`content_schema`, 1 when absent). When a section template or
block type changes the shape of what it stores (a field renamed, a value normalised,
a type split), the change gets a migration here and `CURRENT_CONTENT_SCHEMA` goes up
by one. Readers (renderers, the editor, the catalogue checks) only ever see trees in
the current shape: trees are migrated on read, on import and when a revision is
restored, and `python -m api migrate-content` rewrites stored rows
(docs/content-migrations.md).

A migration is a pure function per node: `sections[template]` receives one section
dict (`{id, template, meta, blocks}`), `blocks[type]` one block dict
(`{id, type, props, style, slots}`), and returns the node as it is in the next
version without changing its argument. The walker applies them to every section and
every block at any depth (slots included), parent before children. The operations
below cover the usual changes (in the manner of Wagtail's StreamField operations);
a migration may use any function of the same shape.

Nothing here reads a database: the pages domain, the site import and the
`migrate-content` command call these functions on what they read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from api.domain_errors import Invalid

Node = dict[str, Any]
NodeChange = Callable[[Node], Node]

FIRST_CONTENT_SCHEMA = 1
# The keys of a page, template, draft or revision content that hold component trees.
TREE_KEYS = ("components", "secured_components")
# Site document lists whose entries hold trees.
DOCUMENT_LISTS = ("pages", "templates")
# Trees deeper than this are left as they are: the catalogue refuses nesting beyond 12
# levels anyway, and a hostile document must not exhaust the stack before it is checked.
MAX_DEPTH = 64


@dataclass(frozen=True)
class ContentMigration:
    """Turns trees of `from_version` into trees of `from_version + 1`."""

    from_version: int
    name: str
    # Section template id -> change of one section dict.
    sections: Mapping[str, NodeChange] = field(default_factory=dict)
    # Block type -> change of one block dict.
    blocks: Mapping[str, NodeChange] = field(default_factory=dict)

    @property
    def to_version(self) -> int:
        return self.from_version + 1


class ContentSchemaError(Invalid):
    """A content-schema version this code cannot migrate from."""


# ---------------------------------------------------------------- operations


def _values_key(node: Node) -> str:
    # A section keeps its field values in `meta`, a block in `props`.
    return "meta" if "template" in node else "props"


def alter_fields(keys: Iterable[str], change: Callable[[Any], Any]) -> NodeChange:
    """Changes the stored value of each of `keys` present in the node's meta/props."""
    keys = tuple(keys)

    def apply(node: Node) -> Node:
        part = _values_key(node)
        values = node.get(part)
        if not isinstance(values, dict):
            return node
        changed = {}
        for key in keys:
            if key in values:
                new = change(values[key])
                if new != values[key]:
                    changed[key] = new
        return {**node, part: {**values, **changed}} if changed else node

    return apply


def rename_fields(renames: Mapping[str, str]) -> NodeChange:
    """Renames fields of the node's meta/props, keeping their place in key order; a
    node that already has the new key keeps its value (so it can be applied twice)."""

    def apply(node: Node) -> Node:
        part = _values_key(node)
        values = node.get(part)
        if not isinstance(values, dict) or not any(old in values for old in renames):
            return node
        renamed: dict[str, Any] = {}
        for key, value in values.items():
            new = renames.get(key)
            if new is None:
                renamed.setdefault(key, value)
            elif new not in values:
                renamed[new] = value
        return {**node, part: renamed}

    return apply


def remove_fields(keys: Iterable[str]) -> NodeChange:
    """Drops fields from the node's meta/props."""
    keys = frozenset(keys)

    def apply(node: Node) -> Node:
        part = _values_key(node)
        values = node.get(part)
        if not isinstance(values, dict) or not keys & values.keys():
            return node
        return {**node, part: {k: v for k, v in values.items() if k not in keys}}

    return apply


def rename_kind(new: str) -> NodeChange:
    """A section template or block type renamed (`template` / `type` becomes `new`)."""

    def apply(node: Node) -> Node:
        return {**node, ("template" if "template" in node else "type"): new}

    return apply


def chain(*changes: NodeChange) -> NodeChange:
    """Several changes of one node, in order."""

    def apply(node: Node) -> Node:
        for change in changes:
            node = change(node)
        return node

    return apply


# ---------------------------------------------------------------- the migrations

# The footer's and Header B's social links. Version 1 stored '#' (the footer's old
# default) or blanks for "not filled in", version 2 only ''.
SOCIAL_LINKS = (
    "facebook_link",
    "linkedin_link",
    "twitter_link",
    "instagram_link",
    "github_link",
    "youtube_link",
)


def _social_link_v2(value: Any) -> Any:
    return "" if isinstance(value, str) and value.strip() in ("", "#") else value


_social_links_v2 = alter_fields(SOCIAL_LINKS, _social_link_v2)

MIGRATIONS: tuple[ContentMigration, ...] = (
    ContentMigration(
        from_version=1,
        name="social links: '#' and blanks (not filled in) become ''",
        sections={"footersTwo": _social_links_v2, "doubleMenuHeader": _social_links_v2},
    ),
)


def _check_registry(migrations: tuple[ContentMigration, ...]) -> int:
    """The version the registry migrates to; its migrations must follow each other."""
    for index, migration in enumerate(migrations):
        if migration.from_version != FIRST_CONTENT_SCHEMA + index:
            raise ValueError(
                f"content migration {migration.name!r} starts at version "
                f"{migration.from_version}, expected {FIRST_CONTENT_SCHEMA + index}"
            )
    return FIRST_CONTENT_SCHEMA + len(migrations)


# The version every tree written now is in.
CURRENT_CONTENT_SCHEMA = _check_registry(MIGRATIONS)


# ---------------------------------------------------------------- applying them


def check_version(
    version: object, *, field_name: str = "content_schema", current: int = CURRENT_CONTENT_SCHEMA
) -> int:
    """`version` when trees of it can be migrated; ContentSchemaError otherwise."""
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ContentSchemaError(
            {field_name: [f"Moet een geheel getal van 1 tot en met {current} zijn."]}
        )
    if version > current:
        message = (
            f"Deze inhoud is geschreven met inhoudsschema {version}; deze versie "
            f"van de server kent schema 1 tot en met {current}."
        )
        raise ContentSchemaError({field_name: [message]})
    return version


def _blocks(migration: ContentMigration, blocks: list, depth: int) -> list:
    if depth > MAX_DEPTH:
        return blocks
    return [_block(migration, block, depth) for block in blocks]


def _block(migration: ContentMigration, node: object, depth: int) -> object:
    if not isinstance(node, dict):
        return node
    change = migration.blocks.get(node.get("type"))
    if change is not None:
        node = change(node)
    slots = node.get("slots")
    if isinstance(slots, dict) and slots:
        node = {
            **node,
            "slots": {
                name: _blocks(migration, items, depth + 1) if isinstance(items, list) else items
                for name, items in slots.items()
            },
        }
    return node


def _section(migration: ContentMigration, node: object) -> object:
    if not isinstance(node, dict):
        return node
    change = migration.sections.get(node.get("template"))
    if change is not None:
        node = change(node)
    blocks = node.get("blocks")
    if migration.blocks and isinstance(blocks, list) and blocks:
        node = {**node, "blocks": _blocks(migration, blocks, 1)}
    return node


def migrate_components(
    components: list,
    from_version: int,
    *,
    migrations: tuple[ContentMigration, ...] = MIGRATIONS,
) -> list:
    """The section list `components`, written at `from_version`, in the shape of the
    newest version `migrations` know (CURRENT_CONTENT_SCHEMA). The argument is never
    changed; a list already current is returned as it is. Malformed entries are left
    for the catalogue checks to report."""
    current = _check_registry(migrations)
    check_version(from_version, current=current)
    if from_version == current or not isinstance(components, list):
        return components
    for migration in migrations[from_version - FIRST_CONTENT_SCHEMA :]:
        components = [_section(migration, node) for node in components]
    return components


def migrate_content(
    content: dict,
    content_schema: int,
    *,
    migrations: tuple[ContentMigration, ...] = MIGRATIONS,
) -> dict:
    """A page's, template's, draft's or revision's content (a dict holding
    `components` and/or `secured_components`) written at `content_schema`, with its
    trees in the current shape; the other keys as they are. The argument is never
    changed. Revision restore calls this with the revision's `content_schema`."""
    current = _check_registry(migrations)
    check_version(content_schema, current=current)
    if content_schema == current or not isinstance(content, dict):
        return content
    migrated = dict(content)
    for key in TREE_KEYS:
        if key in content:
            migrated[key] = migrate_components(content[key], content_schema, migrations=migrations)
    return migrated


def migrate_site_document(
    document: object, *, migrations: tuple[ContentMigration, ...] = MIGRATIONS
) -> object:
    """A site document with the trees of its pages and templates in the current shape
    and `content_schema` set to the current version. The document says which version
    its trees are in (`content_schema`, 1 when absent); an unknown version is a
    ContentSchemaError (422 under `content_schema`). Anything but an object is returned
    as it is, for the document check to refuse."""
    if not isinstance(document, dict):
        return document
    current = _check_registry(migrations)
    version = check_version(document.get("content_schema", FIRST_CONTENT_SCHEMA), current=current)
    if version == current:
        return document
    migrated = {**document, "content_schema": current}
    for name in DOCUMENT_LISTS:
        entries = document.get(name)
        if isinstance(entries, list):
            migrated[name] = [
                migrate_content(entry, version, migrations=migrations)
                if isinstance(entry, dict)
                else entry
                for entry in entries
            ]
    return migrated
