"""The projects domain's door: what visitors' answers and other domains read of a
project.

The live columns are the published state of the site-wide settings; the owner's
`draft` is never selected. A project is live from its creation (tenancy serves it
by host), so no read here skips one. Prebuilt Core selects returning plain rows,
which `project_view` takes as they are.
"""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy.engine import Row
from sqlmodel import Session

from api.database import PreparedRead
from api.drafts import previewing, with_draft
from api.projects.models import SETTINGS_COLUMNS, Project
from api.projects.schemas import project_view

__all__ = ["project_modules", "project_view", "published_project"]

_project = Project.__table__
_PROJECT = sa.select(
    _project.c.id,
    _project.c.title,
    _project.c.domain_live,
    _project.c.logo,
    _project.c.translations,
    _project.c.modules,
    _project.c.styles,
    _project.c.cookie_consent,
    _project.c.global_fields,
).where(_project.c.id == sa.bindparam("project_id"))
_MODULES = sa.select(_project.c.modules).where(_project.c.id == sa.bindparam("project_id"))


_PREVIEW_PROJECT = _PROJECT.add_columns(_project.c.draft)
_PROJECT_READ = PreparedRead(_PROJECT)


def published_project(session: Session, project_id: int) -> Row | None:
    """The settings every page renders with (the columns of `project_view`), or None;
    in a preview with the site-wide settings as drafted (api.drafts.start_preview)."""
    if previewing(session):
        row = session.connection().execute(_PREVIEW_PROJECT, {"project_id": project_id}).first()
        return None if row is None else with_draft(row, SETTINGS_COLUMNS)
    return _PROJECT_READ.first(session, project_id=project_id)


def project_modules(session: Session, project_id: int) -> object:
    """The project's `modules` (each domain's settings under its own key, the shop's
    under `webshop`); None when there is no such project."""
    return session.execute(_MODULES, {"project_id": project_id}).scalar_one_or_none()
