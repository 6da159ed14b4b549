"""The shop's door: what visitors' answers and the orchestrator in `api/sites` read of
the shop (docs/shop.md, Reads).

- `catalogue.py`: products and categories by path and key, the cards listings show,
  category chains and trees, stock; the projects with products;
- `pages.py`: the shop's pages in the page bundle (product, category, search, the 301
  of a moved path) and the cards of the webshop blocks on any page;
- from the rest of the shop: the search index's documents and the sitemap's paths
  (`search_feed.py`), the webshop settings as visitors' pages read them
  and the project modules without the shop's private keys (`settings.py`).

Everything is a Core select returning plain rows or small views; products and
categories have no draft state, so what is stored is what visitors see.
"""

from api.shop.reads.catalogue import (
    Card,
    category_by_key,
    category_by_path,
    category_cards,
    category_chain,
    descendants,
    product_by_path,
    product_card,
    product_cards_by_ids,
    product_cards_by_keys,
    product_cards_first,
    product_cards_in_category,
    product_categories,
    product_count_in_category,
    product_custom_fields,
    projects_with_products,
    redirect_by_path,
    stock,
)
from api.shop.reads.pages import (
    SEARCH_PATH,
    Redirect,
    ShopPage,
    blocks_shop,
    facet_definitions,
    selections_shop,
    shop_page_by_path,
)
from api.shop.search_feed import SearchDocument, all_public_paths, search_documents
from api.shop.settings import DEFAULT_PAGES, WebshopSettings, public_modules, webshop_settings

__all__ = [
    "DEFAULT_PAGES",
    "SEARCH_PATH",
    "Card",
    "Redirect",
    "SearchDocument",
    "ShopPage",
    "WebshopSettings",
    "all_public_paths",
    "blocks_shop",
    "category_by_key",
    "category_by_path",
    "category_cards",
    "category_chain",
    "descendants",
    "facet_definitions",
    "product_by_path",
    "product_card",
    "product_cards_by_ids",
    "product_cards_by_keys",
    "product_cards_first",
    "product_cards_in_category",
    "product_categories",
    "product_count_in_category",
    "product_custom_fields",
    "projects_with_products",
    "public_modules",
    "redirect_by_path",
    "search_documents",
    "selections_shop",
    "shop_page_by_path",
    "stock",
    "webshop_settings",
]
