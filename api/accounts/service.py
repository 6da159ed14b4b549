"""Owner accounts: creation, login sessions (bearer tokens) and project memberships."""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta

from sqlmodel import Session, delete, select

from api.accounts.models import Account, Membership, OwnerSession, Role
from api.auth.passwords import dummy_hash, hash_password, needs_rehash, verify_password
from api.domain_errors import Invalid
from api.emails import INVALID as EMAIL_INVALID
from api.emails import is_email
from api.timestamps import utcnow

SESSION_LIFETIME = timedelta(days=14)


def normalise_email(email: str) -> str:
    return email.strip().lower()


def find_account(session: Session, email: str) -> Account | None:
    statement = select(Account).where(Account.email == normalise_email(email))
    return session.exec(statement).first()


def save_account(
    session: Session, email: str, password: str, name: str = ""
) -> tuple[Account, bool]:
    """Creates the account or sets a new password on it; tells whether it is new.
    The address must be one valid address (api/emails.py); reserved domains such as
    the demo's demo.site.local pass, since an account's address is its login name."""
    if not is_email(email, reserved_names=True):
        raise Invalid({"email": [EMAIL_INVALID]})
    account = find_account(session, email)
    created = account is None
    if account is None:
        account = Account(email=normalise_email(email), name=name, password_hash="")
    if name:
        account.name = name
    set_password(session, account, password)
    return account, created


def set_password(session: Session, account: Account, password: str) -> None:
    """Stores a new password and ends every session of the account: whoever held a
    token under the old password has to log in again."""
    account.password_hash = hash_password(password)
    session.add(account)
    session.flush()
    end_all_sessions(session, account.id)


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
        verify_password(password, dummy_hash())
        return None
    if not verify_password(password, account.password_hash):
        return None
    if needs_rehash(account.password_hash):
        # Same password, stronger hash: existing sessions stay valid.
        account.password_hash = hash_password(password)
        session.add(account)
        session.flush()
    return account


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


def end_all_sessions(session: Session, account_id: int) -> None:
    session.exec(delete(OwnerSession).where(OwnerSession.account_id == account_id))


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
