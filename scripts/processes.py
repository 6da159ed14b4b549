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
from dataclasses import dataclass
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


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


def launch(log_dir: Path, name: str, command: list[str], env: dict[str, str]) -> Process:
    """Starts `command` from the repository root, its output appended to
    `log_dir/<name>.log`."""
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
