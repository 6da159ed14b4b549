"""The shop's pages through the page bundle, and the visitors' search call."""

import time

import pytest

from tests.api.shop.shop_fixtures import shop_document

HOST = "winkel.example"
BUNDLE = "/api/services/websites/v1/page-bundle"
SEARCH = "/api/services/websites/v1/search"


@pytest.fixture
def shop(import_document, make_client):
    document = shop_document()
    document["project"]["modules"]["webshop"]["facets"] = [
        {"key": "soort", "title": "Soort", "type": "list"},
        {"key": "allergenen", "title": "Allergenen", "type": "list"},
    ]
    project_id = import_document(document, HOST)
    return project_id, make_client(host=HOST)


def bundle(client, path):
    answer = client.get(BUNDLE, params={"path": path})
    assert answer.status_code == 200, answer.text
    return answer.json()


def test_a_product_path_gives_the_product_page(shop):
    project_id, client = shop
    data = bundle(client, "/product/appeltaart")
    page = data["page"]
    assert page["kind"] == "product"
    assert page["path"] == "/product/appeltaart"
    fields = page["custom_fields"]
    assert fields["id"] == "appeltaart"
    assert fields["price"] == {"incl_tax": 24.95, "excl_tax": 22.89}
    assert fields["sale_price"] is None
    assert fields["options"][0]["options"][1]["title"] == "10 personen"
    assert fields["in_stock"] is True and fields["sku"] == "TA-001"
    assert page["breadcrumbs"] == [
        {"title": "Home", "url": "/", "active": False},
        {"title": "Taarten", "url": "/winkel/taarten", "active": False},
        {"title": "Appeltaart", "url": "/product/appeltaart", "active": True},
    ]
    # Without a product template the page is the product section alone.
    assert [section["template"] for section in page["components"]] == ["webshopProductsOne"]
    assert data["canonical_url"].endswith("/product/appeltaart")
    assert f"project-{project_id}" in data["cache"]["keys"]
    assert any(key.startswith("product-") for key in data["cache"]["keys"])


def test_a_category_path_gives_cards_sub_categories_and_counted_filters(shop):
    _, client = shop
    page = bundle(client, "/winkel/taarten")["page"]
    assert page["kind"] == "category"
    fields = page["custom_fields"]
    assert fields["layout"] == "products_filters"
    # Products of the sub-category count too; ordered by position.
    assert [card["id"] for card in fields["products"]] == [
        "appeltaart",
        "kersenvlaai",
        "bruidstaart",
    ]
    assert fields["product_count"] == 3
    assert fields["products"][1]["sale_price"] == {"incl_tax": 15.0, "excl_tax": 13.76}
    assert [card["id"] for card in fields["sub_categories"]] == ["vlaaien"]
    assert fields["sub_categories"][0]["product_count"] == 1
    # The category offers only its own filters (soort and price).
    assert [facet["key"] for facet in fields["filters"]] == ["soort", "price"]
    soort = fields["filters"][0]
    assert {value["title"]: value["results"] for value in soort["values"]} == {
        "taart": 1,
        "vlaai": 1,
    }


def test_search_page_is_a_noindex_page_of_its_own(shop):
    _, client = shop
    page = bundle(client, "/search")["page"]
    assert page["kind"] == "search" and page["noindex"] is True
    assert page["components"][0]["template"] == "webshopSearch"


def test_search_page_is_purged_by_every_shop_write(shop):
    """The SSR renders the search results into the page: its bundle carries the key
    every product and category write purges (tests/api/shop/test_owner_products.py)."""
    project_id, client = shop
    assert f"shop-{project_id}" in bundle(client, "/search")["cache"]["keys"]
    assert f"shop-{project_id}" not in bundle(client, "/product/appeltaart")["cache"]["keys"]


def test_a_moved_product_answers_a_redirect_to_its_new_path(shop, import_document):
    _, client = shop
    document = shop_document()
    document["shop"]["products"][0]["slug"] = "appeltaart-oma"
    import_document(document, HOST, replace=True)
    client.app.state.context.bundles.clear()
    data = bundle(client, "/product/appeltaart")
    assert data["redirect"] == {"location": "/product/appeltaart-oma", "status": 301}
    assert bundle(client, "/product/appeltaart-oma")["page"]["kind"] == "product"


def test_unknown_paths_stay_404(shop):
    _, client = shop
    assert client.get(BUNDLE, params={"path": "/product/bestaat-niet"}).status_code == 404


def test_webshop_blocks_get_their_cards_in_the_bundle(shop, engine):
    from sqlmodel import select

    from api.database import session_scope
    from api.pages.models import Page

    project_id, client = shop
    blocks = [
        {
            "id": "lijst",
            "type": "products",
            "props": {"products_mutated": {"category": "taarten", "limit": 2}},
        },
        {
            "id": "gekozen",
            "type": "products",
            "props": {"products_mutated": {"ids": ["volkoren", "weg"]}},
        },
        {"id": "cats", "type": "productcategories", "props": {}},
        {"id": "koop", "type": "addtocart", "props": {"product_mutated": {"id": "kersenvlaai"}}},
    ]
    with session_scope(engine) as session:
        page = session.exec(
            select(Page).where(Page.project_id == project_id, Page.path == "/")
        ).one()
        page.components = [{"id": "s1", "template": "dynamic", "meta": {}, "blocks": blocks}]
        session.add(page)
    client.app.state.context.bundles.clear()
    shop_map = bundle(client, "/")["shop"]
    assert shop_map["listings"] == {
        "lijst": ["appeltaart", "kersenvlaai"],
        "gekozen": ["volkoren"],
        "cats": ["taarten", "brood"],
    }
    assert set(shop_map["products"]) == {"appeltaart", "kersenvlaai", "volkoren"}
    assert shop_map["categories"]["taarten"]["product_count"] == 3


def search(client, project_id, **body):
    answer = client.post(SEARCH, json={"website_id": project_id, **body})
    assert answer.status_code == 200, answer.text
    return answer.json()


def test_search_finds_by_stem_and_diacritics_and_answers_the_spec_keys(shop):
    project_id, client = shop
    found = search(client, project_id, query="taarten", filters="", current_url="", limit=30)
    # 'Bruidstaart' through the end of the compound.
    assert [result["title"] for result in found["results"]] == ["Appeltaart", "Bruidstaart"]
    assert found["info"] == {"hits": 2}
    first = found["results"][0]
    assert {"title", "url", "main_image"} <= set(first)
    assert first["url"] == "/product/appeltaart"
    keys = [facet["key"] for facet in found["filters"]]
    assert keys == ["soort", "allergenen", "price"]


def test_search_filters_and_category_scope(shop):
    project_id, client = shop
    found = search(
        client,
        project_id,
        query="",
        filters="soort:vlaai",
        current_url=f"https://{HOST}/winkel/taarten",
        limit=3000,
    )
    assert [result["id"] for result in found["results"]] == ["kersenvlaai"]
    soort = next(facet for facet in found["filters"] if facet["key"] == "soort")
    # Disjunctive: the facet's own selection does not narrow its counts.
    assert {value["title"]: (value["results"], value["active"]) for value in soort["values"]} == {
        "taart": (1, False),
        "vlaai": (1, True),
    }
    priced = search(client, project_id, query="", filters="price:10<->20", current_url="", limit=30)
    assert [result["id"] for result in priced["results"]] == ["kersenvlaai"]


def test_search_refuses_bad_input_and_other_websites(shop):
    project_id, client = shop
    refused = client.post(SEARCH, json={"website_id": project_id, "limit": 5000})
    assert refused.status_code == 422
    assert "limit" in refused.json()["errors"]
    other = client.post(SEARCH, json={"website_id": project_id + 1000, "query": "taart"})
    assert other.status_code == 404
    garbage = search(client, project_id, query="taart", filters="|:,<->|soort:|price:a<->b")
    assert garbage["info"]["hits"] == 2


def test_a_served_process_builds_the_search_indexes_of_its_shops_at_start(shop, make_client):
    project_id, _ = shop
    served = make_client(host=HOST, search_warm=True)
    with served:  # runs the application's startup
        registry = served.app.state.context.search
        deadline = time.monotonic() + 60
        while not registry.built(project_id) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert registry.built(project_id)
        found = search(served, project_id, query="taart")
        assert found["info"]["hits"] == 2
    unwarmed = make_client(host=HOST)
    with unwarmed:
        assert not unwarmed.app.state.context.search.built(project_id)


def test_served_processes_warm_by_default():
    from api.settings import Settings

    assert Settings.from_env({}).search_warm is True
    assert Settings.from_env({"SEARCH_WARM": "0"}).search_warm is False
    assert Settings().search_warm is False


@pytest.mark.parametrize("number", ["²", "①", "1" * 5000])
def test_a_search_with_numbers_in_unicode_digits_or_too_long_is_a_422(shop, number):
    project_id, client = shop
    answer = client.post(SEARCH, json={"website_id": number, "limit": number, "query": "taart"})
    assert answer.status_code == 422
    assert answer.json()["errors"] == {
        "website_id": ["Dit veld is verplicht en moet een project-id zijn."],
        "limit": ["Moet een geheel getal van 1 tot en met 3000 zijn."],
    }
    assert search(client, project_id, query="taarten", limit=" 1 ")["info"] == {"hits": 2}
