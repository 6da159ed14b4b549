"""Outgoing e-mail (docs/mail.md)."""

from api.mail.headers import one_line
from api.mail.outbox import MailError, Outbox

__all__ = ["MailError", "Outbox", "one_line"]
