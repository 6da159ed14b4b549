"""The access line, one per request (api/pipeline.py), and the handler that writes the
JSON lines of `python -m api serve` in batches.

The access line is the API's most frequent log call. Through `logging` it cost a
record, the redaction filter, the formatter's `json.dumps` and a flush per request,
about a third of a cached page bundle's CPU. When the line would reach only the serve
configuration's handler (`BufferedJsonHandler`, with its formatter and redaction
filter, nothing else), `AccessLog` writes the same line itself: the same fields, in
the same order, with the same spacing and the same redaction, from text remembered
per method, path and status. In any other configuration (tests capturing records, a
handler of another kind, a filter on the logger) the line goes through `logging` as
before.

`BufferedJsonHandler` writes what waits once BUFFER_BYTES have come together, at the
latest FLUSH_SECONDS after the first waiting line (a timer thread), at once for a
warning or worse (with the lines before it, in order), at the application's shutdown
and at exit (`logging.shutdown` flushes every handler), like nginx's `access_log ... buffer= flush=`. A process killed
without its exit loses at most that one second of lines.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
import weakref
from datetime import UTC, datetime
from functools import lru_cache

from api.logs.redaction import RedactionFilter, redact_access
from api.logs.setup import JsonFormatter

BUFFER_BYTES = 64 * 1024
FLUSH_SECONDS = 1.0
LOGGER = "api.access"


_handlers: weakref.WeakSet[BufferedJsonHandler] = weakref.WeakSet()


def flush_waiting_lines() -> None:
    """Writes what every batching handler holds (the application's shutdown calls it, in
    case the process ends without `logging.shutdown`)."""
    for handler in list(_handlers):
        handler.flush()


class BufferedJsonHandler(logging.StreamHandler):
    """A StreamHandler that writes its lines in batches (see the module's text)."""

    def __init__(
        self, stream=None, buffer_bytes: int = BUFFER_BYTES, flush_seconds: float = FLUSH_SECONDS
    ) -> None:
        super().__init__(stream)
        self.buffer_bytes = buffer_bytes
        self.flush_seconds = flush_seconds
        self._lines: list[str] = []
        self._size = 0
        self._waiting = threading.Event()
        self._flusher_pid: int | None = None
        _handlers.add(self)

    def plain(self) -> bool:
        """Formats with the JSON formatter and filters with the redaction only: the
        lines `AccessLog` writes itself are the ones this handler would write."""
        return (
            type(self.formatter) is JsonFormatter
            and self.level <= logging.INFO
            and len(self.filters) == 1
            and type(self.filters[0]) is RedactionFilter
        )

    def emit(self, record: logging.LogRecord) -> None:
        try:
            line = self.format(record)
        except Exception:  # noqa: BLE001 - as logging's handlers: a log call never raises
            self.handleError(record)
            return
        self.write_line(line, at_once=record.levelno >= logging.WARNING)

    def write_line(self, line: str, at_once: bool = False) -> None:
        with self.lock:
            self._lines.append(line + self.terminator)
            self._size += len(line) + 1
            if at_once or self._size >= self.buffer_bytes:
                self._write()
                return
            if len(self._lines) == 1:
                self._start_flusher()
                self._waiting.set()

    def flush(self) -> None:
        with self.lock:
            self._write()
            super().flush()

    def _write(self) -> None:
        if not self._lines:
            return
        text = "".join(self._lines)
        self._lines.clear()
        self._size = 0
        self._waiting.clear()
        try:
            self.stream.write(text)
            self.stream.flush()
        except Exception:  # noqa: BLE001 - as logging's handlers: a log call never raises
            self.handleError(logging.makeLogRecord({"name": LOGGER, "msg": "log lines lost"}))

    def _start_flusher(self) -> None:
        # One timer thread per process (a forked child starts its own).
        if self._flusher_pid == os.getpid():
            return
        self._flusher_pid = os.getpid()
        threading.Thread(target=self._flush_later, name="log-flush", daemon=True).start()

    def _flush_later(self) -> None:
        while True:
            self._waiting.wait()
            time.sleep(self.flush_seconds)
            self.flush()


# The time of a line as the formatter writes it, its date and second made once a second.
_second: tuple[int, str] = (0, "")


def _time_text(now: float) -> str:
    global _second
    second = int(now)
    micro = round((now - second) * 1_000_000)
    if micro >= 1_000_000:  # rounded up to the next second, as datetime does
        second, micro = second + 1, micro - 1_000_000
    known, prefix = _second
    if known != second:
        prefix = datetime.fromtimestamp(second, UTC).isoformat()[:19]
        _second = (second, prefix)
    return f"{prefix}.{micro // 1000:03d}+00:00"


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


def _parts(method: str, kind: str, path: str, status: int) -> tuple[str, str, str]:
    """(redacted path, the line's text between the time and the request id, the text
    between the request id and the duration)."""
    path = redact_access(path)
    message = redact_access(f"{method} {path} {status}")
    return (
        path,
        f'", "level": "info", "logger": "{LOGGER}", "message": {_json(message)}, "request_id": ',
        (
            f', "method": {_json(method)}, "kind": {_json(kind)}, "path": {_json(path)}, '
            f'"status": {_json(status)}, "duration_ms": '
        ),
    )


# A hot page's access lines differ only in time, request id and duration.
_remembered_parts = lru_cache(maxsize=4096)(_parts)
REMEMBERED_PATH_LENGTH = 512


class AccessLog:
    """Writes a request's access line: directly to the serve configuration's handler
    when that is where the line would go, else through `logging`."""

    def __init__(self, logger: logging.Logger | None = None) -> None:
        self.logger = logger or logging.getLogger(LOGGER)

    def direct_handler(self) -> BufferedJsonHandler | None:
        """The one handler an INFO record of the access logger would reach, when it is a
        plain `BufferedJsonHandler`; None otherwise."""
        logger = self.logger
        if logger.filters or not logger.isEnabledFor(logging.INFO):
            return None
        found = None
        current: logging.Logger | None = logger
        while current is not None:
            for handler in current.handlers:
                if found is not None or type(handler) is not BufferedJsonHandler:
                    return None
                found = handler
            if not current.propagate:
                break
            current = current.parent
        return found if found is not None and found.plain() else None

    def write(
        self, method: str, kind: str, path: str, status: int, duration: float, request_id: str
    ) -> None:
        """`request_id` is the request's: a plain token (api/logs/requests.py), written
        as it is."""
        handler = self.direct_handler()
        if handler is None:
            path = redact_access(path)
            self.logger.info(
                "%s %s %s",
                method,
                path,
                status,
                extra={
                    "method": method,
                    "kind": kind,
                    "path": path,
                    "status": status,
                    "duration_ms": round(duration * 1000, 1),
                },
            )
            return
        if len(path) <= REMEMBERED_PATH_LENGTH:
            _path, middle, end = _remembered_parts(method, kind, path, status)
        else:
            _path, middle, end = _parts(method, kind, path, status)
        handler.write_line(
            f'{{"time": "{_time_text(time.time())}{middle}"{request_id}"'
            f"{end}{round(duration * 1000, 1)!r}}}"
        )
