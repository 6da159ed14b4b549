"""The logging set-up `python -m api serve` gives uvicorn: JSON lines, redacted, and no
uvicorn access line (the API writes its own, directly to the batching handler; every
line is written by the process's exit, in order)."""

from __future__ import annotations

import json
import subprocess
import sys

SCRIPT = """
import logging, logging.config
from api.logs import uvicorn_log_config
from api.logs.access import AccessLog
logging.config.dictConfig(uvicorn_log_config())
logging.getLogger("uvicorn.error").info("Started")
assert AccessLog().direct_handler() is not None
AccessLog().write("GET", "bundle", "/api/x/anna@example.nl", 200, 0.0021, "ssr-7f3a9c2e1b")
logging.getLogger("uvicorn.access").info("GET /x?order=abc 200")
logging.getLogger("api.shop.checkout").warning("Sending to %s failed", "anna@example.nl")
"""


def test_serve_writes_redacted_json_lines_without_uvicorns_access_line():
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60, check=True
    )
    lines = [json.loads(line) for line in done.stderr.splitlines()]
    assert [(line["logger"], line["message"]) for line in lines] == [
        ("uvicorn.error", "Started"),
        ("api.access", "GET [redacted] 200"),
        ("api.shop.checkout", "Sending to [redacted] failed"),
    ]
    assert [line["request_id"] for line in lines] == [None, "ssr-7f3a9c2e1b", None]
    assert lines[1]["path"] == "[redacted]" and lines[1]["duration_ms"] == 2.1
