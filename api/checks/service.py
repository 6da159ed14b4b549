"""The server's part of the publish check (docs/page-editor.md, "Publish check"): the
drafts of pages and reusable templates read as they would go live, and the menus of
the release and those the checked documents render, against the site as it would be
after publishing them: the pages' paths, redirects, the shop's routes, products,
categories and stock. Read only; nothing here writes.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlmodel import Session

from api.checks.content import Findings, scan
from api.checks.menus import CheckedMenu, MenusToCheck, menu_links
from api.checks.outline import outline_problems
from api.checks.problems import (
    BROKEN_LINK,
    CATEGORY_GONE,
    CATEGORY_MISSING,
    ERROR,
    IMAGE_ALT,
    IMAGE_WITHOUT_ALT,
    LINK_WITHOUT_PAGE,
    MENU_LINK_WITHOUT_PAGE,
    PRODUCT_GONE,
    PRODUCT_MISSING,
    PRODUCT_OUT_OF_STOCK,
    PRODUCT_SOLD_OUT,
    RICH_TEXT_IMAGE_WITHOUT_ALT,
    SERVER,
    WARNING,
    problem,
)
from api.checks.schemas import Item
from api.domain_errors import Invalid
from api.drafts import draft_of, is_live, working_copy
from api.menus.drafts import KIND as MENU
from api.pages.drafts import PAGE, TEMPLATE
from api.pages.trees import current_components
from api.projects.reads import project_modules
from api.redirects.reads import redirect_by_path
from api.shop import reads as shop
from api.shop.settings import webshop_settings

UNKNOWN_DOCUMENT = "Dit document bestaat niet: {name}."
_KINDS = {"page": PAGE, "template": TEMPLATE, "menu": MENU}


def _documents(session: Session, project_id: int, items: list[Item] | None) -> list[tuple]:
    """(kind name, row) of what is checked: the listed pages, templates and menus (forms
    and settings hold no links to check), or every page, template and menu with a draft."""
    if items is None:
        return [
            (name, row)
            for name, kind in (("template", TEMPLATE), ("page", PAGE), ("menu", MENU))
            for row in kind.drafted(session, project_id)
        ]
    found, missing = [], []
    for item in items:
        kind = _KINDS.get(item.kind)
        if kind is None:
            continue
        row = kind.find(session, project_id, item.id)
        if row is None:
            missing.append(UNKNOWN_DOCUMENT.format(name=item.name))
        else:
            found.append((item.kind, row))
    if missing:
        raise Invalid({"items": missing})
    return found


class _Site:
    """Which internal paths lead somewhere once the checked drafts are live."""

    def __init__(self, session: Session, project_id: int, published: Iterable[Any]) -> None:
        self.session, self.project_id = session, project_id
        going_live = {row.id for row in published}
        self.pages: set[str] = set()
        for row in PAGE.rows(session, project_id):
            if row.id in going_live:
                self.pages.add(draft_of(row, PAGE.columns)["path"])
            elif is_live(row):
                self.pages.add(row.path)
        settings = webshop_settings(project_modules(session, project_id))
        self.shop_pages = {
            shop.SEARCH_PATH,
            settings.shoppingcart_page,
            settings.checkout_page,
            settings.order_page,
        }
        self._known: dict[str, bool] = {}
        self._categories: dict[str, bool] = {}

    def category_exists(self, key: str) -> bool:
        """Products and categories have no draft: one deleted is gone at once."""
        if key not in self._categories:
            found = shop.category_by_key(self.session, self.project_id, key)
            self._categories[key] = found is not None
        return self._categories[key]

    def leads_somewhere(self, path: str) -> bool:
        if path in self.pages or path in self.shop_pages:
            return True
        if path not in self._known:
            self._known[path] = self._look_up(path)
        return self._known[path]

    def _look_up(self, path: str) -> bool:
        session, project_id = self.session, self.project_id
        return (
            redirect_by_path(session, project_id, path) is not None
            or shop.product_by_path(session, project_id, path) is not None
            or shop.category_by_path(session, project_id, path) is not None
            or shop.redirect_by_path(session, project_id, path) is not None
        )


def _problems_of(
    session: Session, project_id: int, document: str, findings: Findings, site: _Site
) -> list[dict]:
    problems = []
    for missing in findings.missing_alt:
        message = RICH_TEXT_IMAGE_WITHOUT_ALT if missing.rich_text else IMAGE_WITHOUT_ALT
        problems.append(
            problem(IMAGE_ALT, ERROR, message, document, missing.section, missing.detail)
        )
    reported: set[tuple[str, str | None]] = set()
    for link in findings.links:
        if (link.path, link.section) in reported or site.leads_somewhere(link.path):
            continue
        reported.add((link.path, link.section))
        message = LINK_WITHOUT_PAGE.format(path=link.path)
        detail = {**link.detail, "path": link.path}
        problems.append(problem(BROKEN_LINK, ERROR, message, document, link.section, detail))
    for reference in findings.products:
        state = shop.stock(session, project_id, reference.key)
        detail = {"product": reference.key, "block": reference.block}
        if state is None:
            message = PRODUCT_MISSING.format(key=reference.key)
            problems.append(
                problem(PRODUCT_GONE, ERROR, message, document, reference.section, detail)
            )
        elif not state["in_stock"]:
            message = PRODUCT_SOLD_OUT.format(key=reference.key)
            problems.append(
                problem(PRODUCT_OUT_OF_STOCK, WARNING, message, document, reference.section, detail)
            )
    for reference in findings.categories:
        if site.category_exists(reference.key):
            continue
        message = CATEGORY_MISSING.format(key=reference.key)
        detail = {"category": reference.key, "block": reference.block}
        problems.append(problem(CATEGORY_GONE, ERROR, message, document, reference.section, detail))
    return problems


def _menu_problems(menu: CheckedMenu, site: _Site) -> list[dict]:
    """A menu's items that link to a path where nothing is, for the menu editor
    (`document` 'menu:{key}', no section; `detail.item` names the item)."""
    problems = []
    reported: set[tuple[str, str]] = set()
    for link in menu_links(menu.items):
        if (link.path, link.item) in reported or site.leads_somewhere(link.path):
            continue
        reported.add((link.path, link.item))
        label = link.label or link.item
        message = MENU_LINK_WITHOUT_PAGE.format(path=link.path, menu=menu.title, label=label)
        detail = {
            "menu": menu.key,
            "item": link.item,
            "label": link.label,
            "field": link.field,
            "path": link.path,
            "used_by": sorted(menu.used_by),
        }
        problems.append(problem(BROKEN_LINK, ERROR, message, f"menu:{menu.key}", None, detail))
    return problems


def check_drafts(session: Session, project_id: int, items: list[Item] | None) -> list[dict]:
    """The problems the server sees in the drafts of `items` (None: every draft), each
    `{kind, severity, message, document, section, detail, source: 'server'}`."""
    documents = _documents(session, project_id, items)
    site = _Site(session, project_id, [row for name, row in documents if name == "page"])
    menus = MenusToCheck(session, project_id, [row for name, row in documents if name == "menu"])
    trees_of: dict[str, list[list]] = {}
    for name, row in documents:
        if name == "menu":
            continue
        kind = _KINDS[name]
        draft = working_copy(row, kind.columns)
        trees = [current_components(draft)]
        if name == "page":
            trees.append(current_components(draft, "secured_components"))
        trees_of[f"{name}:{kind.document_id(row)}"] = [tree or [] for tree in trees]
    checked_templates = {
        document.removeprefix("template:"): trees[0]
        for document, trees in trees_of.items()
        if document.startswith("template:")
    }
    problems: list[dict] = []
    for document, trees in trees_of.items():
        menus.rendered_by(document, trees, checked_templates)
        findings = scan([section for tree in trees for section in tree])
        problems += _problems_of(session, project_id, document, findings, site)
        if document.startswith("page:"):
            problems += outline_problems(findings.headings, document)
    for menu in menus.menus.values():
        problems += _menu_problems(menu, site)
    return [{**item, "source": SERVER} for item in problems]
