"""A small shop in a site document, shared by the shop's tests."""

import copy

from api.demo import read_document

RICH = {"time": 1, "blocks": [{"type": "paragraph", "data": {"text": "Vers uit de oven"}}]}
SHOP = {
    "categories": [
        {"id": "taarten", "parent": None, "slug": "taarten", "title": "Taarten",
         "description": RICH, "layout": "products_filters", "position": 1,
         "filters": ["soort", "price"]},
        {"id": "vlaaien", "parent": "taarten", "slug": "vlaaien", "title": "Vlaaien",
         "position": 2},
        {"id": "brood", "parent": None, "slug": "brood", "title": "Brood", "position": 3},
    ],
    "products": [
        {"id": "appeltaart", "title": "Appeltaart", "sku": "TA-001",
         "price": {"incl_tax": "24.95"}, "vat_rate": 9, "stock_management": True, "stock": 3,
         "short_description": "<b>Met</b> kaneel", "categories": ["taarten"],
         "attributes": {"soort": ["taart"], "allergenen": ["gluten", "ei"]}, "position": 1,
         "options": [
             {"title": "Formaat", "layout": "select",
              "options": [{"title": "6 personen", "price": "0"},
                          {"title": "10 personen", "price": "8.50"}]},
             {"title": "Naam op de taart", "layout": "text"},
         ]},
        {"id": "kersenvlaai", "title": "Kersenvlaai", "price": {"incl_tax": "18.50"},
         "sale_price": {"incl_tax": "15.00"}, "vat_rate": 9, "categories": ["vlaaien"],
         "attributes": {"soort": ["vlaai"]}, "position": 2},
        {"id": "volkoren", "title": "Volkorenbrood", "price": {"excl_tax": "3.00"},
         "vat_rate": 9, "categories": ["brood"], "position": 3},
        {"id": "bruidstaart", "title": "Bruidstaart", "price": {"incl_tax": "250"},
         "vat_rate": 21, "enable_checkout": False, "enable_quote": True,
         "categories": ["taarten"], "position": 4},
    ],
}  # fmt: skip


def shop_document(shop: dict | None = None) -> dict:
    """The second demo site with the shop (or `shop`)."""
    document = read_document("second.json")
    document["shop"] = copy.deepcopy(SHOP if shop is None else shop)
    return document
