from __future__ import annotations

from collections.abc import Iterator

import pytest

from api.vat import clear_cache
from tests.fakes.vies import FakeVies


@pytest.fixture
def vies() -> Iterator[FakeVies]:
    """A local VIES stand-in; its fresh URL also keeps cached answers of other tests out."""
    clear_cache()
    with FakeVies() as fake:
        yield fake
