"""A real uvicorn server, for tests that need truly parallel requests, and the parallel
requests themselves: a client with a connection per worker and work started in many
threads at once behind a barrier. The `live_api` and `http` fixtures (conftest.py)
serve the test database's API this way."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import TypeVar

import httpx
import uvicorn

from scripts.processes import bound_socket

STARTUP_DEADLINE = 60.0
# Threads started at once by `in_parallel`, unless a test asks for another number.
WORKERS = 50
# A parallel request waits this long at most: for the barrier, and for its answer.
PARALLEL_TIMEOUT = 120

T = TypeVar("T")


@contextmanager
def closed_port() -> Iterator[int]:
    """A local port where connections are refused for the whole block: bound, never
    listening, so no other process can start listening there meanwhile (as on a port
    only found free it could)."""
    with bound_socket() as bound:
        yield bound.getsockname()[1]


@contextmanager
def live_server(app, *, lifespan: str = "on", proxy_headers: bool = True) -> Iterator[str]:
    """Serves `app` in a background thread on a socket bound before it starts (no other
    process can take the port meanwhile); yields its base URL."""
    sock = bound_socket()
    port = sock.getsockname()[1]
    config = uvicorn.Config(
        app, log_level="warning", lifespan=lifespan, proxy_headers=proxy_headers
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + STARTUP_DEADLINE
    poll = threading.Event()
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            sock.close()
            raise RuntimeError("uvicorn did not start")
        poll.wait(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=STARTUP_DEADLINE)
        sock.close()


@contextmanager
def parallel_client(base_url: str, workers: int = WORKERS) -> Iterator[httpx.Client]:
    """A client for `base_url` with a connection for each of `workers` threads."""
    limits = httpx.Limits(max_connections=workers + 10, max_keepalive_connections=workers + 10)
    with httpx.Client(base_url=base_url, limits=limits, timeout=PARALLEL_TIMEOUT) as client:
        yield client


def in_parallel(work: Callable[[int, threading.Barrier], T], workers: int = WORKERS) -> list[T]:
    """Runs `work(index, barrier)` in `workers` threads at once; returns their results in
    index order. `barrier.wait()` in `work` lines them up (everyone read, then everyone
    writes)."""
    barrier = threading.Barrier(workers, timeout=PARALLEL_TIMEOUT)
    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(lambda index: work(index, barrier), range(workers)))
