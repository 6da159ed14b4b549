"""The owner's use cases for the shop's products (products.py) and categories
(categories.py), and what both share (rows.py): the page window of lists, versions,
path clashes and partial writes. Routes use this package through its names below."""

from api.shop.service.categories import (
    CATEGORY_MISSING,
    CATEGORY_TAKEN,
    HAS_CHILDREN,
    STALE_CATEGORY,
    add_category,
    category_of_project,
    delete_category,
    edit_category,
    get_category,
    list_categories,
    parent_key,
)
from api.shop.service.products import (
    PRODUCT_MISSING,
    PRODUCT_TAKEN,
    STALE_PRODUCT,
    add_product,
    delete_product,
    edit_product,
    get_product,
    list_products,
    product_categories,
    product_of_project,
)
from api.shop.service.rows import MAX_LIMIT, Written, read_page_window

__all__ = [
    "CATEGORY_MISSING",
    "CATEGORY_TAKEN",
    "HAS_CHILDREN",
    "MAX_LIMIT",
    "PRODUCT_MISSING",
    "PRODUCT_TAKEN",
    "STALE_CATEGORY",
    "STALE_PRODUCT",
    "Written",
    "add_category",
    "add_product",
    "category_of_project",
    "delete_category",
    "delete_product",
    "edit_category",
    "edit_product",
    "get_category",
    "get_product",
    "list_categories",
    "list_products",
    "parent_key",
    "product_categories",
    "product_of_project",
    "read_page_window",
]
