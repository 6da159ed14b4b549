"""The one request layer (api/pipeline.py): what it answers for a failing route, and
that an answer already under way is never replaced."""

import logging

import pytest
from starlette.responses import StreamingResponse
from starlette.routing import Route

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
