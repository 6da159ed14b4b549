"""The logging set-up `python -m api serve` gives uvicorn: JSON lines, redacted, and no
uvicorn access line (the API writes its own)."""

from __future__ import annotations

import json
import subprocess
import sys

SCRIPT = """
import logging, logging.config
from api.logs import uvicorn_log_config
logging.config.dictConfig(uvicorn_log_config())
logging.getLogger("uvicorn.error").info("Started")
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
        ("api.shop.checkout", "Sending to [redacted] failed"),
    ]
    assert all(line["request_id"] is None for line in lines)
