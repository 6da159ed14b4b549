"""The owner's notice of a new submission: plain text only.

The values are the visitor's own text; as an HTML part, a `<script>` or a link in a
value would become markup in the owner's mail client. The message has one text/plain
part and no HTML part, and its subject is made one line (api/mail/headers.py).
"""

from __future__ import annotations

from email.message import EmailMessage

from api.forms.models import FormSubmission
from api.mail import one_line
from api.timestamps import in_utc

SUBJECT = "Nieuw bericht via het formulier '{title}'"


def notification(row: FormSubmission, recipient: str) -> EmailMessage:
    message = EmailMessage()
    message["To"] = recipient
    message["Subject"] = one_line(SUBJECT.format(title=row.form_title or row.form_key))
    message.set_content(_body(row), subtype="plain", charset="utf-8")
    return message


def _body(row: FormSubmission) -> str:
    moment = in_utc(row.created_at).strftime("%d-%m-%Y %H:%M UTC")
    lines = [
        f"Er is een formulier ingevuld op je website: {row.form_title or row.form_key}.",
        "",
        f"Pagina: {row.url or '-'}",
        f"Tijdstip: {moment}",
        "",
    ]
    for entry in row.values:
        value = entry["value"]
        # A file item's uploads one per line: twenty names on one line are unreadable.
        shown = "\n".join(value) if isinstance(value, list) else value
        lines.append(f"{entry['label'] or entry['identifier']}:")
        lines.append(shown if shown.strip() else "-")
        lines.append("")
    return "\n".join(lines)
