"""A database that cannot be reached, or stays locked, answers 503 with Retry-After.

Such failures are the server's state, not a bug and not the client's fault: the same
request may well succeed a few seconds later, so clients (and Varnish) are told when
to try again. Other database errors stay unexpected errors (a logged 500).
"""

from __future__ import annotations

import logging

from sqlalchemy import exc
from starlette.responses import Response
from starlette.types import Scope

from api.errors import GENERAL
from api.responses import JSONResponse, error_response

logger = logging.getLogger("api.unavailable")

RETRY_AFTER_SECONDS = 5
UNAVAILABLE = "De database is tijdelijk niet beschikbaar. Probeer het over enkele seconden opnieuw."
# SQLite reports a lock, a missing file and a failing disk as OperationalError, as it
# does a missing table (a deployment fault, left a 500).
_SQLITE_MARKERS = ("locked", "busy", "unable to open", "disk i/o", "readonly", "malformed")


def is_unavailable(error: BaseException) -> bool:
    if isinstance(error, exc.TimeoutError | exc.DisconnectionError):
        return True
    if not isinstance(error, exc.DBAPIError):
        return False
    if error.connection_invalidated or isinstance(error, exc.InterfaceError):
        return True
    if not isinstance(error, exc.OperationalError):
        return False
    if type(error.orig).__module__.startswith("sqlite3"):
        message = str(error.orig).lower()
        return any(marker in message for marker in _SQLITE_MARKERS)
    return True


def unavailable_response(headers: dict[str, str] | None = None) -> JSONResponse:
    return error_response(
        503,
        {GENERAL: [UNAVAILABLE]},
        headers={"retry-after": str(RETRY_AFTER_SECONDS), **(headers or {})},
    )


def unavailable_answer(error: Exception, scope: Scope) -> Response | None:
    """503 for a database failure anywhere below the request pipeline: in tenancy's host
    lookup as in an endpoint. None for other exceptions (the unexpected-error 500)."""
    if not is_unavailable(error):
        return None
    logger.warning(
        "Database unavailable on %s %s: %s",
        scope.get("method"),
        scope.get("path"),
        error.__cause__ or error,
    )
    return unavailable_response()
