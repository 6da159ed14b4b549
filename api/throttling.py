"""Counting failed attempts (page passwords, owner logins) per key in a time window."""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Hashable

from cachetools import TTLCache


class AttemptThrottle:
    """Blocks a key after `limit` failures within `window` seconds.

    Failures are kept as timestamps in a TTLCache whose entries expire one window
    after the last failure, so memory stays bounded however many clients try.
    """

    def __init__(
        self,
        limit: int,
        window: int,
        maxsize: int = 50_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit = limit
        self.window = window
        self.clock = clock
        self._failures: TTLCache = TTLCache(maxsize=maxsize, ttl=window, timer=clock)
        self._lock = threading.Lock()

    def _recent(self, key: Hashable, now: float) -> list[float]:
        return [moment for moment in self._failures.get(key, ()) if now - moment < self.window]

    def retry_after(self, key: Hashable) -> int:
        """Seconds until `key` may try again; 0 when it is not blocked."""
        with self._lock:
            now = self.clock()
            recent = self._recent(key, now)
            if len(recent) < self.limit:
                return 0
            unblocked_at = recent[-self.limit] + self.window
            return max(1, math.ceil(unblocked_at - now))

    def fail(self, key: Hashable) -> None:
        with self._lock:
            now = self.clock()
            self._failures[key] = [*self._recent(key, now), now][-self.limit :]

    def clear(self, key: Hashable) -> None:
        with self._lock:
            self._failures.pop(key, None)


def wait_message(seconds: int, subject: str = "pogingen") -> str:
    minutes = max(1, math.ceil(seconds / 60))
    unit = "minuut" if minutes == 1 else "minuten"
    return f"Te veel {subject}. Probeer het over {minutes} {unit} opnieuw."
