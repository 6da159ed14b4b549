"""Reading and writing pages and reusable templates, always scoped by project id."""

from __future__ import annotations

from sqlmodel import Session, select

from api.accounts.passwords import verify_password
from api.pages.models import Page, ReusableTemplate
from api.timestamps import utcnow

NOT_FOUND_PATH = "/404"


def list_pages(session: Session, project_id: int) -> list[Page]:
    statement = select(Page).where(Page.project_id == project_id).order_by(Page.path)
    return list(session.exec(statement).all())


def get_page(session: Session, project_id: int, page_id: int) -> Page | None:
    statement = select(Page).where(Page.project_id == project_id, Page.id == page_id)
    return session.exec(statement).first()


def find_page(session: Session, project_id: int, path: str) -> Page | None:
    statement = select(Page).where(Page.project_id == project_id, Page.path == path)
    return session.exec(statement).first()


def pages_by_paths(session: Session, project_id: int, paths: list[str]) -> list[Page]:
    if not paths:
        return []
    statement = select(Page).where(Page.project_id == project_id, Page.path.in_(paths))
    return list(session.exec(statement).all())


def path_taken(session: Session, project_id: int, path: str, except_id: int | None) -> bool:
    page = find_page(session, project_id, path)
    return page is not None and page.id != except_id


def create_page(session: Session, project_id: int, fields: dict) -> Page:
    page = Page(project_id=project_id, **fields)
    session.add(page)
    session.flush()
    return page


def update_page(session: Session, page: Page, fields: dict) -> Page:
    for key, value in fields.items():
        setattr(page, key, value)
    page.updated_at = utcnow()
    session.add(page)
    session.flush()
    return page


def save_page_by_path(session: Session, project_id: int, fields: dict) -> Page:
    """Creates or overwrites the page at `fields['path']` (site imports keep page ids)."""
    page = find_page(session, project_id, fields["path"])
    if page is None:
        return create_page(session, project_id, fields)
    return update_page(session, page, fields)


def delete_pages_except(session: Session, project_id: int, keep_paths: set[str]) -> None:
    for page in list_pages(session, project_id):
        if page.path not in keep_paths:
            session.delete(page)


def unlock_page(page: Page, password: str) -> bool:
    return page.password_hash is not None and verify_password(password, page.password_hash)


def list_templates(session: Session, project_id: int) -> list[ReusableTemplate]:
    statement = (
        select(ReusableTemplate)
        .where(ReusableTemplate.project_id == project_id)
        .order_by(ReusableTemplate.key)
    )
    return list(session.exec(statement).all())


def templates_by_keys(session: Session, project_id: int, keys: set[str]) -> list[ReusableTemplate]:
    if not keys:
        return []
    statement = (
        select(ReusableTemplate)
        .where(ReusableTemplate.project_id == project_id, ReusableTemplate.key.in_(sorted(keys)))
        .order_by(ReusableTemplate.key)
    )
    return list(session.exec(statement).all())


def save_template(session: Session, project_id: int, template: dict) -> ReusableTemplate:
    statement = select(ReusableTemplate).where(
        ReusableTemplate.project_id == project_id, ReusableTemplate.key == template["id"]
    )
    row = session.exec(statement).first()
    if row is None:
        row = ReusableTemplate(project_id=project_id, key=template["id"])
    row.title = template["title"]
    row.components = template["components"]
    row.updated_at = utcnow()
    session.add(row)
    return row


def delete_templates_except(session: Session, project_id: int, keep: set[str]) -> None:
    for row in list_templates(session, project_id):
        if row.key not in keep:
            session.delete(row)
