"""A local stand-in for Mollie's payments API v2, answering like the real one.

    with FakeMollie() as mollie:                   # api_key: mollie.api_key
        settings = Settings(mollie_api_url=mollie.url)
        config = {"mollie": {"api_key": mollie.api_key}}
        ...                                        # POST /v2/payments -> 201, status open
        mollie.set_status("tr_...", "paid")        # as if the buyer paid
        mollie.send_webhook("tr_...")              # POSTs id=tr_... to its webhookUrl
        mollie.payments["tr_..."]                  # the stored payment (Mollie's JSON)
        mollie.calls                               # [Call(method, path, body, headers)]

Its checkout page (`_links.checkout.href`, GET /checkout/<id>) shows one button per
outcome; choosing one sets the status, sends the webhook and redirects to the
payment's redirectUrl, like Mollie's test mode page, so browser tests can use it.
"""

from __future__ import annotations

import re
import secrets
import threading
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from html import escape
from typing import Self

import httpx

from tests.fakes.http_server import Exchange, LocalHTTPServer

HAL = "application/hal+json"
STATUSES = ("open", "pending", "authorized", "paid", "canceled", "expired", "failed")
METHODS = ("ideal", "creditcard", "bancontact", "paypal", "banktransfer", "applepay", "klarna")
AMOUNT = re.compile(r"^\d+\.\d{2}$")
STATUS_TIMES = {
    "paid": "paidAt",
    "canceled": "canceledAt",
    "expired": "expiredAt",
    "failed": "failedAt",
    "authorized": "authorizedAt",
}
DOCS = {
    "href": "https://docs.mollie.com/reference/v2/payments-api/create-payment",
    "type": "text/html",
}
TITLES = {
    400: "Bad Request",
    401: "Unauthorized Request",
    404: "Not Found",
    422: "Unprocessable Entity",
}


@dataclass(frozen=True)
class Call:
    method: str
    path: str
    body: object
    headers: dict[str, str]


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S+00:00")


class FakeMollie:
    def __init__(self, api_key: str = "test_" + "x" * 30) -> None:
        self.api_key = api_key
        self.payments: dict[str, dict] = {}
        self.calls: list[Call] = []
        # Answers to webhook POSTs this fake sent: (payment id, HTTP status or error text).
        self.webhooks: list[tuple[str, int | str]] = []
        self._idempotent: dict[str, tuple[int, dict]] = {}
        self._lock = threading.Lock()
        self._server = LocalHTTPServer(self._respond)
        self.url = self._server.url

    def __enter__(self) -> Self:
        self._server.start()
        return self

    def __exit__(self, *_exc) -> None:
        self._server.stop()

    # Test helpers.

    def set_status(self, payment_id: str, status: str) -> None:
        """Sets a payment's status as Mollie would after the buyer acts (any status)."""
        assert status in STATUSES, status
        with self._lock:
            payment = self.payments[payment_id]
            payment["status"] = status
            if status in STATUS_TIMES:
                payment[STATUS_TIMES[status]] = _now()
            payment["isCancelable"] = status == "open"
            if status not in ("open", "pending"):
                payment["_links"].pop("checkout", None)

    def send_webhook(self, payment_id: str, timeout: float = 10.0) -> int:
        """POSTs `id=<payment id>` to the payment's webhookUrl, as Mollie does on every
        status change; the receiver's HTTP status (failures raise httpx errors)."""
        url = self.payments[payment_id].get("webhookUrl")
        assert url, f"{payment_id} has no webhookUrl"
        try:
            response = httpx.post(url, data={"id": payment_id}, timeout=timeout)
        except httpx.HTTPError as error:
            self.webhooks.append((payment_id, repr(error)))
            raise
        self.webhooks.append((payment_id, response.status_code))
        return response.status_code

    def calls_to(self, method: str, path: str) -> list[Call]:
        return [call for call in self.calls if (call.method, call.path) == (method, path)]

    # The API.

    def _respond(self, exchange: Exchange) -> None:
        body = exchange.json() if exchange.method in ("POST", "PATCH") else None
        if exchange.path.startswith("/checkout/"):
            self._checkout(exchange)
            return
        with self._lock:
            self.calls.append(Call(exchange.method, exchange.path, body, exchange.headers))
        scheme, _, key = exchange.headers.get("authorization", "").partition(" ")
        if scheme != "Bearer" or key != self.api_key:
            self._error(exchange, 401, "Missing authentication, or failed to authenticate")
            return
        if exchange.path == "/v2/payments" and exchange.method == "POST":
            self._create(exchange, body)
        elif exchange.path.startswith("/v2/payments/") and exchange.method == "GET":
            payment_id = exchange.path.removeprefix("/v2/payments/")
            with self._lock:
                payment = self.payments.get(payment_id)
            if payment is None:
                self._error(exchange, 404, f"No payment exists with token {payment_id}.")
            else:
                exchange.answer(200, payment, HAL)
        else:
            self._error(exchange, 404, "The resource does not exist.")

    def _create(self, exchange: Exchange, body: object) -> None:
        key = exchange.headers.get("idempotency-key", "")
        with self._lock:
            if key and key in self._idempotent:
                status, payment = self._idempotent[key]
                exchange.answer(status, payment, HAL, {"Idempotent-Replayed": "true"})
                return
        problem = _problem(body)
        if problem:
            self._error(exchange, 422, problem[1], field=problem[0])
            return
        assert isinstance(body, dict)
        payment_id = "tr_" + secrets.token_urlsafe(8).replace("-", "x").replace("_", "y")
        created = datetime.now(UTC)
        payment = {
            "resource": "payment",
            "id": payment_id,
            "mode": "test",
            "createdAt": created.strftime("%Y-%m-%dT%H:%M:%S+00:00"),
            "amount": body["amount"],
            "description": body["description"],
            "method": body.get("method"),
            "metadata": body.get("metadata"),
            "status": "open",
            "isCancelable": False,
            "expiresAt": (created + timedelta(minutes=15)).strftime("%Y-%m-%dT%H:%M:%S+00:00"),
            "profileId": "pfl_fake",
            "sequenceType": "oneoff",
            "redirectUrl": body.get("redirectUrl"),
            "webhookUrl": body.get("webhookUrl"),
            "_links": {
                "self": {"href": f"{self.url}/v2/payments/{payment_id}", "type": HAL},
                "checkout": {"href": f"{self.url}/checkout/{payment_id}", "type": "text/html"},
                "dashboard": {
                    "href": f"{self.url}/dashboard/payments/{payment_id}",
                    "type": "text/html",
                },
                "documentation": DOCS,
            },
        }
        with self._lock:
            self.payments[payment_id] = payment
            if key:
                self._idempotent[key] = (201, payment)
        exchange.answer(201, payment, HAL)

    def _checkout(self, exchange: Exchange) -> None:
        payment_id = exchange.path.removeprefix("/checkout/")
        payment = self.payments.get(payment_id)
        if payment is None:
            exchange.answer(404, "Onbekende betaling", "text/plain")
            return
        if exchange.method == "POST":
            status = exchange.form().get("status", "")
            if payment["status"] != "open" or status not in STATUSES:
                exchange.answer(409, "Deze betaling is al afgerond", "text/plain")
                return
            self.set_status(payment_id, status)
            if payment.get("webhookUrl"):
                try:
                    self.send_webhook(payment_id)
                except httpx.HTTPError:
                    pass  # Mollie retries later; recorded in self.webhooks
            exchange.answer(303, b"", "text/plain", {"location": payment["redirectUrl"]})
            return
        buttons = "".join(
            f'<form method="post"><input type="hidden" name="status" value="{status}">'
            f'<button type="submit">{status}</button></form>'
            for status in ("paid", "failed", "expired", "canceled")
        )
        page = (
            f"<!doctype html><title>Mollie (nep)</title><h1>{escape(payment['description'])}</h1>"
            f"<p>EUR {escape(payment['amount']['value'])}</p>{buttons}"
        )
        exchange.answer(200, page, "text/html; charset=utf-8")

    def _error(self, exchange: Exchange, status: int, detail: str, field: str = "") -> None:
        error = {"status": status, "title": TITLES[status], "detail": detail}
        if field:
            error["field"] = field
        error["_links"] = {"documentation": DOCS}
        exchange.answer(status, error, HAL)


def _problem(body: object) -> tuple[str, str] | None:
    """(field, detail) of the first thing Mollie would refuse in a create request."""
    if not isinstance(body, dict):
        return "", "The request body is not valid JSON"
    amount = body.get("amount")
    if not isinstance(amount, dict) or not AMOUNT.match(str(amount.get("value", ""))):
        return "amount", "The amount is invalid"
    if amount.get("currency") != "EUR":
        return "amount.currency", "The currency is not supported"
    if float(amount["value"]) < 0.01:
        return "amount", "The amount is lower than the minimum"
    if not body.get("description"):
        return "description", "The description is invalid"
    if not str(body.get("redirectUrl") or "").startswith(("http://", "https://")):
        return "redirectUrl", "The redirect URL is invalid"
    webhook = body.get("webhookUrl")
    if webhook is not None and not str(webhook).startswith(("http://", "https://")):
        return "webhookUrl", "The webhook URL is invalid"
    method = body.get("method")
    if method is not None and method not in METHODS:
        return "method", "The payment method is invalid"
    return None
