"""Owner API of a project's form submissions
(`/api/owner/v1/projects/{id}/form-submissions`): list (filter by form and day, a page
at a time), read one, export as CSV, delete one with its files (docs/forms.md).

Answers are JSON or CSV; a visitor's values are data in them, never markup.
"""

from __future__ import annotations

import re
from datetime import date

from sqlmodel import Session
from starlette.datastructures import QueryParams
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.context import context
from api.domain_errors import Invalid
from api.forms import export, submissions, uploads
from api.forms.submissions import SubmissionFilter, submission_view
from api.numbers import NumberError, parse_integer
from api.responses import JSONResponse
from api.validation import Errors, text_problem

DEFAULT_LIMIT = 50
MAX_LIMIT = 200
INVALID_DAY = "Vul een datum in als jjjj-mm-dd."
_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def _day(errors: Errors, params: QueryParams, key: str) -> date | None:
    value = params.get(key)
    if not value:
        return None
    if _DAY.fullmatch(value):
        try:
            return date.fromisoformat(value)
        except ValueError:
            pass
    errors.add(key, INVALID_DAY)
    return None


def _number(errors: Errors, params: QueryParams, key: str, default: int, **bounds) -> int:
    value = params.get(key)
    if value is None or value == "":
        return default
    try:
        return parse_integer(value, **bounds)
    except NumberError as error:
        errors.add(key, error.message)
        return default


def _filter(errors: Errors, params: QueryParams) -> SubmissionFilter:
    form_key = params.get("form", "")
    if len(form_key) > 100 or text_problem(form_key):
        errors.add("form", "Geen geldige formuliersleutel.")
        form_key = ""
    return SubmissionFilter(form_key, _day(errors, params, "from"), _day(errors, params, "to"))


def _listed(session: Session, project_id: int, chosen, offset: int, limit: int) -> dict:
    rows, total = submissions.list_submissions(session, project_id, chosen, offset, limit)
    return {
        "submissions": [submission_view(row) for row in rows],
        "total": total,
        "offset": offset,
        "limit": limit,
    }


async def list_submissions(request: Request) -> JSONResponse:
    """GET ?form=&from=&to=&offset=&limit= -> {submissions, total, offset, limit},
    newest first; `from` and `to` are days (UTC), both inclusive."""
    member = await require_member(request, request.path_params["project_id"])
    errors = Errors()
    params = request.query_params
    chosen = _filter(errors, params)
    offset = _number(errors, params, "offset", 0, minimum=0)
    limit = _number(errors, params, "limit", DEFAULT_LIMIT, minimum=1, maximum=MAX_LIMIT)
    if errors:
        raise Invalid(errors.messages)
    answer = await context(request).run(_listed, member.project_id, chosen, offset, limit)
    return JSONResponse(answer)


def _exported(session: Session, project_id: int, chosen: SubmissionFilter) -> str:
    rows, _total = submissions.list_submissions(session, project_id, chosen, 0, None)
    return export.submissions_csv(rows)


async def export_submissions(request: Request) -> Response:
    """GET ?form=&from=&to= -> every matching submission as CSV (UTF-8 with BOM)."""
    member = await require_member(request, request.path_params["project_id"])
    errors = Errors()
    chosen = _filter(errors, request.query_params)
    if errors:
        raise Invalid(errors.messages)
    text = await context(request).run(_exported, member.project_id, chosen)
    return Response(
        text.encode("utf-8"),
        media_type="text/csv; charset=utf-8",
        headers={"content-disposition": 'attachment; filename="formulier-inzendingen.csv"'},
    )


def _one(session: Session, project_id: int, submission_id: int) -> dict:
    return submission_view(submissions.submission_of_project(session, project_id, submission_id))


async def get_submission(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    submission_id = request.path_params["submission_id"]
    view = await context(request).run(_one, member.project_id, submission_id)
    return JSONResponse({"submission": view})


async def delete_submission(request: Request) -> Response:
    """Deletes the submission, then the files it names (after the row is gone, so no
    stored submission ever points at a deleted file)."""
    member = await require_member(request, request.path_params["project_id"])
    submission_id = request.path_params["submission_id"]
    ctx = context(request)
    files = await ctx.run(submissions.delete_submission, member.project_id, submission_id)
    if files:
        uploads.store.delete(member.project_id, files)
    return Response(status_code=204)


owner = "/api/owner/v1/projects/{project_id:id}/form-submissions"
routes = [
    Route(owner, list_submissions, methods=["GET"]),
    Route(owner + "/export", export_submissions, methods=["GET"]),
    Route(owner + "/{submission_id:id}", get_submission, methods=["GET"]),
    Route(owner + "/{submission_id:id}", delete_submission, methods=["DELETE"]),
]
