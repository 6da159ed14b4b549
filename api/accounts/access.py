"""The accounts domain's side of access checks: the `MemberDirectory` that
`api.auth.members.require_member` consults, and `require_account` for the account's own
routes (login, me)."""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request

from api.accounts import service
from api.accounts.models import Account
from api.auth.members import NOT_LOGGED_IN, request_token
from api.context import context
from api.domain_errors import NotLoggedIn


class AccountMembers:
    """Login sessions and memberships as stored by the accounts domain."""

    def account_id(self, session: Session, token: str) -> int | None:
        account = service.account_for_token(session, token)
        return account.id if account is not None else None

    def role(self, session: Session, account_id: int, project_id: int) -> str | None:
        membership = service.membership(session, account_id, project_id)
        return membership.role if membership is not None else None


async def require_account(request: Request) -> Account:
    token = request_token(request)
    account = await context(request).run(service.account_for_token, token) if token else None
    if account is None:
        raise NotLoggedIn(NOT_LOGGED_IN)
    return account
