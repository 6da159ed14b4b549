"""The `shop` part of a site document (docs/data-shapes.md): checking it as a whole
before anything is written, and reading it back out of the database.

Every problem is reported under its JSON path (`shop.products[3].options[1].layout`).
Categories are read first (their keys are what products may name), then the tree is
checked and default paths filled in, then products; keys are unique per list and
paths unique across products and categories.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import sqlalchemy as sa
from sqlmodel import Session

from api.catalogue import DeveloperContent
from api.shop import rules
from api.shop.models import ShopCategory, ShopProduct, ShopProductCategory
from api.shop.schemas import category_document, product_document, read_category, read_product
from api.validation import Errors, join, read_objects

PATH = "shop"


@dataclass
class ShopDocument:
    """Checked categories and products (entries, api/shop/schemas.py), in document order."""

    categories: list[dict] = field(default_factory=list)
    products: list[dict] = field(default_factory=list)
    developer: DeveloperContent = field(default_factory=DeveloperContent)


def _unique_keys(errors: Errors, entries: list[tuple[str, dict]]) -> None:
    seen: set[str] = set()
    for at, entry in entries:
        key = entry.get("key")
        if key and key in seen:
            errors.add(join(at, "id"), "Dit id komt al voor.")
        seen.add(key)


def read_shop(
    errors: Errors, data: object, *, vat_rates: tuple[int, ...], forms: frozenset[str]
) -> ShopDocument:
    """The checked shop of a document; absent or null means an empty shop."""
    shop = ShopDocument()
    if data is None:
        return shop
    if not isinstance(data, dict):
        errors.add(PATH, "Moet een object zijn.")
        return shop
    for key in data:
        if key not in ("categories", "products"):
            errors.add(join(PATH, key), "Onbekend veld; dit veld hoort hier niet.")
    categories = []
    for at, item in read_objects(errors, data, "categories", PATH):
        entry, found = read_category(errors, item, at)
        shop.developer.extend(found)
        categories.append((at, entry))
    _unique_keys(errors, categories)
    parents = {entry["key"]: entry["parent"] for _at, entry in categories}
    rules.check_tree(errors, parents, {entry["key"]: at for at, entry in categories})
    slugs = {entry["key"]: entry["slug"] for _at, entry in categories}
    for _at, entry in categories:
        if "path" not in entry:
            entry["path"] = rules.default_category_path(entry["key"], parents, slugs)
    lookups = rules.Lookups(vat_rates, forms, frozenset(parents))
    products = []
    for at, item in read_objects(errors, data, "products", PATH):
        entry, found = read_product(errors, item, at, lookups)
        shop.developer.extend(found)
        products.append((at, entry))
    _unique_keys(errors, products)
    rules.check_unique_paths(
        errors, [(join(at, "path"), entry["path"]) for at, entry in categories + products]
    )
    shop.categories = [entry for _at, entry in categories]
    shop.products = [entry for _at, entry in products]
    return shop


_category = ShopCategory.__table__
_product = ShopProduct.__table__
_membership = ShopProductCategory.__table__


def memberships_by_product(session: Session, project_id: int) -> dict[int, list[str]]:
    """Category keys of every product of the project, in membership order."""
    rows = session.execute(
        sa.select(_membership.c.product_id, _category.c.key)
        .join(_category, _category.c.id == _membership.c.category_id)
        .where(_category.c.project_id == project_id)
        .order_by(_membership.c.product_id, _membership.c.position, _category.c.key)
    )
    found: dict[int, list[str]] = {}
    for product_id, key in rows:
        found.setdefault(product_id, []).append(key)
    return found


def export_shop(session: Session, project_id: int) -> dict:
    """The `shop` object of the project's site document: importing it gives the same."""
    categories = session.execute(
        sa.select(_category)
        .where(_category.c.project_id == project_id)
        .order_by(_category.c.position, _category.c.key)
    ).all()
    keys = {row.id: row.key for row in categories}
    products = session.execute(
        sa.select(_product)
        .where(_product.c.project_id == project_id)
        .order_by(_product.c.position, _product.c.key)
    ).all()
    memberships = memberships_by_product(session, project_id)
    return {
        "categories": [category_document(row, keys.get(row.parent_id)) for row in categories],
        "products": [product_document(row, memberships.get(row.id, [])) for row in products],
    }


def stored_developer_content(session: Session, project_id: int) -> DeveloperContent:
    """The developer-only content (raw HTML in rich text) of the project's stored shop,
    found as a write finds it."""
    found = DeveloperContent()
    lookups = rules.Lookups((), frozenset(), frozenset())
    columns = [getattr(_product.c, name) for name in RICH_PRODUCT_FIELDS]
    for row in session.execute(sa.select(*columns).where(_product.c.project_id == project_id)):
        if any(isinstance(value, dict) for value in row):
            values = {"id": "x", "title": "x", **dict(zip(RICH_PRODUCT_FIELDS, row, strict=True))}
            found.extend(read_product(Errors(), values, "", lookups)[1])
    columns = [_category.c.short_description, _category.c.description]
    for row in session.execute(sa.select(*columns).where(_category.c.project_id == project_id)):
        if any(isinstance(value, dict) for value in row):
            values = {"id": "x", "title": "x", "short_description": row[0], "description": row[1]}
            found.extend(read_category(Errors(), values, "")[1])
    return found


RICH_PRODUCT_FIELDS = (
    "intro_description",
    "short_description",
    "description",
    "extra_description",
    "extra_description_right",
)
