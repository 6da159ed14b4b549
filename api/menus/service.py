"""Reading and writing a project's menus, always scoped by project id."""

from __future__ import annotations

from sqlmodel import Session, select

from api.domain_errors import Invalid, NotFound
from api.menus.models import MENU_COLUMNS, Menu
from api.menus.schemas import read_menu
from api.timestamps import utcnow
from api.validation import Errors
from api.versions import (
    STALE_MENU,
    KeyedRowMessages,
    flush_versioned,
    save_keyed_row,
)

MENU_MISSING = "Dit menu bestaat niet."
MENU_TAKEN = "Er bestaat al een menu met deze sleutel."
MENU_MESSAGES = KeyedRowMessages(stale=STALE_MENU, missing=MENU_MISSING, taken=MENU_TAKEN)


def list_menus(session: Session, project_id: int) -> list[Menu]:
    statement = select(Menu).where(Menu.project_id == project_id).order_by(Menu.key)
    return list(session.exec(statement).all())


def get_menu(session: Session, project_id: int, key: str) -> Menu | None:
    statement = select(Menu).where(Menu.project_id == project_id, Menu.key == key)
    return session.exec(statement).first()


def menu_of_project(session: Session, project_id: int, key: str) -> Menu:
    menu = get_menu(session, project_id, key)
    if menu is None:
        raise NotFound(MENU_MISSING)
    return menu


def put_menu(
    session: Session, project_id: int, key: str, data: dict, *, expected_version: int | None
) -> tuple[Menu, bool]:
    """Replaces the menu's title and items from an owner's payload, or creates the menu
    when the key is new; tells whether it is new. A concurrent create of the same key
    is a Conflict, a write based on an older version a StaleVersion."""
    errors = Errors()
    menu = read_menu(errors, {**data, "id": key}, "")
    if errors:
        raise Invalid(errors.messages)
    return save_keyed_row(
        session,
        get_menu(session, project_id, key),
        lambda: Menu(project_id=project_id, key=key, title=menu["title"]),
        lambda row: _fill(row, menu),
        expected_version,
        MENU_MESSAGES,
        MENU_COLUMNS,
    )


def menus_by_keys(session: Session, project_id: int, keys: set[str]) -> list[Menu]:
    if not keys:
        return []
    statement = (
        select(Menu)
        .where(Menu.project_id == project_id, Menu.key.in_(sorted(keys)))
        .order_by(Menu.key)
    )
    return list(session.exec(statement).all())


def save_menu(session: Session, project_id: int, menu: dict) -> tuple[Menu, bool]:
    """Creates or replaces the menu with key `menu['id']`; tells whether it is new."""
    row = get_menu(session, project_id, menu["id"])
    created = row is None
    if row is None:
        row = Menu(project_id=project_id, key=menu["id"], title=menu["title"])
    _fill(row, menu)
    session.add(row)
    flush_versioned(session, STALE_MENU)
    return row, created


def _fill(row: Menu, menu: dict) -> None:
    row.title = menu["title"]
    row.items = menu["items"]
    row.updated_at = utcnow()
