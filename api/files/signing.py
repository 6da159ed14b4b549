"""HMAC signatures of the URLs the API answers for itself (the local backend's upload
and private read URLs), and the key they are made with.

A signature covers every fact the URL stands for, joined by line breaks: what it is
for ('put' or 'get'), the upload's id, project and storage key, for an upload its
content type and maximum size, and the moment it expires. Changing any of them, or the
expiry in the query, breaks it. The key is FILES_SIGNING_SECRET, or else a random key
made once and kept in the database (`file_signing_key`), so every process signs alike.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

import sqlalchemy as sa
from sqlmodel import Session

from api.files.models import FileSigningKey

_key = FileSigningKey.__table__
KEY_ID = 1


def signature(secret: bytes, *facts: str | int) -> str:
    message = "\n".join(str(fact) for fact in facts).encode("utf-8")
    digest = hmac.new(secret, message, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def is_valid(secret: bytes, given: str, *facts: str | int) -> bool:
    return hmac.compare_digest(signature(secret, *facts).encode(), given.encode("utf-8", "replace"))


def stored_secret(session: Session) -> bytes:
    """The database's signing key, made by the first process that asks."""
    found = session.execute(sa.select(_key.c.secret).where(_key.c.id == KEY_ID)).scalar()
    if found is None:
        # Two processes may race here: a savepoint keeps the loser's unit usable, and
        # both read the winner's key afterwards.
        try:
            with session.begin_nested():
                session.add(FileSigningKey(id=KEY_ID, secret=secrets.token_urlsafe(48)))
        except sa.exc.IntegrityError:
            pass
        found = session.execute(sa.select(_key.c.secret).where(_key.c.id == KEY_ID)).scalar_one()
    return found.encode("ascii")
