"""The shop in site documents: checked as a whole, all or nothing, exported back the
same; re-imports keep ids and leave redirects for moved paths."""

import copy

import pytest
import sqlalchemy as sa

from api.database import session_scope
from api.domain_errors import Invalid
from api.shop.models import ShopCategory, ShopProduct, ShopRedirect
from api.sites.transfer import export_site
from tests.api.shop.shop_fixtures import shop_document

HOST = "winkel.example"


def export(engine, project_id):
    with session_scope(engine) as session:
        return export_site(session, project_id)


def rows(engine, model, *columns):
    with session_scope(engine) as session:
        return sorted(session.execute(sa.select(*columns)).all())


def test_import_then_export_gives_the_same_shop_back(engine, import_document):
    project_id = import_document(shop_document(), HOST)
    exported = export(engine, project_id)
    shop = exported["shop"]
    assert [c["id"] for c in shop["categories"]] == ["taarten", "vlaaien", "brood"]
    assert shop["categories"][1]["path"] == "/winkel/taarten/vlaaien"
    appeltaart = shop["products"][0]
    assert appeltaart["path"] == "/product/appeltaart"
    assert appeltaart["price"] == {"incl_tax": "24.95"}
    assert appeltaart["short_description"] == "<b>Met</b> kaneel"
    assert appeltaart["options"][0]["options"][1] == {"title": "10 personen", "price": "8.50"}
    assert shop["products"][2]["price"] == {"incl_tax": "3.27"}  # 3.00 excl. 9%
    assert shop["products"][1]["sale_price"] == {"incl_tax": "15.00"}
    # Exported once, the document comes back unchanged however often it goes round.
    import_document(copy.deepcopy(exported), HOST, replace=True)
    assert export(engine, project_id) == exported


def test_a_refused_shop_writes_nothing_and_names_every_path(engine, import_document):
    document = shop_document()
    products = document["shop"]["products"]
    products[0]["options"][1]["layout"] = "radio"
    products[1]["categories"] = ["bestaat-niet"]
    products[2]["vat_rate"] = 6
    products[3]["id"] = "appeltaart"
    products[3]["path"] = "/winkel/brood"
    document["shop"]["categories"][0]["parent"] = "vlaaien"
    with pytest.raises(Invalid) as refused:
        import_document(document, HOST)
    errors = refused.value.errors
    assert "shop.products[0].options[1].layout" in errors
    assert errors["shop.products[1].categories[0]"] == ["Deze categorie bestaat niet."]
    assert errors["shop.products[2].vat_rate"] == ["Kies een btw-tarief van dit project: 21, 9, 0."]
    assert errors["shop.products[3].id"] == ["Dit id komt al voor."]
    assert errors["shop.products[3].path"] == [
        "Dit pad is al in gebruik door een ander product of een andere categorie."
    ]
    assert errors["shop.categories[0].parent"] == ["Een categorie kan niet onder zichzelf vallen."]
    assert rows(engine, ShopProduct, ShopProduct.key) == []
    assert rows(engine, ShopCategory, ShopCategory.key) == []


def test_a_refused_replace_leaves_the_stored_shop(engine, import_document):
    project_id = import_document(shop_document(), HOST)
    before = export(engine, project_id)
    document = shop_document()
    document["shop"]["products"][0]["price"] = {"incl_tax": "24.95", "excl_tax": "20.00"}
    with pytest.raises(Invalid) as refused:
        import_document(document, HOST, replace=True)
    assert "shop.products[0].price.excl_tax" in refused.value.errors
    assert export(engine, project_id) == before


def test_the_vat_rates_come_from_the_documents_webshop_settings(import_document):
    document = shop_document()
    document["project"].setdefault("modules", {})["webshop"] = {"vat_rates": [21]}
    with pytest.raises(Invalid) as refused:
        import_document(document, HOST)
    assert "shop.products[0].vat_rate" in refused.value.errors


def test_a_form_product_needs_a_form_of_the_document(import_document):
    document = shop_document()
    document["shop"]["products"][0].update(enable_form=True, form_id="taartformulier")
    with pytest.raises(Invalid) as refused:
        import_document(document, HOST)
    assert refused.value.errors["shop.products[0].form_id"] == ["Dit formulier bestaat niet."]


def test_reimport_keeps_ids_and_redirects_moved_paths(engine, import_document):
    project_id = import_document(shop_document(), HOST)
    ids = dict(rows(engine, ShopProduct, ShopProduct.key, ShopProduct.id))
    document = shop_document()
    document["shop"]["products"][0]["slug"] = "appeltaart-groot"
    document["shop"]["categories"][1]["path"] = "/vlaaien"
    del document["shop"]["products"][3]
    import_document(document, HOST, replace=True)
    after = dict(rows(engine, ShopProduct, ShopProduct.key, ShopProduct.id))
    assert after == {key: ids[key] for key in ("appeltaart", "kersenvlaai", "volkoren")}
    with session_scope(engine) as session:
        redirects = {
            row.path: (row.target_kind, row.target_id)
            for row in session.execute(sa.select(ShopRedirect.__table__)).all()
        }
        vlaaien = session.execute(
            sa.select(ShopCategory.id).where(ShopCategory.key == "vlaaien")
        ).scalar_one()
    assert redirects == {
        "/product/appeltaart": ("product", ids["appeltaart"]),
        "/winkel/taarten/vlaaien": ("category", vlaaien),
    }
    # Taking an old path back removes its redirect; the path left gets one.
    import_document(shop_document(), HOST, replace=True)
    assert rows(engine, ShopRedirect, ShopRedirect.path) == [
        ("/product/appeltaart-groot",),
        ("/vlaaien",),
    ]
    assert export(engine, project_id)["shop"]["products"][0]["path"] == "/product/appeltaart"


def test_webshop_settings_are_checked_with_paths(import_document):
    document = shop_document()
    document["project"].setdefault("modules", {})["webshop"] = {
        "vat_rates": [21, 21],
        "facets": [{"key": "Soort", "title": "Soort"}, {"key": "prijs", "title": "", "type": "x"}],
        "product_template": 5,
        "business": {"name": "Bakkerij", "opening_hours": [{"days": ["Ma"], "opens": "8:00"}]},
    }
    with pytest.raises(Invalid) as refused:
        import_document(document, HOST)
    errors = refused.value.errors
    at = "project.modules.webshop"
    assert set(errors) >= {
        f"{at}.vat_rates",
        f"{at}.facets[0].key",
        f"{at}.facets[1].title",
        f"{at}.facets[1].type",
        f"{at}.product_template",
        f"{at}.business.opening_hours[0].days[0]",
        f"{at}.business.opening_hours[0].opens",
        f"{at}.business.opening_hours[0].closes",
    }
