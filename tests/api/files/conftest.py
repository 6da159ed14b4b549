"""A form with a file item on the demo site, visitors with their own upload sessions,
and a local S3 server (moto) for the S3 backend."""

from __future__ import annotations

import secrets
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import boto3
import httpx
import pytest

from api.database import session_scope
from api.forms.service import put_form
from scripts.processes import PortTaken, free_port, on_free_ports, says_port_taken
from tests.api.live_server import STARTUP_DEADLINE
from tests.api.publishing import publish_in

FILE_ITEMS = [
    {"id": "1", "identifier": "naam", "label": "Naam", "type": "text"},
    {"id": "2", "identifier": "bijlage", "label": "Bijlage", "type": "file"},
]


@pytest.fixture
def make_upload_form(engine, sites):
    def build(key: str = "aanvraag", items: list | None = None, project_id: int | None = None):
        data = {"title": "Aanvraag", "message": "Ontvangen!", "items": items or FILE_ITEMS}
        with session_scope(engine) as session:
            put_form(session, project_id or sites.demo, key, data, expected_version=None)
            publish_in(session, project_id or sites.demo, ("form", key))
        return key

    return build


@pytest.fixture
def upload_form(make_upload_form) -> str:
    return make_upload_form()


@pytest.fixture
def files_root(tmp_path):
    return tmp_path / "files"


@pytest.fixture
def visitor(make_client, upload_form):
    """A browser on the demo site (its upload session starts with its first upload)."""
    return make_client()


@pytest.fixture
def other_visitor(make_client, upload_form):
    return make_client()


def start_moto(log: Path) -> tuple[subprocess.Popen, str]:
    """moto_server on a port found free; returns once it answers. PortTaken when another
    process took the port first."""
    port = free_port()
    command = [
        str(Path(sys.executable).with_name("moto_server")),
        "-H",
        "127.0.0.1",
        "-p",
        str(port),
    ]
    with log.open("wb") as output:
        process = subprocess.Popen(command, stdout=output, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + STARTUP_DEADLINE
    while process.poll() is None:
        try:
            httpx.get(url + "/moto-api/", timeout=1.0)
            return process, url
        except httpx.TransportError:
            if time.monotonic() > deadline:
                process.terminate()
                process.wait(timeout=STARTUP_DEADLINE)
                raise RuntimeError("moto_server did not start") from None
            time.sleep(0.05)
    output = log.read_text(errors="replace")
    if says_port_taken(output):
        raise PortTaken(url)
    raise RuntimeError(f"moto_server exited ({process.returncode}) before answering:\n{output}")


@pytest.fixture(scope="session")
def moto_server(tmp_path_factory) -> Iterator[str]:
    """A real local S3 server (moto in server mode) on a free port, for the session."""
    log = tmp_path_factory.mktemp("moto") / "moto.log"
    process, url = on_free_ports(lambda: start_moto(log))
    try:
        yield url
    finally:
        process.terminate()
        process.wait(timeout=STARTUP_DEADLINE)


@pytest.fixture
def s3_settings(moto_server) -> dict:
    """Settings of the S3 backend on a bucket of this test's own."""
    bucket = f"uploads-{secrets.token_hex(6)}"
    settings = {
        "files_backend": "s3",
        "s3_endpoint_url": moto_server,
        "s3_bucket": bucket,
        "s3_region": "eu-west-1",
        "s3_access_key_id": "test",
        "s3_secret_access_key": "test",
    }
    bucket_client(settings).create_bucket(
        Bucket=bucket, CreateBucketConfiguration={"LocationConstraint": "eu-west-1"}
    )
    return settings


def bucket_client(settings: dict):
    return boto3.client(
        "s3",
        endpoint_url=settings["s3_endpoint_url"],
        region_name=settings["s3_region"],
        aws_access_key_id=settings["s3_access_key_id"],
        aws_secret_access_key=settings["s3_secret_access_key"],
    )
