from api.catalogue.shopselections import (
    DEFAULT_LISTING,
    MAX_LISTING,
    WAYS_ON_CATEGORIES,
    WAYS_ON_PRODUCTS,
    CategoryListing,
    ProductListing,
    SingleProduct,
    shop_selections,
)


def block(block_id, kind, props=None, slots=None):
    return {"id": block_id, "type": kind, "props": props or {}, "slots": slots or {}}


def section(*blocks):
    return {"id": "s", "template": "dynamic", "meta": {}, "blocks": list(blocks)}


def test_each_webshop_block_gives_its_selection_in_page_order():
    components = [
        section(
            block("b1", "products", {"products_mutated": {"ids": [7, "taart", 7, ""], "limit": 3}}),
            block("b2", "text"),
            block("b3", "productcategories", {"productcategories_mutated": {"parent": "brood"}}),
        ),
        section(block("b4", "addtocart", {"product_mutated": {"id": 12}})),
    ]
    assert shop_selections([components]) == [
        ProductListing("b1", ("7", "taart"), "", 3),
        CategoryListing("b3", (), "brood"),
        SingleProduct("b4", "12"),
    ]


def test_nested_blocks_in_slots_are_found():
    inner = block("inner", "products", {"products_mutated": {"category": "koekjes"}})
    components = [section(block("outer", "columns", slots={"left": [inner]}))]
    assert shop_selections([components]) == [
        ProductListing("inner", (), "koekjes", DEFAULT_LISTING)
    ]


def test_stale_or_hostile_props_are_read_defensively():
    components = [
        section(
            block("a", "products", {"products_mutated": "kapot"}),
            block("b", "products", {"products_mutated": {"limit": True, "ids": "x"}}),
            block("c", "products", {"products_mutated": {"limit": 10_000}}),
            block("d", "addtocart", {"product_mutated": None}),
            {"type": "products"},
            "not a block",
        )
    ]
    found = shop_selections([components, None, "x"])
    assert found == [
        ProductListing("a"),
        ProductListing("b"),
        ProductListing("c", limit=MAX_LISTING),
    ]


def test_cart_checkout_search_and_404_sections_offer_ways_on_once():
    cart = {"id": "c", "template": "webshopShoppingcart", "meta": {}, "blocks": []}
    missing = {"id": "n", "template": "PageNotFound", "meta": {}, "blocks": []}
    assert shop_selections([[cart, missing], [section()]]) == [
        CategoryListing(WAYS_ON_CATEGORIES),
        ProductListing(WAYS_ON_PRODUCTS, limit=4),
    ]
    assert shop_selections([[section()]]) == []
