"""Visitor searches that found nothing: one row per project and normalised query."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import UniqueConstraint
from sqlmodel import Field, SQLModel

from api.timestamps import TIMESTAMP, utcnow


class SearchMiss(SQLModel, table=True):
    __tablename__ = "search_miss"
    __table_args__ = (UniqueConstraint("project_id", "query", name="uq_search_miss_project_query"),)

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    # Lower-cased, whitespace collapsed (schemas.normalise_query).
    query: str = Field(max_length=200)
    searches: int = Field(default=1)
    first_seen: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    last_seen: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
