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
from scripts.processes import PortTaken, on_free_ports, says_port_taken

# The worker's own Redis database (tests/conftest.py), else one no other test uses.
REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/14")


# The APIs start on sockets bound for them; every other part gets a port found free a
# moment before it starts (scripts/processes.py `free_port`), which another process on
# the machine may take in between. Such a start is made again on new ports.


def _port_taken(cluster: Cluster) -> bool:
    logs = list((cluster.work / "logs").glob("*.log"))
    if cluster.postgres is not None:
        logs.append(cluster.postgres.log)
    return any(says_port_taken(log.read_text(errors="replace")) for log in logs if log.exists())


def _start(request: pytest.FixtureRequest, tmp_path_factory) -> Cluster:
    def start() -> Cluster:
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
            # An SSR server whose metrics port was taken serves on without its metrics.
            if _port_taken(started):
                raise RuntimeError("a port was taken")
            return started
        except BaseException as error:
            taken = _port_taken(started)
            started.stop()
            if taken:
                raise PortTaken(str(error)) from error
            raise

    return on_free_ports(start)


@pytest.fixture(scope="module")
def cluster(request: pytest.FixtureRequest, tmp_path_factory) -> Iterator[Cluster]:
    if not (ROOT / "ssr" / "dist" / "server").is_dir():
        pytest.fail("ssr/dist is missing: run `make build` first")
    started = _start(request, tmp_path_factory)
    try:
        yield started
    finally:
        started.stop()
