"""Time slots in the checkout (docs/pickup-slots.md): the slots a cart can choose from
(its shipping method's, after the lead time of its products), the buyer's choice kept
on the cart, and booking the slot in the transaction that writes the order.

Booking is one conditional UPDATE (`booked = booked + 1 WHERE booked < capacity`) on
the slot's row, inserted first when missing: PostgreSQL re-checks the condition after
a parallel booking commits, SQLite runs one writer at a time (the order's transaction
starts with BEGIN IMMEDIATE), so no slot holds more orders than its capacity.
"""

from __future__ import annotations

from datetime import datetime

import sqlalchemy as sa
from sqlmodel import Session, select

from api.database import upsert_insert
from api.domain_errors import Invalid
from api.shop.checkout.cart import CartState, cart_state, locked_cart, open_cart, touched
from api.shop.checkout.models import ShopSlotBooking
from api.shop.settings import ShippingMethod
from api.shop.slot_calendar import (
    offered,
    open_for,
    parse_slot_id,
    slot_at,
    slot_label,
)
from api.shop.slot_config import shop_zone

FIELD = "delivery_slot"
CHOOSE_SLOT = "Kies een tijdvak."
SLOT_FULL = "Dit tijdvak is vol. Kies een ander tijdvak."
SLOT_CLOSED = "Voor dit tijdvak kun je niet meer bestellen. Kies een later tijdvak."
NO_SLOTS = "Deze verzendmethode heeft geen tijdvakken."


def lead_days(state: CartState) -> int:
    """The longest lead time of the products in the checkout part."""
    return max((line.product.lead_time_days or 0 for line in state.part("checkout")), default=0)


def slotted_method(state: CartState) -> ShippingMethod | None:
    method = state.shipping
    return method if method is not None and method.slots is not None else None


def booked_counts(session: Session, project_id: int, method: str) -> dict[str, int]:
    rows = session.exec(
        select(ShopSlotBooking.slot, ShopSlotBooking.booked).where(
            ShopSlotBooking.project_id == project_id, ShopSlotBooking.method == method
        )
    )
    return dict(rows.all())


def slots_answer(session: Session, state: CartState, now: datetime) -> dict:
    """`delivery_slots`: the chosen method's first days with open slots, the choice."""
    method = slotted_method(state)
    zone = shop_zone(state.shop.timezone)
    days = []
    if method is not None:
        booked = booked_counts(session, state.cart.project_id, method.key)
        days = offered(method.slots, now, zone, lead_days(state), booked)
    # A kept choice that can no longer be ordered (past its cut-off) is not offered.
    offered_ids = {slot["id"] for day in days for slot in day["slots"]}
    selected = state.cart.delivery_slot if state.cart.delivery_slot in offered_ids else None
    return {
        "delivery_slots": {
            "method": method.key if method else None,
            "timezone": zone.key,
            "lead_time_days": lead_days(state),
            "days": days,
            "selected": selected,
        }
    }


def read_slots(session: Session, project_id: int, data: dict, now: datetime) -> dict:
    cart = open_cart(session, project_id, data.get("shoppingcart_session"))
    return slots_answer(session, cart_state(session, cart), now)


def open_slot(session: Session, state: CartState, value: object, now: datetime):
    """The method and slot `value` names when it can be ordered now, else Invalid (422)
    with the reason under `delivery_slot`."""
    method = slotted_method(state)
    if method is None:
        raise Invalid({FIELD: [NO_SLOTS]})
    parsed = parse_slot_id(value)
    if parsed is None:
        raise Invalid({FIELD: [CHOOSE_SLOT]})
    zone, lead = shop_zone(state.shop.timezone), lead_days(state)
    slot = slot_at(method.slots, *parsed, zone, lead, 0)
    if slot is None or not open_for(slot, now, method.slots, zone, lead):
        raise Invalid({FIELD: [SLOT_CLOSED]})
    return method, slot


def choose_slot(session: Session, project_id: int, data: dict, now: datetime) -> dict:
    """Keeps the buyer's choice on the cart (a full slot is refused at once)."""
    cart = locked_cart(session, project_id, data.get("shoppingcart_session"))
    state = cart_state(session, cart)
    method, slot = open_slot(session, state, data.get(FIELD), now)
    if booked_counts(session, project_id, method.key).get(slot.id, 0) >= slot.capacity:
        raise Invalid({FIELD: [SLOT_FULL]})
    cart.delivery_slot = slot.id
    touched(session, cart)
    return slots_answer(session, state, now)


def missing_slot(state: CartState, chosen: str) -> dict[str, list[str]]:
    """The cart's error when its method asks for a slot and none is chosen."""
    return {FIELD: [CHOOSE_SLOT]} if slotted_method(state) and not chosen else {}


def book(session: Session, state: CartState, chosen: str, now: datetime) -> dict:
    """Books the chosen slot for the order being written: `{}` when the method has no
    slots, else what the order keeps. Full or past its deadline: Invalid (422)."""
    if slotted_method(state) is None:
        return {}
    method, slot = open_slot(session, state, chosen, now)
    project_id = state.cart.project_id
    table = ShopSlotBooking.__table__
    insert = upsert_insert(session)
    session.execute(
        insert(table)
        .values(project_id=project_id, method=method.key, slot=slot.id, booked=0)
        .on_conflict_do_nothing(index_elements=["project_id", "method", "slot"])
    )
    taken = session.execute(
        sa.update(table)
        .where(
            table.c.project_id == project_id,
            table.c.method == method.key,
            table.c.slot == slot.id,
            table.c.booked < slot.capacity,
        )
        .values(booked=table.c.booked + 1)
    )
    if taken.rowcount != 1:
        raise Invalid({FIELD: [SLOT_FULL]})
    return {
        "id": slot.id,
        "method": method.key,
        "date": slot.day.isoformat(),
        "from": f"{slot.window.start:%H:%M}",
        "to": f"{slot.window.end:%H:%M}",
        "label": slot_label(slot.day, slot.window),
    }


def release(session: Session, project_id: int, booked: dict) -> None:
    """Gives a cancelled order's slot back."""
    if not booked.get("id") or not booked.get("method"):
        return
    table = ShopSlotBooking.__table__
    session.execute(
        sa.update(table)
        .where(
            table.c.project_id == project_id,
            table.c.method == booked["method"],
            table.c.slot == booked["id"],
            table.c.booked > 0,
        )
        .values(booked=table.c.booked - 1)
    )
