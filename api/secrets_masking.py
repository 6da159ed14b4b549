"""Secrets inside project settings (`modules.webshop.mollie.api_key`): owner answers
show them masked, and a masked value sent back unchanged keeps the stored secret.
Shared by the shop's webshop settings and the project's own settings, which both
answer `modules`."""

from __future__ import annotations

import copy

SHOWN_CHARACTERS = 4


def mask_secret(secret: str) -> str:
    """`test_****wxyz`: the kind of key (test_/live_) and its last characters, enough to
    recognise it, never enough to use it."""
    if not secret:
        return ""
    kind, _, _rest = secret.partition("_")
    prefix = f"{kind}_" if kind in ("test", "live") else ""
    tail = secret[-SHOWN_CHARACTERS:] if len(secret) >= 12 else ""
    return f"{prefix}****{tail}"


def _mollie(modules: object) -> dict | None:
    webshop = modules.get("webshop") if isinstance(modules, dict) else None
    mollie = webshop.get("mollie") if isinstance(webshop, dict) else None
    return mollie if isinstance(mollie, dict) else None


def masked_modules(modules: object) -> object:
    """A copy of `modules` with its secrets masked (the stored value is untouched)."""
    if not isinstance((_mollie(modules) or {}).get("api_key"), str):
        return modules
    shown = copy.deepcopy(modules)
    mollie = shown["webshop"]["mollie"]
    mollie["api_key"] = mask_secret(mollie["api_key"])
    return shown


def kept_secrets(sent: object, stored: object) -> object:
    """`sent` with every secret that came back exactly as it was shown (masked)
    replaced by the stored secret."""
    sent_mollie, stored_mollie = _mollie(sent), _mollie(stored)
    if sent_mollie is None or stored_mollie is None:
        return sent
    stored_key = stored_mollie.get("api_key")
    if not isinstance(stored_key, str) or sent_mollie.get("api_key") != mask_secret(stored_key):
        return sent
    kept = copy.deepcopy(sent)
    kept["webshop"]["mollie"]["api_key"] = stored_key
    return kept
