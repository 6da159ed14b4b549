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
from email.message import EmailMessage
from email.utils import formatdate, make_msgid
from pathlib import Path

from api.settings import Settings

SMTP_TIMEOUT_SECONDS = 10


class MailError(Exception):
    """A message could not be sent or stored; callers log it."""


class Outbox:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def send(self, message: EmailMessage) -> None:
        """Completes From, Date and Message-ID when missing, then delivers or stores."""
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


def _domain(address: str) -> str:
    return address.rpartition("@")[2].strip(" >") or "localhost"
