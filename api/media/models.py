"""The facts of one image as stored content refers to it (its source URL)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Column, UniqueConstraint
from sqlmodel import Field, SQLModel

from api.timestamps import TIMESTAMP, utcnow


class MediaImage(SQLModel, table=True):
    __tablename__ = "media_image"
    __table_args__ = (UniqueConstraint("source_url", name="uq_media_image_source_url"),)

    id: int | None = Field(default=None, primary_key=True)
    # The URL stored content uses, e.g. '/media/demo/croissants.jpg'.
    source_url: str = Field(max_length=1000)
    # Short sha256 hex of the original's bytes: its folder under MEDIA_ROOT.
    hash: str = Field(max_length=64, index=True)
    width: int
    height: int
    mime: str = Field(max_length=50)
    # [{"width": 320, "type": "image/webp", "file": "320.webp"}, ...], narrowest first.
    variants: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    updated_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
