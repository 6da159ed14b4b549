"""The request id of the request being answered, carried to every log call by a
context variable (asyncio tasks and Starlette's worker threads copy it)."""

from __future__ import annotations

import contextlib
import itertools
import os
import re
import secrets
from contextvars import ContextVar, Token

HEADER = "x-request-id"
# A caller's id is taken over only when it is a short plain token: it is written into
# every log line and echoed in a header.
_SAFE = re.compile(r"[A-Za-z0-9._-]{8,64}")

_current: ContextVar[str | None] = ContextVar("request_id", default=None)


def current_request_id() -> str | None:
    return _current.get()


# A new id is this process's random prefix and the next number of its counter: as unique
# across processes and restarts as the 64 random bits (a forked child draws its own),
# without asking the system for random bytes on every request.
_prefix = secrets.token_hex(8)
_numbers = itertools.count()


def _new_prefix() -> None:
    global _prefix, _numbers
    _prefix = secrets.token_hex(8)
    _numbers = itertools.count()


os.register_at_fork(after_in_child=_new_prefix)


def new_request_id() -> str:
    """32 hexadecimal digits."""
    return f"{_prefix}{next(_numbers) & 0xFFFFFFFFFFFFFFFF:016x}"


def accepted_request_id(value: str | None) -> str:
    """The caller's id when it is safe, else a new one."""
    if value is not None and _SAFE.fullmatch(value):
        return value
    return new_request_id()


def enter_request(request_id: str) -> Token:
    """Makes `request_id` the current one; `leave_request` with the token undoes it
    (what `request_id_scope` does, without a generator per request)."""
    return _current.set(request_id)


def leave_request(token: Token) -> None:
    _current.reset(token)


@contextlib.contextmanager
def request_id_scope(request_id: str):
    token = enter_request(request_id)
    try:
        yield request_id
    finally:
        leave_request(token)
