"""What services report when a use case cannot go on: plain exceptions, no HTTP.

Services (and the shared pieces routes call) raise these; `api/errors.py` is the one
place that turns them into answers with the error body `{"errors": {field: [message]}}`.
"""

from __future__ import annotations

GENERAL = "general"


class DomainError(Exception):
    """A refusal with Dutch messages per field ('general' when no field is to blame)."""

    def __init__(self, errors: dict[str, list[str]] | str, field: str = GENERAL) -> None:
        if isinstance(errors, str):
            errors = {field: [errors]}
        super().__init__(str(errors))
        self.errors = errors


class NotFound(DomainError):
    """The thing asked for does not exist (in this project)."""


class Invalid(DomainError):
    """The input does not pass the checks; `errors` names every problem."""


class Conflict(DomainError):
    """The write collides with stored data: a taken path or key, a concurrent create."""


class StaleVersion(Conflict):
    """The caller read an older version than the stored one; its change is refused."""

    MESSAGE = "Deze pagina is intussen door iemand anders gewijzigd. Laad de pagina opnieuw."

    def __init__(self, message: str = MESSAGE) -> None:
        super().__init__({"version": [message]})


class NotLoggedIn(DomainError):
    """No valid login session came with the request."""


class NoAccess(DomainError):
    """The caller is logged in but not a member of the project."""


class Forbidden(DomainError):
    """Refused whoever asks: a signed URL whose signature does not hold or has expired."""


class Gone(DomainError):
    """The thing was there once and is no more (a used or deleted upload URL)."""


class TooLarge(DomainError):
    """The content is larger than allowed (an upload over its maximum size)."""


class WrongMediaType(DomainError):
    """The content comes declared as a type the call does not take."""


class TooManyAttempts(DomainError):
    """A throttle refuses the request for `retry_after` seconds."""

    def __init__(self, errors: dict[str, list[str]] | str, retry_after: int, field=GENERAL):
        super().__init__(errors, field)
        self.retry_after = retry_after
