"""Counts in this process's memory: for one process only (unit tests, a command-line
tool); API processes count in Redis or the database (api/counts/__init__.py)."""

from __future__ import annotations

import threading
import time

from cachetools import TTLCache

from api.counts.steps import step, window_wait


class MemoryCounts:
    clock = staticmethod(time.monotonic)

    def __init__(self, maxsize: int = 100_000, longest_window: float = 86_400) -> None:
        # Entries vanish a day after their last change, so memory stays bounded; every
        # rule below also ignores what is older than its own window.
        self._windows: TTLCache = TTLCache(maxsize=maxsize, ttl=longest_window)
        self._attempts: TTLCache = TTLCache(maxsize=maxsize, ttl=longest_window)
        self._lock = threading.Lock()

    def take(self, key: str, limit: int, window: float, now: float) -> int:
        with self._lock:
            started, hits = self._windows.get(key, (now, 0))
            if now - started >= window:
                started, hits = now, 0
            if hits >= limit:
                return window_wait(hits + 1, limit, started + window, now)
            self._windows[key] = (started, hits + 1)
            return 0

    def attempt(self, key: str, operation: str, limit: int, window: float, now: float) -> int:
        with self._lock:
            recent, wait = step(self._attempts.get(key, []), operation, now, limit, window)
            if recent:
                self._attempts[key] = recent
            else:
                self._attempts.pop(key, None)
            return wait
