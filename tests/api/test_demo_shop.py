"""The demo bakery's shop (`shop` of demo.json) keeps the webshop contract and shows
every feature: category layouts, card layouts, option kinds, quote, form, affiliate
and stock cases. The shop's own import checks (api/shop/) read the same object; these
tests hold the demo to what a visitor is promised."""

import re
from decimal import Decimal
from pathlib import Path

from api.demo import read_document

MEDIA = Path(__file__).resolve().parents[2] / "ssr" / "public"
KEY = re.compile(r"^[a-z0-9][a-z0-9_-]{0,99}$")
CATEGORY_LAYOUTS = {"sub_categories", "sub_categories_full_width", "products", "products_filters"}
OPTION_LAYOUTS = {"text", "number", "textarea", "select", "checkbox", "calculation"}


def _demo():
    return read_document("demo.json")


def _shop():
    return _demo()["shop"]


def _euros(value: str) -> Decimal:
    assert isinstance(value, str) and re.fullmatch(r"\d{1,7}(\.\d{1,2})?", value), value
    amount = Decimal(value)
    assert 0 <= amount <= 1_000_000
    return amount


def test_categories_form_one_tree_under_the_shop_root():
    categories = _shop()["categories"]
    by_key = {c["id"]: c for c in categories}
    assert len(by_key) == len(categories) and all(KEY.match(key) for key in by_key)
    assert len({c["path"] for c in categories}) == len(categories)
    roots = [c for c in categories if c["parent"] is None]
    assert [root["path"] for root in roots] == ["/winkel"]
    for category in categories:
        seen, parent = {category["id"]}, category["parent"]
        while parent is not None:
            assert parent in by_key and parent not in seen, category["id"]
            seen.add(parent)
            parent = by_key[parent]["parent"]
        if category["parent"]:
            assert category["path"] == f"{by_key[category['parent']]['path']}/{category['slug']}"
    top = [c for c in categories if c["parent"] == roots[0]["id"]]
    assert len(top) == 6
    assert "bruidstaarten" in {c["id"] for c in categories if c["parent"] == "taarten"}


def test_every_category_layout_is_shown_and_filters_name_declared_facets():
    demo = _demo()
    facets = {f["key"] for f in demo["project"]["modules"]["webshop"]["facets"]}
    categories = demo["shop"]["categories"]
    assert {c["layout"] for c in categories} == CATEGORY_LAYOUTS
    children = {c["parent"] for c in categories}
    for category in categories:
        assert set(category["filters"]) <= facets, category["id"]
        if category["layout"].startswith("sub_categories"):
            assert category["id"] in children, f"{category['id']} shows sub-categories it lacks"
        assert (MEDIA / category["image"].lstrip("/")).is_file()


def test_the_facets_are_six_dutch_lists_and_the_price_range():
    facets = _demo()["project"]["modules"]["webshop"]["facets"]
    lists = {f["key"]: f["title"] for f in facets if f["type"] == "list"}
    assert lists == {
        "allergenen": "Allergenen",
        "soort": "Soort",
        "gewicht": "Gewicht",
        "dieet": "Dieet",
        "smaak": "Smaak",
        "houdbaarheid": "Houdbaarheid",
    }
    assert {"key": "price", "title": "Prijs", "type": "range"} in facets
    diets = {v for p in _shop()["products"] for v in p["attributes"].get("dieet", [])}
    assert diets == {"vegan", "glutenvrij", "lactosevrij"}


def test_products_are_complete_and_point_at_what_exists():
    demo = _demo()
    webshop = demo["project"]["modules"]["webshop"]
    categories = {c["id"] for c in demo["shop"]["categories"]}
    forms = {f["id"] for f in demo["forms"]}
    facets = {f["key"] for f in webshop["facets"] if f["type"] == "list"}
    products = demo["shop"]["products"]
    assert 40 <= len(products) <= 50
    for field in ("id", "path", "sku"):
        assert len({p[field] for p in products}) == len(products), field
    for product in products:
        where = product["id"]
        assert KEY.match(where) and product["path"] == f"/product/{product['slug']}"
        assert product["categories"] and set(product["categories"]) <= categories, where
        assert product["vat_rate"] in webshop["vat_rates"], where
        assert product["layout"] in {"0", "1", "2", "3"}, where
        price = _euros(product["price"]["incl_tax"])
        if product["sale_price"] is not None:
            assert _euros(product["sale_price"]["incl_tax"]) < price, where
        assert set(product["attributes"]) <= facets, where
        assert all(
            isinstance(values, list) and values and all(isinstance(v, str) for v in values)
            for values in product["attributes"].values()
        ), where
        for url in [product["main_image"], *filter(None, product["sub_images"].split("|"))]:
            assert (MEDIA / url.lstrip("/")).is_file(), (where, url)
        assert isinstance(product["stock"], int) and product["stock"] >= 0
        if product["enable_form"]:
            assert product["form_id"] in forms, where
        if product["enable_affiliate"]:
            assert product["affiliate_link"].startswith("https://"), where
        assert product["intro_description"] and product["description"]["blocks"], where


def test_the_shop_shows_every_card_layout_rate_and_sales_mode():
    products = _shop()["products"]
    assert {p["layout"] for p in products} == {"0", "1", "2", "3"}
    assert {p["vat_rate"] for p in products} == {21, 9, 0}
    assert len([p for p in products if p["sale_price"]]) >= 3
    sold_out = [p for p in products if p["stock_management"] and p["stock"] == 0]
    in_stock = [p for p in products if p["stock_management"] and p["stock"] > 0]
    assert len(sold_out) == 1 and len(in_stock) >= 3
    quotes = [p for p in products if p["enable_quote"] and not p["enable_checkout"]]
    assert quotes and all(p["layout"] == "2" for p in quotes)
    assert "bruidstaarten" in quotes[0]["categories"]
    forms = [p for p in products if p["enable_form"]]
    assert len(forms) == 1 and not forms[0]["enable_checkout"]
    affiliates = [p for p in products if p["enable_affiliate"]]
    assert len(affiliates) == 1 and not affiliates[0]["enable_checkout"]


def test_options_show_every_kind_and_calculations_find_their_number():
    products = _shop()["products"]
    kinds = set()
    for product in products:
        connections = {o.get("connection_id") for o in product["options"] if o.get("connection_id")}
        for option in product["options"]:
            kinds.add(option["layout"])
            assert option["layout"] in OPTION_LAYOUTS and option["title"]
            if option["layout"] == "select":
                assert option["options"] and all(_euros(o["price"]) >= 0 for o in option["options"])
            if option["layout"] in {"number", "checkbox"}:
                _euros(option["price"])
            if option["layout"] == "calculation":
                calculation = option["calculation_options"]
                assert calculation["type"] in {"multiply_relation_value", "add_relation_value"}
                assert calculation["connection_id_from"] in connections, product["id"]
                _euros(calculation["value"])
    assert kinds == OPTION_LAYOUTS
    sizes = [
        [entry["title"] for entry in option["options"]]
        for product in products
        for option in product["options"]
        if option["layout"] == "select"
    ]
    assert ["6 personen", "10 personen", "16 personen"] in sizes
    per_person = next(p for p in products if p["exclude_base_price"])
    calculation = next(o for o in per_person["options"] if o["layout"] == "calculation")
    assert calculation["calculation_options"]["type"] == "multiply_relation_value"


def test_the_shop_pages_have_their_templates_and_the_business_its_address():
    demo = _demo()
    webshop = demo["project"]["modules"]["webshop"]
    templates = {t["id"]: t for t in demo["templates"]}
    for setting, section in (
        ("product_template", "webshopProductsOne"),
        ("category_template", "webshopCategoriesOne"),
        ("search_template", "webshopSearch"),
    ):
        sections = [s["template"] for s in templates[webshop[setting]]["components"]]
        assert sections == ["headerOneSearch", "breadcrumbsOne", section, "footersTwo"]
    business = webshop["business"]
    assert business["country"] == "NL" and business["postcode"] == "1011 AB"
    assert all(
        re.fullmatch(r"\d\d:\d\d", hours[key])
        for hours in business["opening_hours"]
        for key in ("opens", "closes")
    )


def test_the_home_page_lists_products_and_categories_of_the_shop():
    demo = _demo()
    shop = demo["shop"]
    home = next(p for p in demo["pages"] if p["path"] == "/")
    blocks = {b["type"]: b["props"] for s in home["components"] for b in _walk(s.get("blocks", []))}
    chosen = blocks["products"]["products_mutated"]["ids"]
    assert chosen and set(chosen) <= {p["id"] for p in shop["products"]}
    categories = blocks["productcategories"]["productcategories_mutated"]["ids"]
    assert set(categories) == {c["id"] for c in shop["categories"] if c["parent"] == "winkel"}


def _walk(blocks):
    for block in blocks:
        yield block
        for slot in block.get("slots", {}).values():
            yield from _walk(slot)
