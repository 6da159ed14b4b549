"""Each API process's search indexes, built on first use and kept fresh by the changes
every write broadcasts (`api/cache/broadcast.py`).

The shop publishes a `Change` after each write whose keys name the products it touched
(`product-<id>`) and, for category edits, `category-<id>`. A process's `SearchRegistry`
gets every such change (its own and other processes'), re-reads the named products
through the loader and upserts them (a product the loader no longer returns was
deleted); the category keys a product write names beside its products (the listings it
changed) need nothing more. A change naming categories but no product (a category
write: paths, parents, deletions reach many products' documents), a whole-project
change without product keys (an import) and a lost carrier connection (`None`) rebuild
the project's index from the loader instead; until the new index is ready searches use
the old one.

While the carrier's listener is disconnected (`connected(False)`: changes may be
missed) a search rebuilds its project's index from the database when the index is
older than `OUTAGE_REBUILD_SECONDS`, so a search is never staler than that; once the
listener is back the lost-connection `None` rebuilds what was built
(docs/shared-state.md).

A project's index is built by the first search that needs it, under a lock of that
project only: other projects' searches go on; changes arriving meanwhile are applied
once the build is in. Changes are applied by one worker thread, merged per project, so
a carrier's listener never waits for an index.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field

from api.cache.broadcast import Broadcast
from api.cache.changes import Change
from api.search.filters import Filters
from api.search.index import FacetDefinition, SearchAnswer, SearchDocument, SearchIndex

logger = logging.getLogger("api.search.sync")

PRODUCT_PREFIX = "product-"
CATEGORY_PREFIX = "category-"
# How old an index may be while the change listener is disconnected (the freshness goal
# of docs/search.md).
OUTAGE_REBUILD_SECONDS = 1.0

# (project id, product ids or None for every product) -> the current documents of those
# products; ids it does not return are gone.
Loader = Callable[[int, Collection[int] | None], Iterable[SearchDocument]]


@dataclass
class Work:
    """What a project's index needs: some products re-read, or a rebuild."""

    ids: set[int] = field(default_factory=set)
    rebuild: bool = False

    def merge(self, other: Work) -> None:
        self.ids |= other.ids
        self.rebuild = self.rebuild or other.rebuild

    def __bool__(self) -> bool:
        return self.rebuild or bool(self.ids)


# Keys of site content that never holds products: a whole-project change naming one of
# them (a page moved, a menu created) leaves the search index as it is.
CONTENT_PREFIXES = ("page-", "menu-", "form-", "template-")


def work_for(change: Change) -> Work:
    """Product keys re-read those products (their documents carry their categories,
    so a product joining or leaving a category needs no more). A category write without
    products (the tree changed: every product below it may move) and a whole-project
    change that is not about site content (an import) rebuild the project."""
    ids: set[int] = set()
    categories = False
    content = False
    for key in change.keys:
        if key.startswith(PRODUCT_PREFIX) and key[len(PRODUCT_PREFIX) :].isdigit():
            ids.add(int(key[len(PRODUCT_PREFIX) :]))
        elif key.startswith(CATEGORY_PREFIX):
            categories = True
        elif key.startswith(CONTENT_PREFIXES):
            content = True
    if ids:
        return Work(ids=ids)
    return Work(rebuild=categories or (change.whole_project and not content))


@dataclass
class _Project:
    lock: threading.Lock = field(default_factory=threading.Lock)
    built: bool = False
    # When the last full build was in (time.monotonic()).
    built_at: float = 0.0
    building: bool = False
    # Changes that arrived while the first build was reading.
    pending: Work = field(default_factory=Work)


class SearchRegistry:
    """The process's search: `search` builds a project's index when first asked;
    `receive` takes the changes a `Broadcast` hands out (connect it with `follow`)."""

    def __init__(self, engine: SearchIndex, loader: Loader) -> None:
        self.engine = engine
        self.loader = loader
        self._projects: dict[int, _Project] = {}
        self._guard = threading.Lock()
        self._queue: queue.SimpleQueue[Change | None | object] = queue.SimpleQueue()
        self._worker: threading.Thread | None = None
        self._broadcasts: list[Broadcast] = []
        self._stop = object()
        self._disconnected = False

    # -- searching ----------------------------------------------------------------

    def search(
        self,
        project_id: int,
        query: str,
        filters: Filters | str | None = None,
        *,
        category: int | None = None,
        facets: list[FacetDefinition] | None = None,
        limit: int = 30,
    ) -> SearchAnswer:
        self.ensure(project_id)
        return self.engine.search(
            project_id, query, filters, category=category, facets=facets, limit=limit
        )

    def ensure(self, project_id: int) -> None:
        """Builds the project's index unless it is in; waits for a build under way."""
        with self._guard:
            state = self._projects.setdefault(project_id, _Project())
            if self._current(state):
                return
        with state.lock:
            with self._guard:
                if self._current(state):
                    return
                state.building = True
            try:
                self.engine.replace(project_id, self.loader(project_id, None))
                while True:
                    with self._guard:
                        work, state.pending = state.pending, Work()
                        if not work:
                            state.built = True
                            state.built_at = time.monotonic()
                            return
                    self._apply(project_id, work)
            finally:
                with self._guard:
                    state.building = False

    def _current(self, state: _Project) -> bool:
        """Built, and not too old for a disconnected listener (under `_guard`)."""
        if not state.built:
            return False
        return not self._disconnected or (
            time.monotonic() - state.built_at < OUTAGE_REBUILD_SECONDS
        )

    def connected(self, listening: bool) -> None:
        """A `Broadcast`'s connection state (see the module's docstring)."""
        with self._guard:
            self._disconnected = not listening

    def built(self, project_id: int) -> bool:
        """Whether the project's index is in (a search would not wait for a build)."""
        with self._guard:
            state = self._projects.get(project_id)
            return state is not None and state.built

    def warm(self, project_ids: Iterable[int]) -> threading.Thread:
        """Builds the projects' indexes in the background (e.g. at startup)."""

        def build() -> None:
            for project_id in project_ids:
                try:
                    self.ensure(project_id)
                except Exception:  # the first search of the project retries the build
                    logger.exception("Could not build the search index of project %s", project_id)

        thread = threading.Thread(target=build, name="search-warm", daemon=True)
        thread.start()
        return thread

    # -- changes ------------------------------------------------------------------

    def follow(self, broadcast: Broadcast) -> None:
        """Applies every change `broadcast` carries from now on."""
        self.start()
        broadcast.listen(self.receive, self.connected)
        self._broadcasts.append(broadcast)

    def receive(self, change: Change | None) -> None:
        """A `Broadcast` receiver: queues the change and returns at once."""
        self._queue.put(change)

    def start(self) -> None:
        if self._worker is None:
            self._worker = threading.Thread(target=self._run, name="search-sync", daemon=True)
            self._worker.start()

    def close(self) -> None:
        for broadcast in self._broadcasts:
            broadcast.close()
        self._broadcasts.clear()
        if self._worker is not None:
            self._queue.put(self._stop)
            self._worker.join(timeout=10)
            self._worker = None

    def apply(self, changes: Iterable[Change | None]) -> None:
        """Applies changes now, merged per project (the worker's step; tests call it)."""
        work: dict[int, Work] = {}
        for change in changes:
            if change is None:  # the carrier lost messages: everything may be stale
                with self._guard:
                    known = list(self._projects)
                for project_id in known:
                    work.setdefault(project_id, Work()).merge(Work(rebuild=True))
                continue
            work.setdefault(change.project_id, Work()).merge(work_for(change))
        for project_id, needed in work.items():
            if not needed:
                continue
            with self._guard:
                state = self._projects.get(project_id)
                if state is None or not (state.built or state.building):
                    continue  # not searched here yet: its first build reads the news
                if state.building:
                    state.pending.merge(needed)
                    continue
            with state.lock:
                try:
                    self._apply(project_id, needed)
                except Exception:
                    # The index may now miss this write: the next search rebuilds it.
                    with self._guard:
                        state.built = False
                    logger.exception("Could not update the search index of %s", project_id)

    def _apply(self, project_id: int, work: Work) -> None:
        if work.rebuild:
            self.engine.replace(project_id, self.loader(project_id, None))
            return
        docs = list(self.loader(project_id, work.ids))
        self.engine.upsert(project_id, docs)
        gone = work.ids - {doc.id for doc in docs}
        if gone:
            self.engine.remove(project_id, gone)

    def _run(self) -> None:
        while True:
            changes = [self._queue.get()]
            while True:  # take whatever else arrived: one pass per project
                try:
                    changes.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            stop = self._stop in changes
            try:
                self.apply(change for change in changes if change is not self._stop)
            except Exception:  # nothing may end the worker
                logger.exception("Could not apply search index changes")
            if stop:
                return
