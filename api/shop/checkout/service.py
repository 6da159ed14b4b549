"""The checkout's use cases across transactions: what must happen outside a database
transaction (VIES, payment providers, e-mail) happens here, between units of work
(docs/checkout.md). Routes call these on a worker thread (`save_details` is awaited:
its VIES question waits on the VAT gate's own threads); nothing here knows HTTP.

Outside services are injectable (`Checkout(..., providers=, check_vat=, outbox=)`) so
tests can point them at local stand-ins.
"""

from __future__ import annotations

import hmac
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import TypeVar

from anyio import to_thread
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session

from api.counts import Counts, counts_for
from api.database import session_scope
from api.domain_errors import NotFound, TooManyAttempts
from api.mail import Outbox
from api.payments import PaymentRequest, ProviderError, provider_for
from api.rate_limit import RateLimit
from api.settings import Settings
from api.shop.checkout import cart, mails, orders, payments, slots, states, stock
from api.shop.checkout.holds import Holds
from api.shop.checkout.models import ShopOrder
from api.shop.checkout.views import cart_view, order_view
from api.shop.lookups import project_settings
from api.throttling import AttemptThrottle, wait_message
from api.timestamps import utcnow
from api.vat import ViesGate, check_vat_number

T = TypeVar("T")
logger = logging.getLogger("api.shop.checkout")

LOOKUP_FAILED = "We kunnen geen bestelling vinden met dit e-mailadres."
WEBHOOK_PATH = "/api/services/webshop/v1/payments/webhook/{provider}"
# How long a parallel start waits for the claiming request's checkout URL.
START_WAIT_SECONDS = 15.0


@dataclass
class Outcome:
    """An answer plus what to do once it is committed."""

    answer: dict
    # (project id, product ids whose stock changed): purge their pages.
    changed: list[tuple[int, list[int]]] = field(default_factory=list)
    mails: list = field(default_factory=list)


class Checkout:
    def __init__(
        self,
        settings: Settings,
        engine: Engine,
        *,
        providers: Callable = provider_for,
        check_vat: Callable = check_vat_number,
        outbox=None,
        counts: Counts | None = None,
    ) -> None:
        self.settings = settings
        self.engine = engine
        self.providers = providers
        self.check_vat = check_vat
        self.outbox = outbox or Outbox(settings)
        self.holds = Holds.of(settings)
        # Shared by every process (api/counts); the application passes its own.
        counts = counts if counts is not None else counts_for(settings.redis_url, engine)
        window = settings.order_lookup_window_seconds
        attempts = settings.order_lookup_attempts
        self.lookups = AttemptThrottle(attempts, window, store=counts, name="order-lookup")
        self.lookups_per_client = AttemptThrottle(
            5 * attempts, window, store=counts, name="order-lookup-client"
        )
        # New carts one client address may make per hour: a script cannot fill the
        # database with empty carts (the sweep only deletes them after weeks).
        self.new_carts = RateLimit(settings.cart_create_rate, 3600, store=counts, name="new-cart")
        self.vat_gate = ViesGate(settings.vies_concurrency, settings.vies_client_rate, store=counts)

    def unit(self, work: Callable[..., T], *args, **kwargs) -> T:
        with session_scope(self.engine) as session:
            return work(session, *args, **kwargs)

    def send(self, messages: list) -> None:
        mails.send_all(self.outbox, messages)

    def provider(self, name: str, project_id: int):
        config = self.unit(cart.webshop_config, project_id)
        return self.providers(name, settings=self.settings, engine=self.engine, config=config)

    # Cart ------------------------------------------------------------------------------

    def cart_answer(self, use_case: Callable, project_id: int, data: dict) -> dict:
        return self.unit(lambda session: cart_view(use_case(session, project_id, data)))

    def create_cart(self, project_id: int, client: str) -> dict:
        wait = self.new_carts.take(client)
        if wait:
            message = wait_message(wait, "nieuwe winkelwagens")
            raise TooManyAttempts({"shoppingcart": [message]}, retry_after=wait)
        created = self.unit(cart.create_cart, project_id)
        return {"shoppingcart": {"session": created.session}}

    async def save_details(self, project_id: int, data: dict, client: str) -> dict:
        def store(session: Session):
            state, ask = cart.save_details(session, project_id, data)
            requester = state.shop.business.get("vat_number") or ""
            return cart_view(state), ask, str(requester)

        view, ask, requester = await to_thread.run_sync(self.unit, store)
        if ask is None:
            return view
        # Outside any transaction and off the worker threads: VIES may take seconds.
        check = await self.vat_gate.check(
            self.check_vat,
            ask.number,
            country=ask.country,
            base_url=self.settings.vies_url,
            requester=requester,
            client=client,
            timeout=self.settings.vies_timeout_seconds,
        )
        token = data.get("shoppingcart_session")
        return await to_thread.run_sync(
            self.unit,
            lambda session: cart_view(cart.save_vat_check(session, project_id, token, check, ask)),
        )

    # Time slots ------------------------------------------------------------------------

    def delivery_slots(self, project_id: int, data: dict) -> dict:
        return self.unit(slots.read_slots, project_id, data, utcnow())

    def choose_slot(self, project_id: int, data: dict) -> dict:
        return self.unit(slots.choose_slot, project_id, data, utcnow())

    # Orders ----------------------------------------------------------------------------

    def complete(self, project_id: int, data: dict, origin: str) -> Outcome:
        """`origin` is the validated public origin of the mails' links; the answer's
        payment.url is site-relative (the browser follows it on the shop's own site)."""
        token, agreement = data.get("shoppingcart_session"), data.get("agreement")

        def work(session: Session):
            done = orders.complete_cart(
                session, project_id, token, agreement, self.holds, data.get("delivery_slot")
            )
            shop = project_settings(session, project_id)
            order = done.order
            link = f"{origin}{shop.order_page}?order={order.session}"
            answer = {
                "order": {"session": order.session, "number": order.number},
                "payment": {"url": orders.payment_url("", shop.order_page, order, done.payment)},
            }
            messages = []
            if done.created:
                lines = orders.order_lines(session, order.id)
                messages = mails.received(order, lines, shop, link)
            return Outcome(answer, [(project_id, done.changed_products)], messages)

        try:
            outcome = self.unit(work)
        except IntegrityError:
            # A parallel completion of the same cart won (unique cart_id): answer its order.
            outcome = self.unit(work)
        self.send(outcome.mails)
        return outcome

    def lookup(self, project_id: int, client: str, data: dict, origin: str) -> dict:
        token, email = data.get("order_session"), data.get("email")
        key = (client, str(token)[:64])
        wait = self.lookups_per_client.reserve(client)
        if not wait:
            wait = self.lookups.reserve(key)
            if wait:
                self.lookups_per_client.release(client)
        if wait:
            raise TooManyAttempts({"email": [wait_message(wait)]}, retry_after=wait)
        order = self.unit(orders.order_by_session, project_id, token)
        given = email.strip().lower() if isinstance(email, str) else ""
        stored = order.email if order is not None else "\x00" * 16
        if not hmac.compare_digest(stored.encode(), given.encode()) or order is None:
            raise NotFound({"email": [LOOKUP_FAILED]})
        self.lookups.release(key)
        self.lookups_per_client.release(client)
        self.refresh(order, origin)
        return self.unit(self._order_answer, order.id)

    def _order_answer(self, session: Session, order_id: int) -> dict:
        order = session.get(ShopOrder, order_id)
        shop = project_settings(session, order.project_id)
        payment = orders.latest_payment(session, order.id)
        url = ""
        if payment is not None and payment.status == states.OPEN and states.can_pay(order):
            url = orders.payment_url("", shop.order_page, order, payment)
        return order_view(order, orders.order_lines(session, order.id), shop, url)

    def new_transaction(self, project_id: int, data: dict) -> Outcome:
        def work(session: Session):
            made = payments.new_transaction(
                session,
                project_id,
                data.get("order_session"),
                data.get("payment_method"),
                self.holds,
            )
            shop = project_settings(session, project_id)
            url = orders.payment_url("", shop.order_page, made.order, made.payment)
            return Outcome({"payment": {"url": url}}, [(project_id, made.changed_products)])

        return self.unit(work)

    # Payments --------------------------------------------------------------------------

    def start(self, project_id: int, token: str, origin: str) -> str:
        """The URL to send the buyer to: the provider's checkout, or the order page (a
        site path) when the payment is over. `origin` is the validated public origin of
        the provider's redirect and webhook URLs. ProviderError travels up (the order
        stays payable)."""
        claim = self.unit(payments.claim_start, project_id, token, utcnow())
        shop = self.unit(project_settings, project_id)
        order_page = f"{shop.order_page}?order={claim.order.session}"
        if claim.finished:
            return order_page
        if claim.redirect:
            return claim.redirect
        if not claim.create:
            return self._await_url(claim.payment.id, order_page)
        payment, order = claim.payment, claim.order
        request = PaymentRequest(
            reference=payment.token,
            amount_cents=payment.amount_cents,
            description=f"Bestelling {order.number}",
            redirect_url=origin + order_page,
            webhook_url=origin + WEBHOOK_PATH.format(provider=payment.provider),
            method=(shop.payment_method(payment.method) or _NoMethod).mollie_method,
        )
        try:
            created = self.provider(payment.provider, project_id).create(request)
        except ProviderError:
            self.unit(payments.drop_claim, payment.id)
            raise
        self.unit(payments.store_created, payment.id, created.id, created.checkout_url)
        return created.checkout_url or order_page

    def _await_url(self, payment_id: int, fallback: str) -> str:
        deadline = time.monotonic() + START_WAIT_SECONDS
        delay = 0.05
        while time.monotonic() < deadline:
            url, status = self.unit(payments.stored_url, payment_id)
            if url or status != states.OPEN:
                return url or fallback
            time.sleep(delay)
            delay = min(delay * 2, 0.5)
        return fallback

    def webhook(self, project_id: int, provider: str, provider_id: str, origin: str) -> Outcome:
        payment = self.unit(payments.payment_by_provider_id, provider, provider_id)
        if payment is None:
            raise NotFound({"id": ["Deze betaling is onbekend."]})
        order = self.unit(lambda s: s.get(ShopOrder, payment.order_id))
        if order is None or order.project_id != project_id:
            raise NotFound({"id": ["Deze betaling is onbekend."]})
        # Never trust the webhook's body: ask the provider.
        found = self.provider(provider, project_id).fetch(provider_id)
        return self._settle(payment.id, found.status, origin)

    def _settle(self, payment_id: int, status: str, origin: str) -> Outcome:
        def work(session: Session):
            settled = payments.settle(session, payment_id, status, holds=self.holds)
            messages = []
            order = settled.order
            if settled.paid_now:
                shop = project_settings(session, order.project_id)
                link = f"{origin}{shop.order_page}?order={order.session}"
                messages = mails.paid(order, orders.order_lines(session, order.id), shop, link)
            changed = [(order.project_id, settled.changed_products)] if order else []
            return Outcome({}, changed, messages)

        outcome = self.unit(work)
        self.send(outcome.mails)
        return outcome

    def refresh(self, order: ShopOrder, origin: str) -> None:
        """Heals a lost webhook: asks the provider about the order's open payment (at
        most every few seconds per payment)."""
        payment = self.unit(payments.claim_refresh, order, utcnow())
        if payment is None:
            return
        try:
            found = self.provider(payment.provider, order.project_id).fetch(
                payment.provider_payment_id
            )
        except ProviderError as error:
            logger.warning("Payment %s: provider not asked: %s", payment.id, error)
            return
        if found.status != payment.status:
            self._settle(payment.id, found.status, origin)

    # Stock -----------------------------------------------------------------------------

    def forget_stale_carts(self) -> int:
        """Deletes carts untouched for `cart_max_age_days` (the background sweep)."""
        before = utcnow() - timedelta(days=self.settings.cart_max_age_days)
        return self.unit(cart.forget_stale, before)

    def sweep(self, limit: int = 100) -> list[tuple[int, list[int]]]:
        """Returns the stock of orders whose hold ran out before they were sold (see
        holds.py and stock.py); answers (project id, products) whose stock changed."""
        now = utcnow()
        changed = []
        for order_id in self.unit(stock.due_orders, now, limit):
            try:
                project_id, products = self.unit(stock.release_due, order_id, now)
            except Exception:  # one order's failure must not stop the rest
                logger.exception("Releasing the stock of order %s failed", order_id)
                continue
            if products:
                changed.append((project_id, products))
        return changed


class _NoMethod:
    mollie_method = None
