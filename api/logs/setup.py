"""One JSON object per log line: time, level, logger, message, request_id (and the
fields an access line adds), written to standard error."""

from __future__ import annotations

import json
import logging
import sys
from datetime import UTC, datetime

from api.logs.redaction import RedactionFilter, redact
from api.logs.requests import current_request_id

# Extra record attributes written as fields (the access log's).
FIELDS = ("method", "kind", "path", "status", "duration_ms")


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", None) or current_request_id(),
        }
        for name in FIELDS:
            if hasattr(record, name):
                line[name] = getattr(record, name)
        if record.exc_info and not record.exc_text:
            record.exc_text = redact(self.formatException(record.exc_info))
        if record.exc_text:
            line["exception"] = record.exc_text
        return json.dumps(line, ensure_ascii=False, default=str)


def json_handler(stream=None) -> logging.Handler:
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter())
    handler.addFilter(RedactionFilter())
    return handler


def uvicorn_log_config(level: str = "INFO") -> dict:
    """The logging dictConfig `python -m api serve` hands uvicorn (also applied in each
    worker process): every logger writes JSON lines through the redaction filter, in
    batches (api/logs/access.py), and uvicorn's own access log is off (the API writes
    its own, with the route kind and without the query string)."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"redact": {"()": "api.logs.redaction.RedactionFilter"}},
        "formatters": {"json": {"()": "api.logs.setup.JsonFormatter"}},
        "handlers": {
            "json": {
                "class": "api.logs.access.BufferedJsonHandler",
                "formatter": "json",
                "filters": ["redact"],
                "stream": "ext://sys.stderr",
            }
        },
        "root": {"handlers": ["json"], "level": level},
        "loggers": {
            "uvicorn": {"handlers": [], "propagate": True},
            "uvicorn.error": {"handlers": [], "propagate": True},
            "uvicorn.access": {"handlers": [], "propagate": False, "level": "CRITICAL"},
        },
    }
