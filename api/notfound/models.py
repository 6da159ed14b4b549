"""Registered 404 misses: one row per project and path with a hit count."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import UniqueConstraint
from sqlmodel import Field, SQLModel

from api.timestamps import TIMESTAMP, utcnow


class NotFoundHit(SQLModel, table=True):
    __tablename__ = "not_found_hit"
    __table_args__ = (UniqueConstraint("project_id", "path", name="uq_not_found_project_path"),)

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    path: str = Field(max_length=1000)
    hits: int = Field(default=1)
    first_seen: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    last_seen: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
