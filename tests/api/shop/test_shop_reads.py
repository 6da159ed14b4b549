"""The shop's reads for visitors' answers: by path, cards, chains, product page fields,
search documents and sitemap paths."""

import copy

import pytest
import sqlalchemy as sa

from api.catalogue.shopselections import WAYS_ON_CATEGORIES, WAYS_ON_PRODUCTS
from api.database import session_scope
from api.media.references import image_urls
from api.shop import reads
from tests.api.shop.shop_fixtures import SHOP, shop_document

HOST = "winkel.example"
PRODUCT_PAGE_FIELDS = {
    "title", "main_image", "sub_images", "intro_description", "short_description",
    "description", "extra_description", "extra_description_right", "form_id", "hide_price",
    "before_price_text", "after_price_text", "layout", "hide_quantity", "stock_management",
    "id", "options", "enable_form", "enable_affiliate", "enable_checkout", "enable_quote",
    "affiliate_link", "price", "sale_price", "exclude_base_price", "show_price_tax_included",
    "sku", "vat_rate", "url", "categories", "in_stock",
}  # fmt: skip


@pytest.fixture
def shop(engine, import_document):
    return import_document(shop_document(), HOST)


def test_products_and_categories_by_path(engine, shop):
    with session_scope(engine) as session:
        product = reads.product_by_path(session, shop, "/product/appeltaart")
        category = reads.category_by_path(session, shop, "/winkel/taarten/vlaaien")
        assert reads.product_by_path(session, shop, "/product/onbekend") is None
        assert reads.product_by_path(session, shop + 1000, "/product/appeltaart") is None
        fields = reads.product_custom_fields(session, product)
        chain = reads.category_chain(session, shop, category.id)
    assert product.key == "appeltaart" and category.key == "vlaaien"
    assert set(fields) == PRODUCT_PAGE_FIELDS
    assert fields["price"] == {"incl_tax": 24.95, "excl_tax": 22.89}
    assert fields["categories"] == ["taarten"] and fields["url"] == "/product/appeltaart"
    assert [(row.key, row.path) for row in chain] == [
        ("taarten", "/winkel/taarten"),
        ("vlaaien", "/winkel/taarten/vlaaien"),
    ]


def test_cards_of_a_category_include_its_descendants_by_position(engine, shop):
    with session_scope(engine) as session:
        taarten = reads.category_by_path(session, shop, "/winkel/taarten")
        cards = reads.product_cards_in_category(session, shop, taarten.id)
        first = reads.product_cards_in_category(session, shop, taarten.id, limit=1)
        top = reads.category_cards(session, shop)
        children = reads.category_cards(session, shop, parent_id=taarten.id)
        named = reads.product_cards_by_keys(session, shop, ["volkoren", "onbekend", "appeltaart"])
    assert [card.key for card in cards] == ["appeltaart", "kersenvlaai", "bruidstaart"]
    assert [card.key for card in first] == ["appeltaart"]
    sale = cards[1].view
    assert sale["sale_price"] == {"incl_tax": 15.0, "excl_tax": 13.76}
    assert cards[0].view["in_stock"] is True and cards[0].view["url"] == "/product/appeltaart"
    # A product with options is chosen on its page ('Kies opties' on its card).
    assert [card.view["has_options"] for card in cards[:2]] == [True, False]
    assert [(card.key, card.view["product_count"]) for card in top] == [
        ("taarten", 3),
        ("brood", 1),
    ]
    assert [card.view["url"] for card in children] == ["/winkel/taarten/vlaaien"]
    assert [card.key for card in named] == ["volkoren", "appeltaart"]


def test_category_cards_count_products_below_them_whether_their_subtrees_overlap(engine, shop):
    with session_scope(engine) as session:
        top = reads.category_cards(session, shop)
        # Named cards whose subtrees overlap (a category and its child) each count theirs.
        nested = reads.category_cards(session, shop, keys=["taarten", "vlaaien"])
        alone = {
            card.key: reads.product_count_in_category(session, shop, card.id)
            for card in [*top, *nested]
        }
    assert {card.key: card.view["product_count"] for card in top} == {
        key: alone[key] for key in ("taarten", "brood")
    }
    assert {card.key: card.view["product_count"] for card in nested} == {
        "taarten": alone["taarten"],
        "vlaaien": alone["vlaaien"],
    }
    assert alone["taarten"] == 3 and alone["vlaaien"] >= 1


def test_a_cycle_in_the_category_tree_ends_the_count(engine, shop):
    # Written by no API, but a count must not loop: each category is counted once.
    with session_scope(engine) as session:
        taarten = reads.category_by_path(session, shop, "/winkel/taarten")
        vlaaien = reads.category_by_path(session, shop, "/winkel/taarten/vlaaien")
        before = reads.product_count_in_category(session, shop, taarten.id)
        session.connection().execute(
            sa.text("UPDATE shop_category SET parent_id = :child WHERE id = :id"),
            {"child": vlaaien.id, "id": taarten.id},
        )
        assert reads.product_count_in_category(session, shop, taarten.id) == before
        assert reads.product_count_in_category(session, shop, vlaaien.id) == before
        cards = reads.category_cards(session, shop, keys=["taarten", "vlaaien"])
        assert [card.view["product_count"] for card in cards] == [before, before]
        session.rollback()


def test_search_documents_and_sitemap_paths(engine, shop):
    with session_scope(engine) as session:
        documents = {doc.key: doc for doc in reads.search_documents(session, shop)}
        vlaai = reads.product_by_path(session, shop, "/product/kersenvlaai")
        only = list(reads.search_documents(session, shop, product_ids=[vlaai.id]))
        vlaaien = reads.category_by_path(session, shop, "/winkel/taarten/vlaaien")
        taarten = reads.category_by_path(session, shop, "/winkel/taarten")
        paths = dict(reads.all_public_paths(session, shop))
    assert set(documents) == {"appeltaart", "kersenvlaai", "volkoren", "bruidstaart"}
    appeltaart = documents["appeltaart"]
    assert appeltaart.texts["short_description"] == "Met kaneel"
    assert appeltaart.attributes == {"soort": ["taart"], "allergenen": ["gluten", "ei"]}
    assert appeltaart.sku == "TA-001" and appeltaart.price_cents == 2495
    assert [doc.key for doc in only] == ["kersenvlaai"]
    assert only[0].price_cents == 1500  # the sale price
    assert sorted(only[0].category_ids) == sorted([vlaaien.id, taarten.id])
    assert set(paths) == {
        "/winkel/taarten", "/winkel/taarten/vlaaien", "/winkel/brood", "/product/appeltaart",
        "/product/kersenvlaai", "/product/volkoren", "/product/bruidstaart",
    }  # fmt: skip


def test_rich_text_becomes_plain_text(engine, import_document):
    document = shop_document()
    document["shop"]["products"][0]["description"] = {
        "time": 1,
        "blocks": [
            {"type": "paragraph", "data": {"text": "Met <b>verse</b> appels &amp; kaneel"}},
            {"type": "list", "data": {"style": "unordered", "items": ["Boter", "Suiker"]}},
        ],
    }
    project_id = import_document(document, HOST)
    with session_scope(engine) as session:
        found = next(iter(reads.search_documents(session, project_id)))
    assert found.texts["description"] == "Met verse appels & kaneel Boter Suiker"


def test_a_dead_end_section_brings_the_shops_categories_and_first_products(engine, shop):
    cart = [{"id": "c", "template": "webshopShoppingcart", "meta": {}, "blocks": []}]
    with session_scope(engine) as session:
        found, keys, texts = reads.blocks_shop(session, shop, [cart])
        first = [card.key for card in reads.product_cards_first(session, shop, 4)]
    assert found["listings"][WAYS_ON_CATEGORIES] == ["taarten", "brood"]
    assert found["listings"][WAYS_ON_PRODUCTS] == first and first
    assert set(found["products"]) == set(first)
    assert keys
    assert image_urls([texts]) == image_urls([found])


def test_the_cards_text_values_hold_every_image_url_of_the_cards(engine, import_document):
    shop = copy.deepcopy(SHOP)
    shop["products"][0]["main_image"] = "/media/appeltaart.jpg"
    shop["products"][1]["before_price_text"] = "https://cdn.example.com/a.PNG?v=1 | /b.webp"
    shop["products"][2]["affiliate_link"] = "https://partner.example.com/brood.gif"
    shop["categories"][0]["image"] = "/media/taarten.png"
    shop["categories"][2]["short_description"] = {
        "time": 1,
        "blocks": [{"type": "image", "data": {"file": {"url": "/media/brood.avif"}}}],
    }
    project_id = import_document(shop_document(shop), HOST)
    cart = [{"id": "c", "template": "webshopShoppingcart", "meta": {}, "blocks": []}]
    with session_scope(engine) as session:
        found, _keys, texts = reads.blocks_shop(session, project_id, [cart])
    assert image_urls([texts]) == image_urls([found])
    assert image_urls([texts]) >= {"/media/appeltaart.jpg", "/b.webp", "/media/taarten.png"}
