"""HMAC signatures of short-lived tokens and URLs the API hands out (preview links,
docs/publishing.md; the local backend's file URLs, docs/files.md), and their keys: a
configured secret, or else a random key made once and kept in the database, so every
process signs alike. The preview key sits in `signing_key` (one per purpose); the files
domain keeps its own in `file_signing_key` (`stored_secret` with its model).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from datetime import datetime

import sqlalchemy as sa
from sqlmodel import Field, Session, SQLModel

from api.timestamps import TIMESTAMP, utcnow


class SigningKey(SQLModel, table=True):
    __tablename__ = "signing_key"

    # What the key signs ('preview').
    name: str = Field(primary_key=True, max_length=40)
    secret: str = Field(max_length=100)
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)


def signature(secret: bytes, *facts: str | int) -> str:
    message = "\n".join(str(fact) for fact in facts).encode("utf-8")
    digest = hmac.new(secret, message, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def is_valid(secret: bytes, given: str, *facts: str | int) -> bool:
    return hmac.compare_digest(signature(secret, *facts).encode(), given.encode("utf-8", "replace"))


def stored_secret(session: Session, model: type[SQLModel], **key: str | int) -> bytes:
    """The `secret` of the row of `model` (a table with a `secret` column) whose primary
    key is `key`, made with a random secret by the first process that asks."""
    table = model.__table__
    query = sa.select(table.c.secret).where(
        *(table.c[column] == value for column, value in key.items())
    )
    found = session.execute(query).scalar()
    if found is None:
        # Two processes may race here: a savepoint keeps the loser's unit usable, and
        # both read the winner's key afterwards.
        try:
            with session.begin_nested():
                session.add(model(**key, secret=secrets.token_urlsafe(48)))
        except sa.exc.IntegrityError:
            pass
        found = session.execute(query).scalar_one()
    return found.encode("ascii")


def key_for(session: Session, name: str, configured: str = "") -> bytes:
    """The configured secret, else the database's key for `name`, made by the first
    process that asks."""
    if configured:
        return configured.encode("utf-8")
    return stored_secret(session, SigningKey, name=name)
