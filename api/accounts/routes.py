"""Owner API: login, logout and who am I (`/api/owner/v1/...`)."""

from __future__ import annotations

from sqlmodel import Session
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.routing import Route

from api.accounts import service
from api.accounts.access import require_account
from api.accounts.models import Account
from api.accounts.schemas import account_view, projects_view, read_login
from api.auth.members import TOKEN_COOKIE, TOKEN_COOKIE_PATHS, request_token
from api.context import ProjectDirectory, context
from api.errors import ApiError
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.tenancy import client_address, request_scheme
from api.throttling import wait_message

WRONG_LOGIN = "Het e-mailadres of wachtwoord is onjuist."


def _workspace(session: Session, account: Account, directory: ProjectDirectory) -> dict:
    memberships = service.memberships(session, account.id)
    ids = [membership.project_id for membership in memberships]
    projects = directory.summaries(session, ids)
    return {"account": account_view(account), "projects": projects_view(projects, memberships)}


def _login(session: Session, email: str, password: str, directory: ProjectDirectory) -> dict | None:
    account = service.authenticate(session, email, password)
    if account is None:
        return None
    token = service.start_session(session, account)
    return {"token": token, **_workspace(session, account, directory)}


async def login(request: Request) -> JSONResponse:
    ctx = context(request)
    email, password = read_login(await read_json_object(request))
    address, account = client_address(request), service.normalise_email(email)
    # Counted in Redis or the database (api/counts): off the event loop.
    wait = await run_in_threadpool(ctx.logins.reserve, address, account)
    if wait:
        raise ApiError(429, wait_message(wait, "inlogpogingen"), {"retry-after": str(wait)})
    answer = await ctx.run(_login, email, password, ctx.projects)
    if answer is None:
        raise ApiError(401, WRONG_LOGIN)
    await run_in_threadpool(ctx.logins.succeeded, address, account)
    response = JSONResponse(answer)
    for path in TOKEN_COOKIE_PATHS:
        response.set_cookie(
            TOKEN_COOKIE,
            answer["token"],
            max_age=int(service.SESSION_LIFETIME.total_seconds()),
            httponly=True,
            samesite="lax",
            secure=request_scheme(request) == "https",
            path=path,
        )
    return response


async def logout(request: Request) -> JSONResponse:
    token = request_token(request)
    if token:
        await context(request).run(service.end_session, token)
    response = JSONResponse({"logged_out": True})
    for path in TOKEN_COOKIE_PATHS:
        response.delete_cookie(TOKEN_COOKIE, path=path)
    return response


async def me(request: Request) -> JSONResponse:
    account = await require_account(request)
    ctx = context(request)
    return JSONResponse(await ctx.run(_workspace, account, ctx.projects))


async def projects(request: Request) -> JSONResponse:
    account = await require_account(request)
    ctx = context(request)
    workspace = await ctx.run(_workspace, account, ctx.projects)
    return JSONResponse({"projects": workspace["projects"]})


routes = [
    Route("/api/owner/v1/login", login, methods=["POST"]),
    Route("/api/owner/v1/logout", logout, methods=["POST"]),
    Route("/api/owner/v1/me", me, methods=["GET"]),
    Route("/api/owner/v1/projects", projects, methods=["GET"]),
]
