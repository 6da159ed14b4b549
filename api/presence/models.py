"""One row per project, document and account: the editor's last heartbeat."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import UniqueConstraint
from sqlmodel import Field, SQLModel

from api.timestamps import TIMESTAMP, utcnow


class EditorPresence(SQLModel, table=True):
    __tablename__ = "editor_presence"
    __table_args__ = (
        UniqueConstraint(
            "project_id", "document", "account_id", name="uq_editor_presence_document_account"
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    account_id: int = Field(foreign_key="account.id", index=True, ondelete="CASCADE")
    # 'page:12' or 'template:cta' (schemas.read_document).
    document: str = Field(max_length=110)
    # The section id being edited, NULL when none is selected.
    section: str | None = Field(default=None, max_length=200)
    seen_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP, index=True)
