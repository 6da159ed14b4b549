"""Prometheus metrics of the API (docs/operations.md, Metrics).

`api.metrics.counters` holds the metric objects any module may count on; it imports
nothing of the application, so every domain may use it. The request middleware, the
`/metrics` answer and the collectors that read the database at scrape time live in
the other modules of this package and are wired in api/app.py.
"""
