"""Menus: a title and a nested list of items (two dropdown levels at most)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Column, Integer, UniqueConstraint
from sqlmodel import Field, SQLModel

from api.timestamps import TIMESTAMP, utcnow
from api.versions import version_column

_menu_version = version_column()


class Menu(SQLModel, table=True):
    __table_args__ = (UniqueConstraint("project_id", "key", name="uq_menu_project_key"),)

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    # The public id that section fields (main_menu_menu, ...) refer to.
    key: str = Field(max_length=100)
    title: str = Field(max_length=200)
    items: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    updated_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    # Raised by every UPDATE; owner writes send the version they read (api/versions.py).
    version: int | None = Field(default=None, sa_column=_menu_version)
    # Publishing (docs/publishing.md): the owner's unpublished content, None when there
    # is none; the row version the live columns were published at and when (both None
    # for a document never published, which visitors never see).
    draft: dict | None = Field(
        default=None, sa_column=Column(JSON(none_as_null=True), nullable=True)
    )
    published_version: int | None = Field(
        default=1, sa_column=Column("published_version", Integer, nullable=True)
    )
    published_at: datetime | None = Field(
        default_factory=utcnow,
        sa_column=Column("published_at", TIMESTAMP, nullable=True),
    )

    __mapper_args__ = {"version_id_col": _menu_version}


# What a draft of a menu holds and a revision keeps (api/drafts.py).
MENU_COLUMNS = ("title", "items")
