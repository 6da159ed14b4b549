"""Orders and quote requests written straight into the checkout's tables, as the
visitor side leaves them, for the owner API's tests."""

from __future__ import annotations

import secrets
from datetime import UTC, datetime

import sqlalchemy as sa
from sqlmodel import select

from api.database import session_scope
from api.shop.checkout.models import ShopOrder, ShopOrderLine, ShopPayment
from api.shop.models import ShopProduct

OWNER = "/api/owner/v1/projects"
BUYER = {
    "invoice_is_company": "0",
    "invoice_firstname": "Anna",
    "invoice_lastname": "de Vries",
    "invoice_email": "anna@example.nl",
    "invoice_street": "Dorpsstraat",
    "invoice_number": "1",
    "invoice_postcode": "1234 AB",
    "invoice_city": "Utrecht",
    "invoice_country": "NL",
    "custom_shipping_information": "0",
}
PAYMENT_METHODS = [
    {"id": "pay_on_pickup", "title": "Betalen bij afhalen", "provider": "none"},
    {"id": "wire", "title": "Overboeking", "provider": "none"},
    {"id": "ideal", "title": "iDEAL", "provider": "test"},
]
SHIPPING_METHODS = [
    {"key": "verzenden", "title": "Verzenden", "price": "6,95", "vat_rate": 21,
     "countries": ["NL", "BE"]},
    {"key": "afhalen", "title": "Afhalen", "price": 0},
]  # fmt: skip


def url(project_id: int, *parts: object) -> str:
    return "/".join([f"{OWNER}/{project_id}", *(str(part) for part in parts)])


def product(engine, project_id: int, key: str) -> ShopProduct:
    with session_scope(engine) as session:
        return session.exec(
            select(ShopProduct).where(ShopProduct.project_id == project_id, ShopProduct.key == key)
        ).one()


def make_order(
    engine,
    project_id: int,
    number: int,
    *,
    lines: list[tuple] = (("stroopwafels", "checkout", 2, 0),),
    users: dict | None = None,
    status: str = "new",
    payment_status: str = "",
    payment_method: str = "pay_on_pickup",
    quote_status: str = "",
    created_at: datetime | None = None,
    shipping: dict | None = None,
    payments: list[dict] = (),
    vies: dict | None = None,
    reverse_charge: bool = False,
    stock_release_at: datetime | None = None,
) -> int:
    """An order with `lines` = (product key, part, quantity, units reserved) priced at
    the products' prices; reserved units are taken off the product's stock, as the
    visitor's checkout does. Returns the order's id."""
    users = {**BUYER, **(users or {})}
    with session_scope(engine) as session:
        rows = []
        for position, (key, part, quantity, reserved) in enumerate(lines):
            item = session.exec(
                select(ShopProduct).where(
                    ShopProduct.project_id == project_id, ShopProduct.key == key
                )
            ).one()
            if reserved:
                item.stock -= reserved
                session.add(item)
            rows.append(
                ShopOrderLine(
                    order_id=0, part=part, product_id=item.id, product_key=key, sku=item.sku,
                    title=item.title, url=item.path, quantity=quantity, vat_rate=item.vat_rate,
                    unit_cents=item.price_cents, total_cents=item.price_cents * quantity,
                    options=[], reserved=reserved, position=position,
                )
            )  # fmt: skip
        checkout_total = sum(row.total_cents for row in rows if row.part == "checkout")
        order = ShopOrder(
            project_id=project_id,
            number=number,
            session=secrets.token_urlsafe(24),
            email=users["invoice_email"].lower(),
            user_details=users,
            shipping=shipping or {},
            payment_method=payment_method,
            vies=vies or {},
            reverse_charge=reverse_charge,
            total_cents=checkout_total + (shipping or {}).get("incl", 0),
            has_checkout=any(row.part == "checkout" for row in rows),
            has_quote=any(row.part == "quote" for row in rows),
            status=status,
            payment_status=payment_status,
            quote_status=quote_status or ("open" if any(r.part == "quote" for r in rows) else ""),
            stock_reserved=any(row.reserved for row in rows),
            stock_release_at=stock_release_at,
            created_at=created_at or datetime.now(UTC),
        )
        session.add(order)
        session.flush()
        for row in rows:
            row.order_id = order.id
            session.add(row)
        for payment in payments:
            session.add(ShopPayment(order_id=order.id, token=secrets.token_urlsafe(24), **payment))
        table = sa.table("shop_order_counter", sa.column("project_id"), sa.column("last_number"))
        last = session.execute(
            sa.select(table.c.last_number).where(table.c.project_id == project_id)
        ).scalar_one_or_none()
        session.execute(sa.delete(table).where(table.c.project_id == project_id))
        highest = max(number, last or 0)
        session.execute(sa.insert(table).values(project_id=project_id, last_number=highest))
        return order.id


def set_methods(engine, project_id: int) -> None:
    """Gives the project delivery and payment methods (stored as the owner would)."""
    project = sa.table("project", sa.column("id"), sa.column("modules", sa.JSON))
    with session_scope(engine) as session:
        modules = session.execute(
            sa.select(project.c.modules).where(project.c.id == project_id)
        ).scalar_one()
        webshop = dict(modules.get("webshop", {}))
        webshop["shipping_methods"] = SHIPPING_METHODS
        webshop["payment_methods"] = PAYMENT_METHODS
        session.execute(
            sa.update(project)
            .where(project.c.id == project_id)
            .values(modules={**modules, "webshop": webshop})
        )
