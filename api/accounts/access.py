"""Who is calling the owner API: the account behind a bearer token or login cookie,
and its role in the project a route works on."""

from __future__ import annotations

from dataclasses import dataclass

from starlette.requests import Request

from api.accounts import service
from api.accounts.models import Account, Role
from api.context import context
from api.errors import ApiError

TOKEN_COOKIE = "owner_token"
NOT_LOGGED_IN = "Je bent niet ingelogd."
NO_ACCESS = "Je hebt geen toegang tot dit project."


@dataclass(frozen=True)
class Member:
    account: Account
    project_id: int
    role: str

    @property
    def developer(self) -> bool:
        return self.role == Role.DEVELOPER.value


def request_token(request: Request) -> str | None:
    authorization = request.headers.get("authorization", "")
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() == "bearer" and token.strip():
        return token.strip()
    return request.cookies.get(TOKEN_COOKIE) or None


async def require_account(request: Request) -> Account:
    token = request_token(request)
    account = await context(request).run(service.account_for_token, token) if token else None
    if account is None:
        raise ApiError(401, NOT_LOGGED_IN)
    return account


async def require_member(request: Request, project_id: int) -> Member:
    account = await require_account(request)
    membership = await context(request).run(service.membership, account.id, project_id)
    if membership is None:
        raise ApiError(403, NO_ACCESS)
    return Member(account=account, project_id=project_id, role=membership.role)
