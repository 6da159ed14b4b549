"""Counting visitor searches that found nothing, per project and normalised query, at
most `max_queries` queries per project (like the 404 list, api/notfound/service.py)."""

from __future__ import annotations

from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, delete, func, select, update

from api.searchmisses.models import SearchMiss
from api.timestamps import utcnow

# Most searched first; among equals the most recent, so a new query outranks an old one.
RANKING = (SearchMiss.searches.desc(), SearchMiss.last_seen.desc(), SearchMiss.id.desc())


def register_search(session: Session, project_id: int, query: str, max_queries: int) -> int:
    """Adds one search for the (normalised) `query` and returns the new count.

    The increment is a single UPDATE so concurrent searches are not lost; the first
    inserts, and a concurrent first insert falls back to the increment. A new query
    beyond `max_queries` pushes the least searched (and longest unseen) out.
    """
    for _attempt in range(3):
        if _increment(session, project_id, query):
            return _count(session, project_id, query)
        try:
            with session.begin_nested():
                session.add(SearchMiss(project_id=project_id, query=query))
        except IntegrityError:
            continue
        _trim(session, project_id, max_queries)
        return 1
    raise RuntimeError("Could not register the empty search.")


def _increment(session: Session, project_id: int, query: str) -> bool:
    result = session.exec(
        update(SearchMiss)
        .where(SearchMiss.project_id == project_id, SearchMiss.query == query)
        .values(searches=SearchMiss.searches + 1, last_seen=utcnow())
    )
    return result.rowcount > 0


def _count(session: Session, project_id: int, query: str) -> int:
    statement = select(SearchMiss.searches).where(
        SearchMiss.project_id == project_id, SearchMiss.query == query
    )
    return session.exec(statement).one()


def _trim(session: Session, project_id: int, max_queries: int) -> None:
    beyond = session.exec(
        select(SearchMiss.id)
        .where(SearchMiss.project_id == project_id)
        .order_by(*RANKING)
        .offset(max_queries)
    ).all()
    if beyond:
        session.exec(delete(SearchMiss).where(SearchMiss.id.in_(list(beyond))))


def count_searches(session: Session, project_id: int) -> int:
    statement = select(func.count()).select_from(SearchMiss)
    return session.exec(statement.where(SearchMiss.project_id == project_id)).one()


def list_searches(
    session: Session, project_id: int, offset: int = 0, limit: int | None = None
) -> list[SearchMiss]:
    statement = (
        select(SearchMiss)
        .where(SearchMiss.project_id == project_id)
        .order_by(*RANKING)
        .offset(offset)
        .limit(limit)
    )
    return list(session.exec(statement).all())


def search_view(row: SearchMiss) -> dict:
    return {
        "query": row.query,
        "searches": row.searches,
        "first_seen": row.first_seen.isoformat(),
        "last_seen": row.last_seen.isoformat(),
    }
