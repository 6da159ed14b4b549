"""What the two doors of a visitor's form share: the JSON submit (submit_routes.py) and
the post without JavaScript (native_routes.py) count, check, store and mail a
submission through these same steps, so both refuse and accept exactly alike
(docs/forms.md).

The steps run in the order of the doors: the client's submit is counted first (in the
database, shared by every process), the body is read, then the honeypot, then the
values against the form's stored items, the stored submission and the owner's mail.
"""

from __future__ import annotations

import logging
from email.message import EmailMessage

from sqlalchemy.exc import DBAPIError
from sqlmodel import Session
from starlette.concurrency import run_in_threadpool

from api.context import AppContext
from api.domain_errors import Invalid, NotFound
from api.forms import limits, mails, reads, service, submissions, uploads
from api.forms.entries import check_entries
from api.forms.reads import PublishedForm
from api.mail import MailError, Outbox
from api.throttling import wait_message
from api.validation import Errors, text_problem

logger = logging.getLogger("api.forms")

# A field people never see (the renderer hides it off-screen and out of tab order);
# only a bot fills it in. Such a submit is answered like a success: nothing is stored
# or sent, and the bot learns nothing.
HONEYPOT = "company_website"
TOO_MANY = "formulieren verzonden vanaf dit adres"


async def submit_wait(ctx: AppContext, visitor: str) -> int:
    """Counts one submit of `visitor`: 0 within the budget, else seconds to wait."""
    settings = ctx.settings
    return await ctx.run(
        limits.take, visitor, settings.form_submit_rate, settings.form_submit_rate_window_seconds
    )


def too_many_message(wait: int) -> str:
    return wait_message(wait, TOO_MANY)


def filled(value: object) -> bool:
    """Whether the honeypot holds anything (what a person sends is empty or absent)."""
    return value not in (None, "", [], {})


def form_of(session: Session, project_id: int, key: str) -> PublishedForm:
    """The published form `key`: visitors send no other."""
    # A key no form can have (a posted form's field is any text) is not looked up.
    if len(key) > 100 or text_problem(key):
        raise NotFound({"form_id": [service.FORM_MISSING]})
    form = reads.published_form_by_key(session, project_id, key)
    if form is None:
        raise NotFound({"form_id": [service.FORM_MISSING]})
    return form


def answer(form: PublishedForm) -> dict:
    return {"message": form.message, "redirection_url": form.redirection_url or "0"}


def decoy(session: Session, project_id: int, key: str) -> dict:
    """The honeypot's answer: the form's ordinary success answer, nothing stored."""
    return answer(form_of(session, project_id, key))


def store(
    session: Session,
    project_id: int,
    key: str,
    fields: dict,
    url: str,
    visitor: str,
    refused: dict[str, list[str]] | None = None,
) -> tuple[dict, EmailMessage | None]:
    """Checks `fields` against the form's items and stores the submission; answers the
    form's answer and the owner's mail (None without a notification address). Raises
    Invalid with every problem, `refused` (problems found while reading, such as
    refused files) included."""
    form = form_of(session, project_id, key)
    errors = Errors()
    errors.merge(refused or {})
    owned = uploads.store.owned(project_id, form.key, visitor)
    entries = check_entries(errors, form.items, fields, owned)
    if errors:
        raise Invalid(errors.messages)
    row = submissions.save_submission(session, project_id, form, url, entries)
    uploads.store.attach(session, project_id, form.key, visitor, entries.files, row.id)
    recipient = submissions.notification_address(session, project_id)
    message = mails.notification(row, recipient) if recipient else None
    return answer(form), message


async def deliver(ctx: AppContext, message: EmailMessage | None) -> None:
    """After a stored submission: the owner's mail, then housekeeping."""
    if message is not None:
        await run_in_threadpool(_send, Outbox(ctx.settings), message)
    # Housekeeping only: a clean-up that loses a lock race tries again next submit.
    try:
        await ctx.run(limits.forget_ended, ctx.settings.form_submit_rate_window_seconds)
    except DBAPIError:
        logger.warning("Ended form submit windows were not cleaned up", exc_info=True)


def _send(outbox: Outbox, message: EmailMessage) -> None:
    # The submission is stored; a mail that fails is logged, the visitor still succeeds.
    try:
        outbox.send(message)
    except MailError:
        logger.exception("The notice of a form submission was not mailed")
