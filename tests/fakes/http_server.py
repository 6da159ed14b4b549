"""A threaded HTTP server on a free local port, the base of the HTTP stand-ins."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, urlsplit


class Exchange:
    """One request as the stand-in saw it, and the means to answer it."""

    def __init__(self, handler: BaseHTTPRequestHandler) -> None:
        self.handler = handler
        self.method = handler.command
        parts = urlsplit(handler.path)
        self.path = parts.path
        self.query = dict(parse_qsl(parts.query))
        self.headers = {name.lower(): value for name, value in handler.headers.items()}
        length = int(handler.headers.get("content-length") or 0)
        self.body = handler.rfile.read(length) if length else b""

    def json(self) -> object:
        try:
            return json.loads(self.body or b"null")
        except ValueError:
            return None

    def form(self) -> dict[str, str]:
        return dict(parse_qsl(self.body.decode("utf-8", "replace")))

    def answer(
        self,
        status: int,
        body: bytes | str | dict | list = b"",
        content_type: str = "application/json",
        headers: dict[str, str] | None = None,
    ) -> None:
        if isinstance(body, (dict, list)):
            body = json.dumps(body)
        if isinstance(body, str):
            body = body.encode()
        self.handler.send_response(status)
        self.handler.send_header("content-type", content_type)
        self.handler.send_header("content-length", str(len(body)))
        for name, value in (headers or {}).items():
            self.handler.send_header(name, value)
        self.handler.end_headers()
        self.handler.wfile.write(body)


class LocalHTTPServer:
    """Calls `respond(exchange)` for every request, on a thread of its own."""

    def __init__(self, respond: Callable[[Exchange], None]) -> None:
        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def handle_one_request(self) -> None:
                try:
                    super().handle_one_request()
                except (BrokenPipeError, ConnectionResetError):
                    # The client gave up (a timeout test): nothing left to answer.
                    self.close_connection = True

            def _serve(self) -> None:
                respond(Exchange(self))

            do_GET = do_POST = do_PATCH = do_DELETE = _serve

            def log_message(self, *_args) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join()
