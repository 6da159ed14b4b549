"""Completing a cart: one transaction that locks the cart, prices and checks it,
reserves stock, numbers the order and writes it with its lines and payment
(docs/checkout.md, "Orders"). No provider is called here: the payment row only
records what is to be paid; the start route talks to the provider later.

Completing the same cart again answers the same order and payment: the cart is locked
and marked 'ordered' in the transaction that writes its order, and `shop_order.cart_id`
is unique as the backstop.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sqlmodel import Session, select

from api.database import upsert_insert
from api.metrics.counters import ORDERS, PAYMENTS, count_on_commit
from api.shop.checkout import form, methods, quote_questions, slots, states, vies
from api.shop.checkout.cart import CartState, cart_state, locked_cart
from api.shop.checkout.holds import Holds
from api.shop.checkout.lines import NOT_FOR_CHECKOUT, NOT_FOR_QUOTE, price_refusal
from api.shop.checkout.models import (
    ShopCart,
    ShopOrder,
    ShopOrderCounter,
    ShopOrderLine,
    ShopPayment,
)
from api.shop.checkout.sessions import BadRequest, new_token
from api.shop.checkout.stock import needed, reserve
from api.shop.money import TOTAL_TOO_HIGH
from api.timestamps import utcnow

AGREEMENT = "Ga akkoord met de algemene voorwaarden."
EMPTY = "Je winkelwagen is leeg."
START_PATH = "/api/services/webshop/v1/payments/{token}/start"


@dataclass
class Completed:
    """What orders/create answers and what happens after the commit."""

    order: ShopOrder
    payment: ShopPayment | None
    # Products whose stock changed (purge their pages).
    changed_products: list[int] = field(default_factory=list)
    # True when this call wrote the order (mails go out once, after the commit).
    created: bool = False


def payment_url(origin: str, order_page: str, order: ShopOrder, payment: ShopPayment | None) -> str:
    if payment is not None and payment.status == states.OPEN and states.can_pay(order):
        return origin + START_PATH.format(token=payment.token)
    return f"{origin}{order_page}?order={order.session}"


def agreed(value: object) -> bool:
    return value is True or value in ("1", 1, "true", "on")


def check_cart(state: CartState, agreement: object, chosen_slot: str = "") -> None:
    """Every reason the cart cannot become an order, keyed by field name (400)."""
    errors: dict[str, list[str]] = {}
    if not state.lines:
        errors["products"] = [EMPTY]
    for line in state.lines:
        product = line.product
        if line.part == "checkout" and not product.enable_checkout:
            errors.setdefault("products", []).append(f"{product.title}: {NOT_FOR_CHECKOUT}")
        if line.part == "quote" and not product.enable_quote:
            errors.setdefault("products", []).append(f"{product.title}: {NOT_FOR_QUOTE}")
        # Prices may have changed since the line was added: never 0 for a product that
        # costs something (a total of 0 asks no payment), never above the cap.
        refused = price_refusal(line)
        if refused:
            errors.setdefault("products", []).append(f"{product.title}: {refused}")
    if state.over_cap:
        errors.setdefault("products", []).append(TOTAL_TOO_HIGH)
    for key, messages in form.detail_errors(state).items():
        errors.setdefault(key, []).extend(messages)
    has_checkout = bool(state.part("checkout"))
    errors.update(
        methods.check_shipping(state.shop, state.cart.shipping_method, state.country, has_checkout)
    )
    to_pay = state.checkout.to_pay if has_checkout else 0
    errors.update(methods.check_payment(state.shop, state.cart.payment_method, to_pay))
    errors.update(slots.missing_slot(state, chosen_slot))
    if state.shop.agreement_url and not agreed(agreement):
        errors["agreement"] = [AGREEMENT]
    if errors:
        raise BadRequest(errors)


def next_number(session: Session, project_id: int) -> int:
    """The project's next order number, taken under the counter row's lock."""
    insert = upsert_insert(session)
    session.execute(
        insert(ShopOrderCounter.__table__)
        .values(project_id=project_id, last_number=1000)
        .on_conflict_do_nothing(index_elements=["project_id"])
    )
    counter = session.exec(
        select(ShopOrderCounter).where(ShopOrderCounter.project_id == project_id).with_for_update()
    ).one()
    counter.last_number += 1
    session.add(counter)
    return counter.last_number


def existing(session: Session, cart: ShopCart) -> Completed:
    order = session.exec(select(ShopOrder).where(ShopOrder.cart_id == cart.id)).one()
    return Completed(order, latest_payment(session, order.id))


def latest_payment(session: Session, order_id: int) -> ShopPayment | None:
    return session.exec(
        select(ShopPayment).where(ShopPayment.order_id == order_id).order_by(ShopPayment.id.desc())
    ).first()


def _order_lines(state: CartState, order: ShopOrder, taken: dict[int, int]) -> list[ShopOrderLine]:
    remaining = dict(taken)
    rows = []
    for position, line in enumerate(state.lines):
        product = line.product
        reserved = 0
        if line.part == "checkout" and product.id in remaining:
            reserved = min(line.quantity, remaining[product.id])
            remaining[product.id] -= reserved
        rows.append(
            ShopOrderLine(
                order_id=order.id,
                part=line.part,
                product_id=product.id,
                product_key=product.key,
                sku=product.sku,
                title=product.title,
                url=product.path,
                main_image=product.main_image.split("|")[0],
                quantity=line.quantity,
                vat_rate=product.vat_rate,
                unit_cents=line.unit_incl,
                total_cents=line.total_incl,
                options=line.options,
                reserved=reserved,
                position=position,
            )
        )
    return rows


def new_payment(order: ShopOrder, method, amount: int) -> ShopPayment | None:
    if method is None or not method.online or amount <= 0:
        return None
    return ShopPayment(
        order_id=order.id,
        token=new_token(),
        method=method.id,
        provider=method.provider,
        amount_cents=amount,
    )


def complete_cart(
    session: Session,
    project_id: int,
    token: object,
    agreement: object,
    holds: Holds,
    delivery_slot: object = None,
) -> Completed:
    """The cart's order (see the module); stock it takes is held until the hold of
    the chosen payment method runs out (`holds.py`). `delivery_slot`, when sent, is
    the buyer's time slot (else the one chosen on the cart); it is booked here."""
    cart = locked_cart(session, project_id, token, ordered=True)
    if cart.status == states.CART_ORDERED:
        return existing(session, cart)
    state = cart_state(session, cart)
    chosen = (
        delivery_slot if isinstance(delivery_slot, str) and delivery_slot else cart.delivery_slot
    )
    check_cart(state, agreement, chosen)
    now = utcnow()
    booked_slot = slots.book(session, state, chosen, now) if state.part("checkout") else {}
    checkout_lines = state.part("checkout")
    managed = [
        (line.product.id, line.quantity) for line in checkout_lines if line.product.stock_management
    ]
    taken, changed = reserve(session, needed(managed))
    shipping = state.shipping if checkout_lines else None
    method = methods.chosen_payment(state.shop, cart.payment_method) if checkout_lines else None
    amount = state.checkout.to_pay if checkout_lines else 0
    release_at = None
    if taken:
        release_at = holds.until(method.id if method else "", bool(method and method.online), now)
    order = ShopOrder(
        project_id=project_id,
        number=next_number(session, project_id),
        session=new_token(),
        cart_id=cart.id,
        email=state.users["invoice_email"].strip().lower(),
        user_details=quote_questions.with_answers(state.users, state.questions, state.answers),
        shipping={
            "key": shipping.key,
            "title": shipping.title,
            "incl": shipping.cents,
            "vat_rate": shipping.vat_rate,
        }
        if shipping
        else {},
        payment_method=method.id if method else "",
        delivery_slot=booked_slot,
        vies=vies.current(state.users, cart.vies),
        reverse_charge=state.reverse_charge,
        total_cents=amount,
        has_checkout=bool(checkout_lines),
        has_quote=bool(state.part("quote")),
        quote_status=states.QUOTE_OPEN if state.part("quote") else states.NO_QUOTE,
        stock_reserved=bool(taken),
        stock_release_at=release_at,
        received_mail_at=now,
    )
    session.add(order)
    session.flush()
    session.add_all(_order_lines(state, order, taken))
    count_on_commit(session, ORDERS, status=order.status)
    payment = new_payment(order, method, amount)
    if payment is not None:
        session.add(payment)
        order.payment_status = states.OPEN
        count_on_commit(session, PAYMENTS, status=states.OPEN)
    cart.status = states.CART_ORDERED
    cart.updated_at = now
    session.add_all([order, cart])
    session.flush()
    return Completed(order, payment, changed, created=True)


def order_lines(session: Session, order_id: int) -> list[ShopOrderLine]:
    return list(
        session.exec(
            select(ShopOrderLine)
            .where(ShopOrderLine.order_id == order_id)
            .order_by(ShopOrderLine.position, ShopOrderLine.id)
        ).all()
    )


def order_by_session(session: Session, project_id: int, token: object) -> ShopOrder | None:
    if not isinstance(token, str) or not 0 < len(token) <= 64:
        return None
    order = session.exec(select(ShopOrder).where(ShopOrder.session == token)).first()
    return order if order is not None and order.project_id == project_id else None
