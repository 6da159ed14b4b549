"""Menus as documents with a draft and a published state (api/drafts.py)."""

from __future__ import annotations

from api.cache import Change
from api.drafts import DocumentKind, drafted_rows, no_blockers
from api.menus.models import MENU_COLUMNS, Menu
from api.menus.schemas import menu_view
from api.menus.service import MENU_MISSING, get_menu, list_menus


def owner_view(menu: Menu) -> dict:
    return {**menu_view(menu), "version": menu.version}


KIND = DocumentKind(
    name="menu",
    columns=MENU_COLUMNS,
    find=get_menu,
    document_id=lambda menu: menu.key,
    drafted=lambda session, project_id: drafted_rows(session, Menu, project_id),
    rows=list_menus,
    blockers=no_blockers,
    change=lambda project_id, menu, before: Change.menu(
        project_id, menu.id, created=before is None
    ),
    view=owner_view,
    missing=MENU_MISSING,
)
