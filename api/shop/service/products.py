"""The owner's use cases for products, always scoped by project id: list (paginated),
read, create, change (with versions, moves and redirects) and delete. Payloads are
checked exactly like a site document's shop; refusals are domain errors.

A change writes the fields present in the payload over the stored document shape of
the row, so a PUT may be partial. A path left at its default follows a new slug.
"""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session

from api.catalogue import refuse_new
from api.domain_errors import Conflict, Invalid, NotFound
from api.shop import lookups, redirects, rules
from api.shop.models import ShopCategory, ShopProduct, ShopProductCategory
from api.shop.schemas import product_document, product_row_fields, read_product
from api.shop.service import rows
from api.timestamps import utcnow
from api.validation import Errors
from api.versions import check_version, flush_versioned

PRODUCT_MISSING = "Dit product bestaat niet."
PRODUCT_TAKEN = "Er bestaat al een product met dit id."
STALE_PRODUCT = "Dit product is intussen door iemand anders gewijzigd. Laad het product opnieuw."


def get_product(session: Session, project_id: int, key: str) -> ShopProduct | None:
    return rows.get_row(session, ShopProduct, project_id, key)


def product_of_project(session: Session, project_id: int, key: str) -> ShopProduct:
    product = get_product(session, project_id, key)
    if product is None:
        raise NotFound(PRODUCT_MISSING)
    return product


def list_products(
    session: Session,
    project_id: int,
    offset: int,
    limit: int,
    *,
    query: str = "",
    sort: tuple[str, bool] = ("position", False),
) -> tuple[list[ShopProduct], int]:
    return rows.listed(session, ShopProduct, project_id, offset, limit, query=query, sort=sort)


def product_categories(session: Session, product_ids: list[int]) -> dict[int, list[str]]:
    """Category keys of each product, in membership order."""
    if not product_ids:
        return {}
    rows = session.execute(
        sa.select(ShopProductCategory.product_id, ShopCategory.key)
        .join(ShopCategory, ShopCategory.id == ShopProductCategory.category_id)
        .where(ShopProductCategory.product_id.in_(product_ids))
        .order_by(ShopProductCategory.product_id, ShopProductCategory.position)
    )
    found: dict[int, list[str]] = {product_id: [] for product_id in product_ids}
    for product_id, key in rows:
        found[product_id].append(key)
    return found


def _checked_product(
    session: Session, project_id: int, data: dict, developer: bool, stored: dict | None
) -> dict:
    errors = Errors()
    entry, found = read_product(errors, data, "", lookups.lookups(session, project_id))
    if not developer:
        previous = []
        if stored is not None:
            previous = [read_product(Errors(), stored, "", lookups.lookups(session, project_id))[1]]
        refuse_new(errors, [found], previous)
    if errors:
        raise Invalid(errors.messages)
    return entry


def _set_memberships(session: Session, project_id: int, product_id: int, keys: list[str]) -> set:
    """Makes the product's categories `keys`; returns the ids of the categories whose
    listing changed (left or joined)."""
    before = set(
        session.execute(
            sa.select(ShopProductCategory.category_id).where(
                ShopProductCategory.product_id == product_id
            )
        ).scalars()
    )
    ids = dict(
        session.execute(
            sa.select(ShopCategory.key, ShopCategory.id).where(
                ShopCategory.project_id == project_id, ShopCategory.key.in_(keys or [""])
            )
        ).all()
    )
    table = ShopProductCategory.__table__
    session.execute(sa.delete(table).where(table.c.product_id == product_id))
    rows = [
        {"product_id": product_id, "category_id": ids[key], "position": index}
        for index, key in enumerate(keys)
    ]
    if rows:
        session.execute(sa.insert(table), rows)
    after = {row["category_id"] for row in rows}
    return before ^ after if before != after else set()


def add_product(session: Session, project_id: int, data: dict, *, developer: bool) -> rows.Written:
    entry = _checked_product(session, project_id, data, developer, None)
    if get_product(session, project_id, entry["key"]) is not None:
        raise Conflict({"id": [PRODUCT_TAKEN]})
    if rows.path_taken(session, project_id, entry["path"], redirects.PRODUCT, None):
        raise Conflict({"path": [rules.PATH_TAKEN]})
    try:
        with session.begin_nested():
            row = ShopProduct(project_id=project_id, **product_row_fields(entry))
            session.add(row)
            session.flush()
            changed = _set_memberships(session, project_id, row.id, entry["categories"])
            redirects.forget_taken(session, project_id)
    except IntegrityError:
        raise Conflict({"id": [PRODUCT_TAKEN]}) from None
    return rows.Written(row, entry["categories"], True, frozenset(changed))


def edit_product(
    session: Session,
    project_id: int,
    key: str,
    data: dict,
    *,
    developer: bool,
    expected_version: int | None,
) -> rows.Written:
    row = product_of_project(session, project_id, key)
    check_version(row.version, expected_version, STALE_PRODUCT)
    stored = product_document(row, product_categories(session, [row.id])[row.id])
    merged = rows.merged(stored, data, rules.default_product_path(row.slug))
    entry = _checked_product(session, project_id, merged, developer, stored)
    old_path = row.path
    moved = entry["path"] != old_path
    if moved and rows.path_taken(session, project_id, entry["path"], redirects.PRODUCT, row.id):
        raise Conflict({"path": [rules.PATH_TAKEN]})
    try:
        with session.begin_nested():
            for name, value in product_row_fields(entry).items():
                setattr(row, name, value)
            row.updated_at = utcnow()
            session.add(row)
            flush_versioned(session, STALE_PRODUCT)
            changed = _set_memberships(session, project_id, row.id, entry["categories"])
            if moved:
                redirects.record_moves(session, project_id, redirects.PRODUCT, [(old_path, row.id)])
                redirects.forget_taken(session, project_id)
    except IntegrityError:
        raise Conflict({"path": [rules.PATH_TAKEN]}) from None
    return rows.Written(row, entry["categories"], moved, frozenset(changed))


def delete_product(
    session: Session, project_id: int, key: str, *, expected_version: int | None
) -> int:
    """Deletes the product (its memberships and redirects go with it); its id."""
    row = product_of_project(session, project_id, key)
    check_version(row.version, expected_version, STALE_PRODUCT)
    product_id = row.id
    redirects.forget_targets(session, redirects.PRODUCT, [product_id])
    session.execute(
        sa.delete(ShopProductCategory.__table__).where(ShopProductCategory.product_id == product_id)
    )
    session.delete(row)
    flush_versioned(session, STALE_PRODUCT)
    return product_id
