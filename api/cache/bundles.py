"""Hot page bundles in memory, keyed by project and path, dropped by cache key."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from cachetools import TTLCache

from api.cache.changes import Change


@dataclass(frozen=True)
class CachedBundle:
    project_id: int
    status_code: int
    body: dict
    keys: frozenset[str]


class BundleCache:
    def __init__(self, maxsize: int, ttl: int) -> None:
        self._entries: TTLCache = TTLCache(maxsize=maxsize, ttl=ttl)
        self._lock = threading.Lock()

    def get(self, project_id: int, slot: str) -> CachedBundle | None:
        with self._lock:
            return self._entries.get((project_id, slot))

    def put(self, project_id: int, slot: str, bundle: CachedBundle) -> None:
        with self._lock:
            self._entries[(project_id, slot)] = bundle

    def forget(self, change: Change) -> int:
        """Drops the bundles `change` affects; returns how many were dropped."""
        with self._lock:
            doomed = [
                slot
                for slot, bundle in self._entries.items()
                if bundle.project_id == change.project_id
                and (change.whole_project or bundle.keys & change.keys)
            ]
            for slot in doomed:
                del self._entries[slot]
            return len(doomed)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)
