"""The redirects' door: the redirect the site answers for a path, before it looks for
a page (api/sites/bundle.py)."""

from __future__ import annotations

from dataclasses import dataclass

import sqlalchemy as sa
from sqlmodel import Session

from api.database import PreparedRead
from api.redirects.models import Redirect
from api.redirects.schemas import normalise_path

_redirect = Redirect.__table__


@dataclass(frozen=True)
class FoundRedirect:
    id: int
    location: str
    status: int

    @property
    def external(self) -> bool:
        """Leads to another site (an absolute https URL the owner chose)."""
        return not self.location.startswith("/")


# Prebuilt once: building the select per call cost more than running it.
_BY_PATHS = PreparedRead(
    sa.select(_redirect.c.id, _redirect.c.target, _redirect.c.status).where(
        _redirect.c.project_id == sa.bindparam("project_id"),
        _redirect.c.path.in_(sa.bindparam("paths", expanding=True)),
    )
)


def redirect_by_path(session: Session, project_id: int, path: str) -> FoundRedirect | None:
    """The redirect of `path` (as asked, or percent-decoded: redirects store old paths
    decoded), or None."""
    paths = sorted({path, normalise_path(path)})
    row = _BY_PATHS.first(session, project_id=project_id, paths=paths)
    return None if row is None else FoundRedirect(id=row[0], location=row[1], status=row[2])
