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


# Every part gets a port found free a moment before it starts (scripts/processes.py
# `free_port`): another process on the machine may take one in between. Such a start
# is tried again on new ports, a few times; any other failure fails at once.
START_ATTEMPTS = 3
PORT_TAKEN = ("address already in use", "eaddrinuse")


def _port_taken(cluster: Cluster) -> bool:
    logs = list((cluster.work / "logs").glob("*.log"))
    if cluster.postgres is not None:
        logs.append(cluster.postgres.log)
    for log in logs:
        text = log.read_text(errors="replace").lower() if log.exists() else ""
        if any(marker in text for marker in PORT_TAKEN):
            return True
    return False


def _start(request: pytest.FixtureRequest, tmp_path_factory) -> Cluster:
    for attempt in range(1, START_ATTEMPTS + 1):
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
            # A part that lost its port may have exited after another server on that
            # port answered its readiness check.
            dead = [process.name for process in started.processes if not process.alive()]
            if dead:
                raise RuntimeError(f"exited after the start: {dead}")
            return started
        except BaseException:
            taken = _port_taken(started)
            started.stop()
            if attempt == START_ATTEMPTS or not taken:
                raise
    raise AssertionError("unreachable")


@pytest.fixture(scope="module")
def cluster(request: pytest.FixtureRequest, tmp_path_factory) -> Iterator[Cluster]:
    if not (ROOT / "ssr" / "dist" / "server").is_dir():
        pytest.fail("ssr/dist is missing: run `make build` first")
    started = _start(request, tmp_path_factory)
    try:
        yield started
    finally:
        started.stop()
