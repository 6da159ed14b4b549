"""Which menus the publish check reads and the links in their items (docs/page-editor.md,
"Publish check"): the menus of the release, and the menus the checked pages and
templates render (named in their menu fields, also through the templates they place),
each as it stands once the release is live.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from sqlmodel import Session

from api.catalogue import referenced_keys
from api.checks.content import hrefs, internal_path
from api.drafts import content_of, draft_of, is_live
from api.menus.drafts import KIND as MENU
from api.menus.models import MENU_COLUMNS
from api.pages.drafts import TEMPLATE
from api.pages.trees import current_components

# Menus have two dropdown levels below the bar; stored items are checked on the way in,
# this guards against anything deeper.
_MAX_DEPTH = 10


@dataclass(frozen=True)
class MenuLink:
    path: str
    item: str
    label: str
    # `link` (the item's link) or `text` (a link in its text, for text and column items).
    field: str


@dataclass
class CheckedMenu:
    key: str
    title: str
    items: list
    # The checked documents that render it ('page:12', 'template:header').
    used_by: set[str] = field(default_factory=set)


def menu_links(items: Any, depth: int = 0) -> list[MenuLink]:
    """The internal links of a menu's items, in menu order, sub-items after their item."""
    found: list[MenuLink] = []
    if not isinstance(items, list) or depth > _MAX_DEPTH:
        return found
    for item in items:
        if not isinstance(item, dict):
            continue
        item_id = str(item.get("id") or "")
        label = item.get("label") if isinstance(item.get("label"), str) else ""
        path = internal_path(item.get("link"))
        if path is not None:
            found.append(MenuLink(path, item_id, label, "link"))
        text = item.get("text")
        for href in hrefs(text) if isinstance(text, str) else ():
            path = internal_path(html.unescape(href))
            if path is not None:
                found.append(MenuLink(path, item_id, label, "text"))
        found += menu_links(item.get("items"), depth + 1)
    return found


class MenusToCheck:
    """The menus of one check, by key, each with the content visitors will see."""

    def __init__(self, session: Session, project_id: int, released: Iterable[Any]) -> None:
        self.session, self.project_id = session, project_id
        # Menus going live with the release: their drafts count.
        self._released = {row.key: row for row in released}
        self.menus: dict[str, CheckedMenu] = {}
        self._absent: set[str] = set()
        self._templates: dict[str, list | None] = {}
        for key in self._released:
            self._take(key)

    def rendered_by(self, document: str, trees: list[list], checked_templates: dict) -> None:
        """Records the menus `trees` (one checked document's) name, following the
        templates they place: a checked template as drafted, another as published."""
        seen: set[str] = set()
        pending = list(trees)
        while pending:
            keys = referenced_keys(pending.pop())
            for key in keys["menus"]:
                menu = self._take(key)
                if menu is not None:
                    menu.used_by.add(document)
            for key in sorted(keys["templates"] - seen):
                seen.add(key)
                tree = checked_templates[key] if key in checked_templates else self._live(key)
                if tree is not None:
                    pending.append(tree)

    def _live(self, template: str) -> list | None:
        """A template's published tree; None when it was never published or is gone."""
        if template not in self._templates:
            row = TEMPLATE.find(self.session, self.project_id, template)
            live = row is not None and is_live(row)
            self._templates[template] = current_components(row) if live else None
        return self._templates[template]

    def _take(self, key: str) -> CheckedMenu | None:
        if key in self.menus or key in self._absent:
            return self.menus.get(key)
        row = self._released.get(key)
        if row is not None:
            content = draft_of(row, MENU_COLUMNS)
        else:
            row = MENU.find(self.session, self.project_id, key)
            # A menu never published and not in the release shows nowhere.
            if row is None or not is_live(row):
                self._absent.add(key)
                return None
            content = content_of(row, MENU_COLUMNS)
        menu = CheckedMenu(key, content["title"], content["items"])
        self.menus[key] = menu
        return menu
