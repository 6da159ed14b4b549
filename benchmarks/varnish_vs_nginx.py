"""A Varnish cache hit against nginx serving the same bytes from disk: requests per second
with wrk, with and without `Accept-Encoding: gzip`, at a few concurrencies.

    uv run python -m benchmarks.varnish_vs_nginx [--quick] [--rounds 5] [--duration 3]
        [--concurrency 8,64] [--threads 1] [--defaults] [--compare-vcl FILE]
        [--compare-params 'NAME=VALUE ...']

A small origin serves one demo-like page (~45 KB of HTML built from the demo site
document, gzip when asked) with the headers the SSR server sends (Cache-Control with
s-maxage, xkey, Vary: Accept-Encoding). Varnish runs the project VCL (rendered by
infra/varnish/render-vcl.sh) with the project's runtime parameters
(infra/varnish/varnishd.params) in front of it; nginx serves the same HTML and its
gzip from a folder (gzip_static). Runs are interleaved (nginx, Varnish, Varnish, nginx,
...) and each figure is the median over the rounds. `--defaults` also runs a Varnish
with varnishd's built-in parameters, `--compare-vcl FILE` one with another VCL template
(e.g. an older default.vcl from git), `--compare-params` one with other runtime
parameters, to show what each change buys. Prints, asserts
nothing. Needs varnishd (with varnish-modules), nginx and wrk: scripts/system-deps.sh.
"""

from __future__ import annotations

import argparse
import getpass
import gzip
import html
import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VARNISH_DIR = ROOT / "infra" / "varnish"
DEMO_DOCUMENT = ROOT / "api" / "demo" / "documents" / "demo.json"
TARGET = 0.85
HOST = "localhost"
PAGE_PATH = "/"
PAGE_BYTES = (30_000, 60_000)
CACHE_CONTROL = "public, max-age=0, s-maxage=600, stale-while-revalidate=60"
ENCODINGS = {"gzip": {"Accept-Encoding": "gzip, deflate, br"}, "identity": {}}


# --- the page ------------------------------------------------------------------------


def strings(value: object) -> Iterator[str]:
    """Every human-readable string in a block tree (the text a page prints)."""
    if isinstance(value, str):
        if " " in value and not value.startswith(("http", "/", "{", "<")):
            yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def demo_page() -> bytes:
    """HTML shaped like a rendered demo page: head, menu, the text of the demo pages'
    sections in tagged markup, and the serialised page data script, 30-60 KB."""
    document = json.loads(DEMO_DOCUMENT.read_text())
    project, pages = document["project"], document["pages"]
    menu = "".join(
        f'<li><a class="px-3 py-2 hover:underline" href="{html.escape(page["path"])}">'
        f"{html.escape(page['post_title'] or page['path'])}</a></li>"
        for page in pages
    )
    head = (
        '<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{html.escape(project['title'])}</title>"
        '<link rel="stylesheet" href="/assets/static/index.C1b2c3d4.css">'
        '<script type="module" src="/assets/entries/pages_index.A9b8c7d6.js" async></script>'
        f'</head><body><header class="flex items-center justify-between p-4"><nav><ul '
        f'class="flex gap-4">{menu}</ul></nav></header><main>'
    )
    tail = "</main><footer class='p-8 text-sm'>&copy; Demo</footer>"
    sections, data = [], []
    for page in pages:
        for component in page["components"]:
            text = "".join(
                f'<p class="mx-auto max-w-prose text-base leading-7">{html.escape(line)}</p>'
                for line in strings(component)
            )
            sections.append(f'<section class="py-12 px-4 md:px-8">{text}</section>')
            data.append(component)
            size = len(head) + len("".join(sections)) * 2 + len(tail)
            if size >= (PAGE_BYTES[0] + PAGE_BYTES[1]) // 2:
                break
        else:
            continue
        break
    body = "".join(sections)
    state = html.escape(json.dumps({"components": data}, ensure_ascii=False, separators=(",", ":")))
    state = state[: max(0, (PAGE_BYTES[0] + PAGE_BYTES[1]) // 2 - len(head + body + tail))]
    if "&" in state[-6:]:  # no entity cut in half
        state = state[: state.rindex("&")]
    page = (
        f'{head}{body}{tail}<script id="page-data" type="application/json">'
        f"{state}</script></body></html>"
    ).encode()
    assert PAGE_BYTES[0] <= len(page) <= PAGE_BYTES[1], len(page)
    return page


# --- processes -----------------------------------------------------------------------


def tool(name: str) -> str:
    """A program's path; Debian puts varnishd and nginx in /usr/sbin, which a user's
    PATH may lack."""
    found = shutil.which(name) or shutil.which(name, path="/usr/sbin:/sbin")
    return found or ""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_answering(url: str, process: subprocess.Popen, log: Path, method: str = "GET") -> None:
    host, port = url.removeprefix("http://").split(":")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            sys.exit(f"{process.args[0]} exited:\n{log.read_text(errors='replace')[-3000:]}")
        try:
            with socket.create_connection((host, int(port)), timeout=2) as connection:
                connection.sendall(f"{method} / HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode())
                if connection.recv(16).startswith(b"HTTP/1.1"):
                    return
        except OSError:
            time.sleep(0.1)
    sys.exit(f"{url} did not answer:\n{log.read_text(errors='replace')[-3000:]}")


@contextmanager
def background(command: list[str], log: Path) -> Iterator[subprocess.Popen]:
    with log.open("ab") as output:
        process = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        yield process
    finally:
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(process.pid, sig)
            except ProcessLookupError:
                break
            try:
                process.wait(5)
                break
            except subprocess.TimeoutExpired:
                continue


@contextmanager
def origin(page: bytes, page_gzip: bytes) -> Iterator[tuple[int, type]]:
    """The SSR server's answer for the page, from memory; counts its fetches."""

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self) -> None:
            if self.path == "/_ssr/health":  # Varnish's backend probe: not a page fetch
                self.send_response(200)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            wants_gzip = "gzip" in (self.headers.get("Accept-Encoding") or "")
            body = page_gzip if wants_gzip else page
            Handler.fetches += 1
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Cache-Control", CACHE_CONTROL)
            self.send_header("xkey", "project-1 page-1 menu-1")
            self.send_header("Vary", "Accept-Encoding")
            self.send_header("X-Powered-By", "Express")
            if wants_gzip:
                self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:
            pass

    Handler.fetches = 0
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1], Handler
    finally:
        server.shutdown()
        server.server_close()


@dataclass
class Server:
    url: str
    group: int  # process group: varnishd's manager and child, nginx's master and workers

    def cpu_seconds(self) -> float:
        """CPU time (user + system) used so far by every process of the group."""
        ticks = 0
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                stat = Path("/proc", entry, "stat").read_text()
            except OSError:
                continue
            fields = stat.rsplit(")", 1)[1].split()
            if int(fields[2]) == self.group:
                ticks += int(fields[11]) + int(fields[12])
        return ticks / os.sysconf("SC_CLK_TCK")


def varnish_params() -> list[str]:
    """`-p name=value` options of infra/varnish/varnishd.params (the shared tuning)."""
    options = []
    for line in (VARNISH_DIR / "varnishd.params").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            options += ["-p", line]
    return options


@contextmanager
def varnish(
    work: Path,
    name: str,
    backend_port: int,
    params: list[str] | None = None,
    template: Path | None = None,
) -> Iterator[Server]:
    """varnishd with the project VCL (or `template`) rendered for the origin, with the
    project's runtime parameters (or the `params` given: [] for varnishd's defaults)."""
    folder = work / name
    folder.mkdir()
    vcl = folder / "site.vcl"
    environment = {**os.environ, "VARNISH_BACKEND_PORT": str(backend_port)}
    template = template or VARNISH_DIR / "default.vcl"
    with vcl.open("w") as output:
        subprocess.run(
            ["sh", str(VARNISH_DIR / "render-vcl.sh"), str(template)],
            env=environment,
            stdout=output,
            check=True,
        )
    port = free_port()
    command = [
        tool("varnishd"), "-F", "-j", "none", "-n", str(folder / "state"), "-T", "none",
        "-a", f"127.0.0.1:{port}", "-f", str(vcl), "-s", "malloc,64m",
        *(varnish_params() if params is None else params),
    ]  # fmt: skip
    log = folder / "varnishd.log"
    with background(command, log) as process:
        url = f"http://127.0.0.1:{port}"
        wait_answering(url, process, log, method="PURGE")
        yield Server(url, process.pid)


NGINX_CONF = """
worker_processes {workers};
{user}daemon off;
pid {work}/nginx.pid;
error_log {work}/error.log warn;
events {{ worker_connections 4096; }}
http {{
    access_log off;
    client_body_temp_path {work}/client_body;
    proxy_temp_path {work}/proxy;
    fastcgi_temp_path {work}/fastcgi;
    uwsgi_temp_path {work}/uwsgi;
    scgi_temp_path {work}/scgi;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 1000000;
    keepalive_timeout 65;
    types {{ text/html html; }}
    server {{
        listen 127.0.0.1:{port};
        root {work}/root;
        location / {{
            index index.html;
            gzip_static on;
            gzip_vary on;
            add_header Cache-Control "{cache_control}";
        }}
    }}
}}
"""


@contextmanager
def nginx(work: Path, page: bytes, page_gzip: bytes) -> Iterator[Server]:
    """nginx as an unprivileged foreground process, one worker per core, serving the
    page and its pre-gzipped copy (gzip_static: no compression per request)."""
    folder = work / "nginx"
    (folder / "root").mkdir(parents=True)
    (folder / "root" / "index.html").write_bytes(page)
    (folder / "root" / "index.html.gz").write_bytes(page_gzip)
    port = free_port()
    config = folder / "nginx.conf"
    config.write_text(
        NGINX_CONF.format(
            workers=os.cpu_count() or 1,
            # Started as root, nginx would run its workers as nobody, who cannot read here.
            user=f"user {getpass.getuser()};\n" if os.geteuid() == 0 else "",
            work=folder,
            port=port,
            cache_control=CACHE_CONTROL,
        )
    )
    log = folder / "nginx.log"
    with background([tool("nginx"), "-c", str(config), "-p", str(folder)], log) as process:
        url = f"http://127.0.0.1:{port}"
        wait_answering(url, process, log)
        yield Server(url, process.pid)


# --- measuring -----------------------------------------------------------------------


def fetch(url: str, headers: dict[str, str]) -> tuple[dict[str, str], bytes]:
    """One request with curl-free plain sockets: the headers and the raw body."""
    host, port = url.removeprefix("http://").split(":")
    lines = [f"GET {PAGE_PATH} HTTP/1.1", f"Host: {HOST}", "Connection: close"]
    lines += [f"{name}: {value}" for name, value in headers.items()]
    with socket.create_connection((host, int(port)), timeout=10) as connection:
        connection.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    fields = {}
    for line in head.decode("latin-1").split("\r\n")[1:]:
        name, _, value = line.partition(":")
        fields[name.strip().lower()] = value.strip()
    if "chunked" in fields.get("transfer-encoding", ""):
        sys.exit(f"{url} answered chunked; the benchmark expects Content-Length")
    return fields, body


def check_same_bytes(servers: dict[str, Server], page: bytes, page_gzip: bytes) -> None:
    """Every server answers both encodings with the page's bytes (Varnish from cache)."""
    for name, server in servers.items():
        url = server.url
        for encoding, headers in ENCODINGS.items():
            fetch(url, headers)  # a miss fills the cache
            fields, body = fetch(url, headers)
            expected = page_gzip if encoding == "gzip" else page
            if (
                fields.get("content-encoding", "identity") != encoding
                or (gzip.decompress(body) if encoding == "gzip" else body) != page
            ):
                sys.exit(f"{name} does not serve the page as {encoding}: {fields}")
            if name.startswith("varnish") and fields.get("x-cache") != "HIT":
                sys.exit(f"{name} did not serve {encoding} from its cache: {fields}")
            if len(body) != len(expected) and encoding == "gzip" and name == "nginx":
                sys.exit("nginx did not serve the pre-gzipped file")


WRK_RATE = re.compile(r"Requests/sec:\s+([0-9.]+)")
WRK_COUNT = re.compile(r"(\d+) requests in")
WRK_ERRORS = re.compile(r"Socket errors: .*|Non-2xx or 3xx responses: \d+")


def wrk(
    url: str, concurrency: int, threads: int, duration: int, encoding: str
) -> tuple[float, int]:
    """Requests per second and the number of requests of one wrk run."""
    command = [
        tool("wrk"), f"-t{min(threads, concurrency)}", f"-c{concurrency}", f"-d{duration}s",
        "-H", f"Host: {HOST}", url + PAGE_PATH,
    ]  # fmt: skip
    for name, value in ENCODINGS[encoding].items():
        command[-1:-1] = ["-H", f"{name}: {value}"]
    result = subprocess.run(command, capture_output=True, text=True, check=True)
    errors = WRK_ERRORS.findall(result.stdout)
    if errors:
        print(f"    wrk {url} c{concurrency} {encoding}: {'; '.join(errors)}", file=sys.stderr)
    rate, count = WRK_RATE.search(result.stdout), WRK_COUNT.search(result.stdout)
    if not rate or not count:
        sys.exit(f"wrk printed no rate:\n{result.stdout}\n{result.stderr}")
    return float(rate.group(1)), int(count.group(1))


@dataclass
class Results:
    """Per (server, encoding, concurrency): req/s and server CPU µs per request."""

    rates: dict[tuple[str, str, int], list[float]] = field(default_factory=dict)
    costs: dict[tuple[str, str, int], list[float]] = field(default_factory=dict)

    def add(self, key: tuple[str, str, int], rate: float, cpu_per_request: float) -> None:
        self.rates.setdefault(key, []).append(rate)
        self.costs.setdefault(key, []).append(cpu_per_request)

    def rate(self, key: tuple[str, str, int]) -> float:
        return statistics.median(self.rates[key])

    def cost(self, key: tuple[str, str, int]) -> float:
        return statistics.median(self.costs[key])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one short round (CI)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--duration", type=int, default=3, help="seconds per wrk run")
    parser.add_argument("--concurrency", default="8,64")
    parser.add_argument("--threads", type=int, default=1, help="wrk threads")
    parser.add_argument(
        "--defaults", action="store_true", help="also run Varnish with default parameters"
    )
    parser.add_argument(
        "--compare-vcl", type=Path, help="also run Varnish with this VCL template (tuned)"
    )
    parser.add_argument(
        "--compare-params",
        metavar="'NAME=VALUE ...'",
        help="also run Varnish with these parameters instead of varnishd.params",
    )
    args = parser.parse_args()
    # A SIGTERM unwinds like Ctrl-C, so the servers started below are stopped too.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("terminated"))
    if args.quick:
        args.rounds, args.duration, args.concurrency = 1, 1, "16"
    concurrencies = [int(value) for value in args.concurrency.split(",")]
    missing = [name for name in ("varnishd", "nginx", "wrk") if not tool(name)]
    if missing:
        sys.exit(f"missing {', '.join(missing)}: run scripts/system-deps.sh (make system-deps)")

    page = demo_page()
    page_gzip = gzip.compress(page, compresslevel=6, mtime=0)
    with tempfile.TemporaryDirectory(prefix="bench-varnish-") as folder, ExitStack() as stack:
        work = Path(folder)
        backend_port, handler = stack.enter_context(origin(page, page_gzip))
        servers = {"nginx": stack.enter_context(nginx(work, page, page_gzip))}
        servers["varnish"] = stack.enter_context(varnish(work, "varnish", backend_port))
        if args.defaults:
            servers["varnish-defaults"] = stack.enter_context(
                varnish(work, "varnish-defaults", backend_port, params=[])
            )
        if args.compare_vcl:
            servers["varnish-other-vcl"] = stack.enter_context(
                varnish(
                    work, "varnish-other-vcl", backend_port, template=args.compare_vcl.resolve()
                )
            )
        if args.compare_params:
            params = [part for item in args.compare_params.split() for part in ("-p", item)]
            servers["varnish-other-params"] = stack.enter_context(
                varnish(work, "varnish-other-params", backend_port, params=params)
            )
        check_same_bytes(servers, page, page_gzip)
        fetches_before = handler.fetches
        print(
            f"page {len(page) / 1000:.1f} KB, gzip {len(page_gzip) / 1000:.1f} KB; "
            f"wrk -t{args.threads}, {args.duration:g}s runs, {args.rounds} interleaved "
            f"round(s), {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}"
        )
        results = Results()
        order = list(servers)
        for round_number in range(args.rounds):
            # Alternate who goes first, so warming and drift hit both sides alike.
            names = order if round_number % 2 == 0 else order[::-1]
            for concurrency in concurrencies:
                for encoding in ENCODINGS:
                    for name in names:
                        server = servers[name]
                        cpu_before = server.cpu_seconds()
                        rate, count = wrk(
                            server.url, concurrency, args.threads, args.duration, encoding
                        )
                        cpu = server.cpu_seconds() - cpu_before
                        results.add((name, encoding, concurrency), rate, cpu / count * 1e6)
        if handler.fetches != fetches_before:
            print(f"note: the origin was asked {handler.fetches - fetches_before} time(s) "
                  "during the runs (misses)")  # fmt: skip
        report(results, list(servers), concurrencies)
        print(f"\nload average at the end {os.getloadavg()[0]:.1f} (other work on the machine)")


def report(results: Results, names: list[str], concurrencies: list[int]) -> None:
    """Req/s against nginx (the target), then server CPU per request against nginx's:
    the second holds when other work on the machine takes CPU from one side more than
    from the other (a thread pool gets more of a busy machine than two workers)."""
    print()
    for encoding in ENCODINGS:
        for concurrency in concurrencies:
            nginx = results.rate(("nginx", encoding, concurrency))
            for name in names[1:]:
                rate = results.rate((name, encoding, concurrency))
                print(
                    f"{name + ' hit,':<26} {encoding:<8} c{concurrency:<4} {rate:8.0f} req/s "
                    f"vs nginx {nginx:8.0f} req/s = {rate / nginx:.2f}x (target >= {TARGET}x)"
                )
    print("\nserver CPU per request (lower is better; ratio = nginx's / this one's)")
    for encoding in ENCODINGS:
        for concurrency in concurrencies:
            nginx = results.cost(("nginx", encoding, concurrency))
            for name in names[1:]:
                cost = results.cost((name, encoding, concurrency))
                print(
                    f"{name + ' hit,':<26} {encoding:<8} c{concurrency:<4} {cost:8.1f} µs "
                    f"vs nginx {nginx:8.1f} µs = {nginx / cost:.2f}x"
                )


if __name__ == "__main__":
    main()
