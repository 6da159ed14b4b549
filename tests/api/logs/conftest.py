"""Captures the API's JSON log lines, as `python -m api serve` writes them."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from api.logs.setup import json_handler
from tests.api.forms.conftest import contact, make_form  # noqa: F401
from tests.api.shop.checkout.conftest import fake_vat, make_shop  # noqa: F401


@dataclass
class LogCapture:
    stream: io.StringIO

    def text(self) -> str:
        return self.stream.getvalue()

    def lines(self) -> list[dict]:
        return [json.loads(line) for line in self.text().splitlines()]


@pytest.fixture
def json_logs() -> Iterator[LogCapture]:
    root = logging.getLogger()
    capture = LogCapture(io.StringIO())
    handler = json_handler(capture.stream)
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    try:
        yield capture
    finally:
        root.removeHandler(handler)
        root.setLevel(level)
