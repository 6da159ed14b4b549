"""Owner API for orders and quote requests (docs/owner-orders.md):

- `GET .../orders` (filters, pages, newest first), `GET .../orders/{number}`,
  `PATCH .../orders/{number}` {status};
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
from api.shop import service
from api.shop.checkout import owner_orders, owner_quotes
from api.tenancy import request_scheme

logger = logging.getLogger("api.shop.checkout")
OWNER = "/api/owner/v1/projects/{project_id:id}"
QUOTE_STATUSES = ("open", "declined")


def _window(request: Request) -> tuple[int, int]:
    params = request.query_params
    return service.read_page_window(params.get("offset"), params.get("limit"))


def _listed(session, project_id: int, filters, offset: int, limit: int, key: str) -> dict:
    views, total = owner_orders.list_orders(session, project_id, filters, offset, limit)
    return {key: views, "total": total, "offset": offset, "limit": limit}


def _lister(key: str, quotes: bool):
    async def list_all(request: Request) -> JSONResponse:
        member = await require_member(request, request.path_params["project_id"])
        offset, limit = _window(request)
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


async def change_quote(request: Request) -> JSONResponse:
    """PATCH {quote_status}: 'declined', or 'open' again; an ordered quote stays so."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    status = data.get("quote_status")
    if status not in QUOTE_STATUSES or set(data) != {"quote_status"}:
        raise Invalid({"quote_status": ["Kies uit: " + ", ".join(QUOTE_STATUSES) + "."]})
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
    Route(QUOTES, _lister("quotes", quotes=True), methods=["GET"]),
    Route(QUOTES + "/{number:id}", _reader("quote", quotes=True), methods=["GET"]),
    Route(QUOTES + "/{number:id}", change_quote, methods=["PATCH"]),
    Route(QUOTES + "/{number:id}/order", order_quote, methods=["POST"]),
]
