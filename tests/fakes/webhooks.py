"""A local HTTP server that records the POSTs a payment provider sends to a webhook URL.

with WebhookReceiver() as hooks:
    webhook_url = hooks.url + "/webhook/test"
    ...
    hooks.wait_for(1)    # [Received(path="/webhook/test", form={"id": "tst_..."})]
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Self

from tests.fakes.http_server import Exchange, LocalHTTPServer


@dataclass(frozen=True)
class Received:
    path: str
    form: dict[str, str]


class WebhookReceiver:
    def __init__(self, status: int = 200) -> None:
        self.status = status  # what the receiver answers
        self.received: list[Received] = []
        self._arrived = threading.Condition()
        self._server = LocalHTTPServer(self._respond)
        self.url = self._server.url

    def __enter__(self) -> Self:
        self._server.start()
        return self

    def __exit__(self, *_exc) -> None:
        self._server.stop()

    def wait_for(self, count: int, timeout: float = 10.0) -> list[Received]:
        with self._arrived:
            if not self._arrived.wait_for(lambda: len(self.received) >= count, timeout):
                raise AssertionError(f"{len(self.received)} of {count} webhooks arrived")
            return list(self.received)

    def _respond(self, exchange: Exchange) -> None:
        with self._arrived:
            self.received.append(Received(exchange.path, exchange.form()))
            self._arrived.notify_all()
        exchange.answer(self.status, b"", "text/plain")
