"""The API rows of docs/performance.md, over real HTTP, each against a baseline measured
side by side in the same run:

- hot page bundle (cached bytes) req/s vs a bare Starlette app returning the same bytes
  (target >= 0.85x);
- cold bundle (bundle cache emptied before each request): server CPU ms per request
  vs the same request warm (target <= 1 ms for the demo home page), and what this
  machine charges for the miss's hand-over to a worker thread;
- 304 answers to a matching If-None-Match, req/s vs the bare app.

    uv run python -m benchmarks.api_bundle [--quick] [--seconds 5] [--rounds 3]
                                           [--connections 8] [--database-url URL]

Each server is one uvicorn process (the settings of `python -m api serve`, its JSON
log lines included: the API writes an access line per request, into a file here) on
127.0.0.1, loaded by wrk when it is installed (scripts/system-deps.sh), else by an
asyncio httpx client. Rounds alternate between the app and its baseline; medians are
printed. Nothing is asserted: targets are printed beside the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import NamedTuple

import httpx

from api.logs.setup import uvicorn_log_config

BUNDLE = "/api/services/websites/v1/page-bundle"
HOME = BUNDLE + "?path=%2F"
# Asks the benchmark's cold server (`cold_app`) to empty its bundle cache first.
COLD_HEADER = "x-bench-cold"
HOT_TARGET = 0.85
COLD_TARGET_MS = 1.0
TICKS = os.sysconf("SC_CLK_TCK")
ROOT = Path(__file__).resolve().parents[1]


# --- the servers (uvicorn --factory targets) -------------------------------------------


def api_app():
    """The real application, built from the environment like `python -m api serve`."""
    from api.app import create_app

    return create_app()


def cold_app():
    """The real application behind a thin wrapper that empties the bundle cache before
    each request carrying COLD_HEADER (and does nothing else)."""
    app = api_app()
    bundles = app.state.context.bundles
    marker = COLD_HEADER.encode()

    async def wrapper(scope, receive, send):
        if scope["type"] == "http" and any(name == marker for name, _ in scope["headers"]):
            bundles.clear()
        await app(scope, receive, send)

    return wrapper


def bare_app():
    """A bare Starlette app answering GET with the bytes and headers in BENCH_BODY_FILE
    (what the API answered for the home bundle), or 304 when If-None-Match is its ETag."""
    from starlette.applications import Starlette
    from starlette.responses import Response
    from starlette.routing import Route

    recorded = Path(os.environ["BENCH_BODY_FILE"])
    body = recorded.read_bytes()
    etag = Path(str(recorded) + ".etag").read_text()
    headers = {"cache-control": "no-store", "etag": etag}

    async def endpoint(request):
        if etag and request.headers.get("if-none-match") == etag:
            return Response(status_code=304, headers=headers)
        return Response(body, headers=headers, media_type="application/json")

    return Starlette(routes=[Route(BUNDLE, endpoint, methods=["GET"])])


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    def __init__(self, factory: str, env: dict[str, str], folder: Path) -> None:
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        # The logging `python -m api serve` sets up (api/logs/setup.py), so that the API
        # pays for its access lines as it does in production; the bare app logs nothing.
        log_config = folder / "log-config.json"
        log_config.write_text(json.dumps(uvicorn_log_config()))
        self.log = folder / f"{factory}-{self.port}.log"
        command = [
            sys.executable, "-m", "uvicorn", "--factory", f"benchmarks.api_bundle:{factory}",
            "--host", "127.0.0.1", "--port", str(self.port), "--no-access-log",
            "--log-config", str(log_config), "--log-level", "warning", "--no-proxy-headers",
        ]  # fmt: skip
        with self.log.open("wb") as stderr:
            self.process = subprocess.Popen(command, env={**os.environ, **env}, stderr=stderr)

    def wait_ready(self) -> None:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(
                    f"server {self.url} exited with {self.process.returncode}:\n"
                    + self.log.read_text(errors="replace")[-4000:]
                )
            try:
                httpx.get(self.url + HOME, timeout=1)
                return
            except httpx.TransportError:
                time.sleep(0.05)
        raise RuntimeError(f"server {self.url} did not start")

    def cpu_seconds(self) -> float:
        fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS  # utime + stime

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@contextmanager
def servers(env: dict[str, str], folder: Path, *factories: str):
    with ExitStack() as stack:
        started = []
        for factory in factories:
            server = Server(factory, env, folder)
            stack.callback(server.stop)
            started.append(server)
        for server in started:
            server.wait_ready()
        yield started


# --- load ------------------------------------------------------------------------------


class Load(NamedTuple):
    """Requests per second and the server's CPU time per request, of one load run."""

    rate: float
    cpu_us: float


def wrk_run(url: str, seconds: float, connections: int, headers: dict[str, str]) -> tuple:
    command = ["wrk", "-t1", f"-c{connections}", f"-d{max(1, round(seconds))}s"]
    for name, value in headers.items():
        command += ["-H", f"{name}: {value}"]
    output = subprocess.run(command + [url], capture_output=True, text=True, check=True).stdout
    if "Non-2xx or 3xx responses" in output:
        raise RuntimeError(f"wrk saw error answers from {url}:\n{output}")
    done = int(re.search(r"(\d+) requests in", output).group(1))
    return done, float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))


def httpx_run(url: str, seconds: float, connections: int, headers: dict[str, str]) -> tuple:
    async def run() -> tuple:
        done = 0
        deadline = time.monotonic() + seconds
        limits = httpx.Limits(max_connections=connections)
        async with httpx.AsyncClient(limits=limits, headers=headers) as client:

            async def worker() -> None:
                nonlocal done
                while time.monotonic() < deadline:
                    response = await client.get(url)
                    if response.status_code not in (200, 304):
                        raise RuntimeError(f"{url} answered {response.status_code}")
                    done += 1

            started = time.monotonic()
            await asyncio.gather(*(worker() for _ in range(connections)))
            return done, done / (time.monotonic() - started)

    return asyncio.run(run())


def load_tool() -> tuple[str, Callable[..., tuple]]:
    if shutil.which("wrk"):
        return "wrk", wrk_run
    return "httpx (install wrk for steadier figures: scripts/system-deps.sh)", httpx_run


def measure_load(tool, server: Server, args, headers=None) -> Callable[[], Load]:
    def run() -> Load:
        started = server.cpu_seconds()
        done, rate = tool(server.url + HOME, args.seconds, args.connections, headers or {})
        return Load(rate, (server.cpu_seconds() - started) / done * 1e6)

    return run


def interleaved(rounds: int, app: Callable[[], Load], base: Callable[[], Load]):
    """Medians of alternating runs: (app req/s, base req/s, app CPU us, base CPU us)."""
    apps, bases = [], []
    for _ in range(rounds):
        bases.append(base())
        apps.append(app())
    return (
        statistics.median(run.rate for run in apps),
        statistics.median(run.rate for run in bases),
        statistics.median(run.cpu_us for run in apps),
        statistics.median(run.cpu_us for run in bases),
    )


def cpu_per_request(server: Server, client: httpx.Client, count: int, cold: bool) -> float:
    headers = {COLD_HEADER: "1"} if cold else {}
    started = server.cpu_seconds()
    for _ in range(count):
        response = client.get(server.url + HOME, headers=headers)
        if response.status_code != 200:
            raise RuntimeError(f"home bundle answered {response.status_code}")
    return (server.cpu_seconds() - started) / count * 1000


# --- the run ---------------------------------------------------------------------------


def prepare_database(url: str | None, folder: Path) -> str:
    from api.database import create_database_engine
    from api.demo import load_demo
    from api.migrations import upgrade

    url = url or f"sqlite:///{folder / 'bench.sqlite3'}"
    engine = create_database_engine(url, create=True)
    upgrade(engine)
    load_demo(engine)
    engine.dispose()
    return url


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few seconds, for CI")
    parser.add_argument("--seconds", type=float, default=3.0, help="per load measurement")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds per figure")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--cold-requests", type=int, default=1000)
    parser.add_argument("--database-url")
    args = parser.parse_args()
    if args.quick:
        args.seconds, args.rounds, args.cold_requests = 1.0, 1, 200
    tool_name, tool = load_tool()
    with tempfile.TemporaryDirectory() as folder:
        url = prepare_database(args.database_url, Path(folder))
        body_file = Path(folder) / "home-bundle.json"
        env = {"DATABASE_URL": url, "BENCH_BODY_FILE": str(body_file), "PYTHONPATH": str(ROOT)}
        with servers(env, Path(folder), "api_app", "cold_app") as (api, cold):
            answer = httpx.get(api.url + HOME)
            etag = answer.headers.get("etag", "")
            body_file.write_bytes(answer.content)
            Path(str(body_file) + ".etag").write_text(etag)
            with servers(env, Path(folder), "bare_app") as (bare,):
                print(
                    f"API page bundle, demo home ({len(answer.content)} bytes), "
                    f"load by {tool_name}, {args.connections} connections"
                )
                report_hot(args, tool, api, bare)
                report_not_modified(args, tool, api, bare, etag)
                report_cold(args, cold)


def report_hot(args, tool, api: Server, bare: Server) -> None:
    measure_load(tool, api, args)()  # warm up both before measuring
    measure_load(tool, bare, args)()
    figures = interleaved(
        args.rounds, measure_load(tool, api, args), measure_load(tool, bare, args)
    )
    print_load("api hot bundle", "bare Starlette", figures)


def report_not_modified(args, tool, api: Server, bare: Server, etag: str) -> None:
    if not etag:
        print("api 304 answers: no ETag on the bundle, nothing to measure")
        return
    headers = {"if-none-match": etag}
    figures = interleaved(
        args.rounds, measure_load(tool, api, args, headers), measure_load(tool, bare, args, headers)
    )
    print_load("api 304 answers", "bare Starlette 304", figures)


def print_load(label: str, baseline: str, figures: tuple) -> None:
    app, base, app_cpu, base_cpu = figures
    print(
        f"{label}: {app:.0f} req/s vs {baseline} {base:.0f} req/s = {app / base:.2f}x "
        f"(target >= {HOT_TARGET}x); server CPU per request {app_cpu:.0f} us vs "
        f"{base_cpu:.0f} us = {base_cpu / app_cpu:.2f}x"
    )


def report_cold(args, cold: Server) -> None:
    with httpx.Client() as client:
        cpu_per_request(cold, client, 50, cold=True)  # warm up the code paths
        cpu_per_request(cold, client, 50, cold=False)
        colds, warms = [], []
        for _ in range(max(1, args.rounds)):
            colds.append(cpu_per_request(cold, client, args.cold_requests, cold=True))
            warms.append(cpu_per_request(cold, client, args.cold_requests, cold=False))
    cold_ms, warm_ms = statistics.median(colds), statistics.median(warms)
    print(
        f"api cold bundle: {cold_ms:.2f} ms CPU/request vs warm {warm_ms:.2f} ms "
        f"= {cold_ms / warm_ms:.1f}x; the miss itself costs {cold_ms - warm_ms:.2f} ms "
        f"(target <= {COLD_TARGET_MS:.0f} ms CPU for a cold home bundle request)"
    )
    hop_ms = asyncio.run(thread_hop_ms(args.cold_requests, max(1, args.rounds)))
    print(
        f"    of which a miss's hand-over to a worker thread and back costs this machine "
        f"{hop_ms:.2f} ms CPU (run_in_threadpool of a function doing nothing, this process)"
    )


async def thread_hop_ms(count: int, rounds: int) -> float:
    """CPU ms of one `run_in_threadpool` hop of a function doing nothing, minus the same
    call made directly: what a miss pays for building its bundle on a worker thread (the
    wake-ups of the thread and of the event loop), on this machine, in rounds (median)."""
    from starlette.concurrency import run_in_threadpool

    def nothing() -> None:
        return None

    figures = []
    for _ in range(rounds):
        started = time.process_time()
        for _ in range(count):
            await run_in_threadpool(nothing)
        hopped = time.process_time() - started
        started = time.process_time()
        for _ in range(count):
            nothing()
        figures.append((hopped - (time.process_time() - started)) / count * 1000)
    return statistics.median(figures)


if __name__ == "__main__":
    main()
