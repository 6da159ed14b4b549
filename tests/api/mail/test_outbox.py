from __future__ import annotations

import shutil
from email import message_from_bytes, policy
from email.message import EmailMessage, Message
from pathlib import Path

import pytest

from api.mail import MailError, Outbox
from api.settings import Settings
from tests.api.live_server import closed_port
from tests.fakes.smtp import AIOSMTPD_WARNINGS, FakeSmtp, self_signed_context


def order_mail(**headers: str) -> EmailMessage:
    message = EmailMessage()
    message["To"] = "klant@example.nl"
    message["Subject"] = "Je bestelling 1001"
    for name, value in headers.items():
        del message[name.replace("_", "-")]
        message[name.replace("_", "-")] = value
    message.set_content("Bedankt voor je bestelling bij Bakkerij De Taart. € 12,50")
    return message


def test_without_smtp_host_each_message_is_an_eml_file(tmp_path: Path) -> None:
    outbox = Outbox(Settings(mail_dir=tmp_path / "mail", mail_from="winkel@taart.nl"))
    outbox.send(order_mail())
    outbox.send(order_mail(Subject="Nieuwe bestelling 1001"))

    files = sorted((tmp_path / "mail").iterdir())
    assert [file.suffix for file in files] == [".eml", ".eml"]  # no temporary files left
    stored = message_from_bytes(files[0].read_bytes(), policy=policy.default)
    assert stored["From"] == "winkel@taart.nl"
    assert stored["To"] == "klant@example.nl"
    assert stored["Date"] and stored["Message-ID"].endswith("@taart.nl>")
    assert "€ 12,50" in stored.get_content()


def test_headers_already_set_are_kept(tmp_path: Path) -> None:
    outbox = Outbox(Settings(mail_dir=tmp_path))
    outbox.send(order_mail(From="Bakkerij <info@taart.nl>", Message_ID="<1@taart.nl>"))
    (file,) = tmp_path.iterdir()
    stored = message_from_bytes(file.read_bytes(), policy=policy.default)
    assert (stored["From"], stored["Message-ID"]) == ("Bakkerij <info@taart.nl>", "<1@taart.nl>")


def test_an_unwritable_mail_dir_is_a_mail_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(MailError):
        Outbox(Settings(mail_dir=blocker / "mail")).send(order_mail())


def test_with_smtp_host_the_message_goes_to_the_server(tmp_path: Path) -> None:
    with FakeSmtp() as smtp:
        settings = Settings(
            smtp_host=smtp.host, smtp_port=smtp.port, mail_from="winkel@taart.nl", mail_dir=tmp_path
        )
        Outbox(settings).send(order_mail())
        (message,) = smtp.wait_for(1)
    assert smtp.envelopes == [("winkel@taart.nl", ["klant@example.nl"])]
    assert message["Subject"] == "Je bestelling 1001"
    assert "€ 12,50" in message.get_content()
    assert list(tmp_path.iterdir()) == []


@AIOSMTPD_WARNINGS
def test_smtp_login_when_a_user_is_set() -> None:
    with FakeSmtp(user="winkel", password="geheim") as smtp:
        settings = Settings(
            smtp_host=smtp.host, smtp_port=smtp.port, smtp_user="winkel", smtp_password="geheim"
        )
        Outbox(settings).send(order_mail())
        smtp.wait_for(1)
    assert smtp.logins == ["winkel"]


def test_a_refused_login_is_a_mail_error() -> None:
    with FakeSmtp(user="winkel", password="geheim") as smtp:
        settings = Settings(
            smtp_host=smtp.host, smtp_port=smtp.port, smtp_user="winkel", smtp_password="fout"
        )
        with pytest.raises(MailError):
            Outbox(settings).send(order_mail())
    assert smtp.messages == []


def test_an_unreachable_server_is_a_mail_error() -> None:
    with closed_port() as port, pytest.raises(MailError, match="127.0.0.1"):
        Outbox(Settings(smtp_host="127.0.0.1", smtp_port=port)).send(order_mail())


def test_a_message_without_recipients_is_a_mail_error() -> None:
    message = order_mail()
    del message["To"]
    with FakeSmtp() as smtp, pytest.raises(MailError):
        Outbox(Settings(smtp_host=smtp.host, smtp_port=smtp.port)).send(message)
    assert smtp.messages == []


needs_openssl = pytest.mark.skipif(not shutil.which("openssl"), reason="no openssl command")


@needs_openssl
@AIOSMTPD_WARNINGS
def test_starttls_before_login(tmp_path: Path, monkeypatch) -> None:
    context, cert = self_signed_context(tmp_path)
    monkeypatch.setenv("SSL_CERT_FILE", str(cert))  # the client trusts this server
    with FakeSmtp(user="winkel", password="geheim", tls=context) as smtp:
        settings = Settings(
            smtp_host=smtp.host,
            smtp_port=smtp.port,
            smtp_starttls=True,
            smtp_user="winkel",
            smtp_password="geheim",
        )
        Outbox(settings).send(order_mail())
        smtp.wait_for(1)
    assert (smtp.logins, smtp.encrypted) == (["winkel"], [True])


@needs_openssl
def test_an_untrusted_certificate_is_a_mail_error(tmp_path: Path) -> None:
    context, _cert = self_signed_context(tmp_path)
    with FakeSmtp(tls=context) as smtp:
        settings = Settings(smtp_host=smtp.host, smtp_port=smtp.port, smtp_starttls=True)
        with pytest.raises(MailError, match="CERTIFICATE_VERIFY_FAILED"):
            Outbox(settings).send(order_mail())
    assert smtp.messages == []


@pytest.mark.parametrize(
    "headers",
    [
        {"To": "klant@example.nl, evil@example.com"},
        {"To": "klant@example.nl>;evil@example.com"},
        {"To": "Klant <klant@example.nl>"},
        {"Bcc": "evil@example.com"},
        {"Cc": "evil@example.com"},
    ],
)
def test_a_message_to_more_than_one_bare_address_is_refused(tmp_path: Path, headers) -> None:
    outbox = Outbox(Settings(mail_dir=tmp_path / "mail", mail_from="winkel@taart.nl"))
    message = order_mail()
    for name, value in headers.items():
        if name == "To":
            del message["To"]
        message[name] = value
    with pytest.raises(MailError):
        outbox.send(message)
    assert not (tmp_path / "mail").exists()


def test_a_header_with_a_line_break_is_refused(tmp_path: Path) -> None:
    # EmailMessage refuses CR/LF itself; a message built another way does not.
    message = Message()
    message["To"] = "klant@example.nl"
    message["Subject"] = "Je bestelling\r\nBcc: evil@example.com"
    outbox = Outbox(Settings(mail_dir=tmp_path / "mail", mail_from="winkel@taart.nl"))
    with pytest.raises(MailError):
        outbox.send(message)
    assert not (tmp_path / "mail").exists()
