"""Pages and reusable templates as documents with a draft and a published state
(api/drafts.py)."""

from __future__ import annotations

from sqlmodel import Session

from api.cache import Change
from api.cache.changes import template_key
from api.drafts import DocumentKind, drafted_rows, no_blockers
from api.pages.models import PAGE_COLUMNS, TEMPLATE_COLUMNS, Page, ReusableTemplate
from api.pages.schemas import page_view, template_view
from api.pages.service import (
    PAGE_MISSING,
    TEMPLATE_MISSING,
    get_page,
    get_template,
    list_pages,
    list_templates,
    page_blockers,
)


def find_page(session: Session, project_id: int, document: str) -> Page | None:
    # ASCII digits only: int() would also read '١٢' (Arabic-Indic digits) as 12.
    if not (document.isascii() and document.isdigit()) or len(document) > 18:
        return None
    return get_page(session, project_id, int(document))


def _page_change(project_id: int, page: Page, before: dict | None) -> Change:
    # A first publication or a new path: the old path turns into a 404 and the new one
    # stops being one.
    moved = before is None or before["path"] != page.path
    return Change.page(project_id, page.id, moved=moved)


def owner_template(template: ReusableTemplate) -> dict:
    return {**template_view(template), "version": template.version}


def _template_change(project_id: int, template: ReusableTemplate, before: dict | None) -> Change:
    # A template published for the first time was a dangling reference until now.
    if before is None:
        return Change.project(project_id)
    return Change(project_id, frozenset({template_key(template.id)}))


PAGE = DocumentKind(
    name="page",
    columns=PAGE_COLUMNS,
    find=find_page,
    document_id=lambda page: str(page.id),
    drafted=lambda session, project_id: drafted_rows(session, Page, project_id),
    rows=list_pages,
    blockers=page_blockers,
    change=_page_change,
    view=page_view,
    missing=PAGE_MISSING,
)

TEMPLATE = DocumentKind(
    name="template",
    columns=TEMPLATE_COLUMNS,
    find=get_template,
    document_id=lambda template: template.key,
    drafted=lambda session, project_id: drafted_rows(session, ReusableTemplate, project_id),
    rows=list_templates,
    blockers=no_blockers,
    change=_template_change,
    view=owner_template,
    missing=TEMPLATE_MISSING,
)
