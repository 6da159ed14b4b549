"""The empty searches' door for reads of other modules: the most searched (the owner's
overview, api/overview)."""

from __future__ import annotations

from sqlmodel import Session

from api.searchmisses import service


def top_searches(session: Session, project_id: int, limit: int) -> list[dict]:
    return [
        service.search_view(row) for row in service.list_searches(session, project_id, limit=limit)
    ]


def count_searches(session: Session, project_id: int) -> int:
    return service.count_searches(session, project_id)
