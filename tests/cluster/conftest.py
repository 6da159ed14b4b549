"""The cluster of `make cluster` (scripts/cluster.py) started once per test file: two
APIs, two SSR servers, two Varnish instances, S3, Redis and PostgreSQL (docs/cluster.md).

A file sets `PRIVATE_POSTGRES = True` to get a PostgreSQL of its own that its tests may
stop (the shared one on 5432 never is), and `CLUSTER_ENV` for extra settings."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest

from scripts.cluster import ROOT, Cluster

# The worker's own Redis database (tests/conftest.py), else one no other test uses.
REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/14")


@pytest.fixture(scope="module")
def cluster(request: pytest.FixtureRequest, tmp_path_factory) -> Iterator[Cluster]:
    if not (ROOT / "ssr" / "dist" / "server").is_dir():
        pytest.fail("ssr/dist is missing: run `make build` first")
    started = Cluster(
        work=Path(tmp_path_factory.mktemp("cluster")),
        database=f"site_cluster_{secrets.token_hex(4)}",
        redis_url=REDIS_URL,
        private_postgres=getattr(request.module, "PRIVATE_POSTGRES", False),
        keep_database=False,
        flush_redis=False,
        extra_env=getattr(request.module, "CLUSTER_ENV", {}),
    )
    try:
        started.start()
        yield started
    finally:
        started.stop()
