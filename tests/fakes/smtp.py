"""A real local SMTP server (aiosmtpd) that keeps what it receives.

with FakeSmtp() as smtp:                       # or FakeSmtp(user="u", password="p")
    settings = Settings(smtp_host=smtp.host, smtp_port=smtp.port)
    ...
    smtp.messages                              # [email.message.EmailMessage]
    smtp.envelopes                             # [(mail_from, [rcpt_tos])]
"""

from __future__ import annotations

import errno
import ssl
import subprocess
import threading
from email import message_from_bytes, policy
from email.message import EmailMessage
from pathlib import Path
from typing import Self

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword

from scripts.processes import PortTaken, free_port, on_free_ports

AIOSMTPD_WARNINGS = pytest.mark.filterwarnings("ignore::DeprecationWarning:aiosmtpd.*")


class FakeSmtp:
    def __init__(
        self, user: str = "", password: str = "", tls: ssl.SSLContext | None = None
    ) -> None:
        """`tls`: a server context; the server then offers STARTTLS and requires it."""
        self.host = "127.0.0.1"
        self.port = 0
        self.messages: list[EmailMessage] = []
        self.envelopes: list[tuple[str, list[str]]] = []
        self.logins: list[str] = []
        # Per message: whether its session ran over TLS (STARTTLS).
        self.encrypted: list[bool] = []
        self._received = threading.Condition()
        options: dict = {}
        if user:
            options = {
                "authenticator": self._authenticate,
                "auth_require_tls": False,
            }
        if tls is not None:
            options |= {"tls_context": tls, "require_starttls": True}
        self._credentials = (user, password)
        self._options = options
        self._controller: Controller | None = None

    def __enter__(self) -> Self:
        on_free_ports(self._start_on_a_free_port)
        return self

    def _start_on_a_free_port(self) -> None:
        port = free_port()
        # Generous: a busy machine may take seconds to start the server's thread.
        controller = Controller(
            self, hostname=self.host, port=port, ready_timeout=60, **self._options
        )
        try:
            controller.start()
        except OSError as error:
            if error.errno == errno.EADDRINUSE:
                raise PortTaken(f"port {port}") from error
            raise
        self.port = port
        self._controller = controller

    def __exit__(self, *_exc) -> None:
        if self._controller is not None:
            self._controller.stop()

    def wait_for(self, count: int, timeout: float = 10.0) -> list[EmailMessage]:
        """Waits until `count` messages arrived (they arrive before SMTP answers, so this
        rarely waits at all)."""
        with self._received:
            if not self._received.wait_for(lambda: len(self.messages) >= count, timeout):
                raise AssertionError(f"{len(self.messages)} of {count} messages arrived")
            return list(self.messages)

    # aiosmtpd handler hooks.

    async def handle_DATA(self, _server, session, envelope) -> str:
        message = message_from_bytes(envelope.content, policy=policy.default)
        with self._received:
            self.encrypted.append(session.ssl is not None)
            self.envelopes.append((envelope.mail_from, list(envelope.rcpt_tos)))
            self.messages.append(message)
            self._received.notify_all()
        return "250 Message accepted for delivery"

    def _authenticate(self, _server, _session, _envelope, mechanism, auth_data) -> AuthResult:
        if isinstance(auth_data, LoginPassword):
            user, password = auth_data.login.decode(), auth_data.password.decode()
            if (user, password) == self._credentials:
                self.logins.append(user)
                return AuthResult(success=True)
        return AuthResult(success=False, handled=False)


def self_signed_context(folder: Path) -> tuple[ssl.SSLContext, Path]:
    """A server context with a fresh self-signed certificate for 127.0.0.1 (openssl CLI),
    and the certificate's file, for a client to trust (SSL_CERT_FILE)."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-keyout", str(key), "-out", str(cert), "-subj", "/CN=127.0.0.1",
         "-addext", "subjectAltName=IP:127.0.0.1"],
        check=True, capture_output=True,
    )  # fmt: skip
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    return context, cert
