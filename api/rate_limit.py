"""A fixed-window request budget per key (a client address, ...), checked and spent
atomically: of N concurrent requests at most `limit` pass in one window."""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Hashable

from cachetools import TTLCache


class RateLimit:
    def __init__(
        self,
        limit: int,
        window: int,
        maxsize: int = 100_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit = limit
        self.window = window
        self.clock = clock
        # key -> (window start, requests in it); entries vanish one window after their start.
        self._windows: TTLCache = TTLCache(maxsize=maxsize, ttl=window, timer=clock)
        self._lock = threading.Lock()

    def take(self, key: Hashable) -> int:
        """Spends one request of `key`'s budget: 0 when allowed, else seconds to wait."""
        with self._lock:
            now = self.clock()
            started, count = self._windows.get(key, (now, 0))
            if now - started >= self.window:
                started, count = now, 0
            if count >= self.limit:
                return max(1, math.ceil(started + self.window - now))
            self._windows[key] = (started, count + 1)
            return 0
