"""The 404 list's door for writes of other domains: a redirect made for a missed path
takes that path off the list (api/redirects)."""

from __future__ import annotations

from collections.abc import Iterable

from sqlmodel import Session, delete

from api.notfound.models import NotFoundHit


def forget_paths(session: Session, project_id: int, paths: Iterable[str]) -> int:
    """Removes the project's misses at `paths`; returns how many were removed."""
    wanted = sorted({path for path in paths if path})
    if not wanted:
        return 0
    result = session.exec(
        delete(NotFoundHit).where(
            NotFoundHit.project_id == project_id, NotFoundHit.path.in_(wanted)
        )
    )
    return result.rowcount or 0
