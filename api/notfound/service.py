"""Counting 404 misses per project and path."""

from __future__ import annotations

from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select, update

from api.notfound.models import NotFoundHit
from api.timestamps import utcnow


def register_miss(session: Session, project_id: int, path: str) -> int:
    """Adds one hit for `path` and returns the new count.

    The increment is a single UPDATE so concurrent misses are not lost; the first
    miss inserts, and a concurrent first insert falls back to the increment.
    """
    for _attempt in range(3):
        if _increment(session, project_id, path):
            return _hits(session, project_id, path)
        try:
            with session.begin_nested():
                session.add(NotFoundHit(project_id=project_id, path=path))
            return 1
        except IntegrityError:
            continue
    raise RuntimeError("Could not register the 404 hit.")


def _increment(session: Session, project_id: int, path: str) -> bool:
    result = session.exec(
        update(NotFoundHit)
        .where(NotFoundHit.project_id == project_id, NotFoundHit.path == path)
        .values(hits=NotFoundHit.hits + 1, last_seen=utcnow())
    )
    return result.rowcount > 0


def _hits(session: Session, project_id: int, path: str) -> int:
    statement = select(NotFoundHit.hits).where(
        NotFoundHit.project_id == project_id, NotFoundHit.path == path
    )
    return session.exec(statement).one()


def list_misses(session: Session, project_id: int) -> list[NotFoundHit]:
    statement = (
        select(NotFoundHit)
        .where(NotFoundHit.project_id == project_id)
        .order_by(NotFoundHit.hits.desc(), NotFoundHit.path)
    )
    return list(session.exec(statement).all())
