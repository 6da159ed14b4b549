"""What visitors' answers read of the catalogue: products and categories by path and
key, the cards listings show, category chains and trees, stock. Core selects returning
plain rows.

Products and categories are found by path; cards are the small shapes listings show
(ProductCard, CategoryCard of the bundle contract); every card comes with the row's
database id, which names its cache key (`product-<id>`, `category-<id>`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import sqlalchemy as sa
from sqlalchemy.engine import Row
from sqlmodel import Session

from api.database import PreparedRead
from api.shop import redirects
from api.shop.models import ShopCategory, ShopProduct, ShopProductCategory
from api.shop.money import price_view

_product = ShopProduct.__table__
_category = ShopCategory.__table__
_membership = ShopProductCategory.__table__

_CARD_COLUMNS = (
    _product.c.id,
    _product.c.key,
    _product.c.title,
    _product.c.path,
    _product.c.main_image,
    _product.c.price_cents,
    _product.c.sale_price_cents,
    _product.c.vat_rate,
    _product.c.hide_price,
    _product.c.show_price_tax_included,
    _product.c.before_price_text,
    _product.c.after_price_text,
    _product.c.layout,
    _product.c.enable_checkout,
    _product.c.enable_quote,
    _product.c.enable_form,
    _product.c.enable_affiliate,
    _product.c.affiliate_link,
    _product.c.stock_management,
    _product.c.stock,
    _product.c.position,
    _product.c.options,
)
_CATEGORY_COLUMNS = (
    _category.c.id,
    _category.c.key,
    _category.c.parent_id,
    _category.c.title,
    _category.c.path,
    _category.c.image,
    _category.c.short_description,
    _category.c.position,
)


@dataclass(frozen=True)
class Card:
    """A listing's card of a product or category, with the row's database id and the
    view's values that may hold text (its strings and rich text, taken from the row it
    was made of; the rest are numbers, booleans and prices): what the page bundle's
    search for image URLs reads of a card."""

    id: int
    key: str
    view: dict
    texts: tuple = ()


def _in_stock(row) -> bool:
    return not row.stock_management or row.stock > 0


def _product_texts(row) -> tuple:
    """The text values of `product_card(row)`."""
    return (
        row.key,
        row.title,
        row.path,
        row.main_image,
        row.before_price_text,
        row.after_price_text,
        row.layout,
        row.affiliate_link,
    )


def product_card(row) -> dict:
    """ProductCard of a row holding the card columns (or a whole product)."""
    return {
        "id": row.key,
        "title": row.title,
        "url": row.path,
        "main_image": row.main_image,
        "price": price_view(row.price_cents, row.vat_rate),
        "sale_price": price_view(row.sale_price_cents, row.vat_rate),
        "hide_price": row.hide_price,
        "show_price_tax_included": row.show_price_tax_included,
        "before_price_text": row.before_price_text,
        "after_price_text": row.after_price_text,
        "layout": row.layout,
        "enable_checkout": row.enable_checkout,
        "enable_quote": row.enable_quote,
        "enable_form": row.enable_form,
        "enable_affiliate": row.enable_affiliate,
        "affiliate_link": row.affiliate_link,
        "stock_management": row.stock_management,
        "in_stock": _in_stock(row),
        # Its card links to the product page to choose them ('Kies opties').
        "has_options": bool(row.options),
    }


def _all(session: Session, statement, **params) -> list[Row]:
    if isinstance(statement, PreparedRead):
        return statement.all(session, **params)
    return list(session.connection().execute(statement, params))


# By path ----------------------------------------------------------------------------


def product_by_path(session: Session, project_id: int, path: str) -> Row | None:
    """The whole product row at `path` (columns as on ShopProduct), or None."""
    statement = sa.select(_product).where(
        _product.c.project_id == project_id, _product.c.path == path
    )
    return session.connection().execute(statement).first()


def category_by_path(session: Session, project_id: int, path: str) -> Row | None:
    statement = sa.select(_category).where(
        _category.c.project_id == project_id, _category.c.path == path
    )
    return session.connection().execute(statement).first()


def category_by_key(session: Session, project_id: int, key: str) -> Row | None:
    statement = sa.select(_category).where(
        _category.c.project_id == project_id, _category.c.key == key
    )
    return session.connection().execute(statement).first()


def redirect_by_path(session: Session, project_id: int, path: str) -> dict | None:
    """`{location, status: 301, kind, target_id}` when `path` is an old path of a
    product or category that still exists; None otherwise."""
    found = redirects.find(session, project_id, path)
    if found is None:
        return None
    kind, target_id = found
    table = _product if kind == redirects.PRODUCT else _category
    location = (
        session.connection()
        .execute(sa.select(table.c.path).where(table.c.id == target_id))
        .scalar_one_or_none()
    )
    if location is None or location == path:
        return None
    return {"location": location, "status": 301, "kind": kind, "target_id": target_id}


# Categories -------------------------------------------------------------------------


# Prebuilt once: building a select per call costs more than running it.
_TREE = PreparedRead(
    sa.select(_category.c.id, _category.c.parent_id).where(
        _category.c.project_id == sa.bindparam("project_id")
    )
)


def _tree(session: Session, project_id: int) -> dict[int, int | None]:
    """Parent id by category id, for the whole project (categories are few)."""
    return dict(_TREE.all(session, project_id=project_id))


def _children(parents: dict[int, int | None]) -> dict[int | None, list[int]]:
    children: dict[int | None, list[int]] = {}
    for child, parent in parents.items():
        children.setdefault(parent, []).append(child)
    return children


def _below(children: dict[int | None, list[int]], category_id: int) -> list[int]:
    found, pending = [], [category_id]
    while pending:
        current = pending.pop()
        if current in found:
            continue
        found.append(current)
        pending += children.get(current, [])
    return found


def descendants(session: Session, project_id: int, category_id: int) -> list[int]:
    """The category and every category below it."""
    return _below(_children(_tree(session, project_id)), category_id)


def category_chain(session: Session, project_id: int, category_id: int) -> list[Row]:
    """The category's ancestors from the top down, ending with the category itself
    (rows with id, key, title, path): breadcrumbs."""
    parents = _tree(session, project_id)
    chain: list[int] = []
    current: int | None = category_id
    while current is not None and current in parents and current not in chain:
        chain.append(current)
        current = parents[current]
    rows = _all(
        session,
        sa.select(_category.c.id, _category.c.key, _category.c.title, _category.c.path).where(
            _category.c.id.in_(sa.bindparam("ids", expanding=True))
        ),
        ids=chain or [-1],
    )
    by_id = {row.id: row for row in rows}
    return [by_id[item] for item in reversed(chain) if item in by_id]


# The distinct products in each card's category or any category below it, for all
# cards in one statement: a recursive walk down the project's category tree from each
# card (UNION, not UNION ALL: a cycle ends the walk), then a grouped count. Cards may
# overlap (a category and its child), each counts its own subtree.
_COUNTS_BELOW = PreparedRead(
    sa.text(
        f"WITH RECURSIVE below(card, id) AS ("
        f"SELECT id, id FROM {_category.name} WHERE id IN :cards "
        f"UNION SELECT below.card, child.id FROM {_category.name} AS child "
        f"JOIN below ON child.parent_id = below.id WHERE child.project_id = :project_id) "
        f"SELECT below.card, COUNT(DISTINCT member.product_id) FROM below "
        f"JOIN {_membership.name} AS member ON member.category_id = below.id "
        f"GROUP BY below.card"
    ).bindparams(sa.bindparam("cards", expanding=True))
)


def _product_counts(session: Session, project_id: int, category_ids: list[int]) -> dict:
    """Products in each category or any category below it (one statement)."""
    if not category_ids:
        return {}
    counts = dict.fromkeys(category_ids, 0)
    cards = list(counts)
    counts.update(_COUNTS_BELOW.all(session, project_id=project_id, cards=cards))
    return counts


def _category_cards_read(where: str, *params: sa.BindParameter) -> PreparedRead:
    """The category cards chosen by `where` (a condition on the project's categories)
    with their product counts as `_product_counts` makes them, in one statement: the
    cards, the recursive walk down the tree from each (UNION: a cycle ends it), the
    grouped count, joined back to the cards (0 without products), by position."""
    category, member = _category.name, _membership.name
    columns = ", ".join(f'cards."{column.name}"' for column in _CATEGORY_COLUMNS)
    chosen = ", ".join(f'"{column.name}"' for column in _CATEGORY_COLUMNS)
    text = sa.text(
        f"WITH RECURSIVE cards AS ("
        f"SELECT {chosen} FROM {category} WHERE project_id = :project_id AND {where}), "
        f"below(card, id) AS (SELECT id, id FROM cards "
        f"UNION SELECT below.card, child.id FROM {category} AS child "
        f"JOIN below ON child.parent_id = below.id WHERE child.project_id = :project_id), "
        f"counts(card, products) AS (SELECT below.card, COUNT(DISTINCT member.product_id) "
        f"FROM below JOIN {member} AS member ON member.category_id = below.id "
        f"GROUP BY below.card) "
        f"SELECT {columns}, COALESCE(counts.products, 0) AS product_count FROM cards "
        f'LEFT JOIN counts ON counts.card = cards.id ORDER BY cards.position, cards."key"'
    )
    if params:
        text = text.bindparams(*params)
    return PreparedRead(text.columns(*_CATEGORY_COLUMNS, sa.column("product_count", sa.Integer)))


# Prebuilt once: building a select per call costs more than running it.
_CATEGORY_CARDS_BY = {
    "keys": _category_cards_read('"key" IN :keys', sa.bindparam("keys", expanding=True)),
    "top": _category_cards_read("parent_id IS NULL"),
    "parent": _category_cards_read("parent_id = :parent_id"),
}


def category_cards(
    session: Session, project_id: int, parent_id: int | None = None, keys: Iterable[str] = ()
) -> list[Card]:
    """CategoryCards of the children of `parent_id` (None: top level), by position;
    or of the categories named in `keys`, when given."""
    keys = sorted(keys)
    if keys:
        rows = _all(session, _CATEGORY_CARDS_BY["keys"], project_id=project_id, keys=keys)
    elif parent_id is None:
        rows = _all(session, _CATEGORY_CARDS_BY["top"], project_id=project_id)
    else:
        rows = _all(
            session, _CATEGORY_CARDS_BY["parent"], project_id=project_id, parent_id=parent_id
        )
    return [
        Card(
            row.id,
            row.key,
            {
                "id": row.key,
                "title": row.title,
                "url": row.path,
                "image": row.image,
                "short_description": row.short_description,
                "product_count": row.product_count,
            },
            (row.key, row.title, row.path, row.image, row.short_description),
        )
        for row in rows
    ]


# Products ---------------------------------------------------------------------------


def _cards(rows: Iterable) -> list[Card]:
    return [Card(row.id, row.key, product_card(row), _product_texts(row)) for row in rows]


_CARDS_IN = {
    column.name: PreparedRead(
        sa.select(*_CARD_COLUMNS).where(
            _product.c.project_id == sa.bindparam("project_id"),
            column.in_(sa.bindparam("wanted", expanding=True)),
        )
    )
    for column in (_product.c.key, _product.c.id)
}


def _cards_in_order(
    session: Session, project_id: int, column: sa.Column, wanted: Iterable
) -> list[Card]:
    """ProductCards of the products whose `column` (key or id) is in `wanted`, in the
    order of `wanted`; values without a product are skipped."""
    wanted = list(dict.fromkeys(wanted))
    if not wanted:
        return []
    rows = _all(session, _CARDS_IN[column.name], project_id=project_id, wanted=wanted)
    found = {getattr(row, column.name): row for row in rows}
    return _cards(found[value] for value in wanted if value in found)


def product_cards_by_keys(session: Session, project_id: int, keys: Iterable[str]) -> list[Card]:
    """ProductCards of the named products that exist, in the order of `keys`."""
    return _cards_in_order(session, project_id, _product.c.key, keys)


def product_cards_by_ids(session: Session, project_id: int, ids: Iterable[int]) -> list[Card]:
    """ProductCards of the products with these database ids, in the order of `ids`
    (search answers come as ids)."""
    return _cards_in_order(session, project_id, _product.c.id, ids)


def product_cards_first(session: Session, project_id: int, limit: int) -> list[Card]:
    """ProductCards of the shop's first products, by position."""
    statement = (
        sa.select(*_CARD_COLUMNS)
        .where(_product.c.project_id == project_id)
        .order_by(_product.c.position, _product.c.key)
        .limit(limit)
    )
    return _cards(_all(session, statement))


def _in_categories(ids: list[int]):
    return sa.select(_membership.c.product_id).where(_membership.c.category_id.in_(ids))


def product_cards_in_category(
    session: Session, project_id: int, category_id: int, limit: int = 48, offset: int = 0
) -> list[Card]:
    """ProductCards of the products in the category or below it, by position."""
    ids = descendants(session, project_id, category_id)
    statement = (
        sa.select(*_CARD_COLUMNS)
        .where(_product.c.project_id == project_id, _product.c.id.in_(_in_categories(ids)))
        .order_by(_product.c.position, _product.c.key)
        .limit(limit)
        .offset(offset)
    )
    return _cards(_all(session, statement))


def product_count_in_category(session: Session, project_id: int, category_id: int) -> int:
    return _product_counts(session, project_id, [category_id])[category_id]


def product_categories(session: Session, product_id: int) -> list[Row]:
    """The product's categories (id, key, title, path), in membership order."""
    statement = (
        sa.select(_category.c.id, _category.c.key, _category.c.title, _category.c.path)
        .join(_membership, _membership.c.category_id == _category.c.id)
        .where(_membership.c.product_id == product_id)
        .order_by(_membership.c.position)
    )
    return _all(session, statement)


def product_custom_fields(session: Session, product: Row) -> dict:
    """A product page's `custom_fields` (SHOP.md: the spec's product-detail fields plus
    sku, vat_rate, url and categories)."""
    return {
        "title": product.title,
        "main_image": product.main_image,
        "sub_images": product.sub_images,
        "intro_description": product.intro_description,
        "short_description": product.short_description,
        "description": product.description,
        "extra_description": product.extra_description,
        "extra_description_right": product.extra_description_right,
        "form_id": product.form_id,
        "hide_price": product.hide_price,
        "before_price_text": product.before_price_text,
        "after_price_text": product.after_price_text,
        "layout": product.layout,
        "hide_quantity": product.hide_quantity,
        "stock_management": product.stock_management,
        "id": product.key,
        "options": product.options,
        "enable_form": product.enable_form,
        "enable_affiliate": product.enable_affiliate,
        "enable_checkout": product.enable_checkout,
        "enable_quote": product.enable_quote,
        "affiliate_link": product.affiliate_link,
        "price": price_view(product.price_cents, product.vat_rate),
        "sale_price": price_view(product.sale_price_cents, product.vat_rate),
        "exclude_base_price": product.exclude_base_price,
        "show_price_tax_included": product.show_price_tax_included,
        "sku": product.sku,
        "vat_rate": product.vat_rate,
        "url": product.path,
        "categories": [row.key for row in product_categories(session, product.id)],
        "in_stock": _in_stock(product),
    }


def stock(session: Session, project_id: int, key: str) -> dict | None:
    """`{in_stock, stock}` of a product (no stock management: true and null)."""
    row = (
        session.connection()
        .execute(
            sa.select(_product.c.stock_management, _product.c.stock).where(
                _product.c.project_id == project_id, _product.c.key == key
            )
        )
        .first()
    )
    if row is None:
        return None
    if not row.stock_management:
        return {"in_stock": True, "stock": None}
    return {"in_stock": row.stock > 0, "stock": row.stock}


def projects_with_products(session: Session) -> list[int]:
    """The projects with products, largest first (their search indexes are warmed
    first)."""
    statement = (
        sa.select(_product.c.project_id)
        .group_by(_product.c.project_id)
        .order_by(sa.func.count().desc(), _product.c.project_id)
    )
    return list(session.execute(statement).scalars())
