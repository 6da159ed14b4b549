"""Owner API for orders and quote requests (docs/owner-orders.md):

- `GET .../orders` (filters, pages, sorted: newest first by default), `GET .../orders/{number}`,
  `PATCH .../orders/{number}` {status}, `POST .../orders/{number}/hold` {days};
- `GET .../quotes`, `GET .../quotes/{number}`, `PATCH .../quotes/{number}`
  {quote_status}, `POST .../quotes/{number}/order` (the quote becomes an order with a
  payment link mailed to the buyer).

Same auth and answers as the other owner routes (api/shop/routes.py): members only,
`no-store`, numbers of another project are 404.
"""

from __future__ import annotations

import logging

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.cache import Change
from api.context import context
from api.domain_errors import Invalid
from api.mail import MailError, Outbox
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.shop.checkout import owner_orders, owner_quotes, states
from api.shop.checkout.holds import Holds
from api.tenancy import request_scheme

logger = logging.getLogger("api.shop.checkout")
OWNER = "/api/owner/v1/projects/{project_id:id}"


def _listed(session, project_id: int, filters, offset: int, limit: int, key: str) -> dict:
    views, total = owner_orders.list_orders(session, project_id, filters, offset, limit)
    return {key: views, "total": total, "offset": offset, "limit": limit}


def _lister(key: str, quotes: bool):
    async def list_all(request: Request) -> JSONResponse:
        member = await require_member(request, request.path_params["project_id"])
        offset, limit = owner_orders.read_window(request.query_params)
        filters = owner_orders.read_filters(request.query_params, quotes=quotes)
        answer = await context(request).run(_listed, member.project_id, filters, offset, limit, key)
        return JSONResponse(answer)

    return list_all


def _reader(key: str, quotes: bool):
    async def read(request: Request) -> JSONResponse:
        member = await require_member(request, request.path_params["project_id"])
        view = await context(request).run(
            owner_orders.order_detail,
            member.project_id,
            request.path_params["number"],
            request_scheme(request),
            quote=quotes,
        )
        return JSONResponse({key: view})

    return read


async def change_order(request: Request) -> JSONResponse:
    """PATCH {status}: new, processing, shipped, completed or cancelled, along the
    allowed transitions; cancelling an unpaid order releases its reserved stock."""
    member = await require_member(request, request.path_params["project_id"])
    status = owner_orders.read_status(await read_json_object(request))
    ctx = context(request)
    number = request.path_params["number"]
    changed = await ctx.run(owner_orders.change_status, member.project_id, number, status)
    if changed.released_products:
        # Products back in stock show so on their pages.
        await ctx.published(Change.shop(member.project_id, products=changed.released_products))
    view = await ctx.run(
        owner_orders.order_detail, member.project_id, number, request_scheme(request)
    )
    return JSONResponse({"order": view})


async def hold_order(request: Request) -> JSONResponse:
    """POST {days}: the unpaid order's stock stays held until that many days from now
    (1..60), then the sweep releases it as usual."""
    member = await require_member(request, request.path_params["project_id"])
    days = owner_orders.read_hold(await read_json_object(request))
    ctx = context(request)
    number = request.path_params["number"]
    await ctx.run(owner_orders.hold_stock, member.project_id, number, days)
    view = await ctx.run(
        owner_orders.order_detail, member.project_id, number, request_scheme(request)
    )
    return JSONResponse({"order": view})


async def change_quote(request: Request) -> JSONResponse:
    """PATCH {quote_status}: 'declined', or 'open' again; an ordered quote stays so."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    status = data.get("quote_status")
    if status not in states.QUOTE_SETTABLE or set(data) != {"quote_status"}:
        choices = ", ".join(states.QUOTE_SETTABLE)
        raise Invalid({"quote_status": ["Kies uit: " + choices + "."]})
    ctx = context(request)
    number = request.path_params["number"]
    await ctx.run(owner_quotes.decline_quote, member.project_id, number, status)
    view = await ctx.run(
        owner_orders.order_detail, member.project_id, number, request_scheme(request), quote=True
    )
    return JSONResponse({"quote": view})


def _send(settings, message) -> bool:
    """Sends through the shared outbox (SMTP or .eml files); False when that fails, so
    the owner learns the buyer was not mailed (the order stands)."""
    try:
        Outbox(settings).send(message)
    except MailError:
        logger.exception("The payment link of an order made of a quote was not mailed")
        return False
    return True


async def order_quote(request: Request) -> JSONResponse:
    """POST {lines: [{id, unit_price?, quantity?}], shipping?, payment_method} -> 201
    with the new order, its payment link and whether the buyer was mailed."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    ctx = context(request)
    scheme = request_scheme(request)
    made = await ctx.run(
        owner_quotes.order_from_quote,
        member.project_id,
        request.path_params["number"],
        data,
        scheme=scheme,
        mail_from=ctx.settings.mail_from,
        holds=Holds.of(ctx.settings),
    )
    if made.changed_products:
        await ctx.published(Change.shop(member.project_id, products=made.changed_products))
    mailed = made.mail is not None and await run_in_threadpool(_send, ctx.settings, made.mail)
    view = await ctx.run(owner_orders.order_detail, member.project_id, made.number, scheme)
    answer = {"order": view, "payment": {"url": made.payment_url}, "mail": {"sent": mailed}}
    return JSONResponse(answer, status_code=201)


ORDERS = f"{OWNER}/orders"
QUOTES = f"{OWNER}/quotes"
routes = [
    Route(ORDERS, _lister("orders", quotes=False), methods=["GET"]),
    Route(ORDERS + "/{number:id}", _reader("order", quotes=False), methods=["GET"]),
    Route(ORDERS + "/{number:id}", change_order, methods=["PATCH"]),
    Route(ORDERS + "/{number:id}/hold", hold_order, methods=["POST"]),
    Route(QUOTES, _lister("quotes", quotes=True), methods=["GET"]),
    Route(QUOTES + "/{number:id}", _reader("quote", quotes=True), methods=["GET"]),
    Route(QUOTES + "/{number:id}", change_quote, methods=["PATCH"]),
    Route(QUOTES + "/{number:id}/order", order_quote, methods=["POST"]),
]
