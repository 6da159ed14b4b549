"""The visitor calls of the cart, checkout, orders and payments
(`/api/services/webshop/v1/...`, docs/checkout.md). Thin: read the body, check that
website_id and project_id name the host's project, run the use case on a worker
thread, answer; publish stock changes and send mails after the commit."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from html import escape

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from api.cache import Change
from api.context import context
from api.domain_errors import NotFound
from api.hosts import normalise_host
from api.numbers import NumberError, parse_integer
from api.payloads import read_json_object
from api.payments import ProviderError
from api.responses import JSONResponse
from api.shop.checkout import cart
from api.shop.checkout.service import Checkout
from api.shop.checkout.sessions import UNKNOWN_WEBSITE
from api.tenancy import client_address, request_project, visit

logger = logging.getLogger("api.shop.checkout")

BASE = "/api/services/webshop/v1"
SWEEP_SECONDS = 60
NO_STORE = {"cache-control": "no-store"}


def checkout_of(request: Request) -> Checkout:
    return request.app.state.checkout


def request_origin(request: Request) -> str:
    """scheme://host[:port] as the tenancy middleware resolved them; the port comes from
    the header that named the resolved host."""
    current = visit(request)
    forwarded = (request.headers.get("x-forwarded-host") or "").split(",")[-1].strip()
    for raw in (forwarded, request.headers.get("host", "")):
        if raw and normalise_host(raw) == current.host:
            return f"{current.scheme}://{raw.strip().lower()}"
    return f"{current.scheme}://{current.host}"


def _named_project(value: object) -> int | None:
    try:
        return parse_integer(value)
    except NumberError:
        return None


async def visitor_body(request: Request) -> tuple[int, dict]:
    """The body and the host's project; website_id/project_id must name it (else 404)."""
    project_id = request_project(request)
    data = await read_json_object(request)
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
    return JSONResponse(
        await run_in_threadpool(checkout_of(request).save_details, project_id, data)
    )


async def create_order(request: Request) -> JSONResponse:
    project_id, data = await visitor_body(request)
    checkout = checkout_of(request)
    # Stock whose hold ran out goes back before anyone is told there is none.
    await publish(request, await run_in_threadpool(checkout.sweep))
    outcome = await run_in_threadpool(checkout.complete, project_id, data, request_origin(request))
    await publish(request, outcome.changed)
    return JSONResponse(outcome.answer)


async def get_order(request: Request) -> JSONResponse:
    project_id, data = await visitor_body(request)
    checkout = checkout_of(request)
    answer = await run_in_threadpool(
        checkout.lookup, project_id, client_address(request), data, request_origin(request)
    )
    return JSONResponse(answer)


async def create_transaction(request: Request) -> JSONResponse:
    project_id, data = await visitor_body(request)
    checkout = checkout_of(request)
    await publish(request, await run_in_threadpool(checkout.sweep))
    outcome = await run_in_threadpool(
        checkout.new_transaction, project_id, data, request_origin(request)
    )
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
        url = await run_in_threadpool(
            checkout.start, project_id, token[:64], request_origin(request)
        )
    except ProviderError as error:
        body = PROVIDER_PAGE.format(message=escape(str(error)))
        return HTMLResponse(body, status_code=502, headers=NO_STORE)
    return RedirectResponse(url, status_code=303, headers=NO_STORE)


async def payment_webhook(request: Request) -> Response:
    project_id = request_project(request)
    provider = request.path_params["provider"]
    provider_id = (await request.form()).get("id")
    if (
        provider not in ("test", "mollie")
        or not isinstance(provider_id, str)
        or "\x00" in provider_id
    ):
        raise NotFound({"id": ["Deze betaling is onbekend."]})
    try:
        outcome = await run_in_threadpool(
            checkout_of(request).webhook,
            project_id,
            provider,
            provider_id[:100],
            request_origin(request),
        )
    except ProviderError as error:
        # The provider will call again; our state is unchanged.
        logger.warning("Webhook %s %s: provider not reachable: %s", provider, provider_id, error)
        return JSONResponse({"errors": {"id": [str(error)]}}, status_code=503)
    await publish(request, outcome.changed)
    return Response(status_code=200, headers=NO_STORE)


async def sweep_forever(checkout: Checkout, published) -> None:
    """The background release of stock held by orders whose payment ended badly, and
    the deletion of carts untouched for `cart_max_age_days`."""
    while True:
        try:
            for project_id, products in await run_in_threadpool(checkout.sweep):
                await published(Change.shop(project_id, products=products))
        except Exception:  # the next round tries again
            logger.exception("Stock release sweep failed")
        try:
            await run_in_threadpool(checkout.forget_stale_carts)
        except Exception:  # the next round tries again
            logger.exception("Forgetting stale carts failed")
        await asyncio.sleep(SWEEP_SECONDS)


@contextlib.asynccontextmanager
async def sweeping(checkout: Checkout, published):
    task = asyncio.create_task(sweep_forever(checkout, published))
    try:
        yield
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


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
    _route("orders/create", create_order),
    _route("orders/get", get_order),
    _route("transactions/create", create_transaction),
    _route("payments/{token}/start", start_payment, "GET"),
    _route("payments/webhook/{provider}", payment_webhook),
]
