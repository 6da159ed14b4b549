"""Who is calling the owner API: the account behind a bearer token or login cookie,
and its role in the project a route works on.

Every domain's owner routes call `require_member`; the lookups themselves (sessions,
memberships) belong to the accounts domain, which the application wires in as the
`MemberDirectory` (`api/app.py`), so no domain imports another to check access.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from sqlmodel import Session
from starlette.requests import Request

from api.context import context
from api.domain_errors import NoAccess, NotLoggedIn

TOKEN_COOKIE = "owner_token"
# Where the browser sends the login cookie: the owner API, and the owner's file calls,
# which the spec puts among the visitor calls (spec 001 section 7; docs/files.md).
# Nowhere else: the other visitor calls never see it.
TOKEN_COOKIE_PATHS = ("/api/owner/", "/api/services/websites/v1/files/")
DEVELOPER_ROLE = "developer"
NOT_LOGGED_IN = "Je bent niet ingelogd."
NO_ACCESS = "Je hebt geen toegang tot dit project."


class MemberDirectory(Protocol):
    def account_id(self, session: Session, token: str) -> int | None:
        """The account of a live login session, or None."""

    def role(self, session: Session, account_id: int, project_id: int) -> str | None:
        """The account's role in the project, or None when it is no member."""


@dataclass(frozen=True)
class Member:
    account_id: int
    project_id: int
    role: str

    @property
    def developer(self) -> bool:
        return self.role == DEVELOPER_ROLE


def request_token(request: Request) -> str | None:
    authorization = request.headers.get("authorization", "")
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() == "bearer" and token.strip():
        return token.strip()
    return request.cookies.get(TOKEN_COOKIE) or None


async def require_account_id(request: Request) -> int:
    ctx = context(request)
    token = request_token(request)
    account_id = await ctx.run(ctx.members.account_id, token) if token else None
    if account_id is None:
        raise NotLoggedIn(NOT_LOGGED_IN)
    return account_id


async def require_member(request: Request, project_id: int) -> Member:
    ctx = context(request)
    account_id = await require_account_id(request)
    role = await ctx.run(ctx.members.role, account_id, project_id)
    if role is None:
        raise NoAccess(NO_ACCESS)
    return Member(account_id=account_id, project_id=project_id, role=role)
