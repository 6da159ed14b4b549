"""import_products: many products into an existing shop, all or nothing."""

import pytest
import sqlalchemy as sa

from api.database import session_scope
from api.domain_errors import Invalid
from api.shop import reads
from api.shop.bulk import import_products
from api.shop.models import ShopProduct
from tests.api.shop.shop_fixtures import shop_document


def generated(count, **fields):
    return [
        {"id": f"p{i}", "title": f"Taart {i}", "price": {"incl_tax": f"{i % 50}.95"},
            "vat_rate": 9, "categories": ["brood"], "attributes": {"soort": ["taart"]},
            "position": i, **fields}
        for i in range(count)
    ]  # fmt: skip


def keys(engine, project_id):
    with session_scope(engine) as session:
        return set(
            session.execute(
                sa.select(ShopProduct.key).where(ShopProduct.project_id == project_id)
            ).scalars()
        )


def test_products_are_added_and_updated_in_bulk(engine, import_document):
    project_id = import_document(shop_document(), "winkel.example")
    with session_scope(engine) as session:
        assert import_products(session, project_id, generated(1200)) == 1200
    assert len(keys(engine, project_id)) == 1204
    with session_scope(engine) as session:
        import_products(session, project_id, generated(3, sku="NIEUW"))
        brood = reads.category_by_path(session, project_id, "/winkel/brood")
        cards = reads.product_cards_in_category(session, project_id, brood.id, limit=5000)
        first = reads.product_by_path(session, project_id, "/product/p0")
    assert len(cards) == 1201
    assert first.sku == "NIEUW" and first.version == 2


def test_one_bad_product_refuses_all(engine, import_document):
    project_id = import_document(shop_document(), "winkel.example")
    products = generated(10)
    products[7]["categories"] = ["onbekend"]
    products[8]["price"] = {"incl_tax": "-1"}
    with session_scope(engine) as session, pytest.raises(Invalid) as refused:
        import_products(session, project_id, products)
    assert refused.value.errors == {
        "products[7].categories[0]": ["Deze categorie bestaat niet."],
        "products[8].price.incl_tax": ["Een bedrag kan niet negatief zijn."],
    }
    assert len(keys(engine, project_id)) == 4
