"""Preview tokens (docs/publishing.md, Preview): a short-lived signed token that lets
one project's site render with every draft applied.

A token reads `{project_id}.{expires}.{signature}`: the signature covers the purpose,
the project and the expiry (seconds since the epoch), so changing any of them breaks
it. It is valid on every path of its project, so a preview can be browsed, for at most
PREVIEW_TTL_SECONDS (an hour at most)."""

from __future__ import annotations

from enum import Enum

from api.signing import is_valid, signature

PURPOSE = "preview"
# The query parameter that carries the token on a site URL, and the header the SSR
# server passes it to the API in.
PARAM = "voorbeeld"
HEADER = "x-preview-token"
MAX_LENGTH = 200

TAMPERED = "Deze voorbeeldlink is ongeldig."
EXPIRED = "Deze voorbeeldlink is verlopen. Vraag een nieuwe aan."


class Check(Enum):
    VALID = "valid"
    TAMPERED = "tampered"
    EXPIRED = "expired"


def make_token(secret: bytes, project_id: int, expires: int) -> str:
    return f"{project_id}.{expires}.{signature(secret, PURPOSE, project_id, expires)}"


def check_token(secret: bytes, token: str, project_id: int, now: float) -> Check:
    """Whether `token` lets project `project_id` be previewed at `now`."""
    parts = token.split(".") if len(token) <= MAX_LENGTH else []
    if len(parts) != 3 or not parts[0].isdigit() or not parts[1].isdigit():
        return Check.TAMPERED
    token_project, expires, given = int(parts[0]), int(parts[1]), parts[2]
    if token_project != project_id or not is_valid(secret, given, PURPOSE, project_id, expires):
        return Check.TAMPERED
    if expires <= now:
        return Check.EXPIRED
    return Check.VALID
