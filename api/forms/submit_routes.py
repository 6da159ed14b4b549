"""The visitor's form submit: `POST /api/services/websites/v1/forms/submit`
{form_id, fields, url} -> {message, redirection_url}, or 422 with every problem by
field identifier (spec sections 4, 5 and 7; docs/forms.md).

The steps are those of every door of a form (sending.py): the client's submit is
counted first (429 beyond the limit), the body is read within its size limit (413),
then the honeypot, then the values against the form's stored items.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.routing import Route

from api import upload_sessions
from api.context import context
from api.domain_errors import Invalid, TooManyAttempts
from api.forms import sending
from api.forms.sending import HONEYPOT
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.tenancy import client_address, request_project
from api.validation import Errors, read_text

__all__ = ["HONEYPOT", "NOT_AN_OBJECT", "SUBMIT_LIMIT", "routes"]

SUBMIT_PATH = "/api/services/websites/v1/forms/submit"
# Every field's value at its longest (textareas of 10,000 characters) fits many times.
SUBMIT_LIMIT = 256 * 1024
NOT_AN_OBJECT = "Moet een object met een waarde per veld zijn."


def _read_submit(data: dict) -> tuple[str, dict, str]:
    """(form key, values by identifier, page url); names outside these are ignored."""
    errors = Errors()
    form_key = read_text(errors, data, "form_id", "", max_length=100, required=True)
    fields = data.get("fields", {})
    if not isinstance(fields, dict):
        errors.add("fields", NOT_AN_OBJECT)
        fields = {}
    url = read_text(errors, data, "url", "", max_length=2000)
    if errors:
        raise Invalid(errors.messages)
    return form_key, fields, url


async def submit(request: Request) -> JSONResponse:
    ctx = context(request)
    project_id = request_project(request)
    wait = await sending.submit_wait(ctx, client_address(request))
    if wait:
        raise TooManyAttempts(sending.too_many_message(wait), retry_after=wait)
    data = await read_json_object(request, SUBMIT_LIMIT)
    form_key, fields, url = _read_submit(data)
    if sending.filled(data.get(HONEYPOT)):
        return JSONResponse(await ctx.run(sending.decoy, project_id, form_key))
    visitor = upload_sessions.visitor(request)
    answer, message = await ctx.run(sending.store, project_id, form_key, fields, url, visitor)
    await sending.deliver(ctx, message)
    return JSONResponse(answer)


routes = [Route(SUBMIT_PATH, submit, methods=["POST"])]
