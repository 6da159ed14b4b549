"""Reading and writing a project's forms, always scoped by project id."""

from __future__ import annotations

from sqlmodel import Session, select

from api.domain_errors import Invalid, NotFound
from api.forms.models import FORM_COLUMNS, Form
from api.forms.schemas import read_form
from api.timestamps import utcnow
from api.validation import Errors
from api.versions import (
    STALE_FORM,
    KeyedRowMessages,
    save_keyed_row,
)

FORM_MISSING = "Dit formulier bestaat niet."
FORM_TAKEN = "Er bestaat al een formulier met deze sleutel."
FORM_MESSAGES = KeyedRowMessages(stale=STALE_FORM, missing=FORM_MISSING, taken=FORM_TAKEN)


def list_forms(session: Session, project_id: int) -> list[Form]:
    statement = select(Form).where(Form.project_id == project_id).order_by(Form.key)
    return list(session.exec(statement).all())


def get_form(session: Session, project_id: int, key: str) -> Form | None:
    statement = select(Form).where(Form.project_id == project_id, Form.key == key)
    return session.exec(statement).first()


def form_of_project(session: Session, project_id: int, key: str) -> Form:
    form = get_form(session, project_id, key)
    if form is None:
        raise NotFound(FORM_MISSING)
    return form


def put_form(
    session: Session, project_id: int, key: str, data: dict, *, expected_version: int | None
) -> tuple[Form, bool]:
    """Replaces the form `key` from an owner's payload or creates it; tells whether it
    is new. Same version and conflict rules as menus."""
    errors = Errors()
    form = read_form(errors, {**data, "id": key}, "")
    if errors:
        raise Invalid(errors.messages)
    return save_keyed_row(
        session,
        get_form(session, project_id, key),
        lambda: Form(project_id=project_id, key=key, title=form["title"]),
        lambda row: _fill(row, form),
        expected_version,
        FORM_MESSAGES,
        FORM_COLUMNS,
    )


def forms_by_keys(session: Session, project_id: int, keys: set[str]) -> list[Form]:
    if not keys:
        return []
    statement = (
        select(Form)
        .where(Form.project_id == project_id, Form.key.in_(sorted(keys)))
        .order_by(Form.key)
    )
    return list(session.exec(statement).all())


def _fill(row: Form, form: dict) -> None:
    row.title = form["title"]
    row.submit_title = form["submit_title"]
    row.message = form["message"]
    row.redirection_url = form["redirection_url"]
    row.items = form["items"]
    row.updated_at = utcnow()


def file_items(session: Session, project_id: int, key: str) -> list[dict] | None:
    """The upload rules of the form's file items (`accept`, `max_size`, each absent when
    the item keeps the default); None when the project has no such form. The files
    domain asks this, through the application, before it signs a visitor's upload."""
    form = get_form(session, project_id, key)
    if form is None:
        return None
    return [
        {name: item[name] for name in ("accept", "max_size") if name in item}
        for item in form.items
        if item.get("type") == "file"
    ]
