"""Counting attempts (page passwords, owner logins) per key in a time window.

An attempt is reserved before the slow password check runs and counts as a failure
unless the caller takes it back, so concurrent guesses cannot all pass the check
before the first failure is recorded: of 50 parallel guesses only `limit` are tried.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Hashable

from cachetools import TTLCache


class AttemptThrottle:
    """Blocks a key after `limit` attempts within `window` seconds.

    Attempts are kept as timestamps in a TTLCache whose entries expire one window
    after the last attempt, so memory stays bounded however many clients try.
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
        self._attempts: TTLCache = TTLCache(maxsize=maxsize, ttl=window, timer=clock)
        self._lock = threading.Lock()

    def _recent(self, key: Hashable, now: float) -> list[float]:
        return [moment for moment in self._attempts.get(key, ()) if now - moment < self.window]

    def _wait(self, recent: list[float], now: float) -> int:
        if len(recent) < self.limit:
            return 0
        unblocked_at = recent[-self.limit] + self.window
        return max(1, math.ceil(unblocked_at - now))

    def retry_after(self, key: Hashable) -> int:
        """Seconds until `key` may try again; 0 when it is not blocked."""
        with self._lock:
            now = self.clock()
            return self._wait(self._recent(key, now), now)

    def reserve(self, key: Hashable) -> int:
        """Counts an attempt for `key` unless it is blocked: 0 when counted, else the
        seconds to wait (and nothing is counted). Check and count are one step."""
        with self._lock:
            now = self.clock()
            recent = self._recent(key, now)
            wait = self._wait(recent, now)
            if not wait:
                self._attempts[key] = [*recent, now][-self.limit :]
            return wait

    def release(self, key: Hashable) -> None:
        """Takes back the latest reserved attempt (one that turned out not to count)."""
        with self._lock:
            recent = self._recent(key, self.clock())
            if recent:
                self._attempts[key] = recent[:-1]

    def fail(self, key: Hashable) -> None:
        """Records a failure that was not reserved first."""
        with self._lock:
            now = self.clock()
            self._attempts[key] = [*self._recent(key, now), now][-self.limit :]

    def clear(self, key: Hashable) -> None:
        with self._lock:
            self._attempts.pop(key, None)


class LoginThrottle:
    """Owner logins, limited per client address and per account at the same time.

    The address limit stops one client from trying many accounts; the account limit
    stops many clients (or rotating addresses) from trying one account.
    """

    def __init__(self, per_address: int, per_account: int, window: int) -> None:
        self.addresses = AttemptThrottle(per_address, window)
        self.accounts = AttemptThrottle(per_account, window)

    def reserve(self, address: str, account: str) -> int:
        """0 when the attempt was counted against both; else the seconds to wait."""
        wait = self.addresses.reserve(address)
        if wait:
            return wait
        wait = self.accounts.reserve(account)
        if wait:
            self.addresses.release(address)
        return wait

    def succeeded(self, address: str, account: str) -> None:
        # The address keeps its failures: logging into one's own account must not
        # reset the count of guesses at other accounts.
        self.addresses.release(address)
        self.accounts.clear(account)


def wait_message(seconds: int, subject: str = "pogingen") -> str:
    minutes = max(1, math.ceil(seconds / 60))
    unit = "minuut" if minutes == 1 else "minuten"
    return f"Te veel {subject}. Probeer het over {minutes} {unit} opnieuw."
