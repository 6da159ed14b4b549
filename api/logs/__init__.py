"""The API's logs: one JSON object per line with the request id, personal data
removed (docs/operations.md, Logs)."""

from api.logs.requests import current_request_id, request_id_scope
from api.logs.setup import configure_logging

__all__ = ["configure_logging", "current_request_id", "request_id_scope"]
