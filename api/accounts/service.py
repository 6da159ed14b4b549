"""Owner accounts: creation, login sessions (bearer tokens) and project memberships."""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta

from sqlmodel import Session, delete, select

from api.accounts.models import Account, Membership, OwnerSession, Role
from api.auth.passwords import hash_password, verify_password
from api.timestamps import utcnow

SESSION_LIFETIME = timedelta(days=14)
# Checked when the e-mail is unknown, so both failures take the same time.
_DUMMY_HASH = hash_password(secrets.token_hex(8))


def normalise_email(email: str) -> str:
    return email.strip().lower()


def find_account(session: Session, email: str) -> Account | None:
    statement = select(Account).where(Account.email == normalise_email(email))
    return session.exec(statement).first()


def save_account(
    session: Session, email: str, password: str, name: str = ""
) -> tuple[Account, bool]:
    """Creates the account or sets a new password on it; tells whether it is new."""
    account = find_account(session, email)
    created = account is None
    if account is None:
        account = Account(email=normalise_email(email), name=name, password_hash="")
    account.password_hash = hash_password(password)
    if name:
        account.name = name
    session.add(account)
    session.flush()
    return account, created


def grant(session: Session, account_id: int, project_id: int, role: Role) -> Membership:
    statement = select(Membership).where(
        Membership.account_id == account_id, Membership.project_id == project_id
    )
    membership = session.exec(statement).first()
    if membership is None:
        membership = Membership(account_id=account_id, project_id=project_id)
    membership.role = role.value
    session.add(membership)
    session.flush()
    return membership


def authenticate(session: Session, email: str, password: str) -> Account | None:
    account = find_account(session, email)
    if account is None:
        verify_password(password, _DUMMY_HASH)
        return None
    return account if verify_password(password, account.password_hash) else None


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def start_session(session: Session, account: Account) -> str:
    token = secrets.token_urlsafe(32)
    now = utcnow()
    session.add(
        OwnerSession(
            account_id=account.id,
            token_hash=_token_hash(token),
            created_at=now,
            expires_at=now + SESSION_LIFETIME,
        )
    )
    # Expired sessions of this account are cleared on each login.
    session.exec(
        delete(OwnerSession).where(
            OwnerSession.account_id == account.id, OwnerSession.expires_at <= now
        )
    )
    return token


def account_for_token(session: Session, token: str) -> Account | None:
    statement = (
        select(Account)
        .join(OwnerSession, OwnerSession.account_id == Account.id)
        .where(OwnerSession.token_hash == _token_hash(token), OwnerSession.expires_at > utcnow())
    )
    return session.exec(statement).first()


def end_session(session: Session, token: str) -> None:
    session.exec(delete(OwnerSession).where(OwnerSession.token_hash == _token_hash(token)))


def memberships(session: Session, account_id: int) -> list[Membership]:
    statement = (
        select(Membership)
        .where(Membership.account_id == account_id)
        .order_by(Membership.project_id)
    )
    return list(session.exec(statement).all())


def membership(session: Session, account_id: int, project_id: int) -> Membership | None:
    statement = select(Membership).where(
        Membership.account_id == account_id, Membership.project_id == project_id
    )
    return session.exec(statement).first()
