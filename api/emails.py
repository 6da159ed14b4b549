"""The one check of e-mail addresses: every address that is stored (the buyer's, the
shop's business and notification addresses, owner accounts) and every address a mail is
sent to passes it.

Loose patterns such as `[^@\\s]+@[^@\\s]+` let a comma, `<`, `>` or `;` through, and a
header `To:` reads those as a list: one "address" became several recipients. The
email-validator package checks the syntax of exactly one mailbox: no display name, no
quoting, no comments, no list separators, an ASCII local part and a valid domain name.
Deliverability (DNS) is not checked: a shop must not wait on a lookup per keystroke.
"""

from __future__ import annotations

from email_validator import EmailNotValidError, validate_email

# RFC 5321: a forward path holds at most 254 characters.
MAX_LENGTH = 254
INVALID = "Vul een geldig e-mailadres in."
# Appended to a reserved domain (demo.site.local, bakkerij.test, localhost) so the same
# syntax checks run on its labels while the reserved name itself is let through.
_PUBLIC_SUFFIX = ".example"


class EmailError(ValueError):
    """The value is not one valid address; `message` is the Dutch text for the field."""

    def __init__(self, message: str = INVALID) -> None:
        super().__init__(message)
        self.message = message


def parse_email(value: object, *, reserved_names: bool = False) -> str:
    """The address without surrounding spaces, its domain in lower case; EmailError when
    `value` is not exactly one valid address.

    `reserved_names` lets special-use domains (`.local`, `.test`, `localhost`) through:
    for owner accounts, which are login names and receive no mail (the demo's accounts
    are on demo.site.local), and for the outbox, which guards the form, not the route.
    """
    if not isinstance(value, str):
        raise EmailError()
    text = value.strip()
    if not text or len(text) > MAX_LENGTH or "@" not in text:
        raise EmailError()
    local, _, domain = text.rpartition("@")
    checked = f"{local}@{domain}{_PUBLIC_SUFFIX}" if reserved_names else text
    try:
        validate_email(checked, check_deliverability=False, allow_smtputf8=False)
    except EmailNotValidError:
        raise EmailError() from None
    return f"{local}@{domain.lower()}"


def is_email(value: object, *, reserved_names: bool = False) -> bool:
    try:
        parse_email(value, reserved_names=reserved_names)
    except EmailError:
        return False
    return True
