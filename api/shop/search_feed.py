"""What the search index and the sitemap read of a project's shop: every product as
a SearchDocument (plain texts, categories with their ancestors, effective price) and
every public path with its update time. Re-exported by api/shop/reads.py."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime

import sqlalchemy as sa
from sqlalchemy.engine import Row
from sqlmodel import Session

from api.shop.models import ShopCategory, ShopProduct, ShopProductCategory
from api.shop.plaintext import plain_text

_product = ShopProduct.__table__
_category = ShopCategory.__table__
_membership = ShopProductCategory.__table__


@dataclass(frozen=True)
class SearchDocument:
    """What the search index holds of one product."""

    id: int
    key: str
    title: str
    texts: dict[str, str]
    sku: str
    category_ids: list[int]
    attributes: dict[str, list[str]]
    price_cents: int
    position: int


def _all(session: Session, statement, **params) -> list[Row]:
    return list(session.connection().execute(statement, params))


def _parents(session: Session, project_id: int) -> dict[int, int | None]:
    rows = session.connection().execute(
        sa.select(_category.c.id, _category.c.parent_id).where(_category.c.project_id == project_id)
    )
    return {row.id: row.parent_id for row in rows}


SEARCH_BATCH = 2000
_TEXTS = ("intro_description", "short_description", "description")


def search_documents(
    session: Session, project_id: int, product_ids: Iterable[int] | None = None
) -> Iterator[SearchDocument]:
    """Every product of the project (or those of `product_ids` that exist), with its
    categories and their ancestors, for the search index; read in batches."""
    parents = _parents(session, project_id)

    def with_ancestors(ids: list[int]) -> list[int]:
        found: list[int] = []
        for category_id in ids:
            current = category_id
            while current is not None and current not in found:
                found.append(current)
                current = parents.get(current)
        return found

    columns = (_product.c.id, _product.c.key, _product.c.title, _product.c.sku,
               *(_product.c[name] for name in _TEXTS), _product.c.attributes,
               _product.c.price_cents, _product.c.sale_price_cents, _product.c.position)  # fmt: skip
    last_id = 0
    wanted = None if product_ids is None else sorted(set(product_ids))
    while True:
        statement = (
            sa.select(*columns)
            .where(_product.c.project_id == project_id, _product.c.id > last_id)
            .order_by(_product.c.id)
            .limit(SEARCH_BATCH)
        )
        if wanted is not None:
            batch_ids = [i for i in wanted if i > last_id][:SEARCH_BATCH]
            if not batch_ids:
                return
            statement = statement.where(_product.c.id.in_(batch_ids))
        rows = _all(session, statement)
        if not rows:
            return
        memberships: dict[int, list[int]] = {}
        for product_id, category_id in _all(
            session,
            sa.select(_membership.c.product_id, _membership.c.category_id)
            .where(_membership.c.product_id.in_(sa.bindparam("ids", expanding=True)))
            .order_by(_membership.c.product_id, _membership.c.position),
            ids=[row.id for row in rows],
        ):
            memberships.setdefault(product_id, []).append(category_id)
        for row in rows:
            effective = (
                row.sale_price_cents if row.sale_price_cents is not None else row.price_cents
            )
            yield SearchDocument(
                id=row.id,
                key=row.key,
                title=row.title,
                texts={name: plain_text(getattr(row, name)) for name in _TEXTS},
                sku=row.sku,
                category_ids=with_ancestors(memberships.get(row.id, [])),
                attributes=row.attributes,
                price_cents=effective,
                position=row.position,
            )
        last_id = rows[-1].id


def all_public_paths(session: Session, project_id: int) -> list[tuple[str, datetime]]:
    """(path, updated_at) of every category and product, for the sitemap."""
    statement = sa.union_all(
        sa.select(_category.c.path, _category.c.updated_at).where(
            _category.c.project_id == project_id
        ),
        sa.select(_product.c.path, _product.c.updated_at).where(
            _product.c.project_id == project_id
        ),
    )
    return [(row[0], row[1]) for row in session.connection().execute(statement)]
