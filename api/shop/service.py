"""The owner's use cases for products and categories, always scoped by project id:
list (paginated), read, create, change (with versions, moves and redirects) and
delete. Payloads are checked exactly like a site document's shop; refusals are
domain errors (api/domain_errors.py).

A change writes the fields present in the payload over the stored document shape of
the row, so a PUT may be partial. A path left at its default follows a new slug.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from api.catalogue import refuse_new
from api.domain_errors import Conflict, Invalid, NotFound
from api.numbers import NumberError, parse_integer
from api.shop import lookups, redirects, rules
from api.shop.models import ShopCategory, ShopProduct, ShopProductCategory
from api.shop.schemas import (
    category_document,
    category_row_fields,
    product_document,
    product_row_fields,
    read_category,
    read_product,
)
from api.timestamps import utcnow
from api.validation import Errors
from api.versions import check_version, flush_versioned

PRODUCT_MISSING = "Dit product bestaat niet."
CATEGORY_MISSING = "Deze categorie bestaat niet."
PRODUCT_TAKEN = "Er bestaat al een product met dit id."
CATEGORY_TAKEN = "Er bestaat al een categorie met dit id."
STALE_PRODUCT = "Dit product is intussen door iemand anders gewijzigd. Laad het product opnieuw."
STALE_CATEGORY = (
    "Deze categorie is intussen door iemand anders gewijzigd. Laad de categorie opnieuw."
)
HAS_CHILDREN = "Verwijder of verplaats eerst de subcategorieën van deze categorie."
MAX_LIMIT = 200


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


Row = TypeVar("Row", ShopProduct, ShopCategory)


# Products ---------------------------------------------------------------------------


def _get(session: Session, model: type[Row], project_id: int, key: str) -> Row | None:
    statement = select(model).where(model.project_id == project_id, model.key == key)
    return session.exec(statement).first()


def _listed(
    session: Session, model: type[Row], project_id: int, offset: int, limit: int
) -> tuple[list[Row], int]:
    """One page of the project's rows by position, and how many there are."""
    statement = (
        select(model)
        .where(model.project_id == project_id)
        .order_by(model.position, model.key)
        .offset(offset)
        .limit(limit)
    )
    total = session.execute(
        sa.select(sa.func.count()).where(model.project_id == project_id)
    ).scalar_one()
    return list(session.exec(statement).all()), total


def get_product(session: Session, project_id: int, key: str) -> ShopProduct | None:
    return _get(session, ShopProduct, project_id, key)


def product_of_project(session: Session, project_id: int, key: str) -> ShopProduct:
    product = get_product(session, project_id, key)
    if product is None:
        raise NotFound(PRODUCT_MISSING)
    return product


def list_products(
    session: Session, project_id: int, offset: int, limit: int
) -> tuple[list[ShopProduct], int]:
    return _listed(session, ShopProduct, project_id, offset, limit)


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


def _path_taken(session: Session, project_id: int, path: str, kind: str, own_id) -> bool:
    for model, model_kind in ((ShopProduct, redirects.PRODUCT), (ShopCategory, redirects.CATEGORY)):
        found = session.execute(
            sa.select(model.id).where(model.project_id == project_id, model.path == path)
        ).scalar_one_or_none()
        if found is not None and not (model_kind == kind and found == own_id):
            return True
    return False


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


def add_product(session: Session, project_id: int, data: dict, *, developer: bool) -> Written:
    entry = _checked_product(session, project_id, data, developer, None)
    if get_product(session, project_id, entry["key"]) is not None:
        raise Conflict({"id": [PRODUCT_TAKEN]})
    if _path_taken(session, project_id, entry["path"], redirects.PRODUCT, None):
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
    return Written(row, entry["categories"], True, frozenset(changed))


def _merged(stored: dict, data: dict, default_path: str) -> dict:
    merged = {**stored, **data, "id": stored["id"]}
    if "path" not in data and stored.get("path") == default_path:
        # A path left at its default follows the slug.
        merged.pop("path", None)
    return merged


def edit_product(
    session: Session,
    project_id: int,
    key: str,
    data: dict,
    *,
    developer: bool,
    expected_version: int | None,
) -> Written:
    row = product_of_project(session, project_id, key)
    check_version(row.version, expected_version, STALE_PRODUCT)
    stored = product_document(row, product_categories(session, [row.id])[row.id])
    merged = _merged(stored, data, rules.default_product_path(row.slug))
    entry = _checked_product(session, project_id, merged, developer, stored)
    old_path = row.path
    moved = entry["path"] != old_path
    if moved and _path_taken(session, project_id, entry["path"], redirects.PRODUCT, row.id):
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
    return Written(row, entry["categories"], moved, frozenset(changed))


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


# Categories -------------------------------------------------------------------------


def get_category(session: Session, project_id: int, key: str) -> ShopCategory | None:
    return _get(session, ShopCategory, project_id, key)


def category_of_project(session: Session, project_id: int, key: str) -> ShopCategory:
    category = get_category(session, project_id, key)
    if category is None:
        raise NotFound(CATEGORY_MISSING)
    return category


def list_categories(
    session: Session, project_id: int, offset: int, limit: int
) -> tuple[list[ShopCategory], int]:
    return _listed(session, ShopCategory, project_id, offset, limit)


def _tree(session: Session, project_id: int) -> tuple[dict, dict, dict]:
    """(parent key by key, slug by key, key by id) of the project's categories."""
    rows = session.execute(
        sa.select(ShopCategory.id, ShopCategory.key, ShopCategory.parent_id, ShopCategory.slug)
        .where(ShopCategory.project_id == project_id)
    ).all()  # fmt: skip
    keys = {row.id: row.key for row in rows}
    parents = {row.key: keys.get(row.parent_id) for row in rows}
    return parents, {row.key: row.slug for row in rows}, keys


def parent_key(session: Session, category: ShopCategory) -> str | None:
    if category.parent_id is None:
        return None
    return session.execute(
        sa.select(ShopCategory.key).where(ShopCategory.id == category.parent_id)
    ).scalar_one_or_none()


def _checked_category(
    session: Session, project_id: int, data: dict, developer: bool, stored: dict | None
) -> tuple[dict, int | None]:
    """The entry (path filled in) and the parent's id."""
    errors = Errors()
    entry, found = read_category(errors, data, "")
    if not developer:
        previous = [read_category(Errors(), stored, "")[1]] if stored is not None else []
        refuse_new(errors, [found], previous)
    parents, slugs, keys = _tree(session, project_id)
    parents[entry["key"]] = entry["parent"]
    slugs[entry["key"]] = entry["slug"]
    rules.check_tree(errors, parents, {key: "" for key in parents})
    if errors:
        raise Invalid(errors.messages)
    if "path" not in entry:
        entry["path"] = rules.default_category_path(entry["key"], parents, slugs)
    ids = {key: row_id for row_id, key in keys.items()}
    return entry, ids.get(entry["parent"])


def add_category(session: Session, project_id: int, data: dict, *, developer: bool) -> Written:
    entry, parent_id = _checked_category(session, project_id, data, developer, None)
    if get_category(session, project_id, entry["key"]) is not None:
        raise Conflict({"id": [CATEGORY_TAKEN]})
    if _path_taken(session, project_id, entry["path"], redirects.CATEGORY, None):
        raise Conflict({"path": [rules.PATH_TAKEN]})
    try:
        with session.begin_nested():
            fields = category_row_fields(entry)
            row = ShopCategory(project_id=project_id, parent_id=parent_id, **fields)
            session.add(row)
            session.flush()
            redirects.forget_taken(session, project_id)
    except IntegrityError:
        raise Conflict({"id": [CATEGORY_TAKEN]}) from None
    return Written(row, [], True)


def edit_category(
    session: Session,
    project_id: int,
    key: str,
    data: dict,
    *,
    developer: bool,
    expected_version: int | None,
) -> Written:
    row = category_of_project(session, project_id, key)
    check_version(row.version, expected_version, STALE_CATEGORY)
    parents, slugs, _keys = _tree(session, project_id)
    stored = category_document(row, parents.get(row.key))
    default = rules.default_category_path(row.key, parents, slugs)
    merged = _merged(stored, data, default)
    entry, parent_id = _checked_category(session, project_id, merged, developer, stored)
    old_path = row.path
    moved = entry["path"] != old_path
    if moved and _path_taken(session, project_id, entry["path"], redirects.CATEGORY, row.id):
        raise Conflict({"path": [rules.PATH_TAKEN]})
    # A new parent changes breadcrumbs and listings of both parents: a whole-project change.
    reparented = parent_id != row.parent_id
    try:
        with session.begin_nested():
            for name, value in category_row_fields(entry).items():
                setattr(row, name, value)
            row.parent_id = parent_id
            row.updated_at = utcnow()
            session.add(row)
            flush_versioned(session, STALE_CATEGORY)
            if moved:
                redirects.record_moves(
                    session, project_id, redirects.CATEGORY, [(old_path, row.id)]
                )
                redirects.forget_taken(session, project_id)
    except IntegrityError:
        raise Conflict({"path": [rules.PATH_TAKEN]}) from None
    return Written(row, [], moved or reparented)


def delete_category(
    session: Session, project_id: int, key: str, *, expected_version: int | None
) -> int:
    """Deletes a category without subcategories (products leave it); its id."""
    row = category_of_project(session, project_id, key)
    check_version(row.version, expected_version, STALE_CATEGORY)
    has_children = session.execute(
        sa.select(ShopCategory.id).where(ShopCategory.parent_id == row.id).limit(1)
    ).first()
    if has_children is not None:
        raise Conflict({"general": [HAS_CHILDREN]})
    category_id = row.id
    redirects.forget_targets(session, redirects.CATEGORY, [category_id])
    session.execute(
        sa.delete(ShopProductCategory.__table__).where(
            ShopProductCategory.category_id == category_id
        )
    )
    session.delete(row)
    flush_versioned(session, STALE_CATEGORY)
    return category_id
