"""The empty searches' door for the visitors' search (api/sites/search.py): a search
that found nothing is counted here."""

from __future__ import annotations

from sqlmodel import Session

from api.searchmisses import service
from api.searchmisses.schemas import normalise_query


def record_empty_search(session: Session, project_id: int, raw_query: str, max_queries: int) -> int:
    """Counts one search for `raw_query` that found nothing; 0 when the query is too
    short to keep (nothing stored)."""
    query = normalise_query(raw_query)
    if not query:
        return 0
    return service.register_search(session, project_id, query, max_queries)
