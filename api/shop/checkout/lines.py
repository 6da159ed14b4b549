"""Cart lines: adding products with the shopper's option values, changing quantities,
and pricing every line with the shop's pricing module (docs/checkout.md).

The client never sends a price: option values are matched to the product's options
by title and the server prices the unit with `api.shop.pricing.unit_price`.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass

import sqlalchemy as sa
from sqlmodel import Session, select

from api.shop.checkout.models import ShopCart, ShopCartLine
from api.shop.checkout.sessions import BadRequest
from api.shop.models import ShopProduct
from api.shop.pricing import unit_price

PARTS = ("checkout", "quote")
MAX_QUANTITY = 9999
MAX_LINES = 100
MAX_VALUE = 200
PRODUCT_MISSING = "Dit product bestaat niet (meer)."
NOT_FOR_CHECKOUT = "Dit product kan niet besteld worden."
NOT_FOR_QUOTE = "Voor dit product kan geen offerte aangevraagd worden."
QUANTITY = f"Geef een aantal van 1 tot en met {MAX_QUANTITY}."
TOO_MANY_LINES = f"Een winkelwagen heeft hoogstens {MAX_LINES} regels."
UNKNOWN_OPTION = "Deze optie heeft het product niet: {title}."
BAD_CHOICE = "Kies een van de mogelijkheden bij {title}."
BAD_NUMBER = "Geef een getal bij {title}."
LONG_VALUE = f"Een optie is hoogstens {MAX_VALUE} tekens lang."


@dataclass(frozen=True)
class PricedLine:
    id: int
    part: str
    product: ShopProduct
    quantity: int
    unit_incl: int
    # [{title, value, label_after_field, type, cents}]
    options: list[dict]

    @property
    def total_incl(self) -> int:
        return self.unit_incl * self.quantity

    @property
    def vat_rate(self) -> int:
        return self.product.vat_rate


def read_quantity(value: object) -> int:
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_QUANTITY:
        raise BadRequest({"quantity": [QUANTITY]})
    return value


def _normal(title: object) -> str:
    return re.sub(r"\s+", " ", str(title)).strip().casefold()


def _value_text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        if len(value) > MAX_VALUE:
            raise BadRequest({"options": [LONG_VALUE]})
        return value.strip()
    raise BadRequest({"options": ["Geef per optie een titel en een waarde."]})


def _checked_value(option: dict, value: str) -> str:
    title = option.get("title", "")
    layout = option.get("layout")
    if layout == "select" and value:
        choices = [e.get("title") for e in option.get("options") or () if isinstance(e, dict)]
        if value not in choices:
            raise BadRequest({"options": [BAD_CHOICE.format(title=title)]})
    if layout == "number" and value:
        try:
            if float(value.replace(",", ".")) < 0:
                raise ValueError
        except ValueError:
            raise BadRequest({"options": [BAD_NUMBER.format(title=title)]}) from None
    if layout == "checkbox":
        return "1" if value.lower() in ("1", "true", "on") else ""
    return value


def match_options(product: ShopProduct, sent: object) -> list[dict]:
    """The shopper's values as [{title, value}] in the product's option order; titles
    are matched after normalising case and white space."""
    if sent is None:
        sent = []
    if not isinstance(sent, list) or len(sent) > 100:
        raise BadRequest({"options": ["Geef de opties als lijst van {title, value}."]})
    by_title = {_normal(o.get("title", "")): o for o in product.options if isinstance(o, dict)}
    values: dict[str, str] = {}
    for entry in sent:
        if not isinstance(entry, dict) or not isinstance(entry.get("title"), str):
            raise BadRequest({"options": ["Geef de opties als lijst van {title, value}."]})
        key = _normal(entry["title"][:MAX_VALUE])
        if key not in by_title:
            raise BadRequest({"options": [UNKNOWN_OPTION.format(title=entry["title"][:100])]})
        values[key] = _checked_value(by_title[key], _value_text(entry.get("value")))
    return [
        {"title": o.get("title", ""), "value": values.get(_normal(o.get("title", "")), "")}
        for o in product.options
        if isinstance(o, dict)
    ]


def options_key(values: list[dict]) -> str:
    text = json.dumps([v["value"] for v in values], ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def product_by_key(session: Session, project_id: int, key: object) -> ShopProduct:
    if not isinstance(key, (str, int)) or isinstance(key, bool) or len(str(key)) > 100:
        raise BadRequest({"product_id": [PRODUCT_MISSING]})
    product = session.exec(
        select(ShopProduct).where(ShopProduct.project_id == project_id, ShopProduct.key == str(key))
    ).first()
    if product is None:
        raise BadRequest({"product_id": [PRODUCT_MISSING]})
    return product


def add_line(session: Session, cart: ShopCart, data: dict) -> None:
    part = data.get("type", "checkout")
    if part not in PARTS:
        raise BadRequest({"type": ["Kies 'checkout' of 'quote'."]})
    quantity = read_quantity(data.get("quantity", 1))
    product = product_by_key(session, cart.project_id, data.get("product_id"))
    if part == "checkout" and not product.enable_checkout:
        raise BadRequest({"product_id": [NOT_FOR_CHECKOUT]})
    if part == "quote" and not product.enable_quote:
        raise BadRequest({"product_id": [NOT_FOR_QUOTE]})
    values = match_options(product, data.get("options"))
    key = options_key(values)
    line = session.exec(
        select(ShopCartLine).where(
            ShopCartLine.cart_id == cart.id,
            ShopCartLine.part == part,
            ShopCartLine.product_id == product.id,
            ShopCartLine.options_key == key,
        )
    ).first()
    if line is not None:
        line.quantity = min(MAX_QUANTITY, line.quantity + quantity)
        session.add(line)
        return
    count = session.exec(
        select(sa.func.count()).select_from(ShopCartLine).where(ShopCartLine.cart_id == cart.id)
    ).one()
    if count >= MAX_LINES:
        raise BadRequest({"products": [TOO_MANY_LINES]})
    session.add(
        ShopCartLine(
            cart_id=cart.id,
            part=part,
            product_id=product.id,
            options=values,
            options_key=key,
            quantity=quantity,
        )
    )


def _line_of(session: Session, cart: ShopCart, line_id: object) -> ShopCartLine:
    if isinstance(line_id, str) and line_id.strip().isdigit():
        line_id = int(line_id)
    line = None
    if isinstance(line_id, int) and not isinstance(line_id, bool) and 0 < line_id < 2**31:
        line = session.get(ShopCartLine, line_id)
    if line is None or line.cart_id != cart.id:
        raise BadRequest({"cart_product_id": ["Deze regel staat niet in de winkelwagen."]})
    return line


def update_quantity(session: Session, cart: ShopCart, data: dict) -> None:
    quantity = read_quantity(data.get("quantity"))
    line = _line_of(session, cart, data.get("cart_product_id"))
    line.quantity = quantity
    session.add(line)


def delete_line(session: Session, cart: ShopCart, data: dict) -> None:
    session.delete(_line_of(session, cart, data.get("cart_product_id")))


def priced_lines(session: Session, cart: ShopCart) -> list[PricedLine]:
    """Every line of the cart with its current price (lines of deleted products are
    gone with them: the foreign key cascades)."""
    rows = session.exec(
        select(ShopCartLine, ShopProduct)
        .join(ShopProduct, ShopProduct.id == ShopCartLine.product_id)
        .where(ShopCartLine.cart_id == cart.id)
        .order_by(ShopCartLine.id)
    ).all()
    return [
        price_line(line.id, line.part, product, line.quantity, line.options)
        for line, product in rows
    ]


def price_line(
    line_id: int, part: str, product: ShopProduct, quantity: int, values: list
) -> PricedLine:
    base = product.sale_price_cents if product.sale_price_cents is not None else product.price_cents
    options = [o for o in product.options if isinstance(o, dict)]
    by_title = {v.get("title"): v.get("value", "") for v in values if isinstance(v, dict)}
    shopper = [by_title.get(o.get("title"), "") for o in options]
    price = unit_price(
        base, product.vat_rate, options, shopper, exclude_base_price=product.exclude_base_price
    )
    shown = [
        {
            "title": option.get("title", ""),
            "value": value,
            "label_after_field": option.get("label_after_field", ""),
            "type": option.get("layout", ""),
            "cents": cents,
        }
        for option, value, cents in zip(options, shopper, price.options, strict=True)
        if value not in ("", None)
    ]
    return PricedLine(line_id, part, product, quantity, price.incl, shown)
