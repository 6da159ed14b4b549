"""The 404 list's door for reads of other modules: the most-hit misses (the owner's
overview, api/overview)."""

from __future__ import annotations

from sqlmodel import Session

from api.notfound import service


def top_misses(session: Session, project_id: int, limit: int) -> list[dict]:
    """The `limit` most-hit missed paths: {path, hits, last_seen}."""
    return [
        {"path": row.path, "hits": row.hits, "last_seen": row.last_seen.isoformat()}
        for row in service.list_misses(session, project_id, limit=limit)
    ]


def count_misses(session: Session, project_id: int) -> int:
    return service.count_misses(session, project_id)
