"""Carts, orders and payments of the webshop (docs/checkout.md).

A cart holds two parts, `checkout` and `quote`, each with its own lines. Completing a
cart turns it into one order (unique per cart: completing it again answers the same
order) whose lines are a snapshot of the prices at that moment. An order has at most
one payment in progress; `(provider, provider_payment_id)` is unique so a provider's
payment can only ever belong to one of ours.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Column, ForeignKey, Index, Integer, UniqueConstraint
from sqlmodel import Field, SQLModel

from api.cents import CENTS
from api.timestamps import TIMESTAMP, utcnow


class ShopCart(SQLModel, table=True):
    __tablename__ = "shop_cart"

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    # The visitor's secret handle (`shoppingcart_session`).
    session: str = Field(max_length=64, unique=True)
    # 'open' until completed, then 'ordered' (its order answers repeated completions).
    status: str = Field(default="open", max_length=20)
    # Every user field of the checkout (strings), as last saved.
    user_details: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    shipping_method: str = Field(default="", max_length=100)
    payment_method: str = Field(default="", max_length=100)
    # The chosen time slot of the shipping method (`2026-11-27T08:00-10:00`), or ''.
    delivery_slot: str = Field(default="", max_length=40)
    # The last VAT number check: {status, number, country, request_date, identifier, name}.
    vies: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    updated_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP, index=True)


class ShopCartLine(SQLModel, table=True):
    __tablename__ = "shop_cart_line"
    __table_args__ = (
        UniqueConstraint(
            "cart_id", "part", "product_id", "options_key", name="uq_shop_cart_line_options"
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    cart_id: int = Field(
        sa_column=Column(
            Integer, ForeignKey("shop_cart.id", ondelete="CASCADE"), nullable=False, index=True
        )
    )
    # 'checkout' or 'quote'.
    part: str = Field(max_length=20)
    product_id: int = Field(
        sa_column=Column(Integer, ForeignKey("shop_product.id", ondelete="CASCADE"), nullable=False)
    )
    # The shopper's option values, [{title, value}] in the product's option order.
    options: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    # A digest of `options`: the same product with other values is another line.
    options_key: str = Field(max_length=64)
    quantity: int = Field(default=1)
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)


class ShopOrderCounter(SQLModel, table=True):
    """The last order number given out per project (locked while numbering)."""

    __tablename__ = "shop_order_counter"

    project_id: int = Field(
        sa_column=Column(Integer, ForeignKey("project.id", ondelete="CASCADE"), primary_key=True)
    )
    last_number: int = Field(default=1000)


class ShopOrder(SQLModel, table=True):
    __tablename__ = "shop_order"
    __table_args__ = (
        UniqueConstraint("project_id", "number", name="uq_shop_order_project_number"),
        Index("ix_shop_order_project_created", "project_id", "created_at"),
    )

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    number: int
    # The buyer's secret handle (`order_session`, the overview's ?order=).
    session: str = Field(max_length=64, unique=True)
    # The cart it came from: unique, so a cart becomes at most one order. A quote turned
    # into an order by the owner has no cart but points at its quote.
    cart_id: int | None = Field(
        default=None,
        sa_column=Column(
            Integer, ForeignKey("shop_cart.id", ondelete="SET NULL"), nullable=True, unique=True
        ),
    )
    from_order_id: int | None = Field(
        default=None,
        sa_column=Column(Integer, ForeignKey("shop_order.id", ondelete="SET NULL"), nullable=True),
    )
    # Lower-cased invoice e-mail: the overview's verification.
    email: str = Field(default="", max_length=200, index=True)
    user_details: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    # {key, title, incl, excl, vat_rate} of the chosen delivery, or {}.
    shipping: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    payment_method: str = Field(default="", max_length=100)
    # {id, method, date, from, to, label} of the booked time slot, or {}.
    delivery_slot: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    vies: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    reverse_charge: bool = Field(default=False)
    # Cents to pay (checkout part incl. shipping; excl. tax under reverse charge).
    total_cents: int = Field(default=0, sa_type=CENTS)
    # Whether the checkout part / the quote part hold lines.
    has_checkout: bool = Field(default=False)
    has_quote: bool = Field(default=False)
    # The shop's handling: new, processing, shipped, completed, cancelled (the names
    # and their transitions: states.py, which every writer goes through).
    status: str = Field(default="new", max_length=20, index=True)
    # The payment's state as the buyer sees it: '', open, paid, expired, failed, canceled.
    payment_status: str = Field(default="", max_length=20, index=True)
    paid_at: datetime | None = Field(default=None, sa_type=TIMESTAMP)
    # Quote requests: open, ordered (turned into an order), declined.
    quote_status: str = Field(default="", max_length=20)
    # Stock of stock-managed lines is held while true, until `stock_release_at` (set
    # with the reservation by the payment method's hold, holds.py; None once sold).
    stock_reserved: bool = Field(default=False)
    stock_release_at: datetime | None = Field(default=None, sa_type=TIMESTAMP, index=True)
    # Set in the same transaction as the change that sends them: each mail goes once.
    received_mail_at: datetime | None = Field(default=None, sa_type=TIMESTAMP)
    paid_mail_at: datetime | None = Field(default=None, sa_type=TIMESTAMP)
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    updated_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)


class ShopOrderLine(SQLModel, table=True):
    """A priced snapshot of a cart line."""

    __tablename__ = "shop_order_line"

    id: int | None = Field(default=None, primary_key=True)
    order_id: int = Field(
        sa_column=Column(
            Integer, ForeignKey("shop_order.id", ondelete="CASCADE"), nullable=False, index=True
        )
    )
    part: str = Field(max_length=20)
    # The product as it was; product_id is cleared when the product is deleted.
    product_id: int | None = Field(
        default=None,
        sa_column=Column(
            Integer, ForeignKey("shop_product.id", ondelete="SET NULL"), nullable=True
        ),
    )
    product_key: str = Field(default="", max_length=100)
    sku: str = Field(default="", max_length=100)
    title: str = Field(default="", max_length=300)
    url: str = Field(default="", max_length=500)
    main_image: str = Field(default="", max_length=1000)
    quantity: int
    vat_rate: int
    unit_cents: int = Field(sa_type=CENTS)
    total_cents: int = Field(sa_type=CENTS)
    # [{title, value, label_after_field, type, cents}]
    options: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    # Units taken from stock for this line (0 when not stock-managed or released).
    reserved: int = Field(default=0)
    position: int = Field(default=0)


class ShopPayment(SQLModel, table=True):
    __tablename__ = "shop_payment"
    __table_args__ = (
        UniqueConstraint(
            "provider", "provider_payment_id", name="uq_shop_payment_provider_payment"
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    order_id: int = Field(
        sa_column=Column(
            Integer, ForeignKey("shop_order.id", ondelete="CASCADE"), nullable=False, index=True
        )
    )
    # Our handle in the start URL.
    token: str = Field(max_length=64, unique=True)
    method: str = Field(default="", max_length=100)
    # 'test' or 'mollie' ('none' methods have no payment rows).
    provider: str = Field(max_length=20)
    provider_payment_id: str | None = Field(default=None, max_length=100)
    amount_cents: int = Field(sa_type=CENTS)
    # open, paid, expired, failed, canceled.
    status: str = Field(default="open", max_length=20)
    checkout_url: str = Field(default="", max_length=2000)
    # When the provider was last asked (webhooks and the overview's refetch).
    checked_at: datetime | None = Field(default=None, sa_type=TIMESTAMP)
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    updated_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)


class ShopSlotBooking(SQLModel, table=True):
    """How many orders a time slot of a shipping method holds (docs/pickup-slots.md).
    Booking raises `booked` with one conditional UPDATE (`booked < capacity`), so
    parallel orders never fill a slot past its capacity on either database."""

    __tablename__ = "shop_slot_booking"
    __table_args__ = (
        UniqueConstraint("project_id", "method", "slot", name="uq_shop_slot_booking_slot"),
    )

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    # The shipping method's key and the slot (`2026-11-27T08:00-10:00`).
    method: str = Field(max_length=100)
    slot: str = Field(max_length=40)
    booked: int = Field(default=0)
