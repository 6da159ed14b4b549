"""Host names from outside, read by one strict parser (docs/origins.md).

Tenancy (the Host and trusted X-Forwarded-Host headers), the CSRF origin check, the
public origin of mails and provider URLs, site imports and the command line all read
hosts here. A host is a DNS name of ASCII labels, an IPv4 address or a bracketed IPv6
address, optionally followed by ':' and a port of ASCII digits (1-65535); nothing else
(no user info, no '@', no path, no spaces). Anything looser once let
`localhost:1@evil.example` pass as `localhost` while its raw text went into links.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass

from api.numbers import NumberError, parse_integer

MALFORMED_HOST = "Dit is geen geldige hostnaam."
MALFORMED_PORT = "Het poortnummer van de hostnaam is ongeldig."

HOST_NAME = re.compile(
    r"(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*"
)
PORT_DIGITS = re.compile(r"[0-9]{1,5}")
MAX_PORT = 65535
# Longer header values are refused unread: a name, brackets and a port fit well within.
MAX_LENGTH = 300


class HostError(ValueError):
    """A malformed host; `message` is Dutch, for the error body."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Host:
    """A parsed host: `name` in lower case without a trailing dot ('[::1]' bracketed)."""

    name: str
    port: int | None = None

    def netloc(self, scheme: str) -> str:
        """`name[:port]` as it goes into a URL of `scheme`, without its default port."""
        default = {"http": 80, "https": 443}.get(scheme)
        return self.name if self.port in (None, default) else f"{self.name}:{self.port}"


def parse_host(value: str) -> Host:
    """The host of a Host header, an X-Forwarded-Host entry or a configured name."""
    if not isinstance(value, str) or not value.isascii() or len(value) > MAX_LENGTH:
        raise HostError(MALFORMED_HOST)
    text = value.lower()
    if text.startswith("["):
        name, bracket, rest = text[1:].partition("]")
        if not bracket:
            raise HostError(MALFORMED_HOST)
        try:
            address = ipaddress.IPv6Address(name)
        except ValueError:
            raise HostError(MALFORMED_HOST) from None
        name = f"[{address.compressed}]"
    else:
        name, colon, port_text = text.partition(":")
        rest = colon + port_text
        name = name.removesuffix(".")
        if not HOST_NAME.fullmatch(name):
            raise HostError(MALFORMED_HOST)
    return Host(name, _port(rest))


def _port(rest: str) -> int | None:
    if not rest:
        return None
    if not rest.startswith(":"):
        raise HostError(MALFORMED_HOST)
    digits = rest[1:]
    # Only ASCII digits: no sign or space (which parse_integer would forgive).
    if not PORT_DIGITS.fullmatch(digits):
        raise HostError(MALFORMED_PORT)
    try:
        return parse_integer(digits, minimum=1, maximum=MAX_PORT)
    except NumberError:
        raise HostError(MALFORMED_PORT) from None


def normalise_host(value: str) -> str:
    """The lower-cased name of a well-formed host (port and trailing dot dropped), or ''
    when it is malformed, so that every caller's validity check refuses it."""
    try:
        return parse_host(value.strip()).name
    except (HostError, AttributeError):
        return ""


def is_host_name(value: str) -> bool:
    """Whether `value` is a bare, normalised DNS name (a project domain or alias)."""
    return isinstance(value, str) and HOST_NAME.fullmatch(value) is not None
