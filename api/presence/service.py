"""Heartbeats of owners in the page editor, stored so every API process sees them.

A heartbeat is one INSERT … ON CONFLICT DO UPDATE on (project, document, account), on
SQLite and PostgreSQL alike: concurrent heartbeats of one owner neither collide nor
duplicate; the cleanup after it skips rows other heartbeats hold. Who counts as present: a heartbeat within `PRESENT_SECONDS`. Rows older than
`KEPT_SECONDS` go with the next heartbeat in the project.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy.dialects import postgresql, sqlite
from sqlmodel import Session, delete, select

from api.accounts.models import Account
from api.domain_errors import Invalid
from api.pages.drafts import PAGE, TEMPLATE
from api.presence.models import EditorPresence
from api.presence.schemas import MISSING_DOCUMENT, DocumentRef
from api.timestamps import in_utc, utcnow

PRESENT_SECONDS = 30
KEPT_SECONDS = 300
_FINDERS = {"page": PAGE.find, "template": TEMPLATE.find}


def _require_document(session: Session, project_id: int, document: DocumentRef) -> None:
    if _FINDERS[document.kind](session, project_id, document.key) is None:
        raise Invalid({"document": [MISSING_DOCUMENT]})


def _upsert(session: Session, values: dict) -> None:
    dialect = session.get_bind().dialect.name
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    statement = insert(EditorPresence).values(**values)
    statement = statement.on_conflict_do_update(
        index_elements=["project_id", "document", "account_id"],
        set_={"section": statement.excluded.section, "seen_at": statement.excluded.seen_at},
    )
    session.exec(statement)


def _forget_old(session: Session, project_id: int, now: datetime) -> None:
    """Deletes the project's rows not seen for KEPT_SECONDS. On PostgreSQL rows another
    heartbeat is deleting or updating right now are skipped (SKIP LOCKED): the next
    heartbeat takes them, and two heartbeats never wait on each other's rows."""
    old = select(EditorPresence.id).where(
        EditorPresence.project_id == project_id,
        EditorPresence.seen_at < now - timedelta(seconds=KEPT_SECONDS),
    )
    if session.get_bind().dialect.name == "postgresql":
        old = old.with_for_update(skip_locked=True)
    ids = list(session.exec(old).all())
    if ids:
        session.exec(delete(EditorPresence).where(EditorPresence.id.in_(ids)))


def heartbeat(
    session: Session, project_id: int, account_id: int, document: DocumentRef, section: str | None
) -> list[dict]:
    """Records that `account_id` has `document` open (editing `section`); answers the
    other owners present on it."""
    _require_document(session, project_id, document)
    now = utcnow()
    _upsert(
        session,
        {
            "project_id": project_id,
            "account_id": account_id,
            "document": document.name,
            "section": section,
            "seen_at": now,
        },
    )
    # After the upsert: this heartbeat's own row is fresh and locked by now, so the
    # cleanup never waits and no two heartbeats wait on each other.
    _forget_old(session, project_id, now)
    return others_present(session, project_id, account_id, document)


def others_present(
    session: Session, project_id: int, account_id: int, document: DocumentRef
) -> list[dict]:
    since = utcnow() - timedelta(seconds=PRESENT_SECONDS)
    rows = session.exec(
        select(EditorPresence, Account)
        .join(Account, Account.id == EditorPresence.account_id)
        .where(
            EditorPresence.project_id == project_id,
            EditorPresence.document == document.name,
            EditorPresence.account_id != account_id,
            EditorPresence.seen_at >= since,
        )
        .order_by(EditorPresence.seen_at.desc(), EditorPresence.account_id)
    ).all()
    return [
        {
            "user": {"id": account.id, "email": account.email, "name": account.name},
            "section": presence.section,
            "seen_at": in_utc(presence.seen_at).isoformat(),
        }
        for presence, account in rows
    ]


def leave(session: Session, project_id: int, account_id: int, document: DocumentRef) -> None:
    session.exec(
        delete(EditorPresence).where(
            EditorPresence.project_id == project_id,
            EditorPresence.document == document.name,
            EditorPresence.account_id == account_id,
        )
    )
