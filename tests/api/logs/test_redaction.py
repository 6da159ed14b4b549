"""What the redaction filter takes out of a log message, and what it leaves."""

from __future__ import annotations

import logging

import pytest

from api.logs.redaction import MARK, redact


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Sending 'Bestelling' to Anna@Example.nl failed", "Anna@Example.nl"),
        ("To: 'klant+taart@bakkerij.example.com' is not valid", "klant+taart@bakkerij.example.com"),
        ("iban NL91ABNA0417164300 used", "NL91ABNA0417164300"),
        ("iban NL91 ABNA 0417 1643 00 used", "NL91 ABNA 0417 1643 00"),
        ("vat NL123456789B01 checked", "NL123456789B01"),
        ("vat BE0123456789 checked", "BE0123456789"),
        ("Authorization: Bearer abc.DEF-123_xyz", "abc.DEF-123_xyz"),
        ("password=geheim123 given", "geheim123"),
        ('{"password": "geheim 123"}', "geheim 123"),
        ("wachtwoord: hunter2", "hunter2"),
        ("link /bestelling?order=Xk2pQ9&x=1", "Xk2pQ9"),
        (
            "token 3f9c1a7b5e2d4c6a8b0f1e3d5c7a9b1d2e4f6a8c",
            "3f9c1a7b5e2d4c6a8b0f1e3d5c7a9b1d2e4f6a8c",
        ),
        ("address 1234 AB Utrecht", "1234 AB"),
    ],
)
def test_personal_data_and_secrets_are_replaced(text, gone):
    cleaned = redact(text)
    assert gone not in cleaned
    assert MARK in cleaned


@pytest.mark.parametrize(
    "text",
    [
        "GET /api/services/webshop/v1/orders/get 200",
        "Scheduled release 12 not published",
        "Purge of project-3 page-7 at http://varnish:6081/ answered 503",
    ],
)
def test_ordinary_lines_stay_as_they_are(text):
    assert redact(text) == text


def test_the_filter_redacts_arguments_and_exception_text(json_logs):
    logger = logging.getLogger("api.test")
    try:
        raise ValueError("no mail to anna@example.nl")
    except ValueError:
        logger.exception("Sending to %s failed", "anna@example.nl")
    assert "anna@example.nl" not in json_logs.text()
    line = json_logs.lines()[-1]
    assert line["message"] == f"Sending to {MARK} failed"
    assert f"ValueError: no mail to {MARK}" in line["exception"]
