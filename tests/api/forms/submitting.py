"""Helpers of the form submission tests: send a form, read what was stored and mailed."""

from __future__ import annotations

import email
from email.message import EmailMessage
from email.policy import default
from pathlib import Path

from sqlmodel import select

from api.database import session_scope
from api.forms.models import FormSubmission

SUBMIT = "/api/services/websites/v1/forms/submit"


def send(client, fields: dict, form_id: str = "contact", **extra):
    body = {"form_id": form_id, "fields": fields, "url": "https://demo.site.local/contact"}
    return client.post(SUBMIT, json={**body, **extra})


def stored(engine) -> list[FormSubmission]:
    with session_scope(engine) as session:
        return list(session.exec(select(FormSubmission).order_by(FormSubmission.id)).all())


def mails(folder: Path) -> list[EmailMessage]:
    if not folder.exists():
        return []
    return [
        email.message_from_bytes(path.read_bytes(), policy=default)
        for path in sorted(folder.glob("*.eml"))
    ]
