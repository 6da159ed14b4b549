"""Server processes started from Python, for `make cluster` (scripts/cluster.py) and the
infrastructure tests (tests/infra/infra_servers.py): each in a process group of its own
(so children such as uv -> python go with it), logged to a file whose tail is shown
when something fails, and stopped with SIGTERM, then SIGKILL."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import httpx

ROOT = Path(__file__).resolve().parents[1]


# How often a start on ports only found free is made, when each found one taken.
PORT_ATTEMPTS = 3
# What servers (uvicorn, Node, Varnish, moto, Redis, PostgreSQL) log when their port is taken.
PORT_TAKEN_MARKERS = ("address already in use", "eaddrinuse")

T = TypeVar("T")


def free_port() -> int:
    """A port free at this moment. Another process may take it before the server that is
    given it binds it: start such a server with `on_free_ports`, or hand it a socket
    already bound (`bound_socket`)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def free_ports(count: int) -> list[int]:
    """`count` ports free at this moment and different from each other: all are held at
    once while they are found (one after the other, the OS may hand one out twice)."""
    with ExitStack() as held:
        probes = [held.enter_context(socket.socket()) for _ in range(count)]
        for probe in probes:
            probe.bind(("127.0.0.1", 0))
        return [probe.getsockname()[1] for probe in probes]


def bound_socket(port: int = 0) -> socket.socket:
    """A TCP socket bound to local `port` (0: a free one), not listening yet: handed to
    a child (`python -m api serve --fd N` with `pass_fds`), the port is the child's from
    the start. Close it in the parent once the child runs, so the port closes when the
    child stops serving."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.bind(("127.0.0.1", port))
    except OSError:
        sock.close()
        raise
    return sock


class PortTaken(RuntimeError):
    """A server could not listen on the port it was given: another process had it."""


def says_port_taken(output: str) -> bool:
    lowered = output.lower()
    return any(marker in lowered for marker in PORT_TAKEN_MARKERS)


def on_free_ports(start: Callable[[], T], attempts: int = PORT_ATTEMPTS) -> T:
    """`start()`, which picks its ports with `free_port`, made again while it raises
    PortTaken (after stopping what it started), `attempts` times at most; any other
    failure ends it at once."""
    for attempt in range(1, attempts + 1):
        try:
            return start()
        except PortTaken:
            if attempt == attempts:
                raise
    raise AssertionError("unreachable")


def tail(path: Path, lines: int = 30) -> str:
    if not path.exists():
        return ""
    return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])


@dataclass
class Process:
    name: str
    popen: subprocess.Popen
    log: Path
    url: str = ""
    # varnishd's working directory (`-n`), for varnishstat and the exporter.
    state: str = ""

    def alive(self) -> bool:
        return self.popen.poll() is None

    def signal_group(self, sig: int) -> None:
        try:
            os.killpg(self.popen.pid, sig)
        except ProcessLookupError:
            pass

    def stop(self, grace: float = 10.0) -> None:
        if self.alive():
            self.signal_group(signal.SIGTERM)
            try:
                self.popen.wait(grace)
            except subprocess.TimeoutExpired:
                self.signal_group(signal.SIGKILL)
                self.popen.wait()
        # Children that outlived their parent share the process group.
        self.signal_group(signal.SIGKILL)


def launch(
    log_dir: Path,
    name: str,
    command: list[str],
    env: dict[str, str],
    pass_fds: tuple[int, ...] = (),
) -> Process:
    """Starts `command` from the repository root, its output appended to
    `log_dir/<name>.log`; `pass_fds`: descriptors the child keeps (a `bound_socket`)."""
    log = log_dir / f"{name}.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("ab") as output:
        popen = subprocess.Popen(
            command,
            cwd=ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            pass_fds=pass_fds,
        )
    return Process(name, popen, log)


def wait_until_answering(
    process: Process, path: str = "/", method: str = "GET", timeout: float = 60.0
) -> None:
    """Returns once `process.url + path` answers anything at all; RuntimeError (with the
    log's tail) when the process exits first or `timeout` seconds pass."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not process.alive():
            raise RuntimeError(
                f"{process.name} exited ({process.popen.returncode}) before answering:\n"
                f"{tail(process.log)}"
            )
        try:
            httpx.request(method, process.url + path, timeout=5)
            return
        except httpx.TransportError:
            time.sleep(0.15)
    raise RuntimeError(f"{process.name} did not answer {process.url} in time:\n{tail(process.log)}")
