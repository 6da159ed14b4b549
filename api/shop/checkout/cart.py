"""The cart's use cases: create, read, and the writes of the visitor calls. Every
write locks the cart first (`locked_cart`), so parallel calls of one visitor apply one
after the other on both databases."""

from __future__ import annotations

from dataclasses import dataclass

import sqlalchemy as sa
from sqlmodel import Session, select

from api.projects import reads as projects
from api.shop.checkout import lines, methods, quote_questions, states, users, vies
from api.shop.checkout.lines import PricedLine
from api.shop.checkout.locking import begin_write
from api.shop.checkout.models import ShopCart, ShopCartLine
from api.shop.checkout.sessions import BadRequest, cart_missing, new_token
from api.shop.checkout.totals import Totals, totals
from api.shop.lookups import project_settings
from api.shop.money import MAX_TOTAL_CENTS, TOTAL_TOO_HIGH
from api.shop.settings import WebshopSettings
from api.timestamps import utcnow


def webshop_config(session: Session, project_id: int) -> dict:
    """The raw `modules.webshop` of a project (payment providers read their keys)."""
    modules = projects.project_modules(session, project_id)
    webshop = modules.get("webshop") if isinstance(modules, dict) else None
    return webshop if isinstance(webshop, dict) else {}


@dataclass(frozen=True)
class CartState:
    """A cart priced as it is now: what the views and orders/create read."""

    cart: ShopCart
    shop: WebshopSettings
    users: dict[str, str]
    lines: list[PricedLine]
    reverse_charge: bool
    checkout: Totals
    quote: Totals
    # What the quote lines' forms ask (quote_questions.py).
    questions: list[dict]

    def part(self, name: str) -> list[PricedLine]:
        return [line for line in self.lines if line.part == name]

    @property
    def over_cap(self) -> bool:
        """A part costs more than the money rules allow an order to (docs/shop.md)."""
        return max(self.checkout.incl, self.quote.incl) > MAX_TOTAL_CENTS

    @property
    def answers(self) -> dict[str, str]:
        return quote_questions.stored_answers(self.cart.user_details, self.questions)

    @property
    def country(self) -> str:
        return users.delivery_country(self.users)

    @property
    def shipping(self):
        if not self.part("checkout"):
            return None
        return methods.chosen_shipping(self.shop, self.cart.shipping_method, self.country)


def cart_state(session: Session, cart: ShopCart) -> CartState:
    shop = project_settings(session, cart.project_id)
    details = users.users_view(cart.user_details)
    priced = lines.priced_lines(session, cart)
    reverse = vies.reverse_charge(details, cart.vies, shop.shop_country)
    checkout_lines = [
        (line.total_incl, line.vat_rate) for line in priced if line.part == "checkout"
    ]
    quote_lines = [(line.total_incl, line.vat_rate) for line in priced if line.part == "quote"]
    shipping = None
    if checkout_lines:
        chosen = methods.chosen_shipping(
            shop, cart.shipping_method, users.delivery_country(details)
        )
        shipping = (chosen.cents, chosen.vat_rate) if chosen else None
    return CartState(
        cart=cart,
        shop=shop,
        users=details,
        lines=priced,
        reverse_charge=reverse,
        checkout=totals(checkout_lines, shipping, reverse_charge=reverse),
        quote=totals(quote_lines, reverse_charge=reverse),
        questions=quote_questions.questions(session, cart.project_id, priced),
    )


def create_cart(session: Session, project_id: int) -> ShopCart:
    cart = ShopCart(project_id=project_id, session=new_token())
    session.add(cart)
    session.flush()
    return cart


def _token(value: object) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= 64:
        raise cart_missing()
    return value


def open_cart(session: Session, project_id: int, token: object) -> ShopCart:
    """The project's open cart with this handle (not locked), else 404."""
    cart = session.exec(select(ShopCart).where(ShopCart.session == _token(token))).first()
    if cart is None or cart.project_id != project_id or cart.status != states.CART_OPEN:
        raise cart_missing()
    return cart


def locked_cart(session: Session, project_id: int, token: object, *, ordered=False) -> ShopCart:
    """The cart locked for writing (FOR UPDATE / SQLite's write lock); `ordered`
    also finds a completed cart (orders/create answers it again)."""
    begin_write(session)
    cart = session.exec(
        select(ShopCart).where(ShopCart.session == _token(token)).with_for_update()
    ).first()
    if cart is None or cart.project_id != project_id:
        raise cart_missing()
    if cart.status != states.CART_OPEN and not ordered:
        raise cart_missing()
    return cart


def forget_stale(session: Session, before, limit: int = 500) -> int:
    """Deletes up to `limit` carts (and their lines) last written before `before`:
    abandoned carts and the completed ones whose order no longer needs them (an order
    keeps its own snapshot; its `cart_id` becomes NULL). Returns how many went."""
    stale = list(
        session.exec(
            select(ShopCart.id)
            .where(ShopCart.updated_at < before)
            .order_by(ShopCart.id)
            .limit(limit)
        )
    )
    if not stale:
        return 0
    session.exec(sa.delete(ShopCartLine).where(ShopCartLine.cart_id.in_(stale)))
    session.exec(sa.delete(ShopCart).where(ShopCart.id.in_(stale)))
    return len(stale)


def touched(session: Session, cart: ShopCart) -> None:
    cart.updated_at = utcnow()
    session.add(cart)
    session.flush()


def _within_cap(state: CartState) -> CartState:
    """Refuses the write (the transaction rolls back) that took a part over the cap."""
    if state.over_cap:
        raise BadRequest({"quantity": [TOTAL_TOO_HIGH]})
    return state


def add_product(session: Session, project_id: int, data: dict) -> CartState:
    cart = locked_cart(session, project_id, data.get("shoppingcart_session"))
    lines.add_line(session, cart, data)
    touched(session, cart)
    return _within_cap(cart_state(session, cart))


def update_quantity(session: Session, project_id: int, data: dict) -> CartState:
    cart = locked_cart(session, project_id, data.get("shoppingcart_session"))
    lines.update_quantity(session, cart, data)
    touched(session, cart)
    return _within_cap(cart_state(session, cart))


def delete_product(session: Session, project_id: int, data: dict) -> CartState:
    cart = locked_cart(session, project_id, data.get("shoppingcart_session"))
    lines.delete_line(session, cart, data)
    touched(session, cart)
    return cart_state(session, cart)


def save_details(session: Session, project_id: int, data: dict) -> tuple[CartState, object]:
    """Stores the sent user fields; answers the state and the VAT question to ask
    outside the transaction (None when the stored check still applies)."""
    cart = locked_cart(session, project_id, data.get("shoppingcart_session"))
    answers = quote_questions.ANSWERS
    details = users.read_details({key: value for key, value in data.items() if key != answers})
    merged = users.normalise({**cart.user_details, **details})
    if answers in data:
        given = quote_questions.read_answers(data[answers], cart_state(session, cart).questions)
        kept = cart.user_details.get(answers)
        merged[answers] = {**(kept if isinstance(kept, dict) else {}), **given}
    cart.user_details = merged
    stored = users.users_view(cart.user_details)
    if vies.question(stored) is None:
        cart.vies = {}
    touched(session, cart)
    ask = vies.question(stored) if vies.needs_check(stored, cart.vies) else None
    return cart_state(session, cart), ask


def save_vat_check(session: Session, project_id: int, token: str, check, asked) -> CartState:
    """Keeps a VIES answer when the details still ask that question."""
    cart = locked_cart(session, project_id, token)
    stored = users.users_view(cart.user_details)
    current = vies.question(stored)
    if current is not None and current.asked == asked.asked:
        cart.vies = vies.stored_check(check, asked)
        touched(session, cart)
    return cart_state(session, cart)


def set_shipping(session: Session, project_id: int, data: dict) -> CartState:
    key = data.get("shipping_method")
    cart = locked_cart(session, project_id, data.get("shoppingcart_session"))
    shop = project_settings(session, project_id)
    country = users.delivery_country(users.users_view(cart.user_details))
    if not isinstance(key, str) or methods.chosen_shipping(shop, key, country) is None:
        raise BadRequest({"shipping_method": [methods.CHOOSE_SHIPPING]})
    if key != cart.shipping_method:
        # A slot belongs to its method (docs/pickup-slots.md).
        cart.delivery_slot = ""
    cart.shipping_method = key
    touched(session, cart)
    return cart_state(session, cart)


def set_payment(session: Session, project_id: int, data: dict) -> CartState:
    method_id = data.get("payment_method")
    cart = locked_cart(session, project_id, data.get("shoppingcart_session"))
    shop = project_settings(session, project_id)
    if not isinstance(method_id, str) or methods.chosen_payment(shop, method_id) is None:
        raise BadRequest({"payment_method": [methods.CHOOSE_PAYMENT]})
    cart.payment_method = method_id
    touched(session, cart)
    return cart_state(session, cart)


def read_cart(session: Session, project_id: int, data: dict) -> CartState:
    return cart_state(session, open_cart(session, project_id, data.get("shoppingcart_session")))
