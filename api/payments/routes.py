"""The test provider's checkout page: GET shows it, POST records the buyer's choice,
tells the shop in-process (what a real provider's webhook does over HTTP) and sends
the buyer back to the order page, as a path of the same site.

The shop is told through `Reported`, a callback the composition root (api/app.py)
wires to the checkout, since this package sits below the domains and never imports
them. No HTTP request leaves the API for it: a URL shaped by a request can never make
the API call anywhere (docs/origins.md).

Visitor form posts need no CSRF exemption: api/csrf.py only guards cookie-authenticated
owner writes, and the page posts to itself on the site's own origin.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from api.context import context
from api.domain_errors import DomainError
from api.origins import site_path
from api.payloads import read_form
from api.payments.provider import STATUSES, ProviderError
from api.payments.test_page import message_page, payment_page
from api.payments.test_provider import PAGE_PATH, read_payment, settle

logger = logging.getLogger("api.payments")

# (request, provider name, provider payment id): the shop asks the provider and
# settles. Raises DomainError (e.g. a payment no order of this site knows) or
# ProviderError.
Reported = Callable[[Request, str, str], Awaitable[None]]
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


def outcome_chooser(reported: Reported):
    async def choose_outcome(request: Request) -> Response:
        """POST form `status` (paid|failed|expired|canceled), only while the payment is open."""
        engine = context(request).engine
        payment_id = request.path_params["payment_id"]
        status = (await read_form(request)).get("status")
        payment = await run_in_threadpool(read_payment, engine, payment_id)
        if payment is None:
            return _html(message_page(*NOT_FOUND), 404)
        back = site_path(payment.redirect_url)
        if status not in STATUSES or status == "open":
            return _html(message_page(*BAD_CHOICE), 400)
        if not await run_in_threadpool(settle, engine, payment_id, status):
            return _html(message_page(*CHOSEN, back), 409)
        try:
            await reported(request, "test", payment_id)
        except (DomainError, ProviderError) as error:
            # The buyer goes on; the order overview asks the provider again while unpaid.
            logger.warning("Test payment %s: the shop was not told: %s", payment_id, error)
        return RedirectResponse(back, status_code=303, headers=HEADERS)

    return choose_outcome


_PATH = PAGE_PATH.replace("{id}", "{payment_id}")


def build_routes(reported: Reported) -> list[Route]:
    """The test provider's page; `reported` tells the shop of a chosen outcome."""
    return [
        Route(_PATH, show_payment, methods=["GET"]),
        Route(_PATH, outcome_chooser(reported), methods=["POST"]),
    ]
