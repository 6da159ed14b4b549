"""Owner API of publishing (docs/publishing.md): releases under
`/api/owner/v1/projects/{id}/publish|releases`, and under each document's own path
(`pages/{page_id}`, `menus/{key}`, `forms/{key}`, `templates/{key}`, `settings`) its
revisions, their diff, restoring one into the draft, and discarding the draft."""

from __future__ import annotations

import time
from datetime import UTC, datetime

from sqlmodel import Session
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.catalogue.content_migrations import CURRENT_CONTENT_SCHEMA
from api.checks.schemas import Item
from api.checks.service import check_drafts
from api.context import context
from api.domain_errors import Invalid
from api.drafts import content_of, document_view, draft_of, is_live
from api.numbers import NumberError, parse_integer
from api.origins import base_origin, request_origin
from api.payloads import read_json_object, read_optional_json_object
from api.previews import PARAM, PURPOSE, make_token
from api.projects.service import project_of_id
from api.releases import service
from api.releases.diff import diff
from api.releases.kinds import KINDS
from api.releases.schemas import read_preview_path, read_publish
from api.responses import JSONResponse
from api.signing import key_for
from api.tenancy import visit
from api.versions import etag, expected_version

BAD_REVISION = "Geef het nummer van een revisie."
# At most this many problems are stored on a release: the server's first.
MAX_STORED_CHECKS = 500
BAD_AGAINST = "Kies published, draft of het nummer van een revisie."


async def publish(request: Request) -> JSONResponse:
    """Publishes drafts as one release now, or schedules it with `publish_at`."""
    member = await require_member(request, request.path_params["project_id"])
    request_data = read_publish(await read_optional_json_object(request))
    ctx = context(request)
    keep = ctx.settings.revisions_kept

    def checks_of(session: Session) -> list[dict] | None:
        """The server's problems in what is published, and the editor's (docs/page-editor.md,
        "Publish check"); an unknown item is left to the publication's own refusal."""
        items = request_data.items
        listed = None if items is None else [Item(item["kind"], item["id"]) for item in items]
        try:
            found = check_drafts(session, member.project_id, listed)
        except Invalid:
            found = []
        return (found + (request_data.checks or []))[:MAX_STORED_CHECKS]

    def work(session: Session) -> tuple[dict, list]:
        checks = checks_of(session)
        if request_data.publish_at is not None:
            release = service.schedule(
                session,
                member.project_id,
                request_data.items,
                request_data.publish_at,
                note=request_data.note,
                account_id=member.account_id,
            )
            release.checks = checks
            return service.release_view(release), []
        release, changes = service.publish(
            session,
            member.project_id,
            request_data.items,
            note=request_data.note,
            account_id=member.account_id,
            keep=keep,
        )
        release.checks = checks
        return service.release_view(release), changes

    view, changes = await ctx.run(work)
    for change in changes:
        await ctx.published(change)
    return JSONResponse({"release": view})


async def list_releases(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])

    def work(session: Session) -> list[dict]:
        views = [service.release_view(r) for r in service.list_releases(session, member.project_id)]
        return service.with_authors(session, views)

    return JSONResponse({"releases": await context(request).run(work)})


async def get_release(request: Request) -> JSONResponse:
    """One release with the publish check's problems it went out with."""
    member = await require_member(request, request.path_params["project_id"])
    release_id = request.path_params["release_id"]

    def work(session: Session) -> dict:
        view = service.release_view(
            service.release_of_project(session, member.project_id, release_id)
        )
        return service.with_authors(session, [view])[0]

    return JSONResponse({"release": await context(request).run(work)})


async def cancel_release(request: Request) -> Response:
    member = await require_member(request, request.path_params["project_id"])
    release_id = request.path_params["release_id"]
    await context(request).run(service.cancel, member.project_id, release_id)
    return Response(status_code=204)


async def revert_release(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    release_id = request.path_params["release_id"]
    ctx = context(request)

    def work(session: Session) -> tuple[dict, list]:
        release, changes = service.revert(
            session,
            member.project_id,
            release_id,
            account_id=member.account_id,
            keep=ctx.settings.revisions_kept,
        )
        return service.release_view(release), changes

    view, changes = await ctx.run(work)
    for change in changes:
        await ctx.published(change)
    return JSONResponse({"release": view})


async def create_preview_link(request: Request) -> JSONResponse:
    """A site URL for `path` with a signed token that renders the project's drafts."""
    member = await require_member(request, request.path_params["project_id"])
    path = read_preview_path(await read_json_object(request))
    ctx = context(request)

    def work(session: Session) -> tuple[str, bytes]:
        project = project_of_id(session, member.project_id)
        return project.domain_live, key_for(session, PURPOSE, ctx.settings.preview_signing_secret)

    domain, secret = await ctx.run(work)
    expires = int(time.time()) + ctx.settings.preview_ttl_seconds
    token = make_token(secret, member.project_id, expires)
    relative = f"{path}{'&' if '?' in path else '?'}{PARAM}={token}"
    # Never an origin a client named: the configured base URL, the validated origin
    # this request reached when that serves this very project, else its live domain.
    origin = base_origin(ctx.settings.public_base_url)
    if not origin:
        same_project = ctx.hosts.project_id(visit(request).host) == member.project_id
        origin = request_origin(request) if same_project else f"https://{domain}"
    answer = {
        "url": origin + relative,
        "path": relative,
        "expires_at": datetime.fromtimestamp(expires, UTC).isoformat(),
    }
    return JSONResponse(answer, headers={"cache-control": "private, no-store"})


# Each document's revisions ----------------------------------------------------------


def _number(value: str) -> int:
    try:
        return parse_integer(value, minimum=1, maximum=2**31 - 1)
    except NumberError:
        raise Invalid({"revision": [BAD_REVISION]}) from None


async def list_revisions(request: Request, kind: str, document: str) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])

    def work(session: Session) -> list[dict]:
        row = service.document_row(session, member.project_id, kind, document)
        live = service.live_number(session, member.project_id, kind, row)
        views = [
            service.revision_view(revision, live)
            for revision in service.list_revisions(session, member.project_id, kind, row)
        ]
        return service.with_authors(session, views)

    return JSONResponse({"revisions": await context(request).run(work)})


def _revision_content(session: Session, project_id: int, kind: str, row, number: int) -> dict:
    columns = KINDS[kind].columns
    revision = service.revision_of(session, project_id, kind, row, number)
    content = service.current_content(revision.content, revision.content_schema)
    live = service.current_content(content_of(row, columns), service.schema_of(row))
    return {**live, **content}


async def get_revision(request: Request, kind: str, document: str) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    number = _number(request.path_params["revision"])

    def work(session: Session) -> dict:
        row = service.document_row(session, member.project_id, kind, document)
        live = service.live_number(session, member.project_id, kind, row)
        revision = service.revision_of(session, member.project_id, kind, row, number)
        content = _revision_content(session, member.project_id, kind, row, number)
        values = {**{c: getattr(row, c) for c in type(row).model_fields}, **content}
        if "content_schema" in values:  # the content is in the current shape
            values["content_schema"] = CURRENT_CONTENT_SCHEMA
        shown = type(row)(**values)
        # The document as it was: the same shape as the document's own GET.
        return {**service.revision_view(revision, live), "content": KINDS[kind].view(shown)}

    return JSONResponse({"revision": await context(request).run(work)})


async def diff_revision(request: Request, kind: str, document: str) -> JSONResponse:
    """What changed from `against` (published, the default; draft; or a revision
    number) to this revision."""
    member = await require_member(request, request.path_params["project_id"])
    number = _number(request.path_params["revision"])
    against = request.query_params.get("against", "published")
    if against not in ("published", "draft") and not against.isdigit():
        raise Invalid({"against": [BAD_AGAINST]})

    def work(session: Session) -> dict:
        row = service.document_row(session, member.project_id, kind, document)
        columns = KINDS[kind].columns
        after = _revision_content(session, member.project_id, kind, row, number)
        schema = service.schema_of(row)
        if against == "published":
            before = (
                service.current_content(content_of(row, columns), schema) if is_live(row) else {}
            )
        elif against == "draft":
            before = service.current_content(draft_of(row, columns), schema)
        else:
            before = _revision_content(session, member.project_id, kind, row, _number(against))
        before.pop("password_hash", None)
        after.pop("password_hash", None)
        return {"revision": number, "against": against, **diff(before, after)}

    return JSONResponse({"diff": await context(request).run(work)})


async def restore_revision(request: Request, kind: str, document: str) -> JSONResponse:
    """Copies the revision into the document's draft (nothing goes live)."""
    member = await require_member(request, request.path_params["project_id"])
    number = _number(request.path_params["revision"])
    data = await read_optional_json_object(request)
    expected = expected_version(request, data)

    def work(session: Session) -> dict:
        row = service.document_row(session, member.project_id, kind, document)
        row = service.restore(session, member.project_id, kind, row, number, expected)
        return document_view(row, KINDS[kind].columns, KINDS[kind].view)

    view = await context(request).run(work)
    return JSONResponse({kind_key(kind): view}, headers=etag(view["version"]))


async def discard_draft(request: Request, kind: str, document: str) -> Response:
    """Drops the draft; the document shows its live state again (a document never
    published goes as a whole: 204)."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_optional_json_object(request)
    expected = expected_version(request, data)

    def work(session: Session) -> dict | None:
        row = service.document_row(session, member.project_id, kind, document)
        row = service.drop_draft(session, member.project_id, kind, row, expected)
        if row is None:
            return None
        return document_view(row, KINDS[kind].columns, KINDS[kind].view)

    view = await context(request).run(work)
    if view is None:
        return Response(status_code=204)
    return JSONResponse({kind_key(kind): view}, headers=etag(view["version"]))


def kind_key(kind: str) -> str:
    """The key a document's own GET answers it under."""
    return "project" if kind == "settings" else kind


def _document_routes(kind: str, base: str) -> list[Route]:
    param = {"page": "page_id", "menu": "menu_id", "form": "form_id", "template": "template_id"}

    def bind(handler):
        async def endpoint(request: Request):
            document = "settings" if kind == "settings" else str(request.path_params[param[kind]])
            return await handler(request, kind, document)

        endpoint.__doc__ = handler.__doc__
        endpoint.__name__ = handler.__name__
        return endpoint

    return [
        Route(base + "/revisions", bind(list_revisions), methods=["GET"]),
        Route(base + "/revisions/{revision}", bind(get_revision), methods=["GET"]),
        Route(base + "/revisions/{revision}/diff", bind(diff_revision), methods=["GET"]),
        Route(base + "/revisions/{revision}/restore", bind(restore_revision), methods=["POST"]),
        Route(base + "/discard", bind(discard_draft), methods=["POST"]),
    ]


project = "/api/owner/v1/projects/{project_id:id}"
routes = [
    Route(project + "/publish", publish, methods=["POST"]),
    Route(project + "/releases", list_releases, methods=["GET"]),
    Route(project + "/releases/{release_id:id}", get_release, methods=["GET"]),
    Route(project + "/releases/{release_id:id}", cancel_release, methods=["DELETE"]),
    Route(project + "/releases/{release_id:id}/revert", revert_release, methods=["POST"]),
    Route(project + "/preview-links", create_preview_link, methods=["POST"]),
    *_document_routes("page", project + "/pages/{page_id:id}"),
    *_document_routes("menu", project + "/menus/{menu_id}"),
    *_document_routes("form", project + "/forms/{form_id}"),
    *_document_routes("template", project + "/templates/{template_id}"),
    *_document_routes("settings", project + "/settings"),
]
