"""Counting 404 misses per project and path, at most `max_paths` paths per project."""

from __future__ import annotations

from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, delete, func, select, update

from api.notfound.models import NotFoundHit
from api.timestamps import utcnow

# Most hit first; among equals the most recent, so a new miss outranks an old one.
RANKING = (NotFoundHit.hits.desc(), NotFoundHit.last_seen.desc(), NotFoundHit.id.desc())


def register_miss(session: Session, project_id: int, path: str, max_paths: int) -> int:
    """Adds one hit for `path` and returns the new count.

    The increment is a single UPDATE so concurrent misses are not lost; the first
    miss inserts, and a concurrent first insert falls back to the increment. A new path
    beyond `max_paths` pushes the least hit (and longest unseen) paths out.
    """
    for _attempt in range(3):
        if _increment(session, project_id, path):
            return _hits(session, project_id, path)
        try:
            with session.begin_nested():
                session.add(NotFoundHit(project_id=project_id, path=path))
        except IntegrityError:
            continue
        _trim(session, project_id, max_paths)
        return 1
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


def _trim(session: Session, project_id: int, max_paths: int) -> None:
    beyond = session.exec(
        select(NotFoundHit.id)
        .where(NotFoundHit.project_id == project_id)
        .order_by(*RANKING)
        .offset(max_paths)
    ).all()
    if beyond:
        session.exec(delete(NotFoundHit).where(NotFoundHit.id.in_(list(beyond))))


def count_misses(session: Session, project_id: int) -> int:
    statement = select(func.count()).select_from(NotFoundHit)
    return session.exec(statement.where(NotFoundHit.project_id == project_id)).one()


def list_misses(
    session: Session, project_id: int, offset: int = 0, limit: int | None = None
) -> list[NotFoundHit]:
    statement = (
        select(NotFoundHit)
        .where(NotFoundHit.project_id == project_id)
        .order_by(NotFoundHit.hits.desc(), NotFoundHit.path)
        .offset(offset)
        .limit(limit)
    )
    return list(session.exec(statement).all())
