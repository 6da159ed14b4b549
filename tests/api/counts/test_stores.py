"""api/counts: the same rules in every store (memory, database, Redis), counted
atomically across threads, and Redis's fallback to the database while it is away."""

from __future__ import annotations

import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
import redis

from api.counts import DatabaseCounts, MemoryCounts, RedisCounts, redis_store
from api.counts.steps import CLEAR, PEEK, RELEASE, RESERVE
from api.metrics.counters import COUNTS_FALLBACK
from api.rate_limit import RateLimit
from api.throttling import AttemptThrottle


@pytest.fixture(params=["memory", "database", "redis"])
def store(request, engine):
    if request.param == "memory":
        yield MemoryCounts()
        return
    if request.param == "database":
        yield DatabaseCounts(engine)
        return
    server = request.getfixturevalue("own_redis")
    counts = RedisCounts(server.url, DatabaseCounts(engine))
    yield counts
    counts.close()


def test_a_fixed_window_is_per_key_and_tells_the_wait(store):
    now = float(int(store.clock()))
    assert [store.take("a", 2, 60, now), store.take("a", 2, 60, now)] == [0, 0]
    assert store.take("a", 2, 60, now) == 60
    assert store.take("b", 2, 60, now) == 0


def test_attempts_block_at_the_limit_and_release_takes_one_back(store):
    now = float(int(store.clock()))
    for _ in range(3):
        assert store.attempt("k", RESERVE, 3, 900, now) == 0
    assert store.attempt("k", RESERVE, 3, 900, now + 10) == 890
    assert store.attempt("k", PEEK, 3, 900, now + 10) == 890
    store.attempt("k", RELEASE, 3, 900, now + 10)
    assert store.attempt("k", PEEK, 3, 900, now + 10) == 0
    assert store.attempt("k", RESERVE, 3, 900, now + 10) == 0
    store.attempt("k", CLEAR, 3, 900, now + 10)
    assert store.attempt("other", PEEK, 3, 900, now + 10) == 0
    assert store.attempt("k", PEEK, 3, 900, now + 10) == 0


def test_a_window_renews_after_it_ends(engine):
    store = DatabaseCounts(engine)
    assert store.take("a", 1, 60, 1000.0) == 0
    assert store.take("a", 1, 60, 1059.5) == 1
    assert store.take("a", 1, 60, 1060.0) == 0


def test_of_fifty_parallel_guesses_only_the_limit_is_tried(store):
    throttle = AttemptThrottle(5, 900, store=store, name="guess")
    limit = RateLimit(5, 60, store=store, name="burst")
    barrier = threading.Barrier(25)

    def guess(_index: int) -> tuple[int, int]:
        barrier.wait(timeout=30)
        return throttle.reserve("198.51.100.1"), limit.take("198.51.100.1")

    with ThreadPoolExecutor(max_workers=25) as pool:
        results = list(pool.map(guess, range(50)))
    assert [reserved for reserved, _ in results].count(0) == 5
    assert [taken for _, taken in results].count(0) == 5


def test_without_redis_counts_go_to_the_database_and_come_back(
    engine, own_redis, caplog, monkeypatch
):
    monkeypatch.setattr(redis_store, "RETRY_SECONDS", 0.05)
    database = DatabaseCounts(engine)
    store = RedisCounts(own_redis.url, database)
    logins = AttemptThrottle(3, 900, store=store, name="login")
    carts = RateLimit(2, 3600, store=store, name="cart")
    try:
        for _ in range(3):
            assert logins.reserve("locked@example.test") == 0
        assert logins.reserve("locked@example.test") > 0
        assert [carts.take("203.0.113.5"), carts.take("203.0.113.5")] == [0, 0]
        before = COUNTS_FALLBACK._value.get()

        own_redis.stop()
        with caplog.at_level(logging.WARNING, logger="api.counts"):
            # Locks closed in Redis hold: the database has their copy.
            assert logins.reserve("locked@example.test") > 0
            assert carts.take("203.0.113.5") > 0
            # New counts go to the database, with the same limits.
            assert [logins.reserve("new@example.test") for _ in range(4)].count(0) == 3
        assert COUNTS_FALLBACK._value.get() >= before + 6
        warnings = [r for r in caplog.records if "Redis is unreachable" in r.getMessage()]
        assert len(warnings) == 1, "one warning per outage"

        own_redis.start()  # empty: what it knew is gone, the database's counts come back
        deadline = time.monotonic() + 30
        while logins.reserve("locked@example.test") and not store.available:
            assert time.monotonic() < deadline, "the store did not return to Redis"
            time.sleep(0.05)
        assert store.available
        assert logins.reserve("locked@example.test") > 0
        assert logins.reserve("new@example.test") > 0
        assert carts.take("203.0.113.5") > 0
        assert logins.reserve("fresh@example.test") == 0
    finally:
        store.close()


def test_a_redis_that_lost_its_data_gets_the_locks_back(engine, own_redis):
    store = RedisCounts(own_redis.url, DatabaseCounts(engine))
    logins = AttemptThrottle(2, 900, store=store, name="login")
    try:
        assert [logins.reserve("k"), logins.reserve("k")] == [0, 0]
        with redis.Redis.from_url(own_redis.url) as client:
            client.flushall()  # as after a restart without persistence, or an eviction
        assert logins.reserve("k") > 0
        assert store.available, "counted in Redis, after merging the database's copy"
        assert logins.reserve("other") == 0
    finally:
        store.close()
