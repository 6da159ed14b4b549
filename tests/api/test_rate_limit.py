"""api/rate_limit.py: a fixed-window budget per key, spent atomically."""

import threading
from concurrent.futures import ThreadPoolExecutor

from api.rate_limit import RateLimit


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_the_budget_is_per_key_and_renews_after_the_window():
    clock = Clock()
    limit = RateLimit(2, 60, clock=clock)
    assert [limit.take("a"), limit.take("a")] == [0, 0]
    assert limit.take("a") == 60
    assert limit.take("b") == 0
    clock.now += 59.5
    assert limit.take("a") == 1
    clock.now += 0.5
    assert limit.take("a") == 0


def test_concurrent_requests_cannot_exceed_the_budget():
    limit = RateLimit(5, 60)
    barrier = threading.Barrier(50)

    def take(_index: int) -> int:
        barrier.wait()
        return limit.take("198.51.100.1")

    with ThreadPoolExecutor(max_workers=50) as pool:
        waits = list(pool.map(take, range(50)))
    assert waits.count(0) == 5
