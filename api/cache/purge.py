"""Telling HTTP caches (Varnish with xkey) which keys went stale after a write.

Each configured URL gets `PURGE /` with an `xkey-purge` header listing the keys. A
cache that is down must not fail the write that already committed, so errors are
logged and swallowed.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable
from urllib.parse import urljoin

import httpx

from api.metrics.counters import count_purge

logger = logging.getLogger("api.cache.purge")

TIMEOUT = httpx.Timeout(2.0)


class Purger:
    def __init__(self, urls: Iterable[str]) -> None:
        self.urls = tuple(urls)

    def _targets(self) -> list[str]:
        return [urljoin(url if url.endswith("/") else url + "/", "/") for url in self.urls]

    async def purge(self, keys: Iterable[str]) -> None:
        header = " ".join(sorted(set(keys)))
        if not header or not self.urls:
            return
        async with httpx.AsyncClient(timeout=TIMEOUT) as client:
            await asyncio.gather(*(self._send(client, url, header) for url in self._targets()))

    async def _send(self, client: httpx.AsyncClient, url: str, header: str) -> None:
        try:
            response = await client.request("PURGE", url, headers={"xkey-purge": header})
        except httpx.HTTPError as error:
            logger.warning("Purge of %s at %s failed: %s", header, url, error)
            count_purge(url, sent=False)
            return
        if response.status_code >= 400:
            logger.warning("Purge of %s at %s answered %s", header, url, response.status_code)
        count_purge(url, sent=response.status_code < 400)

    def purge_blocking(self, keys: Iterable[str]) -> None:
        """For the command line, where no event loop runs."""
        asyncio.run(self.purge(keys))
