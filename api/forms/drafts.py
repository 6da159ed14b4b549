"""Forms as documents with a draft and a published state (api/drafts.py)."""

from __future__ import annotations

from api.cache import Change
from api.cache.changes import form_key
from api.drafts import DocumentKind, drafted_rows, no_blockers
from api.forms.models import FORM_COLUMNS, Form
from api.forms.schemas import form_view
from api.forms.service import FORM_MISSING, get_form, list_forms


def owner_view(form: Form) -> dict:
    return {**form_view(form), "version": form.version}


def _change(project_id: int, form: Form, before: dict | None) -> Change:
    # A form published for the first time was a dangling reference until now.
    if before is None:
        return Change.project(project_id)
    return Change(project_id, frozenset({form_key(form.id)}))


KIND = DocumentKind(
    name="form",
    columns=FORM_COLUMNS,
    find=get_form,
    document_id=lambda form: form.key,
    drafted=lambda session, project_id: drafted_rows(session, Form, project_id),
    rows=list_forms,
    blockers=no_blockers,
    change=_change,
    view=owner_view,
    missing=FORM_MISSING,
)
