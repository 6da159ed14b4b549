"""The owner's redirects: one row per project and old path."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import UniqueConstraint
from sqlmodel import Field, SQLModel

from api.timestamps import TIMESTAMP, utcnow


class Redirect(SQLModel, table=True):
    __tablename__ = "redirect"
    __table_args__ = (UniqueConstraint("project_id", "path", name="uq_redirect_project_path"),)

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    # The old path, normalised like page paths ('/oud', never a trailing slash).
    path: str = Field(max_length=500)
    # A path on the site ('/nieuw', '/nieuw?x=1') or an absolute https URL.
    target: str = Field(max_length=2000)
    # 301 (moved for good) or 302 (for now).
    status: int = Field(default=301)
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    updated_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
