"""The shop's bulk import at benchmark size: every product with its category, and fresh
planner statistics on PostgreSQL after a big import (api/shop/bulk.py)."""

import sqlalchemy as sa

from api.database import session_scope
from api.shop.bulk import ANALYZE_FROM, import_products
from tests.api.shop.shop_fixtures import shop_document

HOST = "winkel.example"


def products(count: int) -> list[dict]:
    return [
        {"id": f"brood-{n}", "title": f"Brood {n}", "price": {"incl_tax": "2.50"},
            "vat_rate": 9, "categories": ["brood"], "attributes": {"soort": ["brood"]},
            "position": n}
        for n in range(count)
    ]  # fmt: skip


def test_a_big_import_writes_every_product_with_its_category(engine, import_document):
    project_id = import_document(shop_document(), HOST)
    with session_scope(engine) as session:
        assert import_products(session, project_id, products(ANALYZE_FROM)) == ANALYZE_FROM
    with engine.connect() as connection:
        count = connection.execute(
            sa.text(
                "SELECT count(*) FROM shop_product_category m JOIN shop_category c "
                "ON c.id = m.category_id WHERE c.key = 'brood' AND c.project_id = :project"
            ),
            {"project": project_id},
        ).scalar()
        assert count == ANALYZE_FROM + 1  # and the fixture's volkorenbrood
        if engine.dialect.name == "postgresql":
            # The planner knows the table's new size at once (ANALYZE in the import), so
            # search answers fetch their cards by primary key, not by scanning the shop.
            tuples = connection.execute(
                sa.text("SELECT reltuples FROM pg_class WHERE relname = 'shop_product'")
            ).scalar()
            assert tuples >= ANALYZE_FROM
