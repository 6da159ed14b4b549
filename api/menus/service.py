"""Reading and writing a project's menus, always scoped by project id."""

from __future__ import annotations

from sqlmodel import Session, select

from api.menus.models import Menu
from api.timestamps import utcnow


def list_menus(session: Session, project_id: int) -> list[Menu]:
    statement = select(Menu).where(Menu.project_id == project_id).order_by(Menu.key)
    return list(session.exec(statement).all())


def get_menu(session: Session, project_id: int, key: str) -> Menu | None:
    statement = select(Menu).where(Menu.project_id == project_id, Menu.key == key)
    return session.exec(statement).first()


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
    row.title = menu["title"]
    row.items = menu["items"]
    row.updated_at = utcnow()
    session.add(row)
    session.flush()
    return row, created


def delete_menus_except(session: Session, project_id: int, keep: set[str]) -> None:
    for row in list_menus(session, project_id):
        if row.key not in keep:
            session.delete(row)
