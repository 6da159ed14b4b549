"""Real servers for the infrastructure tests: Varnish with the rendered site VCL, the API
and the production SSR server, each on a free port in its own process group, logged to
a file whose tail is shown when something fails, and stopped on teardown."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from scripts.processes import (
    ROOT,
    PortTaken,
    Process,
    free_port,
    launch,
    on_free_ports,
    says_port_taken,
    tail,
    wait_until_answering,
)

VARNISH_DIR = ROOT / "infra" / "varnish"
STARTUP_TIMEOUT = 60.0
STOP_GRACE = 5.0


# A started server (its `popen`, `log`, `url`, and for varnishd its `state` folder).
Server = Process


@dataclass
class Processes:
    """Starts servers and remembers them so teardown stops every one."""

    log_dir: Path
    servers: list[Server] = field(default_factory=list)

    def launch(
        self, name: str, command: list[str], env: dict[str, str], pass_fds: tuple[int, ...] = ()
    ) -> Server:
        server = launch(self.log_dir, name, command, env, pass_fds)
        self.servers.append(server)
        return server

    def start_on_a_free_port(
        self,
        name: str,
        command: Callable[[int], list[str]],
        env: Callable[[int], dict[str, str]],
        method: str = "GET",
        path: str = "/",
    ) -> Server:
        """`command(port)` with `env(port)`, on a port found free; returns once
        `method path` answers. When another process took the port first, the server
        exits, and it starts again on a new one."""

        def start() -> Server:
            port = free_port()
            server = self.launch(name, command(port), env(port))
            server.url = f"http://127.0.0.1:{port}"
            try:
                wait_until_answering(server, path, method, timeout=STARTUP_TIMEOUT)
            except RuntimeError as error:
                if not server.alive() and says_port_taken(tail(server.log)):
                    raise PortTaken(server.url) from error
                pytest.fail(str(error))
            return server

        return on_free_ports(start)

    def run(self, name: str, command: list[str], env: dict[str, str]) -> None:
        """Runs a command to its end; a non-zero exit fails the test with its output."""
        server = self.launch(name, command, env)
        code = server.popen.wait(timeout=300)
        if code != 0:
            pytest.fail(f"{name} exited with {code}:\n{tail(server.log, 40)}")

    def wait_until_answering(self, server: Server, method: str = "GET", path: str = "/") -> None:
        try:
            wait_until_answering(server, path, method, timeout=STARTUP_TIMEOUT)
        except RuntimeError as error:
            pytest.fail(str(error))

    def stop_all(self) -> None:
        for server in reversed(self.servers):
            server.stop(STOP_GRACE)


def render_vcl(**variables: str) -> str:
    """The site VCL as render-vcl.sh writes it for the given VARNISH_* variables."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("VARNISH_")}
    result = subprocess.run(
        ["sh", str(VARNISH_DIR / "render-vcl.sh"), str(VARNISH_DIR / "default.vcl")],
        env={**env, **variables},
        check=False,
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        raise RuntimeError(result.stderr.strip())
    return result.stdout


def varnish_params() -> list[str]:
    """The runtime parameters of infra/varnish/varnishd.params as varnishd options, the
    way start.sh and `make varnish` pass them."""
    options = []
    for line in (VARNISH_DIR / "varnishd.params").read_text().splitlines():
        setting = line.split("#", 1)[0].strip()
        if setting:
            options += ["-p", setting]
    return options


def start_varnish(
    processes: Processes,
    workdir: Path,
    backend_port: int,
    before_recv: str = "",
    **variables: str,
) -> Server:
    """varnishd in the foreground on a free port, in front of 127.0.0.1:backend_port,
    with the VARNISH_* render `variables` and the project's runtime parameters.
    `before_recv` is VCL put in ahead of the site's vcl_recv (where an include such as
    pools.vcl goes)."""
    varnishd = shutil.which("varnishd")
    if varnishd is None:
        pytest.fail(
            "varnishd is not installed (apt-get install varnish varnish-modules; `make test` does it)"
        )
    workdir.mkdir(parents=True, exist_ok=True)
    vcl = workdir / "site.vcl"
    site = render_vcl(
        VARNISH_BACKEND_HOST="127.0.0.1", VARNISH_BACKEND_PORT=str(backend_port), **variables
    )
    if before_recv:
        site = site.replace("\nsub vcl_recv {", f"\n{before_recv}\n\nsub vcl_recv {{", 1)
    vcl.write_text(site)
    state = str(workdir / "state")

    def command(port: int) -> list[str]:
        options = {
            "-j": "none",  # no privilege separation: runs the same as root or as a user
            "-n": state,
            "-a": f"127.0.0.1:{port}",
            "-T": "none",
            "-f": str(vcl),
            "-s": "malloc,64m",
        }
        return [
            varnishd,
            "-F",
            *(part for option in options.items() for part in option),
            *varnish_params(),
        ]

    # PURGE without keys is answered by Varnish itself (400), so waiting caches nothing.
    server = processes.start_on_a_free_port(
        "varnish", command, lambda _port: dict(os.environ), method="PURGE"
    )
    server.state = state
    return server


@contextmanager
def serving(handler: type[BaseHTTPRequestHandler]) -> Iterator[ThreadingHTTPServer]:
    """A scripted origin: `handler` on a free local port, answered from a thread until
    the block ends."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def python_command(*args: str) -> list[str]:
    """The API's CLI in this test run's interpreter (the project's .venv under `uv run`)."""
    return [sys.executable, "-m", "api", *args]
