"""Hot page bundles in memory, keyed by project and path, dropped by cache key.

An entry is the finished answer: the JSON bytes, their ETag and the raw headers,
rendered once when the bundle is read from the database, so a hit does no JSON work.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import lru_cache

from cachetools import TTLCache

from api.cache.changes import Change
from api.metrics.counters import BUNDLE_CACHE, BUNDLE_CACHE_BYPASS

Headers = tuple[tuple[bytes, bytes], ...]


@lru_cache(maxsize=2)
def _counter(result: str):
    """The look-up counter's child of `result`, found once (labels() per hit cost more
    than the rest of the look-up)."""
    return BUNDLE_CACHE.labels(result=result).inc


def _count(result: str) -> None:
    _counter(result)()


@dataclass(frozen=True)
class CachedBundle:
    project_id: int
    status_code: int
    # The finished JSON answer.
    body: bytes
    keys: frozenset[str]
    # A strong ETag of `body`; empty for answers that are not 2xx (no conditional GET).
    etag: str = ""
    # The raw headers of the full answer and of its 304.
    headers: Headers = ()
    not_modified_headers: Headers = ()
    # For an answer shared by many paths (the 404 bundle): where in `body` the
    # requested path goes, JSON-escaped (inside the canonical URL).
    path_at: int | None = None


class BundleCache:
    """Bundles by (project, slot). A bundle read from the database while a change to
    its project arrived is not stored: pass `put` the `generation` taken before the read.

    While the process's change listener is disconnected (`connected(False)`) the cache
    is bypassed: it may miss other processes' invalidations, so every bundle is read
    from the database and nothing is stored until `connected(True)`.
    """

    def __init__(self, maxsize: int, ttl: int) -> None:
        self._entries: TTLCache = TTLCache(maxsize=maxsize, ttl=ttl)
        self._lock = threading.Lock()
        self._cleared = 0
        self._changed: dict[int, int] = {}
        self._bypass = False

    def connected(self, listening: bool) -> None:
        """The change listener's state: bypassed while it is not listening, emptied both
        when it stops and when it listens again."""
        with self._lock:
            self._bypass = not listening
            self._cleared += 1
            self._changed.clear()
            self._entries.clear()

    def get(self, project_id: int, slot: str) -> CachedBundle | None:
        """The cached bundle, counted as a hit; None for a miss or while bypassed,
        counted too."""
        with self._lock:
            if self._bypass:
                BUNDLE_CACHE_BYPASS.inc()
                return None
            try:  # one lookup: `get` would look the key up twice
                bundle = self._entries[(project_id, slot)]
            except KeyError:
                _count("miss")
                return None
        _count("hit")
        return bundle

    def generation(self, project_id: int) -> tuple[int, int]:
        with self._lock:
            return self._cleared, self._changed.get(project_id, 0)

    def put(
        self,
        project_id: int,
        slot: str,
        bundle: CachedBundle,
        generation: tuple[int, int] | None = None,
    ) -> None:
        with self._lock:
            current = self._cleared, self._changed.get(project_id, 0)
            if self._bypass or generation is not None and generation != current:
                return
            self._entries[(project_id, slot)] = bundle

    def forget(self, change: Change) -> int:
        """Drops the bundles `change` affects; returns how many were dropped."""
        with self._lock:
            self._changed[change.project_id] = self._changed.get(change.project_id, 0) + 1
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
            self._cleared += 1
            self._changed.clear()
            self._entries.clear()

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)
