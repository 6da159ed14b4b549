"""The metric objects. Counting is process-local; with several uvicorn workers the
values go through prometheus-client's multiprocess mode (PROMETHEUS_MULTIPROC_DIR,
set by `python -m api serve --workers N`), see docs/operations.md."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from functools import partial

from prometheus_client import Counter, Histogram
from sqlalchemy import event
from sqlalchemy.orm import Session

# Route kinds: api/metrics/kinds.py decides which one a path is.
REQUESTS = Counter(
    "api_requests_total",
    "HTTP requests answered, by route kind, method and status class.",
    ["kind", "method", "status"],
)
LATENCY = Histogram(
    "api_request_duration_seconds",
    "Time from the request's arrival to the end of its answer, by route kind.",
    ["kind"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
)
BUNDLE_RENDER = Histogram(
    "api_bundle_render_seconds",
    "Time to build a page bundle from the database on a bundle-cache miss.",
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0),
)
BUNDLE_CACHE = Counter(
    "api_bundle_cache_total",
    "Look-ups in the in-process bundle cache, by result (hit or miss).",
    ["result"],
)
COUNTS_FALLBACK = Counter(
    "api_shared_counts_fallback_total",
    "Throttle and rate-limit counts made in the database because Redis was unreachable.",
)
BUNDLE_CACHE_BYPASS = Counter(
    "api_bundle_cache_bypass_total",
    "Bundle requests answered from the database because this process's change listener "
    "was disconnected (its cache might have missed invalidations).",
)
PURGES = Counter(
    "api_purges_total",
    "PURGE requests to HTTP caches, by target and result (sent or failed).",
    ["target", "result"],
)
ORDERS = Counter(
    "api_orders_total",
    "Orders entering a handling status (created orders count as their first status).",
    ["status"],
)
PAYMENTS = Counter(
    "api_payments_total",
    "Payments entering a status (open when started, then what the provider reports).",
    ["status"],
)
WEBHOOKS = Counter(
    "api_payment_webhooks_total",
    "Payment provider webhook calls, by provider and outcome.",
    ["provider", "outcome"],
)
MAILS = Counter(
    "api_mails_total",
    "Mails handed to the outbox, by result (sent or failed).",
    ["result"],
)


def incrementer(child: Counter) -> Callable[[], None]:
    """`child.inc()` for a labelled counter child, as one call to its value's `inc`:
    the per-request counts skip the public method's checks (amount, exemplar), which
    cost more than the count. Falls back to `child.inc` if the value is not there."""
    value = getattr(child, "_value", None)
    if value is None:
        return child.inc
    return partial(value.inc, 1)


def observer(child: Histogram) -> Callable[[float], None]:
    """`child.observe` for a labelled histogram child: the sum, and the bucket found by
    bisection instead of the public method's walk over every bound (the same bucket:
    the first bound the amount does not exceed). Falls back to `child.observe`."""
    total = getattr(child, "_sum", None)
    buckets = getattr(child, "_buckets", None)
    bounds = getattr(child, "_upper_bounds", None)
    if total is None or buckets is None or bounds is None or len(buckets) != len(bounds):
        return child.observe
    add = total.inc
    counts = [bucket.inc for bucket in buckets]
    bounds = list(bounds)

    def observe(amount: float) -> None:
        add(amount)
        counts[bisect_left(bounds, amount)](1)

    return observe


def count_purge(target: str, sent: bool) -> None:
    PURGES.labels(target=target, result="sent" if sent else "failed").inc()


# Counts of a transaction wait for its commit: a rolled back (or retried) write counts
# nothing, and a write retried after a conflict counts once.
_PENDING = "metrics.pending"


def count_on_commit(session: Session, counter: Counter, **labels: str) -> None:
    session.info.setdefault(_PENDING, []).append((counter, labels))


@event.listens_for(Session, "after_commit")
def _committed(session: Session) -> None:
    for counter, labels in session.info.pop(_PENDING, ()):
        counter.labels(**labels).inc()


@event.listens_for(Session, "after_rollback")
def _rolled_back(session: Session) -> None:
    session.info.pop(_PENDING, None)
