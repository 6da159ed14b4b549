"""Storing, listing, reading and deleting a project's form submissions, always scoped
by project id; and where the owner's notification goes."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from sqlmodel import Session, func, select

from api.domain_errors import NotFound
from api.emails import is_email
from api.forms.entries import Entries
from api.forms.models import FormSubmission
from api.forms.reads import PublishedForm
from api.projects import reads as projects
from api.timestamps import in_utc

SUBMISSION_MISSING = "Deze inzending bestaat niet."


@dataclass(frozen=True)
class SubmissionFilter:
    form_key: str = ""
    # Whole days in UTC, both inclusive.
    day_from: date | None = None
    day_to: date | None = None

    def where(self, project_id: int) -> list:
        conditions = [FormSubmission.project_id == project_id]
        if self.form_key:
            conditions.append(FormSubmission.form_key == self.form_key)
        if self.day_from:
            conditions.append(FormSubmission.created_at >= _midnight(self.day_from))
        if self.day_to:
            conditions.append(FormSubmission.created_at < _midnight(self.day_to + timedelta(1)))
        return conditions


def _midnight(day: date) -> datetime:
    return datetime.combine(day, time(), tzinfo=UTC)


def save_submission(
    session: Session, project_id: int, form: PublishedForm, url: str, entries: Entries
) -> FormSubmission:
    row = FormSubmission(
        project_id=project_id,
        form_key=form.key,
        form_title=form.title,
        url=url,
        values=entries.values,
        files=entries.files,
    )
    session.add(row)
    session.flush()
    return row


def list_submissions(
    session: Session, project_id: int, chosen: SubmissionFilter, offset: int, limit: int | None
) -> tuple[list[FormSubmission], int]:
    """Newest first, with the number of all that match."""
    conditions = chosen.where(project_id)
    total = session.exec(select(func.count()).select_from(FormSubmission).where(*conditions)).one()
    statement = (
        select(FormSubmission)
        .where(*conditions)
        .order_by(FormSubmission.created_at.desc(), FormSubmission.id.desc())
        .offset(offset)
        .limit(limit)
    )
    return list(session.exec(statement).all()), total


def submission_of_project(session: Session, project_id: int, submission_id: int) -> FormSubmission:
    row = session.get(FormSubmission, submission_id)
    if row is None or row.project_id != project_id:
        raise NotFound(SUBMISSION_MISSING)
    return row


def delete_submission(session: Session, project_id: int, submission_id: int) -> list[str]:
    """Deletes the submission; answers the upload paths whose files go with it."""
    row = submission_of_project(session, project_id, submission_id)
    files = list(row.files)
    session.delete(row)
    return files


def notification_address(session: Session, project_id: int) -> str:
    """Where a submission is announced: the webshop's `notification_email` (the owner's
    address for notices, private to the owner API), else the business e-mail the
    project publishes; '' when neither is a valid address (then no mail is sent)."""
    # The project row belongs to the projects domain: read through its door.
    modules = projects.project_modules(session, project_id)
    webshop = modules.get("webshop") if isinstance(modules, dict) else None
    if not isinstance(webshop, dict):
        return ""
    business = webshop.get("business") if isinstance(webshop.get("business"), dict) else {}
    for candidate in (webshop.get("notification_email"), business.get("email")):
        if isinstance(candidate, str) and is_email(candidate.strip()):
            return candidate.strip()
    return ""


def submission_view(row: FormSubmission) -> dict:
    return {
        "id": row.id,
        "form_id": row.form_key,
        "form_title": row.form_title,
        "url": row.url,
        "created_at": in_utc(row.created_at).isoformat(),
        "fields": row.values,
        "files": row.files,
    }
