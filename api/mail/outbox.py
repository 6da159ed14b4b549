"""Sends e-mail: through SMTP when `settings.smtp_host` is set, else as `.eml` files.

The files let the demo and development run without a mail server: each message is
written to a temporary name and renamed, so a reader never sees half a message.
"""

from __future__ import annotations

import os
import secrets
import smtplib
import ssl
import tempfile
from datetime import UTC, datetime
from email.errors import HeaderParseError
from email.message import EmailMessage
from email.utils import formatdate, make_msgid
from pathlib import Path

from api.emails import is_email
from api.metrics.counters import MAILS
from api.settings import Settings

SMTP_TIMEOUT_SECONDS = 10


class MailError(Exception):
    """A message could not be sent or stored; callers log it."""


class Outbox:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def send(self, message: EmailMessage) -> None:
        """Completes From, Date and Message-ID when missing, then delivers or stores.
        A message whose headers could carry more than its one recipient is refused."""
        try:
            self._send(message)
        except MailError:
            MAILS.labels(result="failed").inc()
            raise
        MAILS.labels(result="sent").inc()

    def _send(self, message: EmailMessage) -> None:
        _refuse_smuggled_recipients(message)
        if not message["From"]:
            message["From"] = self.settings.mail_from
        if not message["Date"]:
            message["Date"] = formatdate(localtime=False, usegmt=True)
        if not message["Message-ID"]:
            message["Message-ID"] = make_msgid(domain=_domain(self.settings.mail_from))
        if self.settings.smtp_host:
            self._deliver(message)
        else:
            self._store(message)

    def _deliver(self, message: EmailMessage) -> None:
        settings = self.settings
        try:
            with smtplib.SMTP(
                settings.smtp_host, settings.smtp_port, timeout=SMTP_TIMEOUT_SECONDS
            ) as smtp:
                if settings.smtp_starttls:
                    smtp.starttls(context=ssl.create_default_context())
                if settings.smtp_user:
                    smtp.login(settings.smtp_user, settings.smtp_password)
                smtp.send_message(message)
        except (OSError, ValueError, smtplib.SMTPException) as error:
            # ValueError: a message smtplib cannot send (no recipients, bad headers).
            raise MailError(
                f"Sending mail through {settings.smtp_host}:{settings.smtp_port} failed: {error}"
            ) from error

    def _store(self, message: EmailMessage) -> Path:
        folder = Path(self.settings.mail_dir)
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        target = folder / f"{stamp}-{secrets.token_hex(4)}.eml"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=folder, prefix=".", suffix=".tmp")
            try:
                with os.fdopen(handle, "wb") as file:
                    file.write(message.as_bytes())
                os.replace(temporary, target)
            except BaseException:
                os.unlink(temporary)
                raise
        except OSError as error:
            raise MailError(f"Writing mail to {folder} failed: {error}") from error
        return target


def _refuse_smuggled_recipients(message: EmailMessage) -> None:
    """Defence in depth behind the address check of every stored address
    (api/emails.py): a header value with CR or LF could start headers of its own
    (`Bcc:`), and a To: with a comma, `;` or `<...>` names several recipients. Every
    mail of this application goes to exactly one bare address; anything else is
    refused. The values are judged as they are written out: the parsed header
    quietly drops what it cannot read, the written one does not."""
    recipients = []
    for name, value in message.raw_items():
        # As it goes out: the policy folds (wraps) long values with CRLF + space.
        try:
            written = message.policy.fold(name, value)
        except (HeaderParseError, ValueError) as error:
            raise MailError(f"Header {name} cannot be written: {error}") from None
        text = written.partition(":")[2].replace(message.policy.linesep + " ", " ").strip()
        if "\r" in text or "\n" in text:
            raise MailError(f"Header {name} holds a line break; the mail is not sent.")
        if name.lower() in ("to", "cc", "bcc"):
            recipients.append((name.lower(), text))
    if [name for name, _value in recipients] != ["to"]:
        raise MailError("A mail goes to exactly one address in To:; it is not sent.")
    if not is_email(recipients[0][1], reserved_names=True):
        raise MailError(f"To: {recipients[0][1]!r} is not one valid address; it is not sent.")


def _domain(address: str) -> str:
    return address.rpartition("@")[2].strip(" >") or "localhost"
