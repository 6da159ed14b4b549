"""Builds the OpenAPI 3.1 document from the application's routes."""

from __future__ import annotations

from typing import Any

from starlette.convertors import IntegerConvertor
from starlette.requests import Request
from starlette.routing import BaseRoute, Route

from api.ids import MAX_ID, IdConvertor
from api.openapi.operations import NOT_FOUND_REGISTRATION, OPERATIONS, Operation
from api.openapi.shapes import COMPONENTS
from api.responses import JSONResponse

TITLE = "Site builder API"
ERROR_ANSWERS = {
    400: "Malformed request",
    401: "Not logged in",
    403: "No access",
    404: "Not found",
    409: "Conflict",
    413: "Request too large",
    422: "Invalid input",
    429: "Too many requests",
    503: "Temporarily unavailable",
}
ERROR_CONTENT = {"application/json": {"schema": {"$ref": "#/components/schemas/Errors"}}}


class UndocumentedRoute(LookupError):
    """A route without an entry in `operations.OPERATIONS`."""


def _operation_key(route: Route, method: str, not_found_path: str) -> tuple[str, str]:
    if route.path == not_found_path:
        return method, NOT_FOUND_REGISTRATION
    return method, route.path_format


def _path_parameters(route: Route) -> list[dict[str, Any]]:
    parameters = []
    for name, convertor in route.param_convertors.items():
        schema: dict[str, Any] = {"type": "string", "minLength": 1}
        if isinstance(convertor, IdConvertor):
            schema = {"type": "integer", "minimum": 0, "maximum": MAX_ID}
        elif isinstance(convertor, IntegerConvertor):
            schema = {"type": "integer", "minimum": 0}
        parameters.append({"name": name, "in": "path", "required": True, "schema": schema})
    return parameters


def _conditional(parameters: list[dict], responses: dict[str, Any]) -> None:
    """A strong ETag on the 200; If-None-Match naming it (or "*") answers 304."""
    parameters.append(
        {"name": "If-None-Match", "in": "header", "required": False, "schema": {"type": "string"}}
    )
    etag = {"ETag": {"description": "Strong entity tag of the body", "schema": {"type": "string"}}}
    responses["200"]["headers"] = etag
    described = responses.get("304", {}).get("description", "Not modified")
    responses["304"] = {"description": described, "headers": etag}


def _operation(route: Route, method: str, operation: Operation) -> dict[str, Any]:
    parameters = _path_parameters(route) + [
        {"name": name, "in": "query", "required": required, "schema": {"type": "string"}}
        for name, required in operation.query
    ]
    if method == "PUT":
        # Owner writes carry the version they read; a stale one answers 409.
        parameters.append(
            {"name": "If-Match", "in": "header", "required": False, "schema": {"type": "string"}}
        )
    responses: dict[str, Any] = {
        str(status): {"description": text, "content": {operation.media_type: {"schema": {}}}}
        for status, text in operation.answers.items()
    }
    if operation.media_type != "application/json":
        for status in operation.answers:
            responses[str(status)]["content"][operation.media_type]["schema"] = {"type": "string"}
    if operation.answer:
        reference = {"$ref": f"#/components/schemas/{operation.answer}"}
        responses["200"]["content"][operation.media_type]["schema"] = reference
    if operation.conditional:
        _conditional(parameters, responses)
    for status, text in ERROR_ANSWERS.items():
        responses.setdefault(str(status), {"description": text, "content": ERROR_CONTENT})
    entry: dict[str, Any] = {
        "operationId": f"{method.lower()}_{route.name}",
        "summary": operation.summary,
        "tags": [operation.tag],
        "parameters": parameters,
        "responses": responses,
    }
    description = (route.endpoint.__doc__ or "").strip()
    if description:
        entry["description"] = description
    if operation.body:
        entry["requestBody"] = {
            "required": True,
            "content": {
                operation.body_media_type: {
                    "schema": {"$ref": f"#/components/schemas/{operation.body}"}
                }
            },
        }
    if operation.owner:
        entry["security"] = [{"bearer": []}, {"cookie": []}]
    return entry


def build_document(routes: list[BaseRoute], not_found_path: str) -> dict[str, Any]:
    """The OpenAPI document of `routes`; raises UndocumentedRoute for a missing entry."""
    paths: dict[str, dict[str, Any]] = {}
    for route in routes:
        if not isinstance(route, Route):
            continue
        for method in sorted(route.methods or ()):
            if method == "HEAD":
                continue
            key = _operation_key(route, method, not_found_path)
            operation = OPERATIONS.get(key)
            if operation is None:
                raise UndocumentedRoute(f"{method} {route.path} has no entry in OPERATIONS")
            paths.setdefault(route.path_format, {})[method.lower()] = _operation(
                route, method, operation
            )
    return {
        "openapi": "3.1.0",
        "info": {"title": TITLE, "version": "1"},
        "paths": paths,
        "components": {
            "schemas": COMPONENTS,
            "securitySchemes": {
                "bearer": {"type": "http", "scheme": "bearer"},
                "cookie": {"type": "apiKey", "in": "cookie", "name": "owner_token"},
            },
        },
    }


def openapi_route(not_found_path: str) -> Route:
    """`GET /api/openapi.json`, built once from the application's routes."""
    built: dict[str, Any] = {}

    async def openapi(request: Request) -> JSONResponse:
        if "document" not in built:
            built["document"] = build_document(request.app.routes, not_found_path)
        return JSONResponse(built["document"], headers={"cache-control": "public, max-age=300"})

    return Route("/api/openapi.json", openapi, methods=["GET"])
