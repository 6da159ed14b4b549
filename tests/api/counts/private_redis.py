"""A Redis server of the test's own (random port, temporary directory, no persistence):
tests stop and start it at will, never the shared one."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import redis

from scripts.processes import PortTaken, free_port, on_free_ports, says_port_taken

STARTUP_DEADLINE = 20.0


class PrivateRedis:
    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.log = directory / "redis.log"
        self.port = 0
        self.url = ""
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        """The first start picks a port (a new one when another process took it first);
        a restart keeps it, as the servers using this Redis know it."""
        if self.port:
            self._start()
        else:
            on_free_ports(self._start_on_a_free_port)

    def _start_on_a_free_port(self) -> None:
        port = free_port()
        self._start(port)
        self.port = port
        self.url = f"redis://127.0.0.1:{port}/0"

    def _start(self, port: int = 0) -> None:
        """Starts redis-server and returns once it answers."""
        port = port or self.port
        with self.log.open("wb") as output:
            self.process = subprocess.Popen(
                ["redis-server", "--port", str(port), "--bind", "127.0.0.1",
                 "--save", "", "--appendonly", "no", "--dir", str(self.directory)],
                stdout=output, stderr=subprocess.STDOUT,
            )  # fmt: skip
        client = redis.Redis(port=port, socket_connect_timeout=1)
        deadline = time.monotonic() + STARTUP_DEADLINE
        try:
            while True:
                if self.process.poll() is not None:
                    output = self.log.read_text(errors="replace")
                    self.process = None
                    if says_port_taken(output):
                        raise PortTaken(f"port {port}")
                    raise AssertionError(f"redis-server ended during startup:\n{output}")
                try:
                    if client.ping():
                        return
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
