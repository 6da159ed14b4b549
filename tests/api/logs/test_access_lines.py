"""The access line written directly to the serve configuration's handler is the line
`logging` would have written, and that handler's batches keep every line, in order."""

from __future__ import annotations

import io
import json
import logging
import time
from datetime import UTC, datetime

import pytest

from api.logs.access import AccessLog, BufferedJsonHandler, _time_text
from api.logs.redaction import MARK, RedactionFilter
from api.logs.requests import request_id_scope
from api.logs.setup import JsonFormatter, json_handler

ID = "ssr-7f3a9c2e1b"


def buffered(stream: io.StringIO, **options) -> BufferedJsonHandler:
    handler = BufferedJsonHandler(stream, **options)
    handler.setFormatter(JsonFormatter())
    handler.addFilter(RedactionFilter())
    return handler


def lone_logger(handler: logging.Handler) -> logging.Logger:
    """An "api.access" logger outside the hierarchy, with this handler only."""
    logger = logging.Logger("api.access")  # noqa: LOG001 - not the application's logger
    logger.addHandler(handler)
    return logger


@pytest.mark.parametrize(
    ("method", "kind", "path", "status"),
    [
        ("GET", "bundle", "/api/services/websites/v1/page-bundle", 200),
        ("GET", "bundle", "/api/services/websites/v1/page-bundle", 304),
        ("POST", "order", "/api/services/webshop/v1/orders/anna@example.nl", 404),
        ("GET", "other", '/café/"quoted"\\back\tslash', 400),
        ("GET", "other", "/x/" + "a1" * 300, 200),  # too long to be remembered
        ("PATCH", "other", "/lookup/1234 AB", 500),
        (None, "other", "/no-method", 500),
    ],
)
def test_the_direct_line_is_the_line_logging_writes(method, kind, path, status):
    direct, logged = io.StringIO(), io.StringIO()
    handler = buffered(direct)
    access = AccessLog(lone_logger(handler))
    assert access.direct_handler() is handler
    through_logging = AccessLog(lone_logger(json_handler(logged)))
    assert through_logging.direct_handler() is None
    with request_id_scope(ID):  # as in the pipeline
        for log in (access, through_logging):
            log.write(method, kind, path, status, 0.0123456, ID)
    handler.flush()
    ours, theirs = json.loads(direct.getvalue()), json.loads(logged.getvalue())
    assert ours.pop("time")[:10] == theirs.pop("time")[:10]
    assert ours == theirs
    # Byte for byte, but for the time.
    strip = len('{"time": "2026-11-27T00:00:00.000+00:00"')
    assert direct.getvalue()[strip:] == logged.getvalue()[strip:]
    assert "anna@example.nl" not in direct.getvalue() and "1234 AB" not in direct.getvalue()
    if "anna" in path:
        assert ours["path"].endswith(MARK)


@pytest.mark.parametrize(
    "now",
    [0.0, 1764201600.0, 1764201600.0004994, 1764201600.9995, 1764201600.9999996, 1.5e9 + 0.123],
)
def test_the_time_is_written_as_the_formatter_writes_it(now):
    expected = datetime.fromtimestamp(now, UTC).isoformat(timespec="milliseconds")
    assert _time_text(now) == expected


def test_other_configurations_get_the_line_through_logging(caplog):
    handler = buffered(io.StringIO())
    logger = logging.getLogger("tests.access-lines")  # in the hierarchy: setLevel counts
    logger.propagate = False
    logger.setLevel(logging.INFO)
    logger.addHandler(handler)
    # A second handler, a filter on the logger, a level above INFO, another formatter.
    logger.addHandler(logging.NullHandler())
    assert AccessLog(logger).direct_handler() is None
    logger.removeHandler(logger.handlers[-1])
    assert AccessLog(logger).direct_handler() is handler
    logger.addFilter(RedactionFilter())
    assert AccessLog(logger).direct_handler() is None
    logger.removeFilter(logger.filters[0])
    logger.setLevel(logging.WARNING)
    assert AccessLog(logger).direct_handler() is None
    logger.setLevel(logging.INFO)
    handler.setFormatter(logging.Formatter())
    assert AccessLog(logger).direct_handler() is None
    logger.removeHandler(handler)
    # The application's logger while pytest captures records: through logging.
    with caplog.at_level(logging.INFO):
        AccessLog().write("GET", "other", "/x", 200, 0.001, ID)
    assert [(record.name, record.path, record.status) for record in caplog.records] == [
        ("api.access", "/x", 200)
    ]


def test_lines_wait_for_a_warning_and_keep_their_order():
    stream = io.StringIO()
    handler = buffered(stream, flush_seconds=3600)
    logger = lone_logger(handler)
    AccessLog(logger).write("GET", "other", "/eerst", 200, 0.001, ID)
    logger.info("tweede")
    assert stream.getvalue() == ""
    logger.warning("derde")
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert [line["message"] for line in lines] == ["GET /eerst 200", "tweede", "derde"]


def test_a_full_buffer_is_written():
    stream = io.StringIO()
    handler = buffered(stream, buffer_bytes=1000, flush_seconds=3600)
    access = AccessLog(lone_logger(handler))
    written = 0
    while not stream.getvalue():
        access.write("GET", "other", "/vol", 200, 0.001, ID)
        written += 1
    assert 2 <= written <= 1000 // 100
    assert len(stream.getvalue().splitlines()) == written


def test_waiting_lines_are_written_by_the_timer():
    stream = io.StringIO()
    handler = buffered(stream, flush_seconds=0.01)
    AccessLog(lone_logger(handler)).write("GET", "other", "/later", 200, 0.001, ID)
    deadline = time.monotonic() + 30
    while not stream.getvalue() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert json.loads(stream.getvalue())["path"] == "/later"


def test_the_application_shutdown_writes_waiting_lines(make_client):
    stream = io.StringIO()
    handler = buffered(stream, flush_seconds=3600)
    logger = lone_logger(handler)
    with make_client():  # starts and stops the application
        AccessLog(logger).write("GET", "other", "/laatste", 200, 0.001, ID)
        assert stream.getvalue() == ""
    assert json.loads(stream.getvalue())["path"] == "/laatste"
