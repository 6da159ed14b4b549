"""The project's site-wide settings as a document with a draft and a published state
(api/drafts.py): document id 'settings'."""

from __future__ import annotations

from sqlmodel import Session

from api.cache import Change
from api.drafts import DocumentKind, no_blockers
from api.projects.models import SETTINGS_COLUMNS, Project
from api.projects.schemas import project_view
from api.projects.service import PROJECT_MISSING, get_project
from api.secrets_masking import masked_modules

SETTINGS_DOCUMENT = "settings"


def settings_view(project: Project) -> dict:
    # Secrets in the settings (the Mollie key) are answered masked.
    view = {**project_view(project), "modules": masked_modules(project.modules)}
    return {**view, "version": project.version}


def _find(session: Session, project_id: int, document: str) -> Project | None:
    return get_project(session, project_id) if document == SETTINGS_DOCUMENT else None


def _drafted(session: Session, project_id: int) -> list[Project]:
    project = get_project(session, project_id)
    return [project] if project is not None and project.draft is not None else []


KIND = DocumentKind(
    name="settings",
    columns=SETTINGS_COLUMNS,
    find=_find,
    document_id=lambda project: SETTINGS_DOCUMENT,
    drafted=_drafted,
    rows=lambda session, project_id: [get_project(session, project_id)],
    blockers=no_blockers,
    # Palette, translations and consent texts show on every page of the project.
    change=lambda project_id, project, before: Change.project(project_id),
    view=settings_view,
    missing=PROJECT_MISSING,
)
