"""The OpenAPI description: served, complete and valid."""

from __future__ import annotations

import pytest
from starlette.routing import Route

from api.app import create_app
from api.openapi.document import UndocumentedRoute, build_document
from api.settings import Settings


def test_every_route_is_described(client):
    response = client.get("/api/openapi.json")
    assert response.status_code == 200
    document = response.json()
    assert document["openapi"].startswith("3.1")
    described = {
        (method.upper(), path) for path, item in document["paths"].items() for method in item
    }
    app = client.app
    for route in app.routes:
        if isinstance(route, Route):
            for method in route.methods - {"HEAD"}:
                assert (method, route.path_format) in described


def test_owner_operations_require_a_login_and_visitor_ones_do_not(client):
    paths = client.get("/api/openapi.json").json()["paths"]
    assert "security" in paths["/api/owner/v1/projects/{project_id}/pages"]["post"]
    assert "security" not in paths["/api/services/websites/v1/page-bundle"]["get"]
    body = paths["/api/owner/v1/projects/{project_id}/pages"]["post"]["requestBody"]
    assert body["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/PageWrite"
    }


def test_the_page_bundle_documents_its_etag_and_304(client):
    bundle = client.get("/api/openapi.json").json()["paths"][
        "/api/services/websites/v1/page-bundle"
    ]
    operation = bundle["get"]
    headers = [p["name"] for p in operation["parameters"] if p["in"] == "header"]
    assert headers == ["If-None-Match"]
    assert "ETag" in operation["responses"]["200"]["headers"]
    not_modified = operation["responses"]["304"]
    assert "ETag" in not_modified["headers"] and "content" not in not_modified


def test_a_route_without_a_description_is_refused():
    async def secret(_request):  # pragma: no cover - never called
        return None

    routes = [*create_app(Settings(database_url="sqlite://")).routes]
    routes.append(Route("/api/owner/v1/undocumented", secret, methods=["GET"]))
    with pytest.raises(UndocumentedRoute, match="undocumented"):
        build_document(routes, Settings().not_found_path)


def test_the_page_bundle_answer_is_described_with_its_media_map(client):
    document = client.get("/api/openapi.json").json()
    answer = document["paths"]["/api/services/websites/v1/page-bundle"]["get"]["responses"]["200"]
    assert answer["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/PageBundle"
    }
    schemas = document["components"]["schemas"]
    media = schemas["PageBundle"]["properties"]["media"]
    assert media["additionalProperties"] == {"$ref": "#/components/schemas/MediaFacts"}
    assert schemas["MediaFacts"]["required"] == ["width", "height", "src", "sources"]
