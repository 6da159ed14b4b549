"""The error body contract `{"errors": {field: [message]}}` and the handlers that enforce it.

Every failure leaves the API in this shape: domain errors raised by services
(`api/domain_errors.py`, mapped to a status here and nowhere else), raised `ApiError`s
of the HTTP layer, Starlette's own HTTP exceptions (unknown route, wrong method) and
unexpected exceptions, which are logged and answered with a generic Dutch message
instead of a trace.
"""

from __future__ import annotations

import logging

from sqlalchemy.orm.exc import StaleDataError
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import Scope

from api.domain_errors import (
    Conflict,
    DomainError,
    Forbidden,
    Gone,
    Invalid,
    NoAccess,
    NotFound,
    NotLoggedIn,
    TooLarge,
    TooManyAttempts,
    WrongMediaType,
)
from api.responses import error_response

logger = logging.getLogger("api.errors")

GENERAL = "general"

# Dutch messages for the statuses Starlette raises by itself.
STATUS_MESSAGES = {
    400: "Ongeldig verzoek.",
    401: "Je bent niet ingelogd.",
    403: "Je hebt geen toegang.",
    404: "Niet gevonden.",
    405: "Deze methode is niet toegestaan.",
    409: "Conflict.",
    410: "Niet meer beschikbaar.",
    413: "Het verzoek is te groot.",
    415: "Dit inhoudstype wordt niet aangenomen.",
    422: "Ongeldige invoer.",
    429: "Te veel verzoeken.",
}
CHANGED_MEANWHILE = "De gegevens zijn intussen door iemand anders gewijzigd. Probeer het opnieuw."
SERVER_ERROR_MESSAGE = "Er is een onverwachte fout opgetreden. Probeer het later opnieuw."


class ApiError(Exception):
    """An answer with an error body; `errors` maps a field (or 'general') to messages."""

    def __init__(self, status_code: int, errors: dict[str, list[str]] | str, headers=None):
        if isinstance(errors, str):
            errors = {GENERAL: [errors]}
        super().__init__(f"{status_code}: {errors}")
        self.status_code = status_code
        self.errors = errors
        self.headers = headers


def not_found(message: str = "Niet gevonden.") -> NotFound:
    return NotFound(message)


# The one mapping of domain errors to statuses (most specific class first).
DOMAIN_STATUS: tuple[tuple[type[DomainError], int], ...] = (
    (NotFound, 404),
    (Invalid, 422),
    (Conflict, 409),
    (NotLoggedIn, 401),
    (NoAccess, 403),
    (TooManyAttempts, 429),
    (Forbidden, 403),
    (Gone, 410),
    (TooLarge, 413),
    (WrongMediaType, 415),
)


def domain_status(exc: DomainError) -> int:
    for kind, status in DOMAIN_STATUS:
        if isinstance(exc, kind):
            return status
    return 400


async def handle_domain_error(_request: Request, exc: Exception):
    assert isinstance(exc, DomainError)
    headers = None
    if isinstance(exc, TooManyAttempts):
        headers = {"retry-after": str(exc.retry_after)}
    return error_response(domain_status(exc), exc.errors, headers=headers)


async def handle_api_error(_request: Request, exc: Exception):
    assert isinstance(exc, ApiError)
    return error_response(exc.status_code, exc.errors, headers=exc.headers)


async def handle_http_exception(_request: Request, exc: Exception):
    assert isinstance(exc, HTTPException)
    message = STATUS_MESSAGES.get(exc.status_code, "Er is een fout opgetreden.")
    return error_response(exc.status_code, {GENERAL: [message]}, headers=exc.headers)


async def handle_stale_data(_request: Request, exc: Exception):
    # A versioned row changed under a write no service expected to race (an import).
    return error_response(409, {GENERAL: [CHANGED_MEANWHILE]})


EXCEPTION_HANDLERS = {
    StaleDataError: handle_stale_data,
    DomainError: handle_domain_error,
    ApiError: handle_api_error,
    HTTPException: handle_http_exception,
}


def unexpected_answer(error: Exception, scope: Scope) -> Response:
    """Any uncaught exception as a logged 500 with the error body.

    Starlette's ServerErrorMiddleware re-raises after answering; the request pipeline
    (api/pipeline.py) answers with this and does not, so the server logs the failure
    once (here) and the client never sees a trace.
    """
    logger.exception(
        "Unexpected error on %s %s", scope.get("method"), scope.get("path"), exc_info=error
    )
    return error_response(500, {GENERAL: [SERVER_ERROR_MESSAGE]})
