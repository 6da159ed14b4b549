"""The per-request metric calls (api/metrics/counters.py `incrementer`, `observer`)
count exactly what the public `inc` and `observe` count."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Histogram

from api.metrics.counters import incrementer, observer

BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
AMOUNTS = [0.0, 0.0001, 0.005, 0.0050001, 0.01, 0.3, 1.0, 9.99, 10.0, 10.5, 1e6, -1.0]


def samples(registry: CollectorRegistry) -> list[tuple]:
    return sorted(
        (sample.name, tuple(sorted(sample.labels.items())), sample.value)
        for metric in registry.collect()
        for sample in metric.samples
        if not sample.name.endswith("_created")
    )


def test_the_observer_fills_the_buckets_observe_fills():
    ours, theirs = CollectorRegistry(), CollectorRegistry()
    fast = observer(Histogram("t", "t", ["kind"], buckets=BUCKETS, registry=ours).labels("a"))
    public = Histogram("t", "t", ["kind"], buckets=BUCKETS, registry=theirs).labels("a")
    for amount in AMOUNTS:
        fast(amount)
        public.observe(amount)
    assert samples(ours) == samples(theirs)


def test_the_incrementer_counts_as_inc():
    ours, theirs = CollectorRegistry(), CollectorRegistry()
    fast = incrementer(Counter("c", "c", ["kind"], registry=ours).labels("a"))
    public = Counter("c", "c", ["kind"], registry=theirs).labels("a")
    for _ in range(3):
        fast()
        public.inc()
    assert samples(ours) == samples(theirs)
