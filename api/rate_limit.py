"""A request budget per key (a client address, ...) in a fixed window that starts at
the key's first request, checked and spent atomically: of N concurrent requests at most
`limit` pass in one window, in every process that counts in the same store (api/counts:
Redis or the database; process memory only for a single process)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Hashable

from api.counts import Counts, MemoryCounts


def count_key(name: str, key: Hashable) -> str:
    """The store's key of `key` under the counter `name`: fixed length, whatever the
    key holds (paths, e-mail addresses)."""
    digest = hashlib.sha256(repr(key).encode()).hexdigest()[:40]
    return f"{name}:{digest}"


class RateLimit:
    def __init__(
        self,
        limit: int,
        window: int,
        *,
        store: Counts | None = None,
        name: str = "rate",
        clock: Callable[[], float] | None = None,
    ) -> None:
        self.limit = limit
        self.window = window
        self.name = name
        self.store = store if store is not None else MemoryCounts()
        self.clock = clock or self.store.clock

    def take(self, key: Hashable) -> int:
        """Spends one request of `key`'s budget: 0 when allowed, else seconds to wait."""
        return self.store.take(count_key(self.name, key), self.limit, self.window, self.clock())
