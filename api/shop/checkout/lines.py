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

from api.numbers import NumberError, parse_decimal, parse_integer
from api.shop.checkout.models import ShopCart, ShopCartLine
from api.shop.checkout.sessions import BadRequest
from api.shop.models import ShopProduct
from api.shop.money import MAX_CENTS, UNIT_TOO_HIGH
from api.shop.pricing import can_cost, number_bounds, required_connections, unit_price

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
REQUIRED = "Vul een waarde in bij {title}."
NO_PRICE = "Zonder de opties heeft dit product geen prijs; kies de opties."
LINE_MISSING = "Deze regel staat niet in de winkelwagen."
# Line ids are int4 on both databases; a larger number names no line.
MAX_LINE_ID = 2**31 - 1
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

    @property
    def can_cost(self) -> bool:
        product = self.product
        options = [o for o in product.options if isinstance(o, dict)]
        return can_cost(
            _base_cents(product), options, exclude_base_price=product.exclude_base_price
        )


def _base_cents(product: ShopProduct) -> int:
    return product.sale_price_cents if product.sale_price_cents is not None else product.price_cents


def read_quantity(value: object) -> int:
    try:
        return parse_integer(value, minimum=1, maximum=MAX_QUANTITY)
    except NumberError:
        raise BadRequest({"quantity": [QUANTITY]}) from None


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


def _checked_value(option: dict, value: str, numeric: bool) -> str:
    """The value as stored, or BadRequest. `numeric`: a calculation reads this option,
    so it needs a number; an option the owner marks `required` needs a value (a
    checkbox: ticked), the same rule the product page applies before it adds."""
    title = option.get("title", "")
    layout = option.get("layout")
    marked = option.get("required") in (True, "1")
    if (numeric or marked) and not value.strip():
        raise BadRequest({"options": [REQUIRED.format(title=title)]})
    if marked and layout == "checkbox" and value.lower() not in ("1", "true", "on"):
        raise BadRequest({"options": [REQUIRED.format(title=title)]})
    if layout == "select" and value:
        choices = [e.get("title") for e in option.get("options") or () if isinstance(e, dict)]
        if value not in choices:
            raise BadRequest({"options": [BAD_CHOICE.format(title=title)]})
    if (layout == "number" or numeric) and value:
        lowest, highest = number_bounds(option)
        try:
            parse_decimal(value, minimum=lowest, maximum=highest)
        except NumberError as error:
            raise BadRequest({"options": [f"{title}: {error.message}"]}) from None
    if layout == "checkbox":
        return "1" if value.lower() in ("1", "true", "on") else ""
    return value


def _default(option: dict, numeric: bool) -> str:
    """An option the buyer left out takes its stored `value`, as the product page
    shows it; a default the option's rules refuse counts as no value."""
    try:
        return _checked_value(option, _value_text(option.get("value")), numeric)
    except BadRequest:
        return _checked_value(option, "", numeric)


def match_options(product: ShopProduct, sent: object) -> list[dict]:
    """The shopper's values as [{title, value}] in the product's option order; titles
    are matched after normalising case and white space, left-out options take their
    defaults."""
    if sent is None:
        sent = []
    if not isinstance(sent, list) or len(sent) > 100:
        raise BadRequest({"options": ["Geef de opties als lijst van {title, value}."]})
    options = [o for o in product.options if isinstance(o, dict)]
    titles = {_normal(o.get("title", "")) for o in options}
    values: dict[str, str] = {}
    for entry in sent:
        if not isinstance(entry, dict) or not isinstance(entry.get("title"), str):
            raise BadRequest({"options": ["Geef de opties als lijst van {title, value}."]})
        key = _normal(entry["title"][:MAX_VALUE])
        if key not in titles:
            raise BadRequest({"options": [UNKNOWN_OPTION.format(title=entry["title"][:100])]})
        values[key] = _value_text(entry.get("value"))
    required = required_connections(options)
    matched = []
    for option in options:
        key = _normal(option.get("title", ""))
        # A checkbox a calculation reads counts 1 when checked and may stay unchecked.
        numeric = option.get("connection_id") in required and option.get("layout") != "checkbox"
        value = (
            _checked_value(option, values[key], numeric)
            if key in values
            else _default(option, numeric)
        )
        matched.append({"title": option.get("title", ""), "value": value})
    return matched


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
    refused = price_refusal(price_line(0, part, product, quantity, values))
    if refused:
        raise BadRequest({"options": [refused]})
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
    try:
        number = parse_integer(line_id, minimum=1)
    except NumberError as error:
        raise BadRequest({"cart_product_id": [error.message]}) from None
    line = session.get(ShopCartLine, number) if number <= MAX_LINE_ID else None
    if line is None or line.cart_id != cart.id:
        raise BadRequest({"cart_product_id": [LINE_MISSING]})
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


def price_refusal(line: PricedLine) -> str | None:
    """Why this unit price cannot be bought (None when it can): more than the money
    cap, or 0 for a product that costs something with other values."""
    if line.unit_incl > MAX_CENTS:
        return UNIT_TOO_HIGH
    if line.unit_incl == 0 and line.can_cost:
        return NO_PRICE
    return None


def price_line(
    line_id: int, part: str, product: ShopProduct, quantity: int, values: list
) -> PricedLine:
    base = _base_cents(product)
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
