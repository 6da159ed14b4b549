"""Fixtures of the infrastructure tests: a module-wide set of started servers that
teardown stops, whatever the tests did."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from infra_servers import Processes


@pytest.fixture(scope="module")
def processes(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Processes]:
    running = Processes(tmp_path_factory.mktemp("logs"))
    try:
        yield running
    finally:
        running.stop_all()
