"""Writing many products and categories at once (site imports, benchmarks).

Checked entries (api/shop/schemas.py) are written with Core statements in chunks, a
few statements per chunk, never ORM objects one by one: 100,000 products import in
seconds on SQLite and PostgreSQL. Rows are matched by key, so a re-import keeps
database ids (and with them cache keys); an updated row's version goes up by one.
A product or category whose path changes leaves a redirect from its old path.

`import_products(session, project_id, products)` checks and writes raw document
products into an existing project (the benchmark's entry point);
`replace_shop(session, project_id, shop)` makes a project's shop exactly a checked
site document's shop.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import sqlalchemy as sa
from sqlmodel import Session

from api.domain_errors import Invalid
from api.shop import lookups, redirects
from api.shop.document import ShopDocument
from api.shop.models import ShopCategory, ShopProduct, ShopProductCategory
from api.shop.schemas import category_row_fields, product_row_fields, read_product
from api.timestamps import utcnow
from api.validation import Errors, join

# Rows per statement: SQLite allows 32766 bound values, a product row binds ~45.
CHUNK = 500
# Products written at once from which PostgreSQL's planner statistics are refreshed.
ANALYZE_FROM = 1000

_category = ShopCategory.__table__
_product = ShopProduct.__table__
_membership = ShopProductCategory.__table__


def _chunks(items: Sequence, size: int = CHUNK) -> Iterator[Sequence]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


def _stored(session: Session, table: sa.Table, project_id: int) -> dict[str, tuple[int, str]]:
    """(id, path) of the project's rows by key."""
    rows = session.execute(
        sa.select(table.c.key, table.c.id, table.c.path).where(table.c.project_id == project_id)
    )
    return {key: (row_id, path) for key, row_id, path in rows}


def _update_statement(table: sa.Table, columns: list[str]) -> sa.Update:
    # Parameters named apart from the columns: SET reserves the column names.
    values = {name: sa.bindparam(f"v_{name}") for name in columns}
    values["version"] = table.c.version + 1
    return sa.update(table).where(table.c.id == sa.bindparam("v__id")).values(values)


def _upsert(
    session: Session,
    table: sa.Table,
    project_id: int,
    rows: list[dict],
    stored: dict[str, tuple[int, str]],
    kind: str,
) -> dict[str, int]:
    """Updates the rows whose key is stored, inserts the others; returns id by key of
    `rows` and records redirects for moved paths."""
    now = utcnow()
    updates, inserts, moves = [], [], []
    for row in rows:
        found = stored.get(row["key"])
        if found is None:
            inserts.append({**row, "project_id": project_id, "updated_at": now, "version": 1})
        else:
            updates.append({**row, "_id": found[0], "updated_at": now})
            if found[1] != row["path"]:
                moves.append((found[1], found[0]))
    if updates:
        statement = _update_statement(table, [k for k in updates[0] if k != "_id"])
        for chunk in _chunks(updates):
            session.execute(statement, [{f"v_{k}": v for k, v in row.items()} for row in chunk])
    for chunk in _chunks(inserts):
        session.execute(sa.insert(table), list(chunk))
    ids = {key: row_id for key, (row_id, _path) in _stored(session, table, project_id).items()}
    redirects.record_moves(session, project_id, kind, moves)
    return {row["key"]: ids[row["key"]] for row in rows}


def _delete(session: Session, table: sa.Table, ids: list[int]) -> None:
    for chunk in _chunks(ids, 1000):
        session.execute(sa.delete(table).where(table.c.id.in_(list(chunk))))


def _write_memberships(
    session: Session, products: list[dict], product_ids: dict[str, int], category_ids: dict
) -> None:
    ids = [product_ids[product["key"]] for product in products]
    for chunk in _chunks(ids, 1000):
        session.execute(sa.delete(_membership).where(_membership.c.product_id.in_(list(chunk))))
    rows = [
        {"product_id": product_ids[p["key"]], "category_id": category_ids[key], "position": index}
        for p in products
        for index, key in enumerate(p["categories"])
    ]
    for chunk in _chunks(rows, 2000):
        session.execute(sa.insert(_membership), list(chunk))


def _write_products(
    session: Session, project_id: int, products: list[dict], category_ids: dict[str, int]
) -> dict[str, int]:
    stored = _stored(session, _product, project_id)
    rows = [product_row_fields(product) for product in products]
    ids = _upsert(session, _product, project_id, rows, stored, redirects.PRODUCT)
    _write_memberships(session, products, ids, category_ids)
    return ids


def _refresh_statistics(session: Session, written: int) -> None:
    """After a big import, PostgreSQL's planner still sees the tables as they were until
    autovacuum analyses them (a minute or more): with a fresh table it takes
    `project_id = ?` for a few rows and reads a whole shop's index to fetch 30 cards
    (search answers 8x slower at 100,000 products, docs/search.md). ANALYZE samples a
    bounded number of rows; it runs in the import's transaction."""
    if written >= ANALYZE_FROM and session.get_bind().dialect.name == "postgresql":
        session.execute(sa.text("ANALYZE shop_product, shop_product_category, shop_category"))


def replace_shop(session: Session, project_id: int, shop: ShopDocument) -> None:
    """Makes the project's categories and products exactly those of `shop` (checked)."""
    stored_categories = _stored(session, _category, project_id)
    stored_products = _stored(session, _product, project_id)
    wanted = {entry["key"] for entry in shop.products}
    doomed = [row_id for key, (row_id, _p) in stored_products.items() if key not in wanted]
    redirects.forget_targets(session, redirects.PRODUCT, doomed)
    _delete(session, _product, doomed)
    wanted = {entry["key"] for entry in shop.categories}
    doomed = [row_id for key, (row_id, _p) in stored_categories.items() if key not in wanted]
    redirects.forget_targets(session, redirects.CATEGORY, doomed)
    _delete(session, _category, doomed)
    rows = [category_row_fields(entry) for entry in shop.categories]
    category_ids = _upsert(
        session, _category, project_id, rows, stored_categories, redirects.CATEGORY
    )
    parents = [
        {"v__id": category_ids[entry["key"]], "v_parent": category_ids.get(entry["parent"])}
        for entry in shop.categories
    ]
    statement = (
        sa.update(_category)
        .where(_category.c.id == sa.bindparam("v__id"))
        .values(parent_id=sa.bindparam("v_parent"))
    )
    for chunk in _chunks(parents):
        session.execute(statement, list(chunk))
    _write_products(session, project_id, shop.products, category_ids)
    redirects.forget_taken(session, project_id)
    _refresh_statistics(session, len(shop.products))


def import_products(session: Session, project_id: int, products: list[object]) -> int:
    """Checks `products` (site-document products) against the project's settings,
    forms and categories and writes them all, or nothing (Invalid with the JSON path
    `products[i]...` of every problem). Products not named stay as they are; a
    product's categories become exactly the ones it names. Returns the count."""
    found = lookups.lookups(session, project_id)
    errors = Errors()
    entries = [read_product(errors, item, join("products", index), found)[0]
               for index, item in enumerate(products)]  # fmt: skip
    seen: set[str] = set()
    for index, entry in enumerate(entries):
        if entry["key"] in seen:
            errors.add(join("products", index, "id"), "Dit id komt al voor.")
        seen.add(entry["key"])
    if errors:
        raise Invalid(errors.messages)
    category_ids = {
        key: row_id for key, (row_id, _p) in _stored(session, _category, project_id).items()
    }
    _write_products(session, project_id, entries, category_ids)
    redirects.forget_taken(session, project_id)
    _refresh_statistics(session, len(entries))
    return len(entries)
