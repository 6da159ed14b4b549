"""Releases (one publication of several documents, or a scheduled one) and revisions
(the content of one document as a release published it)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Column, Integer, UniqueConstraint
from sqlmodel import Field, SQLModel

from api.catalogue.content_migrations import CURRENT_CONTENT_SCHEMA
from api.timestamps import TIMESTAMP, utcnow


class Release(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    # 'scheduled', 'publishing' (claimed by one process), 'published', 'failed'.
    status: str = Field(max_length=12, index=True)
    note: str = Field(default="", max_length=500)
    # [{kind, id}] as asked; once published, as published.
    items: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    scheduled_for: datetime | None = Field(default=None, sa_type=TIMESTAMP)
    published_at: datetime | None = Field(default=None, sa_type=TIMESTAMP)
    # The release this one rolled back.
    reverts_id: int | None = Field(default=None)
    created_by: int | None = Field(default=None)
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    # Why a scheduled release could not be published: {field: [message]}.
    failure: dict | None = Field(
        default=None, sa_column=Column(JSON(none_as_null=True), nullable=True)
    )
    # The publish check's problems it went out with (docs/page-editor.md, "Publish
    # check"): the server's own and the ones the editor measured; NULL when unchecked.
    checks: list | None = Field(
        default=None, sa_column=Column(JSON(none_as_null=True), nullable=True)
    )


class Revision(SQLModel, table=True):
    __table_args__ = (
        UniqueConstraint(
            "project_id", "kind", "document", "number", name="uq_revision_document_number"
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    # 'page', 'menu', 'form', 'template' or 'settings'.
    kind: str = Field(max_length=10)
    # The page id (as text) or the key; 'settings' for the project's settings.
    document: str = Field(max_length=100)
    # 1, 2, ... per document.
    number: int
    content: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    # The content-schema version of the trees in `content` (docs/content-migrations.md):
    # restoring passes both to api.catalogue.content_migrations.migrate_content.
    content_schema: int = Field(
        default=CURRENT_CONTENT_SCHEMA,
        sa_column=Column(Integer, nullable=False, server_default="1"),
    )
    release_id: int | None = Field(
        default=None, foreign_key="release.id", index=True, ondelete="SET NULL"
    )
    note: str = Field(default="", max_length=500)
    created_by: int | None = Field(default=None)
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
