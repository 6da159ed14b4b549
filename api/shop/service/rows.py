"""What the owner's product and category use cases share: the page window of a list,
finding a row by key, one page of rows, a path taken by the other kind, a partial
write merged over the stored document, and the record of what a write touched."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

import sqlalchemy as sa
from sqlmodel import Session, select

from api.domain_errors import Invalid
from api.numbers import NumberError, parse_integer
from api.shop import redirects
from api.shop.models import ShopCategory, ShopProduct
from api.validation import Errors

MAX_LIMIT = 200

Row = TypeVar("Row", ShopProduct, ShopCategory)


@dataclass(frozen=True)
class Written:
    """What a write touched, for the cache: the row, whether its path or existence
    changed (whole project), and every category whose listing may differ."""

    row: ShopProduct | ShopCategory
    categories: list[str]
    whole_project: bool
    category_ids: frozenset[int] = frozenset()


def read_page_window(offset: object, limit: object) -> tuple[int, int]:
    """`?offset=&limit=` of a list: offset >= 0, 1 <= limit <= 200 (default 50)."""
    errors = Errors()
    values = []
    for name, value, default, low, top in (("offset", offset, 0, 0, 2**31 - 1),
                                           ("limit", limit, 50, 1, MAX_LIMIT)):  # fmt: skip
        if value in (None, ""):
            values.append(default)
            continue
        try:
            values.append(parse_integer(value, minimum=low, maximum=top))
        except NumberError:
            errors.add(name, f"Geef een geheel getal van {low} tot en met {top}.")
            values.append(default)
    if errors:
        raise Invalid(errors.messages)
    return values[0], values[1]


# `?sort=` of the owner's product list: the column by name, `-` first for descending.
PRODUCT_SORTS = ("position", "title", "sku", "price", "stock", "updated_at")
BAD_SORT = "Sorteer op position, title, sku, price, stock of updated_at (met '-' ervoor: aflopend)."


def read_sort(value: object) -> tuple[str, bool]:
    """`?sort=` as (column name, descending); the default is position, ascending."""
    if value in (None, ""):
        return "position", False
    text = str(value)
    name = text.removeprefix("-")
    if name not in PRODUCT_SORTS:
        raise Invalid({"sort": [BAD_SORT]})
    return name, text.startswith("-")


def read_query(value: object) -> str:
    """`?q=`: at most 200 characters, trimmed."""
    text = "" if value is None else str(value).strip()
    if len(text) > 200:
        raise Invalid({"q": ["Zoek met hoogstens 200 tekens."]})
    return text


def get_row(session: Session, model: type[Row], project_id: int, key: str) -> Row | None:
    statement = select(model).where(model.project_id == project_id, model.key == key)
    return session.exec(statement).first()


def _like(text: str) -> str:
    escaped = text.lower().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def listed(
    session: Session,
    model: type[Row],
    project_id: int,
    offset: int,
    limit: int,
    *,
    query: str = "",
    sort: tuple[str, bool] = ("position", False),
) -> tuple[list[Row], int]:
    """One page of the project's rows, and how many match. `query` finds rows whose
    title, key, path (or a product's SKU) contain it, ignoring case; `sort` names a
    column (products: read_sort), ties broken by position and key."""
    conditions = [model.project_id == project_id]
    if query:
        pattern = _like(query)
        columns = [model.title, model.key, model.path]
        if model is ShopProduct:
            columns.append(model.sku)
        conditions.append(sa.or_(*(sa.func.lower(c).like(pattern, escape="\\") for c in columns)))
    name, descending = sort
    column = getattr(model, "price_cents" if name == "price" else name)
    first = column.desc() if descending else column.asc()
    statement = (
        select(model)
        .where(*conditions)
        .order_by(first, model.position, model.key)
        .offset(offset)
        .limit(limit)
    )
    total = session.execute(
        sa.select(sa.func.count()).select_from(model).where(*conditions)
    ).scalar_one()
    return list(session.exec(statement).all()), total


def path_taken(session: Session, project_id: int, path: str, kind: str, own_id) -> bool:
    for model, model_kind in ((ShopProduct, redirects.PRODUCT), (ShopCategory, redirects.CATEGORY)):
        found = session.execute(
            sa.select(model.id).where(model.project_id == project_id, model.path == path)
        ).scalar_one_or_none()
        if found is not None and not (model_kind == kind and found == own_id):
            return True
    return False


def merged(stored: dict, data: dict, default_path: str) -> dict:
    merged = {**stored, **data, "id": stored["id"]}
    if "path" not in data and stored.get("path") == default_path:
        # A path left at its default follows the slug.
        merged.pop("path", None)
    return merged
