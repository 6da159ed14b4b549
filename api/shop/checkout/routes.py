"""The visitor calls of the cart, checkout, orders and payments
(`/api/services/webshop/v1/...`, docs/checkout.md). Thin: read the body, check that
website_id and project_id name the host's project, run the use case on a worker
thread, answer; publish stock changes and send mails after the commit."""

from __future__ import annotations

import logging
from html import escape

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from api.cache import Change
from api.context import context
from api.domain_errors import Invalid, NotFound
from api.metrics.counters import WEBHOOKS
from api.numbers import NumberError, parse_integer
from api.origins import public_origin
from api.payloads import read_form, read_json_object
from api.payments import ProviderError
from api.responses import JSONResponse
from api.shop.checkout import cart
from api.shop.checkout.service import Checkout
from api.shop.checkout.sessions import UNKNOWN_WEBSITE
from api.tenancy import client_address, request_project
from api.validation import ID_MESSAGE

logger = logging.getLogger("api.shop.checkout")

BASE = "/api/services/webshop/v1"
NO_STORE = {"cache-control": "no-store"}


def checkout_of(request: Request) -> Checkout:
    return request.app.state.checkout


def origin_of(request: Request) -> str:
    """The origin of the absolute links this request's mails and provider calls carry:
    the configured public base URL or the validated host (docs/origins.md). Answers to
    the browser are site-relative and need none."""
    return public_origin(request, checkout_of(request).settings)


def _named_project(value: object) -> int | None:
    try:
        return parse_integer(value)
    except NumberError:
        return None


async def visitor_body(request: Request) -> tuple[int, dict]:
    """The body and the host's project; website_id/project_id must name it (else 404).
    An id of the wrong type (an object, a list, letters) is refused as such (422): it
    names no website at all, so 'unknown website' would mislead."""
    project_id = request_project(request)
    data = await read_json_object(request)
    wrong = {
        key: [ID_MESSAGE]
        for key in ("website_id", "project_id")
        if data.get(key) is not None and _named_project(data.get(key)) is None
    }
    if wrong:
        raise Invalid(wrong)
    for key in ("website_id", "project_id"):
        if _named_project(data.get(key)) != project_id:
            raise NotFound({key: [UNKNOWN_WEBSITE]})
    return project_id, data


async def publish(request: Request, changed: list[tuple[int, list[int]]]) -> None:
    ctx = context(request)
    for project_id, products in changed:
        if products:
            await ctx.published(Change.shop(project_id, products=products))


def cart_call(use_case):
    async def handle(request: Request) -> JSONResponse:
        project_id, data = await visitor_body(request)
        answer = await run_in_threadpool(
            checkout_of(request).cart_answer, use_case, project_id, data
        )
        return JSONResponse(answer)

    return handle


async def create_cart(request: Request) -> JSONResponse:
    project_id, _data = await visitor_body(request)
    client = client_address(request)
    return JSONResponse(
        await run_in_threadpool(checkout_of(request).create_cart, project_id, client)
    )


async def user_details(request: Request) -> JSONResponse:
    project_id, data = await visitor_body(request)
    checkout = checkout_of(request)
    return JSONResponse(await checkout.save_details(project_id, data, client_address(request)))


async def delivery_slots(request: Request) -> JSONResponse:
    project_id, data = await visitor_body(request)
    return JSONResponse(
        await run_in_threadpool(checkout_of(request).delivery_slots, project_id, data)
    )


async def choose_slot(request: Request) -> JSONResponse:
    project_id, data = await visitor_body(request)
    return JSONResponse(await run_in_threadpool(checkout_of(request).choose_slot, project_id, data))


async def create_order(request: Request) -> JSONResponse:
    project_id, data = await visitor_body(request)
    checkout = checkout_of(request)
    # Stock whose hold ran out goes back before anyone is told there is none.
    await publish(request, await run_in_threadpool(checkout.sweep))
    outcome = await run_in_threadpool(checkout.complete, project_id, data, origin_of(request))
    await publish(request, outcome.changed)
    return JSONResponse(outcome.answer)


async def get_order(request: Request) -> JSONResponse:
    project_id, data = await visitor_body(request)
    checkout = checkout_of(request)
    answer = await run_in_threadpool(
        checkout.lookup, project_id, client_address(request), data, origin_of(request)
    )
    return JSONResponse(answer)


async def create_transaction(request: Request) -> JSONResponse:
    project_id, data = await visitor_body(request)
    checkout = checkout_of(request)
    await publish(request, await run_in_threadpool(checkout.sweep))
    outcome = await run_in_threadpool(checkout.new_transaction, project_id, data)
    await publish(request, outcome.changed)
    return JSONResponse(outcome.answer)


PROVIDER_PAGE = """<!doctype html><html lang="nl"><head><meta charset="utf-8">
<title>Betalen lukt nu niet</title></head><body><h1>Betalen lukt nu niet</h1>
<p>{message}</p><p>Je bestelling blijft bewaard; je kunt later opnieuw betalen.</p>
</body></html>"""


async def start_payment(request: Request) -> Response:
    project_id = request_project(request)
    token = request.path_params["token"]
    if "\x00" in token:
        raise NotFound({"payment": ["Deze betaling bestaat niet."]})
    checkout = checkout_of(request)
    try:
        url = await run_in_threadpool(checkout.start, project_id, token[:64], origin_of(request))
    except ProviderError as error:
        body = PROVIDER_PAGE.format(message=escape(str(error)))
        return HTMLResponse(body, status_code=502, headers=NO_STORE)
    return RedirectResponse(url, status_code=303, headers=NO_STORE)


async def payment_webhook(request: Request) -> Response:
    provider = request.path_params["provider"]
    provider_id = (await read_form(request)).get("id")
    if (
        provider not in ("test", "mollie")
        or not isinstance(provider_id, str)
        or "\x00" in provider_id
    ):
        WEBHOOKS.labels(provider="unknown", outcome="unknown_payment").inc()
        raise NotFound({"id": ["Deze betaling is onbekend."]})
    try:
        await payment_reported(request, provider, provider_id[:100])
    except NotFound:
        WEBHOOKS.labels(provider=provider, outcome="unknown_payment").inc()
        raise
    except ProviderError as error:
        # The provider will call again; our state is unchanged.
        WEBHOOKS.labels(provider=provider, outcome="provider_unreachable").inc()
        logger.warning("Webhook %s %s: provider not reachable: %s", provider, provider_id, error)
        return JSONResponse({"errors": {"id": [str(error)]}}, status_code=503)
    WEBHOOKS.labels(provider=provider, outcome="settled").inc()
    return Response(status_code=200, headers=NO_STORE)


async def payment_reported(request: Request, provider: str, provider_id: str) -> None:
    """A provider says payment `provider_id` changed: ask it, settle, publish. Mollie's
    webhook calls this over HTTP; the built-in test provider's page calls it in-process
    (wired in api/app.py), so the API never calls back into itself through a URL.
    NotFound and ProviderError travel up."""
    outcome = await run_in_threadpool(
        checkout_of(request).webhook,
        request_project(request),
        provider,
        provider_id,
        origin_of(request),
    )
    await publish(request, outcome.changed)


def _route(path: str, endpoint, method: str = "POST") -> Route:
    name = "webshop_" + "".join(c if c.isalnum() else "_" for c in path)
    return Route(f"{BASE}/{path}", endpoint, methods=[method], name=name)


routes = [
    _route("shoppingcart/create", create_cart),
    _route("shoppingcart/get", cart_call(cart.read_cart)),
    _route("shoppingcart/add", cart_call(cart.add_product)),
    _route("shoppingcart/update-quantity", cart_call(cart.update_quantity)),
    _route("shoppingcart/delete-product", cart_call(cart.delete_product)),
    _route("shoppingcart/add/user-details", user_details),
    _route("shoppingcart/add/shipping-method", cart_call(cart.set_shipping)),
    _route("shoppingcart/add/payment-method", cart_call(cart.set_payment)),
    _route("shoppingcart/delivery-slots", delivery_slots),
    _route("shoppingcart/add/delivery-slot", choose_slot),
    _route("orders/create", create_order),
    _route("orders/get", get_order),
    _route("transactions/create", create_transaction),
    _route("payments/{token}/start", start_payment, "GET"),
    _route("payments/webhook/{provider}", payment_webhook),
]
