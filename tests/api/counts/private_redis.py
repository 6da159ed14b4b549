"""A Redis server of the test's own (random port, temporary directory, no persistence):
tests stop and start it at will, never the shared one."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import redis

from tests.api.live_server import free_port

STARTUP_DEADLINE = 20.0
STARTS = 3


class PrivateRedis:
    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen | None = None
        self.started = False

    def start(self) -> None:
        # The port was found free a moment before: another process may have taken it.
        # The first start moves to a new port then (a few times); a restart cannot, as
        # the servers using it know this one.
        for attempt in range(1, STARTS + 1):
            if self._start() or self.started or attempt == STARTS:
                break
            self.port = free_port()
            self.url = f"redis://127.0.0.1:{self.port}/0"
        assert self.process is not None and self.process.poll() is None, (
            "redis-server ended during startup"
        )
        self.started = True

    def _start(self) -> bool:
        """Starts redis-server; True once it answers, False when it ended first."""
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1",
             "--save", "", "--appendonly", "no", "--dir", str(self.directory)],
            stdout=subprocess.DEVNULL,
        )  # fmt: skip
        client = redis.Redis(port=self.port, socket_connect_timeout=1)
        deadline = time.monotonic() + STARTUP_DEADLINE
        try:
            while True:
                if self.process.poll() is not None:
                    return False
                try:
                    if client.ping():
                        return True
                except redis.ConnectionError:
                    pass
                assert time.monotonic() < deadline, "redis-server did not start"
                time.sleep(0.02)
        finally:
            client.close()

    def stop(self) -> None:
        if self.process is None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process = None


@contextmanager
def private_redis(directory: Path) -> Iterator[PrivateRedis]:
    server = PrivateRedis(directory)
    server.start()
    try:
        yield server
    finally:
        server.stop()
