"""The one request layer (api/pipeline.py): what it answers for a failing route, and
that an answer already under way is never replaced."""

import logging

import pytest
from starlette.responses import StreamingResponse
from starlette.routing import Route

from api.domain_errors import NotFound
from api.pipeline import RequestPipeline

BROKEN = "/api/owner/v1/broken"
CUT = "/api/owner/v1/cut-off"


def _with_routes(client):
    async def broken(_request):
        raise RuntimeError("kapot")

    async def cut_off(_request):
        async def chunks():
            yield b"eerste deel"
            raise RuntimeError("halverwege")

        return StreamingResponse(chunks(), media_type="text/plain")

    client.app.router.routes[:0] = [Route(BROKEN, broken), Route(CUT, cut_off)]
    return client


def test_a_failing_route_is_a_logged_500_with_the_request_id_and_an_access_line(
    make_client, caplog
):
    client = _with_routes(make_client())
    with caplog.at_level(logging.INFO):
        answer = client.get(BROKEN, headers={"x-request-id": "verzoek-12345"})
    assert answer.status_code == 500
    assert answer.json() == {
        "errors": {"general": ["Er is een onverwachte fout opgetreden. Probeer het later opnieuw."]}
    }
    assert answer.headers["x-request-id"] == "verzoek-12345"
    errors = [record for record in caplog.records if record.name == "api.errors"]
    assert errors and errors[0].exc_info[1].args == ("kapot",)
    access = [record for record in caplog.records if record.name == "api.access"]
    assert [(record.path, record.status, record.kind) for record in access] == [
        (BROKEN, 500, "owner")
    ]


def test_an_answer_under_way_is_not_replaced_the_error_travels_on(make_client, caplog):
    client = _with_routes(make_client())
    with caplog.at_level(logging.INFO), pytest.raises(RuntimeError, match="halverwege"):
        client.get(CUT)
    access = [record for record in caplog.records if record.name == "api.access"]
    # Logged with the status that was sent; no second (500) answer was started.
    assert [(record.path, record.status) for record in access] == [(CUT, 200)]
    assert not [record for record in caplog.records if record.name == "api.errors"]


BUNDLE = "/api/services/websites/v1/page-bundle"
ROUTED = "/api/services/websites/v1/routed-copy"


def _pipeline(client):
    client.get("/api/health")  # builds the middleware stack
    pipeline = client.app.middleware_stack.app
    assert isinstance(pipeline, RequestPipeline)
    return pipeline


def test_a_page_bundle_get_goes_straight_to_its_route(make_client, sites):
    client = make_client()
    direct = _pipeline(client).direct
    route = next(route for route in client.app.routes if getattr(route, "path", "") == BUNDLE)
    scope = {"type": "http", "path": BUNDLE, "method": "GET", "root_path": ""}
    assert direct.route(scope) is route
    for other in ({"method": "HEAD"}, {"method": "POST"}, {"path": ROUTED}, {"root_path": "/x"}):
        assert direct.route({**scope, **other}) is None
    # The same answer as through the router (HEAD takes the router).
    first = client.get(BUNDLE, params={"path": "/"})
    assert first.status_code == 200 and first.json()["page"]
    etag = first.headers["etag"]
    assert (
        client.get(BUNDLE, params={"path": "/"}, headers={"if-none-match": etag}).status_code == 304
    )
    head = client.head(BUNDLE, params={"path": "/"})
    assert (head.status_code, head.headers["etag"]) == (200, etag)
    assert client.get(BUNDLE, params={"path": "/niet-bestaand"}).status_code == 404


def test_the_direct_route_is_the_one_the_router_would_pick(make_client, sites):
    client = make_client()
    pipeline = _pipeline(client)
    seen = []

    async def failing(request):
        seen.append((request.scope["route"].path, request.scope["endpoint"]))
        raise NotFound("Deze pagina bestaat niet.")

    # A route put in front of the bundle's, and one the router finds by walking.
    client.app.router.routes[:0] = [Route(BUNDLE, failing), Route(ROUTED, failing)]
    direct = client.get(BUNDLE, params={"path": "/"}, headers={"x-request-id": "verzoek-12345"})
    routed = client.get(ROUTED, params={"path": "/"}, headers={"x-request-id": "verzoek-12345"})
    assert seen == [(BUNDLE, failing), (ROUTED, failing)]
    # The exception handlers answer both alike.
    assert direct.status_code == routed.status_code == 404
    assert direct.content == routed.content
    assert direct.headers == routed.headers
    assert pipeline.direct.route({"type": "http", "path": BUNDLE, "method": "GET"}).endpoint is (
        failing
    )
