"""The catalogue reads of visitor pages and the search index: Core statements built
once, returning plain rows that read like the models (`row.title`, `row.price_cents`).
A project's categories are few (a tree an owner keeps by hand), so they are read whole
and walked in memory (`CategoryTree`); products are read by path, key or id only."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass, field

import sqlalchemy as sa
from sqlalchemy.engine import Row
from sqlmodel import Session

from api.search import SearchDocument
from api.shop.models import ShopCategory, ShopProduct, ShopProductCategory
from api.shop.views import search_document

_product = ShopProduct.__table__
_category = ShopCategory.__table__
_member = ShopProductCategory.__table__

# Products are read in chunks of ids/keys (bind-parameter limits of the databases).
CHUNK = 900

_PRODUCTS = sa.select(_product).where(_product.c.project_id == sa.bindparam("project_id"))
_PRODUCT_BY_PATH = _PRODUCTS.where(_product.c.path == sa.bindparam("path"))
_PRODUCTS_BY_KEYS = _PRODUCTS.where(_product.c.key.in_(sa.bindparam("keys", expanding=True)))
_PRODUCTS_BY_IDS = _PRODUCTS.where(_product.c.id.in_(sa.bindparam("ids", expanding=True)))
_CATEGORIES = (
    sa.select(_category)
    .where(_category.c.project_id == sa.bindparam("project_id"))
    .order_by(_category.c.position, _category.c.title, _category.c.id)
)
_MEMBERSHIPS = (
    sa.select(_member.c.product_id, _member.c.category_id)
    .where(_member.c.product_id.in_(sa.bindparam("ids", expanding=True)))
    .order_by(_member.c.product_id, _member.c.position, _member.c.category_id)
)
_PROJECT_MEMBERSHIPS = (
    sa.select(_member.c.product_id, _member.c.category_id)
    .join(_product, _product.c.id == _member.c.product_id)
    .where(_product.c.project_id == sa.bindparam("project_id"))
    .order_by(_member.c.product_id, _member.c.position, _member.c.category_id)
)
_COUNT_IN = sa.select(sa.func.count(sa.distinct(_member.c.product_id))).where(
    _member.c.category_id.in_(sa.bindparam("ids", expanding=True))
)


def _rows(session: Session, statement: sa.Select, **params) -> list[Row]:
    return list(session.connection().execute(statement, params))


def _chunks(values: list, size: int = CHUNK) -> Iterator[list]:
    for start in range(0, len(values), size):
        yield values[start : start + size]


def product_by_path(session: Session, project_id: int, path: str) -> Row | None:
    return (
        session.connection()
        .execute(_PRODUCT_BY_PATH, {"project_id": project_id, "path": path})
        .first()
    )


def products_by_keys(session: Session, project_id: int, keys: Collection[str]) -> dict[str, Row]:
    found: dict[str, Row] = {}
    for chunk in _chunks(sorted(set(keys))):
        for row in _rows(session, _PRODUCTS_BY_KEYS, project_id=project_id, keys=chunk):
            found[row.key] = row
    return found


def products_by_ids(session: Session, project_id: int, ids: Collection[int]) -> dict[int, Row]:
    found: dict[int, Row] = {}
    for chunk in _chunks(sorted(set(ids))):
        for row in _rows(session, _PRODUCTS_BY_IDS, project_id=project_id, ids=chunk):
            found[row.id] = row
    return found


def memberships(session: Session, product_ids: Collection[int]) -> dict[int, list[int]]:
    """product id -> its category ids, in the product's own order."""
    found: dict[int, list[int]] = {}
    for chunk in _chunks(sorted(set(product_ids))):
        for product_id, category_id in _rows(session, _MEMBERSHIPS, ids=chunk):
            found.setdefault(product_id, []).append(category_id)
    return found


def count_products(session: Session, category_ids: Collection[int]) -> int:
    """Products in any of the categories, each counted once."""
    if not category_ids:
        return 0
    return session.connection().execute(_COUNT_IN, {"ids": sorted(category_ids)}).scalar_one()


@dataclass
class CategoryTree:
    """A project's categories, walked in memory."""

    rows: list[Row]
    by_id: dict[int, Row] = field(init=False)
    by_key: dict[str, Row] = field(init=False)
    by_path: dict[str, Row] = field(init=False)
    _children: dict[int | None, list[Row]] = field(init=False)

    def __post_init__(self) -> None:
        self.by_id = {row.id: row for row in self.rows}
        self.by_key = {row.key: row for row in self.rows}
        self.by_path = {row.path: row for row in self.rows}
        self._children = {}
        for row in self.rows:  # rows come in (position, title) order
            parent = row.parent_id if row.parent_id in self.by_id else None
            self._children.setdefault(parent, []).append(row)

    def children(self, category_id: int | None) -> list[Row]:
        """Sub-categories of a category; the top level for None."""
        return list(self._children.get(category_id, ()))

    def ancestors(self, category_id: int) -> list[Row]:
        """From the top level down to the category's parent."""
        chain: list[Row] = []
        seen = {category_id}
        row = self.by_id.get(category_id)
        while row is not None and row.parent_id in self.by_id and row.parent_id not in seen:
            seen.add(row.parent_id)
            row = self.by_id[row.parent_id]
            chain.append(row)
        return chain[::-1]

    def descendants(self, category_id: int) -> set[int]:
        """The category and every category below it."""
        found = {category_id}
        pending = [category_id]
        while pending:
            for child in self._children.get(pending.pop(), ()):
                if child.id not in found:
                    found.add(child.id)
                    pending.append(child.id)
        return found

    def with_ancestors(self, category_ids: Iterable[int]) -> frozenset[int]:
        found: set[int] = set()
        for category_id in category_ids:
            if category_id in self.by_id:
                found.add(category_id)
                found.update(row.id for row in self.ancestors(category_id))
        return frozenset(found)


def category_tree(session: Session, project_id: int) -> CategoryTree:
    return CategoryTree(_rows(session, _CATEGORIES, project_id=project_id))


def search_documents(
    session: Session, project_id: int, product_ids: Collection[int] | None = None
) -> list[SearchDocument]:
    """The search index's documents of a project's products (all, or the given ones;
    ids no longer in the project are simply absent)."""
    tree = category_tree(session, project_id)
    if product_ids is None:
        rows = _rows(session, _PRODUCTS, project_id=project_id)
        members: dict[int, list[int]] = {}
        for product_id, category_id in _rows(session, _PROJECT_MEMBERSHIPS, project_id=project_id):
            members.setdefault(product_id, []).append(category_id)
    else:
        rows = list(products_by_ids(session, project_id, product_ids).values())
        members = memberships(session, [row.id for row in rows])
    return [search_document(row, tree.with_ancestors(members.get(row.id, ()))) for row in rows]


def product_keys_in(
    session: Session, project_id: int, category_ids: Collection[int] | None, limit: int
) -> list[str]:
    """Keys of the first `limit` products (by position, then title) of the categories,
    or of the whole shop for None."""
    statement = sa.select(_product.c.key).where(_product.c.project_id == project_id)
    if category_ids is not None:
        members = sa.select(_member.c.product_id).where(
            _member.c.category_id.in_(sorted(category_ids))
        )
        statement = statement.where(_product.c.id.in_(members))
    statement = statement.order_by(_product.c.position, _product.c.title, _product.c.id).limit(limit)
    return list(session.connection().execute(statement).scalars())
