"""Telling HTTP caches (Varnish with xkey) which keys went stale after a write.

Every configured URL (`PURGE_URLS`, one per Varnish instance) gets `PURGE /` with an
`xkey-purge` header listing the keys (`xkey-softpurge` with `PURGE_MODE=soft`: the
objects expire but are served stale while one request refetches them). All instances
are asked at once. A cache that is down must not fail, nor delay, the write that
already committed: the first attempt is made inline with a short timeout, and an
instance that failed it is retried with exponential back-off on a background thread
(`RETRY_DELAYS`), so the owner's answer never waits on a down cache. Every failed
attempt is logged; one that still fails after the last retry is logged as given up.
See docs/caching.md, "Purging".
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Iterable
from concurrent.futures import Future
from concurrent.futures import wait as wait_futures
from urllib.parse import urljoin

import httpx

from api.metrics.counters import count_purge

logger = logging.getLogger("api.cache.purge")

# One attempt at one instance: short, because the first one runs on the write's path.
TIMEOUT = httpx.Timeout(1.0)
# Seconds to wait before each retry of an instance whose attempt failed: three
# retries, at most ~1.4 s of waiting plus their timeouts, all off the request path.
RETRY_DELAYS = (0.2, 0.4, 0.8)
# How long shutdown (and the command line) waits for retries still under way.
DRAIN_SECONDS = 10.0

MODES = {"hard": "xkey-purge", "soft": "xkey-softpurge"}


class Purger:
    def __init__(
        self,
        urls: Iterable[str],
        mode: str = "hard",
        retry_delays: tuple[float, ...] = RETRY_DELAYS,
    ) -> None:
        if mode not in MODES:
            raise ValueError(f"PURGE_MODE must be one of {', '.join(MODES)}, not {mode!r}")
        self.urls = tuple(urls)
        self.header_name = MODES[mode]
        self.retry_delays = retry_delays
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._pending: set[Future] = set()

    def _targets(self) -> list[str]:
        return [urljoin(url if url.endswith("/") else url + "/", "/") for url in self.urls]

    async def purge(self, keys: Iterable[str]) -> None:
        """One attempt at every instance in parallel; failed ones are retried later."""
        header = " ".join(sorted(set(keys)))
        if not header or not self.urls:
            return
        targets = self._targets()
        async with httpx.AsyncClient(timeout=TIMEOUT) as client:
            sent = await asyncio.gather(*(self._send(client, url, header) for url in targets))
        for url, ok in zip(targets, sent, strict=True):
            if not ok:
                self._schedule(self._retry(url, header))

    async def _send(self, client: httpx.AsyncClient, url: str, header: str) -> bool:
        """One attempt at one instance: True when it answered the purge with success."""
        try:
            response = await client.request("PURGE", url, headers={self.header_name: header})
        except httpx.HTTPError as error:
            logger.warning(
                "Purge of %s at %s failed: %s", header, url, str(error) or type(error).__name__
            )
            count_purge(url, sent=False)
            return False
        if response.status_code >= 400:
            logger.warning("Purge of %s at %s answered %s", header, url, response.status_code)
            count_purge(url, sent=False)
            return False
        count_purge(url, sent=True)
        return True

    async def _retry(self, url: str, header: str) -> bool:
        async with httpx.AsyncClient(timeout=TIMEOUT) as client:
            for delay in self.retry_delays:
                await asyncio.sleep(delay)
                if await self._send(client, url, header):
                    return True
        logger.warning(
            "Purge of %s at %s given up after %d retries", header, url, len(self.retry_delays)
        )
        return False

    def _schedule(self, work) -> None:
        """Runs `work` on the purger's own event loop thread, which outlives requests."""
        with self._lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                threading.Thread(target=loop.run_forever, name="purge-retries", daemon=True).start()
                self._loop = loop
            future = asyncio.run_coroutine_threadsafe(work, self._loop)
            self._pending.add(future)
        future.add_done_callback(self._done)

    def _done(self, future: Future) -> None:
        with self._lock:
            self._pending.discard(future)

    def drain(self, timeout: float = DRAIN_SECONDS) -> bool:
        """Waits for the retries under way; True when none is left."""
        with self._lock:
            pending = set(self._pending)
        if not pending:
            return True
        _, not_done = wait_futures(pending, timeout=timeout)
        return not not_done

    def close(self, timeout: float = DRAIN_SECONDS) -> None:
        """Application shutdown: lets retries under way finish (bounded), then stops."""
        self.drain(timeout)
        with self._lock:
            loop, self._loop = self._loop, None
        if loop is not None:
            loop.call_soon_threadsafe(loop.stop)

    def purge_blocking(self, keys: Iterable[str]) -> None:
        """For the command line, where no event loop runs: returns once retries ended."""
        asyncio.run(self.purge(keys))
        self.close()
