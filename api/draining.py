"""Graceful shutdown of a served API process (docs/deploy.md, "Graceful shutdown").

SIGTERM does not stop the server at once. It marks the process as draining, so the
readiness answer (`GET /api/health/ready`) turns 503 at once and load balancers take it
out of rotation; for SHUTDOWN_DELAY seconds it keeps serving every request, old and new,
because a balancer only notices on its next probe. Then uvicorn's own shutdown runs: it
stops accepting connections, lets the requests in flight finish (at most SHUTDOWN_TIMEOUT
seconds, `timeout_graceful_shutdown`) and the process exits 0.

uvicorn installs its SIGTERM handler (Server.handle_exit) before the app's lifespan
starts, in the single process of `serve` and in every worker of `serve --workers N`
alike; the lifespan wraps that handler (`delay_exit`), so both ways of serving drain the
same way. Apps run in-process by tests (no uvicorn, no handler) are left alone.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import threading
import time
from collections.abc import Callable
from types import FrameType

import uvicorn

logger = logging.getLogger("api.draining")

# When this process was told to stop (monotonic seconds), or None while it serves.
_draining_since: float | None = None


def draining() -> bool:
    """Whether this process has been told to stop (readiness then answers 503)."""
    return _draining_since is not None


def begin_draining() -> None:
    global _draining_since
    if _draining_since is None:
        _draining_since = time.monotonic()


def reset() -> None:
    """Serving again (a new app in the same process, as in tests)."""
    global _draining_since
    _draining_since = None


def _uvicorn_handler() -> Callable[[int, FrameType | None], None] | None:
    if threading.current_thread() is not threading.main_thread():
        return None
    handler = signal.getsignal(signal.SIGTERM)
    return handler if isinstance(getattr(handler, "__self__", None), uvicorn.Server) else None


def delay_exit(delay_seconds: float) -> Callable[[], None]:
    """Wraps uvicorn's SIGTERM handler: readiness 503 at once, uvicorn's shutdown after
    `delay_seconds`. Returns the undo (restores uvicorn's handler); a no-op outside uvicorn.
    """
    reset()
    handler = _uvicorn_handler()
    if handler is None:
        return lambda: None
    loop = asyncio.get_running_loop()

    def on_sigterm(sig: int, frame: FrameType | None) -> None:
        first = not draining()
        begin_draining()
        if not first:
            return
        logger.info(
            "SIGTERM: readiness is 503 now; still serving for %.1f s, then draining",
            delay_seconds,
        )
        # A signal handler runs between two bytecodes of the loop's thread: hand the
        # timer to the loop the thread-safe way.
        loop.call_soon_threadsafe(loop.call_later, delay_seconds, handler, sig, None)

    signal.signal(signal.SIGTERM, on_sigterm)

    def undo() -> None:
        if signal.getsignal(signal.SIGTERM) is on_sigterm:
            signal.signal(signal.SIGTERM, handler)

    return undo


def exit_quietly_after_drain() -> None:
    """For `python -m api serve`: after a graceful shutdown uvicorn raises the signal it
    caught once more, with the handler that was there before it started. This makes that
    handler a no-op, so the process ends with `serve`'s own exit code 0 instead of being
    killed by its own SIGTERM (143)."""
    signal.signal(signal.SIGTERM, lambda _sig, _frame: None)
