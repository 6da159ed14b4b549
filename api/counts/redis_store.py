"""Counts in Redis, each step one Lua script (atomic in Redis), with the database as
the fallback while Redis cannot be reached (docs/shared-state.md).

- A lock that closes in Redis (a window reaching its limit, attempts reaching theirs,
  or a locked key changing) is also written to the database, so it keeps holding when
  Redis goes away: those writes are rare, the counting itself stays in Redis.
- Without Redis every count goes to the database (`DatabaseCounts`); the first
  failure logs one WARNING, every count made there raises
  `api_shared_counts_fallback_total`. Redis is tried again after `RETRY_SECONDS`.
- When Redis answers again, the counts the database holds (made during the outage,
  and the copied locks) are merged into Redis before it counts again, so neither
  side's counts are lost. The same merge runs when Redis lost its data without any
  process noticing an outage (restarted empty between two requests, or its memory
  evicted): each script first checks the key `count:merged`, which only a merge sets,
  and asks for a merge when it is missing.
"""

from __future__ import annotations

import logging
import math
import threading
import time

import redis
from sqlalchemy.exc import SQLAlchemyError

from api.counts.database import DatabaseCounts
from api.counts.steps import CLEAR, FAIL
from api.metrics.counters import COUNTS_FALLBACK

logger = logging.getLogger("api.counts")

PREFIX = "count:"
# Set by every merge from the database: missing means Redis lost what it had.
MERGED = PREFIX + "merged"
# How long Redis is left alone after a failure before it is tried again.
RETRY_SECONDS = 1.0
REDIS_ERRORS = (redis.RedisError, OSError)

# KEYS[1], KEYS[2] = MERGED; ARGV: limit, window (ms). Returns {passed (1/0), hits,
# ms left}, or {-1, 0, 0} when the database's counts must be merged first.
TAKE = """
if redis.call('EXISTS', KEYS[2]) == 0 then return {-1, 0, 0} end
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
local limit = tonumber(ARGV[1])
if hits >= limit then
  local left = redis.call('PTTL', KEYS[1])
  if left < 0 then left = tonumber(ARGV[2]) end
  return {0, hits, left}
end
hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, hits, redis.call('PTTL', KEYS[1])}
"""

# KEYS[1], KEYS[2] = MERGED; ARGV: operation, now, limit, window (s). The rule of
# api/counts/steps.py. Returns {wait (s, as text), attempts before, attempts after
# (texts)...}, or {'merge'} when the database's counts must be merged first.
ATTEMPT = """
if redis.call('EXISTS', KEYS[2]) == 0 then return {'merge'} end
local operation, now = ARGV[1], tonumber(ARGV[2])
local limit, window = tonumber(ARGV[3]), tonumber(ARGV[4])
local stored = redis.call('LRANGE', KEYS[1], 0, -1)
local recent = {}
for _, moment in ipairs(stored) do
  if now - tonumber(moment) < window then table.insert(recent, moment) end
end
local before = #recent
local wait = 0
if before >= limit then wait = tonumber(recent[before - limit + 1]) + window - now end
if (operation == 'reserve' and before < limit) or operation == 'fail' then
  table.insert(recent, ARGV[2])
  while #recent > limit do table.remove(recent, 1) end
elseif operation == 'release' and before > 0 then
  table.remove(recent)
elseif operation == 'clear' then
  recent = {}
end
if operation ~= 'peek' then
  redis.call('DEL', KEYS[1])
  if #recent > 0 then
    redis.call('RPUSH', KEYS[1], unpack(recent))
    redis.call('PEXPIRE', KEYS[1], math.ceil(window * 1000))
  end
end
local answer = {string.format('%.6f', wait), before}
for _, moment in ipairs(recent) do table.insert(answer, moment) end
return answer
"""

# KEYS[1]; ARGV: hits, ms left. Keeps the larger count and the later end.
MERGE_WINDOW = """
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
local left = redis.call('PTTL', KEYS[1])
if tonumber(ARGV[1]) > hits then redis.call('SET', KEYS[1], ARGV[1]) end
if tonumber(ARGV[2]) > left then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1
"""

# KEYS[1]; ARGV: ms left, moments... Adds the moments Redis lacks, in order.
MERGE_ATTEMPTS = """
local known = {}
local all = {}
for _, moment in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
  known[moment] = true
  table.insert(all, moment)
end
for index = 2, #ARGV do
  if not known[ARGV[index]] then table.insert(all, ARGV[index]) end
end
table.sort(all, function(a, b) return tonumber(a) < tonumber(b) end)
local left = redis.call('PTTL', KEYS[1])
redis.call('DEL', KEYS[1])
redis.call('RPUSH', KEYS[1], unpack(all))
redis.call('PEXPIRE', KEYS[1], math.max(left, tonumber(ARGV[1])))
return 1
"""


class RedisCounts:
    clock = staticmethod(time.time)

    def __init__(self, url: str, database: DatabaseCounts) -> None:
        self.url = url
        self.database = database
        self._redis = redis.Redis.from_url(url, socket_connect_timeout=1, socket_timeout=2)
        self._take = self._redis.register_script(TAKE)
        self._attempt = self._redis.register_script(ATTEMPT)
        self._merge_window = self._redis.register_script(MERGE_WINDOW)
        self._merge_attempts = self._redis.register_script(MERGE_ATTEMPTS)
        self._state = threading.Lock()
        # None while Redis answers; else when to try it again.
        self._retry_at: float | None = None

    @property
    def available(self) -> bool:
        return self._retry_at is None

    def take(self, key: str, limit: int, window: float, now: float) -> int:
        if self._usable():
            try:
                passed, hits, left = self._script(self._take, key, [limit, _ms(window)])
            except REDIS_ERRORS as error:
                self._lost(error)
            else:
                if passed and hits == limit:  # the lock closes: the database keeps a copy
                    ends_at = now + int(left) / 1000
                    self._copy(self.database.copy_window, key, ends_at - window, hits, ends_at)
                return 0 if passed else max(1, math.ceil(int(left) / 1000))
        COUNTS_FALLBACK.inc()
        return self.database.take(key, limit, window, now)

    def attempt(self, key: str, operation: str, limit: int, window: float, now: float) -> int:
        if self._usable():
            try:
                answer = self._script(self._attempt, key, [operation, f"{now:.6f}", limit, window])
            except REDIS_ERRORS as error:
                self._lost(error)
            else:
                wait, before, recent = float(answer[0]), int(answer[1]), answer[2:]
                changed = len(recent) != before or operation == FAIL
                if changed and (before >= limit or len(recent) >= limit or operation == CLEAR):
                    # A lock closed or changed, or a key was cleared (an older copy
                    # must not come back): the database keeps a copy. A refused attempt
                    # changes nothing and writes nothing.
                    moments = [float(moment) for moment in recent]
                    ends_at = now + window if moments else now
                    self._copy(self.database.copy_attempts, key, moments, ends_at)
                return 0 if before < limit else max(1, math.ceil(wait))
        COUNTS_FALLBACK.inc()
        return self.database.attempt(key, operation, limit, window, now)

    def _script(self, script, key: str, args: list) -> list:
        """Runs a counting script; when Redis lost its data, merges first."""
        answer = script(keys=[PREFIX + key, MERGED], args=args)
        if answer[0] in (-1, b"merge"):
            self._merge()
            answer = script(keys=[PREFIX + key, MERGED], args=args)
        return answer

    def _copy(self, write, *args) -> None:
        try:
            write(*args)
        except SQLAlchemyError as error:  # Redis counted: the copy is only the safety net
            logger.warning("Could not copy a lock to the database: %s", error)

    def close(self) -> None:
        self._redis.close()

    def _usable(self) -> bool:
        with self._state:
            if self._retry_at is None:
                return True
            if self.clock() < self._retry_at:
                return False
            # One caller tries; the others keep to the database meanwhile.
            self._retry_at = self.clock() + RETRY_SECONDS
        try:
            self._merge()
        except REDIS_ERRORS:
            return False
        with self._state:
            self._retry_at = None
        logger.warning("Redis answers again: throttles and rate limits count there again")
        return True

    def _lost(self, error: Exception) -> None:
        with self._state:
            first = self._retry_at is None
            self._retry_at = self.clock() + RETRY_SECONDS
        if first:
            logger.warning(
                "Redis is unreachable (%s): throttles and rate limits count in the database "
                "until it answers again",
                error,
            )

    def _merge(self) -> None:
        try:
            self._merge_from_database()
        except SQLAlchemyError as error:  # the database is away too: Redis alone counts
            logger.warning("Could not merge the database's counts into Redis: %s", error)
            self._redis.set(MERGED, "1")

    def _merge_from_database(self) -> None:
        now = self.clock()
        windows, attempts = self.database.current(now)
        pipeline = self._redis.pipeline(transaction=False)
        for key, hits, ends_at in windows:
            self._merge_window(
                keys=[PREFIX + key], args=[hits, _ms(ends_at - now)], client=pipeline
            )
        for key, moments, ends_at in attempts:
            if moments:
                args = [_ms(ends_at - now), *(f"{moment:.6f}" for moment in moments)]
                self._merge_attempts(keys=[PREFIX + key], args=args, client=pipeline)
        pipeline.set(MERGED, "1")
        pipeline.execute()


def _ms(seconds: float) -> int:
    return max(1, int(seconds * 1000))
