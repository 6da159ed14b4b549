"""Which products and categories the webshop blocks of a component list show.

The `products`, `productcategories` and `addtocart` blocks store a selection, not the
data: `products_mutated {ids?, category?, limit?}`, `productcategories_mutated {ids?,
parent?}` and `product_mutated {id}`. A page bundle resolves each block's selection
into cards (api/sites/shop_pages.py); this module only finds them, by block id, with
the values read defensively (stored props may predate the webshop).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# Listings are capped: a block shows at most this many products.
MAX_LISTING = 200
DEFAULT_LISTING = 24

# Sections whose empty state (an empty cart or checkout, no search results, a page not
# found) offers the shop's categories and a few products.
WAYS_ON_SECTIONS = frozenset(
    {"webshopShoppingcart", "webshopCheckout", "webshopSearch", "PageNotFound"}
)
WAYS_ON_CATEGORIES = "wm-ways-on-categories"
WAYS_ON_PRODUCTS = "wm-ways-on-products"
WAYS_ON_PRODUCT_COUNT = 4


@dataclass(frozen=True)
class ProductListing:
    block_id: str
    keys: tuple[str, ...] = ()
    category: str = ""
    limit: int = DEFAULT_LISTING


@dataclass(frozen=True)
class CategoryListing:
    block_id: str
    keys: tuple[str, ...] = ()
    parent: str = ""


@dataclass(frozen=True)
class SingleProduct:
    block_id: str
    key: str


Selection = ProductListing | CategoryListing | SingleProduct


def _key(value: Any) -> str:
    if isinstance(value, bool):
        return ""
    if isinstance(value, int):
        return str(value)
    return value.strip() if isinstance(value, str) else ""


def _keys(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list):
        return ()
    return tuple(dict.fromkeys(key for key in map(_key, value[:MAX_LISTING]) if key))


def _record(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _selection(block: dict) -> Selection | None:
    block_id = block.get("id")
    if not isinstance(block_id, str) or not block_id:
        return None
    props = _record(block.get("props"))
    kind = block.get("type")
    if kind == "products":
        chosen = _record(props.get("products_mutated"))
        limit = chosen.get("limit")
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            limit = DEFAULT_LISTING
        return ProductListing(
            block_id,
            _keys(chosen.get("ids")),
            _key(chosen.get("category")),
            min(limit, MAX_LISTING),
        )
    if kind == "productcategories":
        chosen = _record(props.get("productcategories_mutated"))
        return CategoryListing(block_id, _keys(chosen.get("ids")), _key(chosen.get("parent")))
    if kind == "addtocart":
        key = _key(_record(props.get("product_mutated")).get("id"))
        return SingleProduct(block_id, key) if key else None
    return None


def _visit(block: Any, found: list[Selection], depth: int) -> None:
    if not isinstance(block, dict) or depth > 50:
        return
    selection = _selection(block)
    if selection is not None:
        found.append(selection)
    slots = block.get("slots")
    for children in slots.values() if isinstance(slots, dict) else ():
        for child in children if isinstance(children, list) else ():
            _visit(child, found, depth + 1)


@dataclass(frozen=True)
class TreeSelections:
    """The webshop block selections of one component list, in page order, and whether
    a section of WAYS_ON_SECTIONS is among its sections."""

    selections: tuple[Selection, ...]
    ways_on: bool


def tree_selections(components: Any) -> TreeSelections:
    found: list[Selection] = []
    ways_on = False
    for section in components if isinstance(components, list) else ():
        if isinstance(section, dict) and section.get("template") in WAYS_ON_SECTIONS:
            ways_on = True
        blocks = section.get("blocks") if isinstance(section, dict) else None
        for block in blocks if isinstance(blocks, list) else ():
            _visit(block, found, 0)
    return TreeSelections(tuple(found), ways_on)


def joined_selections(trees: list[TreeSelections]) -> list[Selection]:
    """The selections of several component lists, in their order, and the ways-on
    listings once when any of them has a ways-on section."""
    found = [selection for tree in trees for selection in tree.selections]
    if any(tree.ways_on for tree in trees):
        found.append(CategoryListing(WAYS_ON_CATEGORIES))
        found.append(ProductListing(WAYS_ON_PRODUCTS, limit=WAYS_ON_PRODUCT_COUNT))
    return found


def shop_selections(component_lists: list[Any]) -> list[Selection]:
    """Every webshop block selection in the given component lists, in page order, and
    the ways-on listings once when a section of WAYS_ON_SECTIONS is among them."""
    return joined_selections([tree_selections(components) for components in component_lists])
