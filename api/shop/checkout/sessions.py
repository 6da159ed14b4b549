"""Secret handles of carts, orders and payments, and the refusals that name them."""

from __future__ import annotations

import secrets

from api.domain_errors import DomainError, NotFound

CART_MISSING = "Deze winkelwagen bestaat niet (meer)."
UNKNOWN_WEBSITE = "Deze website is onbekend op dit adres."


class BadRequest(DomainError):
    """Input the contract refuses with 400 (DomainError's own status)."""


def new_token() -> str:
    """A URL-safe secret of 32 random bytes (43 characters)."""
    return secrets.token_urlsafe(32)


def cart_missing() -> NotFound:
    return NotFound({"shoppingcart_does_not_exist": [CART_MISSING]})
