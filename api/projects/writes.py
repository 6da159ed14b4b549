"""The projects domain's write door: what another domain may write of a project, its
own part of `modules` (the shop: `modules.webshop`, docs/owner-orders.md).

A write names the project version it read and raises it, exactly as the project's own
settings writes do, so one If-Match guards both.
"""

from __future__ import annotations

import sqlalchemy as sa
from sqlmodel import Session

from api.projects.models import Project
from api.timestamps import utcnow

__all__ = ["modules_and_version", "replace_modules"]

_project = Project.__table__


def modules_and_version(session: Session, project_id: int) -> tuple[dict, int] | None:
    """The project's `modules` ({} when not an object) and its version; None when there
    is no such project."""
    row = session.execute(
        sa.select(_project.c.modules, _project.c.version).where(_project.c.id == project_id)
    ).one_or_none()
    if row is None:
        return None
    return (row.modules if isinstance(row.modules, dict) else {}), row.version


def replace_modules(session: Session, project_id: int, modules: dict, version: int) -> bool:
    """Writes `modules` when the project is still at `version`, raising it by one;
    False when someone else saved since."""
    written = session.execute(
        sa.update(_project)
        .where(_project.c.id == project_id, _project.c.version == version)
        .values(modules=modules, version=version + 1, updated_at=utcnow())
    )
    return written.rowcount == 1
