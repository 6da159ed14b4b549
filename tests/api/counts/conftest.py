from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.api.counts.private_redis import PrivateRedis, private_redis


@pytest.fixture
def own_redis(tmp_path) -> Iterator[PrivateRedis]:
    with private_redis(tmp_path) as server:
        yield server
