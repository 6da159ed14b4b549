"""The forms domain's door: the forms visitors see and send, and the form keys other
domains may refer to.

Visitors get only published forms: a row whose `published_at` is NULL was never
published and does not exist for them (`_PUBLISHED`, the one place that decides it),
in the page bundle as in the submit, the post without JavaScript and the signed upload
URLs of a form's file fields. Only the live columns: the owner's `draft` is never
selected. Prebuilt Core selects returning plain rows, which `form_view` takes as they
are.
"""

from __future__ import annotations

from collections.abc import Iterable

import sqlalchemy as sa
from sqlalchemy.engine import Row
from sqlmodel import Session

from api.database import PreparedRead
from api.drafts import previewing, with_draft
from api.forms.models import FORM_COLUMNS, Form
from api.forms.schemas import form_view

__all__ = [
    "PublishedForm",
    "form_keys",
    "form_view",
    "published_form_by_key",
    "published_form_file_items",
    "published_forms_by_keys",
]

# A published form as visitors see it: id, key, title, submit_title, message,
# redirection_url, items.
PublishedForm = Row

_form = Form.__table__
# Visitors see a form once it was published.
_PUBLISHED = _form.c.published_at.is_not(None)
# `c["items"]`: `c.items` is the column collection's own method.
_COLUMNS = (
    _form.c.id,
    _form.c.key,
    _form.c.title,
    _form.c.submit_title,
    _form.c.message,
    _form.c.redirection_url,
    _form.c["items"],
)
_IN_PROJECT = (_form.c.project_id == sa.bindparam("project_id"), _PUBLISHED)
_FORMS = PreparedRead(
    sa.select(*_COLUMNS)
    .where(*_IN_PROJECT, _form.c.key.in_(sa.bindparam("keys", expanding=True)))
    .order_by(_form.c.key)
)
_FORM = sa.select(*_COLUMNS).where(*_IN_PROJECT, _form.c.key == sa.bindparam("key"))
_KEYS = sa.select(_form.c.key).where(_form.c.project_id == sa.bindparam("project_id"))


# A preview (docs/publishing.md): the named forms as drafted, published or not.
_PREVIEW_FORMS = (
    sa.select(*_COLUMNS, _form.c.draft)
    .where(
        _form.c.project_id == sa.bindparam("project_id"),
        _form.c.key.in_(sa.bindparam("keys", expanding=True)),
    )
    .order_by(_form.c.key)
)


def published_forms_by_keys(session: Session, project_id: int, keys: Iterable[str]) -> list[Row]:
    """The named forms that exist, in key order; in a preview as drafted
    (api.drafts.start_preview)."""
    keys = sorted(keys)
    if not keys:
        return []
    params = {"project_id": project_id, "keys": keys}
    if previewing(session):
        rows = session.connection().execute(_PREVIEW_FORMS, params)
        return [with_draft(row, FORM_COLUMNS) for row in rows]
    return _FORMS.all(session, **params)


def published_form_by_key(session: Session, project_id: int, key: str) -> PublishedForm | None:
    params = {"project_id": project_id, "key": key}
    return session.connection().execute(_FORM, params).first()


def published_form_file_items(session: Session, project_id: int, key: str) -> list[dict] | None:
    """The upload rules of the form's file items (`accept`, `max_size`, each absent when
    the item keeps the default); None when the project has no such form. The files
    domain asks this, through the application, before it signs a visitor's upload."""
    form = published_form_by_key(session, project_id, key)
    if form is None:
        return None
    return [
        {name: item[name] for name in ("accept", "max_size") if name in item}
        for item in form.items
        if item.get("type") == "file"
    ]


def form_keys(session: Session, project_id: int) -> frozenset[str]:
    """The keys of every form of the project, published or not: what an owner's other
    documents (a product's form) may name."""
    return frozenset(session.execute(_KEYS, {"project_id": project_id}).scalars())
