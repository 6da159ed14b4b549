"""The `/metrics` answer: the process's (or, with several workers, every worker's)
counters plus the gauges read at scrape time, only for allowed networks.

Never public: the answer is given only to a peer address (as uvicorn sees the TCP
connection, never a forwarded header) inside METRICS_ALLOW, and never to a request
that came through a proxy (it carries X-Forwarded-For or Forwarded). The SSR's API
proxy forwards only /api/... and Varnish refuses /metrics (docs/operations.md)."""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Iterable

from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, CollectorRegistry, generate_latest
from prometheus_client.multiprocess import MultiProcessCollector
from starlette.concurrency import run_in_threadpool
from starlette.responses import Response
from starlette.types import Receive, Scope, Send

from api.responses import error_response

PATH = "/metrics"
MULTIPROCESS_DIR = "PROMETHEUS_MULTIPROC_DIR"
NOT_FOUND = "Niet gevonden."
_PROXY_HEADERS = (b"x-forwarded-for", b"forwarded", b"x-real-ip")

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def parse_networks(values: Iterable[str]) -> tuple[Network, ...]:
    """METRICS_ALLOW entries (addresses or CIDRs); a malformed one stops the start."""
    return tuple(ipaddress.ip_network(value.strip(), strict=False) for value in values)


def allowed(scope: Scope, networks: tuple[Network, ...]) -> bool:
    if any(name.lower() in _PROXY_HEADERS for name, _value in scope.get("headers", ())):
        return False
    client = scope.get("client")
    if not client:
        return False
    try:
        address = ipaddress.ip_address(client[0])
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped:
        address = address.ipv4_mapped
    return any(address in network for network in networks)


def exposition(extra: CollectorRegistry) -> bytes:
    """The text format of every counter, then of the scrape-time collectors."""
    if os.environ.get(MULTIPROCESS_DIR):
        base = CollectorRegistry()
        MultiProcessCollector(base)
    else:
        base = REGISTRY
    return generate_latest(base) + generate_latest(extra)


class MetricsEndpoint:
    def __init__(self, networks: tuple[Network, ...], extra: CollectorRegistry) -> None:
        self.networks = networks
        self.extra = extra

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope.get("method") not in ("GET", "HEAD") or not allowed(scope, self.networks):
            response = error_response(404, {"general": [NOT_FOUND]})
        else:
            body = await run_in_threadpool(exposition, self.extra)
            response = Response(
                body,
                media_type=CONTENT_TYPE_LATEST,
                headers={"cache-control": "no-store"},
            )
        await response(scope, receive, send)
