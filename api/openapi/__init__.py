"""The OpenAPI description of the API, generated from its routing table.

Paths, methods and path parameters come from the Starlette routes themselves; what a
route cannot say about itself (summary, body, answers) sits in `operations.py`, one
entry per route, and a test fails when a route has no entry.
"""

from api.openapi.document import build_document, openapi_route

__all__ = ["build_document", "openapi_route"]
