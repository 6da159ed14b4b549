"""Uploaded files, the upload rate limit's counts and the key that signs file URLs."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Column, UniqueConstraint
from sqlmodel import Field, SQLModel

from api.timestamps import TIMESTAMP, utcnow


class FileUpload(SQLModel, table=True):
    """One file from the moment its signed upload URL is made: who may use it (the
    space, and for a visitor the hash of the upload session), where it is stored and
    what it may be (type and size, signed into the URL) and how far it got (`state`,
    docs/files.md)."""

    __tablename__ = "file_upload"
    __table_args__ = (
        UniqueConstraint("key", name="uq_file_upload_key"),
        UniqueConstraint("project_id", "path", name="uq_file_upload_project_path"),
    )

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    # 'visitor' (a form upload) or 'owner' (the project's own files).
    space: str = Field(max_length=10)
    # sha256 (hex) of the visitor's upload session cookie; '' in the owner space.
    session_hash: str = Field(default="", max_length=64, index=True)
    # The form a visitor's upload is for; '' in the owner space.
    form_key: str = Field(default="", max_length=100)
    # The name callers use: unique in the project, after the pipeline's renaming.
    path: str = Field(max_length=300)
    # Where the bytes are: `<public|private>/<project>/<space>/<path>`.
    key: str = Field(max_length=400)
    is_private: bool = Field(default=True)
    # The type signed into the upload URL, then the type of the stored bytes.
    content_type: str = Field(max_length=100)
    max_size: int
    # How images are normalised: {keep_transparency, background, max_width, max_height}.
    rules: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    # pending -> receiving -> stored, or refused; deleted (states.py).
    state: str = Field(default="pending", max_length=10, index=True)
    size: int | None = Field(default=None)
    # The stored form submission naming this file; it can no longer be deleted alone.
    submission_id: int | None = Field(default=None, index=True)
    # The client address that asked for the upload URL.
    client: str = Field(default="", max_length=100)
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP, index=True)
    expires_at: datetime = Field(sa_type=TIMESTAMP)
    stored_at: datetime | None = Field(default=None, sa_type=TIMESTAMP)


class FileUploadWindow(SQLModel, table=True):
    """Signed upload URLs per upload session and per client address in the current
    fixed window, shared by every process (api/window_counts.py)."""

    __tablename__ = "file_upload_window"

    client: str = Field(primary_key=True, max_length=100)
    window_start: int = Field(index=True)
    hits: int = Field(default=0)


# The one row of `file_signing_key`.
FILE_SIGNING_KEY_ID = 1


class FileSigningKey(SQLModel, table=True):
    """The key of local signed file URLs when FILES_SIGNING_SECRET is not set: made
    once by whichever process needs it first (api/signing.py, `stored_secret`), then
    read by all."""

    __tablename__ = "file_signing_key"

    id: int = Field(primary_key=True)
    secret: str = Field(max_length=100)
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
