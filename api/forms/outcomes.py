"""The outcomes of forms posted without JavaScript: how the post went, kept briefly for
the page the visitor is sent back to (docs/forms.md, "Without JavaScript").

The page's address carries a random token of 192 bits; the table holds only its
SHA-256, so the stored rows alone never open an outcome. An outcome lives
`LIFETIME` (long enough to follow the redirect and reload once or twice) and is read
only within its own project.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass, field
from datetime import datetime, timedelta

import sqlalchemy as sa
from sqlmodel import Session

from api.forms.models import FormOutcome
from api.timestamps import in_utc, utcnow

SENT = "sent"
INVALID = "invalid"
LIFETIME = timedelta(minutes=15)
# A token's length in the URL: 32 URL-safe characters, 192 random bits.
TOKEN_BYTES = 24
MAX_TOKEN_LENGTH = 100
OUTCOME_MISSING = "Deze uitkomst van het formulier bestaat niet (meer)."


@dataclass(frozen=True)
class Outcome:
    form_key: str
    status: str
    message: str = ""
    redirection_url: str = "0"
    errors: dict[str, list[str]] = field(default_factory=dict)
    values: dict[str, object] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def save_outcome(
    session: Session, project_id: int, outcome: Outcome, now: datetime | None = None
) -> str:
    """Stores `outcome`; answers the token the page's address carries."""
    moment = now or utcnow()
    token = secrets.token_urlsafe(TOKEN_BYTES)
    session.add(
        FormOutcome(
            token_hash=_digest(token),
            project_id=project_id,
            form_key=outcome.form_key,
            status=outcome.status,
            message=outcome.message,
            redirection_url=outcome.redirection_url,
            errors=outcome.errors,
            values=outcome.values,
            files=outcome.files,
            created_at=moment,
            expires_at=moment + LIFETIME,
        )
    )
    return token


def read_outcome(
    session: Session, project_id: int, token: str, now: datetime | None = None
) -> FormOutcome | None:
    """The project's live outcome named by `token`, or None."""
    if not token or len(token) > MAX_TOKEN_LENGTH:
        return None
    row = session.get(FormOutcome, _digest(token))
    if row is None or row.project_id != project_id:
        return None
    if in_utc(row.expires_at) <= (now or utcnow()):
        return None
    return row


def forget_expired(session: Session, now: datetime | None = None) -> None:
    """Deletes expired outcomes. Run in a unit of its own, after a post's answer."""
    table = FormOutcome.__table__
    session.execute(sa.delete(table).where(table.c.expires_at <= (now or utcnow())))


def outcome_view(row: FormOutcome) -> dict:
    return {
        "form_id": row.form_key,
        "status": row.status,
        "message": row.message,
        "redirection_url": row.redirection_url,
        "errors": row.errors,
        "values": row.values,
    }
