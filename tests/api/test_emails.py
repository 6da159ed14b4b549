"""The one address check (api/emails.py): exactly one mailbox, nothing a To: header
would read as a list."""

from __future__ import annotations

import pytest

from api.emails import EmailError, is_email, parse_email

SMUGGLING = [
    "anna@example.nl,evil@example.com",
    "anna@example.nl, evil@example.com",
    "anna@example.nl;evil@example.com",
    "anna@example.nl>;evil@example.com",
    "Anna <anna@example.nl>",
    "<anna@example.nl>",
    "anna,evil@example.com",
    "anna@example.nl\r\nBcc: evil@example.com",
    '"anna evil"@example.nl',
    "anna@[127.0.0.1]",
]


@pytest.mark.parametrize("address", SMUGGLING)
def test_anything_a_header_reads_as_more_than_one_address_is_refused(address):
    assert not is_email(address)
    assert not is_email(address, reserved_names=True)
    with pytest.raises(EmailError) as refused:
        parse_email(address)
    assert refused.value.message == "Vul een geldig e-mailadres in."


@pytest.mark.parametrize(
    "address", ["anna@", "@example.nl", "anna@example", "a@x..nl", "", None, 7]
)
def test_incomplete_addresses_are_refused(address):
    assert not is_email(address)


def test_an_address_is_trimmed_and_its_domain_lower_cased():
    assert parse_email("  Anna@Example.NL ") == "Anna@example.nl"
    assert is_email("anna@bakkerij.example") and is_email("a@münchen.de")


def test_reserved_domains_pass_only_when_asked():
    for address in ("eigenaar@demo.site.local", "winkel@localhost", "a@bakkerij.test"):
        assert not is_email(address)
        assert is_email(address, reserved_names=True)
