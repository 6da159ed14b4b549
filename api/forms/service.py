"""Reading and writing a project's forms, always scoped by project id."""

from __future__ import annotations

from sqlmodel import Session, select

from api.forms.models import Form
from api.timestamps import utcnow


def list_forms(session: Session, project_id: int) -> list[Form]:
    statement = select(Form).where(Form.project_id == project_id).order_by(Form.key)
    return list(session.exec(statement).all())


def forms_by_keys(session: Session, project_id: int, keys: set[str]) -> list[Form]:
    if not keys:
        return []
    statement = (
        select(Form)
        .where(Form.project_id == project_id, Form.key.in_(sorted(keys)))
        .order_by(Form.key)
    )
    return list(session.exec(statement).all())


def save_form(session: Session, project_id: int, form: dict) -> Form:
    statement = select(Form).where(Form.project_id == project_id, Form.key == form["id"])
    row = session.exec(statement).first()
    if row is None:
        row = Form(project_id=project_id, key=form["id"], title=form["title"])
    row.title = form["title"]
    row.submit_title = form["submit_title"]
    row.message = form["message"]
    row.redirection_url = form["redirection_url"]
    row.items = form["items"]
    row.updated_at = utcnow()
    session.add(row)
    return row


def delete_forms_except(session: Session, project_id: int, keep: set[str]) -> None:
    for row in list_forms(session, project_id):
        if row.key not in keep:
            session.delete(row)
