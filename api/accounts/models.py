"""Site-owner accounts, their role per project and their login sessions."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from sqlalchemy import UniqueConstraint
from sqlmodel import Field, SQLModel

from api.timestamps import TIMESTAMP, utcnow


class Role(StrEnum):
    OWNER = "owner"
    # A developer may additionally save embed and custom-code content.
    DEVELOPER = "developer"


class Account(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    email: str = Field(max_length=320, unique=True, index=True)
    name: str = Field(default="", max_length=200)
    password_hash: str = Field(max_length=300)
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)


class Membership(SQLModel, table=True):
    __table_args__ = (UniqueConstraint("account_id", "project_id", name="uq_membership"),)

    id: int | None = Field(default=None, primary_key=True)
    account_id: int = Field(foreign_key="account.id", index=True, ondelete="CASCADE")
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    role: str = Field(default=Role.OWNER.value, max_length=20)


class OwnerSession(SQLModel, table=True):
    """A login: only the SHA-256 of the bearer token is stored."""

    __tablename__ = "owner_session"

    id: int | None = Field(default=None, primary_key=True)
    account_id: int = Field(foreign_key="account.id", index=True, ondelete="CASCADE")
    token_hash: str = Field(max_length=64, unique=True, index=True)
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    expires_at: datetime = Field(sa_type=TIMESTAMP)
