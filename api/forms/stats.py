"""The forms' figures for the owner's overview (api/overview): submissions received
since a moment."""

from __future__ import annotations

from datetime import datetime

import sqlalchemy as sa
from sqlmodel import Session

from api.forms.models import FormSubmission

_submission = FormSubmission.__table__


def submissions_since(session: Session, project_id: int, since: datetime) -> int:
    return session.execute(
        sa.select(sa.func.count())
        .select_from(_submission)
        .where(_submission.c.project_id == project_id, _submission.c.created_at >= since)
    ).scalar_one()
