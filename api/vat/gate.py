"""Where VIES questions wait: on threads of their own, never on the threads that serve
other requests, and never more than the limits allow.

VIES can take seconds per question (two tries of `timeout` each). Asked on a request's
worker thread, a few dozen new numbers at once would hold every worker and stall the
whole API. The gate runs each question on its own small pool: at most `total` at once
over all clients, and at most `per_client` new questions per client address per
`window` seconds. Past either limit the verdict is "unavailable" at once, as when VIES
itself is down: VAT is charged and nothing blocks. Verdicts known without VIES
(offline invalid, remembered) pass without a slot.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from anyio import to_thread

from api.counts import Counts
from api.rate_limit import RateLimit
from api.vat.check import VatCheck, known_verdict, unanswered

logger = logging.getLogger("api.vat")

VatCheckFunction = Callable[..., VatCheck]


class ViesGate:
    def __init__(
        self, total: int, per_client: int, window: int = 3600, store: Counts | None = None
    ) -> None:
        self._slots = threading.BoundedSemaphore(total)
        # Never more work than threads: a question either starts now or is refused.
        self._pool = ThreadPoolExecutor(max_workers=total, thread_name_prefix="vies")
        # Shared by every process (api/counts), so N processes do not allow N budgets.
        self._clients = RateLimit(per_client, window, store=store, name="vies-client")

    async def check(
        self,
        check: VatCheckFunction,
        number: str,
        *,
        country: str,
        base_url: str,
        requester: str,
        client: str,
        timeout: float = 5.0,
    ) -> VatCheck:
        """`check(number, country=, base_url=, requester=, timeout=)` on the gate's
        threads, awaited without holding the caller's thread; "unavailable" at once when
        the gate or the client's budget is full."""
        known = known_verdict(number, country=country, base_url=base_url, requester=requester)
        if known is not None:
            return known
        if not self._slots.acquire(blocking=False):
            logger.warning("VIES questions at their limit: %s not asked", number[:20])
            return unanswered(number, country=country)
        try:  # the shared count asks Redis or the database: off the event loop
            refused = await to_thread.run_sync(self._clients.take, client)
        except BaseException:
            self._slots.release()
            raise
        if refused:
            self._slots.release()
            logger.warning("Client %s asked VIES too often: %s not asked", client, number[:20])
            return unanswered(number, country=country)
        try:
            future = self._pool.submit(
                check,
                number,
                country=country,
                base_url=base_url,
                requester=requester,
                timeout=timeout,
            )
        except BaseException:
            self._slots.release()
            raise
        # Released when the question ends, also when its caller went away meanwhile.
        future.add_done_callback(lambda _done: self._slots.release())
        return await asyncio.wrap_future(future)
