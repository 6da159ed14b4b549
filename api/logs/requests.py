"""The request id of the request being answered, carried to every log call by a
context variable (asyncio tasks and Starlette's worker threads copy it)."""

from __future__ import annotations

import contextlib
import re
import secrets
from contextvars import ContextVar

HEADER = "x-request-id"
# A caller's id is taken over only when it is a short plain token: it is written into
# every log line and echoed in a header.
_SAFE = re.compile(r"[A-Za-z0-9._-]{8,64}")

_current: ContextVar[str | None] = ContextVar("request_id", default=None)


def current_request_id() -> str | None:
    return _current.get()


def new_request_id() -> str:
    return secrets.token_hex(16)


def accepted_request_id(value: str | None) -> str:
    """The caller's id when it is safe, else a new one."""
    if value is not None and _SAFE.fullmatch(value):
        return value
    return new_request_id()


@contextlib.contextmanager
def request_id_scope(request_id: str):
    token = _current.set(request_id)
    try:
        yield request_id
    finally:
        _current.reset(token)
