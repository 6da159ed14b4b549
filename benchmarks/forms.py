"""Visitor forms and uploads over real HTTP, per database (SQLite, PostgreSQL; a fresh
database each, as `make bench-shop` makes them), each figure beside a baseline measured
in the same run:

- one visitor at a time: p50/p95 of the calls of a submission with a photo (signed
  URL, PUT, submit) and of one without, `products/get-stock` (the baseline, see
  below) timed before each;
- submissions per second of the demo contact form at `--visitors` (20) concurrent
  visitors (threads, httpx, each from an address of its own through X-Forwarded-For):
  without a file, and with one small photo (signed URL + PUT + submit as one unit),
  beside `products/get-stock` run by the same threads, the baseline of bench-shop: a
  visitor POST through the same middleware that reads one row and writes nothing.
  The three alternate base, plain, file, file, plain, base, so drift of the machine
  hits them alike;
- uploading a ~5 MB photo-like JPEG (3000x2000, generated with a fixed seed), one at a
  time: through the local backend (signed URL + the API's signed PUT, the image
  pipeline included) beside a plain PUT of the same bytes to a bare Starlette endpoint
  that writes them to disk (one uvicorn process, like the API); and through the S3
  backend (signed URL + the presigned PUT to a moto server + the first `visitor-get`,
  which reads, checks, normalises and writes the image back) beside boto3's
  `put_object` of the same bytes to the same moto server. Also the same 5 MB as a
  PDF-like file through the local backend (our path without the image pipeline), and
  `images.normalize` of the photo in this process (the pipeline's share).

The API is one uvicorn process (`python -m api serve`) on 127.0.0.1 with the demo sites
loaded, its rate limits raised, its mail (.eml files) and files in a temporary folder.
Uploads are private, as the form's upload field asks for them.

    uv run python -m benchmarks.forms [--quick] [--calls N] [--seconds S] [--rounds N]
                                      [--visitors 20] [--databases sqlite,postgresql]

Prints the figures; nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import random
import secrets
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from io import BytesIO
from pathlib import Path

import boto3
import httpx
from botocore.config import Config
from PIL import Image

from api.files import images
from benchmarks.search_stack import DATABASES
from benchmarks.shop import (
    Buyer,
    api_server,
    client_for,
    free_port,
    on_each_database,
    percentiles,
    prepare,
    run_parallel,
    timed,
)

WEBSITES = "/api/services/websites/v1"
SUBMIT = WEBSITES + "/forms/submit"
SIGNED_URL = WEBSITES + "/files/get/visitor-signed-url"
VISITOR_GET = WEBSITES + "/files/visitor-get"
FORM = "contact"  # the demo contact form: name, email, message and a file item
FILE_ITEM = "bijlagen"
PAGE = "/contact"
MB = 1_000_000
SEED = 17
# Every limit a visitor meets, far beyond what the bench sends.
UNLIMITED = {
    "FORM_SUBMIT_RATE": "100000000",
    "FILES_UPLOAD_RATE": "100000000",
    "FILES_UPLOAD_ADDRESS_RATE": "100000000",
}
S3_REGION = "eu-west-1"
S3_KEYS = {"aws_access_key_id": "bench", "aws_secret_access_key": "bench"}


# --- the files ---------------------------------------------------------------------------


def photo(width: int, height: int, quality: int = 95, seed: int = SEED) -> bytes:
    """A photo-like JPEG: colour gradients under seeded noise, which keeps it about as
    large as a phone photo of that size (3000x2000 at quality 95: 5.04 MB)."""
    rng = random.Random(seed)
    noise = Image.frombytes("RGB", (width, height), rng.randbytes(width * height * 3))
    across = Image.linear_gradient("L").rotate(90).resize((width, height))
    down = Image.linear_gradient("L").resize((width, height))
    round_ = Image.radial_gradient("L").resize((width, height))
    picture = Image.blend(Image.merge("RGB", (across, down, round_)), noise, 0.42)
    buffer = BytesIO()
    picture.save(buffer, "JPEG", quality=quality)
    return buffer.getvalue()


def pdf_like(size: int, seed: int = SEED) -> bytes:
    """`size` bytes that the upload checks take for a PDF (its magic number first)."""
    head = b"%PDF-1.4\n"
    return head + random.Random(seed).randbytes(size - len(head))


@dataclass(frozen=True)
class Material:
    small: bytes  # the photo a form submission carries
    big: bytes  # the ~5 MB photo of the upload figures
    moto: str  # the S3 server's URL


# --- the visitor's calls -----------------------------------------------------------------


class Visitor:
    """One browser on the demo site: its upload session lives in its client's cookies."""

    def __init__(self, client: httpx.Client, address: str = "") -> None:
        self.client = client
        if address:  # the SSR server in front tells the API who the visitor is
            client.headers["x-forwarded-for"] = address

    def call(self, path: str, **payload) -> dict:
        response = self.client.post(path, json=payload)
        if response.status_code != 200:
            raise RuntimeError(f"{path} answered {response.status_code}: {response.text[:300]}")
        return response.json()

    def ask(self, name: str, content_type: str) -> dict:
        return self.call(
            SIGNED_URL, filePath=name, contentType=content_type, isPrivate=True, form_id=FORM
        )

    def put(self, answer: dict, data: bytes) -> None:
        """The PUT to the signed URL: the API's own (site-relative) or the bucket's."""
        response = self.client.put(answer["url"], content=data, headers=answer["headers"])
        if response.status_code != 200:
            raise RuntimeError(f"PUT answered {response.status_code}: {response.text[:300]}")

    def read(self, path: str) -> dict:
        return self.call(VISITOR_GET, filePath=path, isPrivate=True)

    def submit(self, paths: list[str]) -> dict:
        fields = {
            "name": "Bea Bench",
            "email": "bea@example.nl",
            "message": "Hebben jullie ook speltbrood zonder zaden?\nGroet, Bea",
            FILE_ITEM: paths,
        }
        return self.call(SUBMIT, form_id=FORM, fields=fields, url=PAGE)

    def submit_with(self, data: bytes) -> dict:
        answer = self.ask("foto.jpg", "image/jpeg")
        self.put(answer, data)
        return self.submit([answer["path"]])


def address(index: int) -> str:
    return f"198.51.100.{index % 250 + 1}"


# --- one visitor at a time ---------------------------------------------------------------


def latencies(url: str, project_id: int, small: bytes, rounds: int) -> dict[str, list[float]]:
    """Milliseconds per call of one visitor, the baseline before each measured call."""
    samples: dict[str, list[float]] = {
        key: [] for key in ("get-stock", "ask", "put", "submit file", "submit", "normalize")
    }
    with client_for(url) as client:
        visitor = Visitor(client, address(0))
        stock = Buyer(client, project_id).stock
        answer: dict = {}

        def ask() -> None:
            answer.update(visitor.ask("foto.jpg", "image/jpeg"))

        steps = (
            ("ask", ask),
            ("put", lambda: visitor.put(answer, small)),
            ("submit file", lambda: visitor.submit([answer["path"]])),
            ("submit", lambda: visitor.submit([])),
            ("normalize", lambda: images.normalize(small, "image/jpeg", images.ImageRules())),
        )
        for index in range(rounds + 3):
            for key, step in steps:
                base = timed(stock) if key != "normalize" else None
                took = timed(step)
                if index < 3:  # warm-up
                    continue
                samples[key].append(took)
                if base is not None:
                    samples["get-stock"].append(base)
    return samples


def report_latencies(name: str, samples: dict[str, list[float]], small: bytes) -> None:
    base50, base95 = percentiles(samples["get-stock"])
    rounds = len(samples["submit"])
    print(f"\n{name}: one visitor at a time, {rounds} rounds (ms)")
    print(f"  {'call':<44}{'p50':>8}{'p95':>8}{'p50 x':>8}{'p95 x':>8}")
    print(f"  {'products/get-stock (base)':<44}{base50:>8.2f}{base95:>8.2f}")
    rows = (
        ("submit", "forms/submit, no file"),
        ("ask", "files/get/visitor-signed-url"),
        ("put", f"PUT of a {len(small) / 1000:.0f} KB photo (640x480)"),
        ("submit file", "forms/submit naming that upload"),
    )
    for key, label in rows:
        p50, p95 = percentiles(samples[key])
        print(f"  {label:<44}{p50:>8.2f}{p95:>8.2f}{p50 / base50:>8.2f}{p95 / base95:>8.2f}")
    print(f"  images.normalize of that photo in this process: p50 "
          f"{percentiles(samples['normalize'])[0]:.2f} ms")  # fmt: skip


# --- submissions per second --------------------------------------------------------------


def server_pid(url: str) -> int | None:
    """The process of `python -m api serve` this bench started for `url` (a child of
    this process listening on its port), to read its CPU time."""
    port = url.rsplit(":", 1)[1]
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            command = (entry / "cmdline").read_bytes().split(b"\0")
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        if parent == os.getpid() and b"serve" in command and port.encode() in command:
            return int(entry.name)
    return None


def cpu_seconds(pid: int | None) -> float:
    """utime + stime of `pid` (0 when unknown)."""
    if pid is None:
        return 0.0
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def submissions(url: str, project_id: int, small: bytes, args) -> dict[str, list]:
    """{kind: [(unit milliseconds, seconds elapsed, server CPU seconds), ...]} for base,
    plain and file."""

    def make(kind: str) -> Callable[[httpx.Client, int], Callable]:
        def make_step(client: httpx.Client, index: int) -> Callable:
            visitor = Visitor(client, address(index))
            if kind == "base":
                return Buyer(client, project_id).stock
            if kind == "plain":
                return lambda: visitor.submit([])
            return lambda: visitor.submit_with(small)

        return make_step

    with client_for(url) as client:  # warm-up: connections, caches, the first image
        visitor = Visitor(client, address(0))
        for _ in range(3):
            Buyer(client, project_id).stock()
            visitor.submit([])
            visitor.submit_with(small)
    pid = server_pid(url)
    runs: dict[str, list] = {"base": [], "plain": [], "file": []}
    for kind in ("base", "plain", "file", "file", "plain", "base"):
        before = cpu_seconds(pid)
        durations, elapsed = run_parallel(url, args.visitors, args.seconds, make(kind))
        runs[kind].append((durations, elapsed, cpu_seconds(pid) - before))
    return runs


def report_submissions(name: str, runs: dict[str, list], small: bytes, args) -> None:
    def count(kind: str) -> int:
        return sum(len(run[0]) for run in runs[kind])

    def rate(kind: str) -> float:
        return count(kind) / sum(run[1] for run in runs[kind])

    def cpu(kind: str) -> float:
        """The API process's CPU milliseconds per unit: steadier than /s on a busy machine."""
        return sum(run[2] for run in runs[kind]) * 1000 / count(kind)

    def spread(kind: str) -> tuple[float, float]:
        return percentiles([ms for run in runs[kind] for ms in run[0]])

    base, base_cpu = rate("base"), cpu("base")
    base50, base95 = spread("base")
    print(f"\n{name}: {args.visitors} concurrent visitors, 2 x {args.seconds:g} s each "
          f"(order base, plain, file, file, plain, base)")  # fmt: skip
    print(f"  {'unit':<42}{'/s':>7}{'x base':>7}{'p50 ms':>8}{'p95 ms':>8}"
          f"{'CPU ms':>8}{'x base':>7}")  # fmt: skip
    print(f"  {'products/get-stock (base)':<42}{base:>7.1f}{'':>7}{base50:>8.1f}{base95:>8.1f}"
          f"{base_cpu:>8.2f}")  # fmt: skip
    rows = (
        ("plain", "forms/submit, no file"),
        ("file", f"signed URL + PUT {len(small) / 1000:.0f} KB photo + submit"),
    )
    for kind, label in rows:
        p50, p95 = spread(kind)
        per, used = rate(kind), cpu(kind)
        print(f"  {label:<42}{per:>7.1f}{per / base:>7.2f}{p50:>8.1f}{p95:>8.1f}"
              f"{used:>8.2f}{used / base_cpu:>7.2f}")  # fmt: skip
    print(f"  one submission costs {base / rate('plain'):.1f} base calls' time, "
          f"{cpu('plain') / base_cpu:.1f} their CPU; with a photo "
          f"{base / rate('file'):.1f} and {cpu('file') / base_cpu:.1f}")  # fmt: skip


# --- uploads: the baselines' servers -----------------------------------------------------


def bare_upload_app():
    """A bare Starlette app taking `PUT /upload/{name}`: the body streamed into memory,
    written aside and renamed in BENCH_UPLOAD_DIR (in a worker thread), `{path}` back."""
    from starlette.applications import Starlette
    from starlette.concurrency import run_in_threadpool
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    folder = Path(os.environ["BENCH_UPLOAD_DIR"])

    def write(name: str, data: bytes) -> None:
        temporary = folder / f".{name}.{secrets.token_hex(4)}.tmp"
        temporary.write_bytes(data)
        os.replace(temporary, folder / name)

    async def upload(request):
        received = bytearray()
        async for chunk in request.stream():
            received += chunk
        name = request.path_params["name"]
        await run_in_threadpool(write, name, bytes(received))
        return JSONResponse({"path": name})

    return Starlette(routes=[Route("/upload/{name}", upload, methods=["PUT"])])


@contextmanager
def serving(command: list[str], url: str, ready: str, env: dict, log: Path) -> Iterator[str]:
    """Runs `command` (listening at `url`) until the block ends; yields `url` once
    `url + ready` answers anything."""
    with open(log, "wb") as output:
        process = subprocess.Popen(command, env={**os.environ, **env}, stdout=output,
                                   stderr=subprocess.STDOUT)  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"{command[0]} exited: {log.read_text()[-2000:]}")
            try:
                httpx.get(url + ready, timeout=1)
                break
            except httpx.TransportError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"{' '.join(command)} did not start") from None
                time.sleep(0.05)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextmanager
def bare_server() -> Iterator[str]:
    """The bare upload app in one uvicorn process, as `python -m api serve` runs the API."""
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="bench-forms-bare-") as folder:
        command = [sys.executable, "-m", "uvicorn", "--factory",
                   "benchmarks.forms:bare_upload_app", "--host", "127.0.0.1",
                   "--port", str(port), "--no-proxy-headers"]  # fmt: skip
        env = {"BENCH_UPLOAD_DIR": folder}
        url = f"http://127.0.0.1:{port}"
        with serving(command, url, "/", env, Path(folder) / "log") as url:
            yield url


@contextmanager
def moto_server() -> Iterator[str]:
    """A local S3 server (moto in server mode, as tests/api/files/ use it)."""
    port = free_port()
    command = [str(Path(sys.executable).with_name("moto_server")), "-H", "127.0.0.1",
               "-p", str(port)]  # fmt: skip
    with tempfile.TemporaryDirectory(prefix="bench-forms-moto-") as folder:
        url = f"http://127.0.0.1:{port}"
        with serving(command, url, "/moto-api/", {}, Path(folder) / "log") as url:
            yield url


def bucket_client(endpoint: str):
    """boto3 as the S3 backend makes it (api/files/s3.py): SigV4, path-style."""
    config = Config(signature_version="s3v4", s3={"addressing_style": "path"})
    return boto3.client(
        "s3", endpoint_url=endpoint, region_name=S3_REGION, config=config, **S3_KEYS
    )


def new_bucket(s3) -> str:
    bucket = f"bench-forms-{secrets.token_hex(4)}"
    s3.create_bucket(Bucket=bucket, CreateBucketConfiguration={"LocationConstraint": S3_REGION})
    return bucket


def s3_settings(endpoint: str, bucket: str) -> dict[str, str]:
    return {
        "FILES_BACKEND": "s3",
        "S3_ENDPOINT_URL": endpoint,
        "S3_BUCKET": bucket,
        "S3_REGION": S3_REGION,
        "S3_ACCESS_KEY_ID": S3_KEYS["aws_access_key_id"],
        "S3_SECRET_ACCESS_KEY": S3_KEYS["aws_secret_access_key"],
    }


# --- uploads: the measurements -----------------------------------------------------------


def local_uploads(url: str, bare: str, big: bytes, rounds: int) -> dict[str, list[float]]:
    """Milliseconds per upload, the kinds alternating upload by upload."""
    samples: dict[str, list[float]] = {
        key: [] for key in ("bare", "ask", "put", "pdf ask", "pdf put", "normalize")
    }
    document = pdf_like(len(big))
    with client_for(url) as client, httpx.Client(base_url=bare, timeout=60) as plain:
        visitor = Visitor(client, address(0))

        def bare_put(index: int) -> None:
            response = plain.put(f"/upload/foto-{index}.jpeg", content=big,
                                 headers={"content-type": "image/jpeg"})  # fmt: skip
            response.raise_for_status()

        def ours(name: str, content_type: str, data: bytes, prefix: str) -> None:
            started = time.perf_counter()
            answer = visitor.ask(name, content_type)
            asked = time.perf_counter()
            visitor.put(answer, data)
            samples[prefix + "ask"].append((asked - started) * 1000)
            samples[prefix + "put"].append((time.perf_counter() - asked) * 1000)

        for index in range(rounds + 2):  # the first two warm up
            samples["bare"].append(timed(partial(bare_put, index)))
            ours("foto.jpg", "image/jpeg", big, "")
            ours("scan.pdf", "application/pdf", document, "pdf ")
            samples["normalize"].append(
                timed(lambda: images.normalize(big, "image/jpeg", images.ImageRules()))
            )
    return {key: values[2:] for key, values in samples.items()}


def s3_uploads(url: str, s3, bucket: str, big: bytes, rounds: int) -> dict[str, list[float]]:
    samples: dict[str, list[float]] = {key: [] for key in ("put_object", "ask", "put", "first use")}
    with client_for(url) as client, httpx.Client(timeout=60) as direct:
        visitor = Visitor(client, address(0))

        def baseline(index: int) -> None:
            key = f"baseline/foto-{index}.jpeg"
            samples["put_object"].append(timed(lambda: s3.put_object(
                Bucket=bucket, Key=key, Body=big, ContentType="image/jpeg")))  # fmt: skip
            s3.delete_object(Bucket=bucket, Key=key)  # moto keeps objects in memory

        def ours() -> None:
            started = time.perf_counter()
            answer = visitor.ask("foto.jpg", "image/jpeg")
            asked = time.perf_counter()
            response = direct.put(answer["url"], content=big, headers=answer["headers"])
            response.raise_for_status()
            sent = time.perf_counter()
            visitor.read(answer["path"])
            samples["ask"].append((asked - started) * 1000)
            samples["put"].append((sent - asked) * 1000)
            samples["first use"].append((time.perf_counter() - sent) * 1000)

        for index in range(rounds + 2):  # the first two warm up
            baseline(index)
            ours()
    return {key: values[2:] for key, values in samples.items()}


def report_uploads(name: str, local: dict, s3: dict, big: bytes, rounds: int) -> None:
    size = len(big) / MB

    def p50(samples: list[float]) -> float:
        return percentiles(samples)[0]

    def rate(samples: list[float]) -> float:
        """MB/s of the median upload: steadier than the mean on a shared machine."""
        return size / (p50(samples) / 1000)

    def total(*keys: str, of: dict) -> list[float]:
        return [sum(parts) for parts in zip(*(of[key] for key in keys), strict=True)]

    def line(label: str, samples: list[float], base: list[float] | None) -> None:
        middle, p95 = percentiles(samples)
        ratio = f"{rate(samples) / rate(base):>8.2f}" if base else f"{'':>8}"
        print(f"  {label:<48}{rate(samples):>8.1f}{ratio}{middle:>9.1f}{p95:>9.1f}")

    print(f"\n{name}: {size:.2f} MB JPEG (3000x2000), {rounds} uploads of each kind one "
          f"at a time, the kinds alternating")  # fmt: skip
    print(f"  {'upload (MB/s of the median upload)':<48}{'MB/s':>8}{'x base':>8}"
          f"{'p50 ms':>9}{'p95 ms':>9}")  # fmt: skip
    print("  local backend")
    line("bare Starlette PUT, written to disk (base)", local["bare"], None)
    line("signed URL + PUT through the API", total("ask", "put", of=local), local["bare"])
    line("  the PUT alone", local["put"], local["bare"])
    line("same size as a PDF: signed URL + PUT", total("pdf ask", "pdf put", of=local),
         local["bare"])  # fmt: skip
    put50, norm50 = p50(local["put"]), p50(local["normalize"])
    print(f"  images.normalize in this process: p50 {norm50:.1f} ms = {norm50 / put50:.0%} of "
          f"the JPEG PUT's p50 {put50:.1f} ms; the PDF's PUT p50 "
          f"{p50(local['pdf put']):.1f} ms")  # fmt: skip
    print("  S3 backend (moto server)")
    line("boto3 put_object to moto (base)", s3["put_object"], None)
    ours = total("ask", "put", "first use", of=s3)
    line("signed URL + presigned PUT + first visitor-get", ours, s3["put_object"])
    print(f"  p50 of its parts: signed URL {p50(s3['ask']):.1f} ms, presigned PUT "
          f"{p50(s3['put']):.1f} ms, first visitor-get {p50(s3['first use']):.1f} ms "
          f"(normalize {norm50:.1f} ms = {norm50 / p50(ours):.0%} of the whole)")  # fmt: skip


# --- the run ---------------------------------------------------------------------------


def bench_database(name: str, engine, files: Material, args) -> None:
    project_id = prepare(engine)
    database_url = engine.url.render_as_string(hide_password=False)
    with api_server(database_url, **UNLIMITED) as url:
        report_latencies(name, latencies(url, project_id, files.small, args.calls), files.small)
        runs = submissions(url, project_id, files.small, args)
        report_submissions(name, runs, files.small, args)
        with bare_server() as bare:
            local = local_uploads(url, bare, files.big, args.rounds)
    s3 = bucket_client(files.moto)
    bucket = new_bucket(s3)
    with api_server(database_url, **UNLIMITED, **s3_settings(files.moto, bucket)) as url:
        remote = s3_uploads(url, s3, bucket, files.big, args.rounds)
    report_uploads(name, local, remote, files.big, args.rounds)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="short run (CI)")
    parser.add_argument("--seconds", type=float, help="seconds per parallel run (default 10)")
    parser.add_argument("--rounds", type=int, help="uploads of each kind (default 20, quick 5)")
    parser.add_argument("--calls", type=int, help="one-visitor rounds (default 100, quick 20)")
    parser.add_argument("--visitors", type=int, default=20)
    parser.add_argument("--databases", default=",".join(DATABASES), help="sqlite,postgresql")
    args = parser.parse_args()
    args.seconds = args.seconds or (3.0 if args.quick else 10.0)
    args.rounds = args.rounds or (5 if args.quick else 20)
    args.calls = args.calls or (20 if args.quick else 100)
    print(f"make bench-forms: load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    with moto_server() as moto:
        files = Material(photo(640, 480, quality=80), photo(3000, 2000), moto)
        on_each_database(
            args.databases,
            "bench_forms",
            lambda name, engine: bench_database(name, engine, files, args),
        )
    print(f"\nload {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
