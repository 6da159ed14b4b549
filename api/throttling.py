"""Counting attempts (page passwords, owner logins) per key in a time window.

An attempt is reserved before the slow password check runs and counts as a failure
unless the caller takes it back, so concurrent guesses cannot all pass the check
before the first failure is recorded: of 50 parallel guesses only `limit` are tried.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from api.counts import Counts, MemoryCounts
from api.counts.steps import CLEAR, FAIL, PEEK, RELEASE, RESERVE
from api.rate_limit import count_key


class AttemptThrottle:
    """Blocks a key after `limit` attempts within `window` seconds (a sliding window of
    the last `limit` attempts), counted in a store every process shares (api/counts:
    Redis or the database; process memory only for a single process)."""

    def __init__(
        self,
        limit: int,
        window: int,
        *,
        store: Counts | None = None,
        name: str = "attempts",
        clock: Callable[[], float] | None = None,
    ) -> None:
        self.limit = limit
        self.window = window
        self.name = name
        self.store = store if store is not None else MemoryCounts()
        self.clock = clock or self.store.clock

    def _step(self, key: Hashable, operation: str) -> int:
        name = count_key(self.name, key)
        return self.store.attempt(name, operation, self.limit, self.window, self.clock())

    def retry_after(self, key: Hashable) -> int:
        """Seconds until `key` may try again; 0 when it is not blocked."""
        return self._step(key, PEEK)

    def reserve(self, key: Hashable) -> int:
        """Counts an attempt for `key` unless it is blocked: 0 when counted, else the
        seconds to wait (and nothing is counted). Check and count are one step."""
        return self._step(key, RESERVE)

    def release(self, key: Hashable) -> None:
        """Takes back the latest reserved attempt (one that turned out not to count)."""
        self._step(key, RELEASE)

    def fail(self, key: Hashable) -> None:
        """Records a failure that was not reserved first."""
        self._step(key, FAIL)

    def clear(self, key: Hashable) -> None:
        self._step(key, CLEAR)


class LoginThrottle:
    """Owner logins, limited per client address and per account at the same time.

    The address limit stops one client from trying many accounts; the account limit
    stops many clients (or rotating addresses) from trying one account.
    """

    def __init__(
        self, per_address: int, per_account: int, window: int, store: Counts | None = None
    ) -> None:
        self.addresses = AttemptThrottle(per_address, window, store=store, name="login-address")
        self.accounts = AttemptThrottle(per_account, window, store=store, name="login-account")

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
