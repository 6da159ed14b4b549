from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fakes.mollie import FakeMollie
from tests.fakes.webhooks import WebhookReceiver


@pytest.fixture
def mollie() -> Iterator[FakeMollie]:
    with FakeMollie() as fake:
        yield fake


@pytest.fixture
def webhooks() -> Iterator[WebhookReceiver]:
    with WebhookReceiver() as receiver:
        yield receiver
