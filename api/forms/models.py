"""Visitor forms: fields, submit label, success message and optional redirect."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Column, Integer, UniqueConstraint
from sqlmodel import Field, SQLModel

from api.timestamps import TIMESTAMP, utcnow
from api.versions import version_column

_form_version = version_column()


class Form(SQLModel, table=True):
    __table_args__ = (UniqueConstraint("project_id", "key", name="uq_form_project_key"),)

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    key: str = Field(max_length=100)
    title: str = Field(max_length=200)
    submit_title: str = Field(default="Versturen", max_length=200)
    message: str = Field(default="", max_length=2000)
    redirection_url: str = Field(default="0", max_length=1000)
    items: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    updated_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    # Raised by every UPDATE; owner writes send the version they read (api/versions.py).
    version: int | None = Field(default=None, sa_column=_form_version)
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

    __mapper_args__ = {"version_id_col": _form_version}


class FormSubmission(SQLModel, table=True):
    """One visitor's sent form: the values of the form's own fields (each with the label
    and type it had then), the page it was sent from, the time and its files."""

    __tablename__ = "form_submission"

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    # The form's key; kept when the form is changed or removed later.
    form_key: str = Field(max_length=100, index=True)
    form_title: str = Field(default="", max_length=200)
    url: str = Field(default="", max_length=2000)
    # [{identifier, label, type, value}] in the form's order; never a field it lacks.
    values: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    # Upload paths of its file fields (docs/forms.md, Uploads); deleted with it.
    files: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP, index=True)


class FormSubmitWindow(SQLModel, table=True):
    """Submissions per client in the current fixed window, shared by every process: one
    row per client, raised by an atomic upsert (api/forms/limits.py)."""

    __tablename__ = "form_submit_window"

    client: str = Field(primary_key=True, max_length=100)
    # The window's start, in whole seconds since the epoch.
    window_start: int = Field(index=True)
    hits: int = Field(default=0)


class FormOutcome(SQLModel, table=True):
    """How a form posted without JavaScript went, for the page the visitor is sent back
    to (`?formulier={token}`): kept for minutes, found by the SHA-256 of its token
    (api/forms/outcomes.py)."""

    __tablename__ = "form_outcome"

    token_hash: str = Field(primary_key=True, max_length=64)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    form_key: str = Field(max_length=100)
    # 'sent' or 'invalid' (outcomes.SENT, outcomes.INVALID).
    status: str = Field(max_length=10)
    message: str = Field(default="", max_length=2000)
    redirection_url: str = Field(default="0", max_length=1000)
    # {identifier: [message]}, as a refused JSON submit answers them.
    errors: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    # {identifier: value} of what the visitor entered (no passwords); a file item's
    # value is the list of its upload paths.
    values: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    # Every upload path among the values.
    files: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    expires_at: datetime = Field(sa_type=TIMESTAMP, index=True)


# What a draft of a form holds and a revision keeps (api/drafts.py).
FORM_COLUMNS = ("title", "submit_title", "message", "redirection_url", "items")
