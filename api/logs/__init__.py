"""The API's logs: one JSON object per line with the request id, personal data
removed (docs/operations.md, Logs)."""

from api.logs.requests import current_request_id, request_id_scope
from api.logs.setup import json_handler, uvicorn_log_config

__all__ = ["current_request_id", "json_handler", "request_id_scope", "uvicorn_log_config"]
