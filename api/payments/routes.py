"""The test provider's checkout page: GET shows it, POST records the buyer's choice,
tells the shop's webhook (as a real provider would) and sends the buyer back.

Visitor form posts need no CSRF exemption: api/csrf.py only guards cookie-authenticated
owner writes, and the page posts to itself on the site's own origin.
"""

from __future__ import annotations

import logging

import httpx
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from api.context import context
from api.payloads import read_form
from api.payments.provider import STATUSES
from api.payments.test_page import message_page, payment_page
from api.payments.test_provider import PAGE_PATH, read_payment, settle

logger = logging.getLogger("api.payments")

WEBHOOK_TIMEOUT_SECONDS = 5.0
HEADERS = {
    "cache-control": "no-store",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; "
    "frame-ancestors 'none'; base-uri 'none'",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
}
NOT_FOUND = ("Betaling niet gevonden", "Deze testbetaling bestaat niet.")
CHOSEN = ("Betaling al afgerond", "Voor deze testbetaling is al een uitkomst gekozen.")
BAD_CHOICE = ("Ongeldige keuze", "Kies betaald, mislukt, verlopen of geannuleerd.")


def _html(body: str, status_code: int = 200) -> HTMLResponse:
    return HTMLResponse(body, status_code=status_code, headers=HEADERS)


async def show_payment(request: Request) -> Response:
    engine = context(request).engine
    payment = await run_in_threadpool(read_payment, engine, request.path_params["payment_id"])
    if payment is None:
        return _html(message_page(*NOT_FOUND), 404)
    return _html(payment_page(payment))


async def choose_outcome(request: Request) -> Response:
    """POST form `status` (paid|failed|expired|canceled), only while the payment is open."""
    engine = context(request).engine
    payment_id = request.path_params["payment_id"]
    status = (await read_form(request)).get("status")
    payment = await run_in_threadpool(read_payment, engine, payment_id)
    if payment is None:
        return _html(message_page(*NOT_FOUND), 404)
    if status not in STATUSES or status == "open":
        return _html(message_page(*BAD_CHOICE), 400)
    if not await run_in_threadpool(settle, engine, payment_id, status):
        return _html(message_page(*CHOSEN, payment.redirect_url), 409)
    await run_in_threadpool(notify_webhook, payment.webhook_url, payment_id)
    return RedirectResponse(payment.redirect_url, status_code=303, headers=HEADERS)


def notify_webhook(url: str, payment_id: str) -> None:
    """POSTs `id=<payment id>` like a real provider. A failure only logs: the shop heals by
    asking the provider again (the order overview refetches while unpaid)."""
    if not url:
        return
    try:
        response = httpx.post(url, data={"id": payment_id}, timeout=WEBHOOK_TIMEOUT_SECONDS)
    except httpx.HTTPError as error:
        logger.warning("Test payment %s: webhook %s failed: %r", payment_id, url, error)
        return
    if response.status_code >= 400:
        logger.warning(
            "Test payment %s: webhook %s answered %s", payment_id, url, response.status_code
        )


_PATH = PAGE_PATH.replace("{id}", "{payment_id}")
routes = [
    Route(_PATH, show_payment, methods=["GET"]),
    Route(_PATH, choose_outcome, methods=["POST"]),
]
