"""Outgoing e-mail (docs/mail.md)."""

from api.mail.outbox import MailError, Outbox

__all__ = ["MailError", "Outbox"]
