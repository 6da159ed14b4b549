"""The visitor's form submit: `POST /api/services/websites/v1/forms/submit`
{form_id, fields, url} -> {message, redirection_url}, or 422 with every problem by
field identifier (spec sections 4, 5 and 7; docs/forms.md).

Order of the checks: the client's submit is counted first (in the database, shared by
every process; 429 beyond the limit), the body is read within its size limit (413),
then the honeypot, then the values against the form's stored items.
"""

from __future__ import annotations

import logging
from email.message import EmailMessage

from sqlalchemy.exc import DBAPIError
from sqlmodel import Session
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.routing import Route

from api import upload_sessions
from api.context import context
from api.domain_errors import Invalid, NotFound, TooManyAttempts
from api.forms import limits, mails, service, submissions, uploads
from api.forms.entries import check_entries
from api.forms.models import Form
from api.mail import MailError, Outbox
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.tenancy import client_address, request_project
from api.throttling import wait_message
from api.validation import Errors, read_text

logger = logging.getLogger("api.forms")

SUBMIT_PATH = "/api/services/websites/v1/forms/submit"
# Every field's value at its longest (textareas of 10,000 characters) fits many times.
SUBMIT_LIMIT = 256 * 1024
# A field people never see (the renderer hides it off-screen and out of tab order);
# only a bot fills it in. Such a submit is answered like a success: nothing is stored
# or sent, and the bot learns nothing.
HONEYPOT = "company_website"
NOT_AN_OBJECT = "Moet een object met een waarde per veld zijn."
TOO_MANY = "formulieren verzonden vanaf dit adres"


def _read_submit(data: dict) -> tuple[str, dict, str]:
    """(form key, values by identifier, page url); names outside these are ignored."""
    errors = Errors()
    form_key = read_text(errors, data, "form_id", "", max_length=100, required=True)
    fields = data.get("fields", {})
    if not isinstance(fields, dict):
        errors.add("fields", NOT_AN_OBJECT)
        fields = {}
    url = read_text(errors, data, "url", "", max_length=2000)
    if errors:
        raise Invalid(errors.messages)
    return form_key, fields, url


def _form(session: Session, project_id: int, key: str) -> Form:
    form = service.get_form(session, project_id, key)
    if form is None:
        raise NotFound({"form_id": [service.FORM_MISSING]})
    return form


def _answer(form: Form) -> dict:
    return {"message": form.message, "redirection_url": form.redirection_url or "0"}


def _decoy(session: Session, project_id: int, key: str) -> dict:
    return _answer(_form(session, project_id, key))


def _store(
    session: Session, project_id: int, key: str, fields: dict, url: str, visitor: str
) -> tuple[dict, EmailMessage | None]:
    """`visitor`: the upload session (api/upload_sessions.py), owner of the files."""
    form = _form(session, project_id, key)
    errors = Errors()
    owned = uploads.store.owned(project_id, form.key, visitor)
    entries = check_entries(errors, form.items, fields, owned)
    if errors:
        raise Invalid(errors.messages)
    row = submissions.save_submission(session, project_id, form, url, entries)
    uploads.store.attach(session, project_id, form.key, visitor, entries.files, row.id)
    recipient = submissions.notification_address(session, project_id)
    message = mails.notification(row, recipient) if recipient else None
    return _answer(form), message


def _filled(value: object) -> bool:
    return value not in (None, "", [], {})


async def submit(request: Request) -> JSONResponse:
    ctx = context(request)
    settings = ctx.settings
    project_id = request_project(request)
    window = settings.form_submit_rate_window_seconds
    wait = await ctx.run(limits.take, client_address(request), settings.form_submit_rate, window)
    if wait:
        raise TooManyAttempts(wait_message(wait, TOO_MANY), retry_after=wait)
    data = await read_json_object(request, SUBMIT_LIMIT)
    form_key, fields, url = _read_submit(data)
    if _filled(data.get(HONEYPOT)):
        return JSONResponse(await ctx.run(_decoy, project_id, form_key))
    visitor = upload_sessions.visitor(request)
    answer, message = await ctx.run(_store, project_id, form_key, fields, url, visitor)
    if message is not None:
        await run_in_threadpool(_send, Outbox(settings), message)
    await _forget_ended(ctx, window)
    return JSONResponse(answer)


async def _forget_ended(ctx, window: int) -> None:
    # Housekeeping only: a clean-up that loses a lock race tries again next submit.
    try:
        await ctx.run(limits.forget_ended, window)
    except DBAPIError:
        logger.warning("Ended form submit windows were not cleaned up", exc_info=True)


def _send(outbox: Outbox, message: EmailMessage) -> None:
    # The submission is stored; a mail that fails is logged, the visitor still succeeds.
    try:
        outbox.send(message)
    except MailError:
        logger.exception("The notice of a form submission was not mailed")


routes = [Route(SUBMIT_PATH, submit, methods=["POST"])]
