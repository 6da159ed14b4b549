"""The webshop's visitor pages in the page bundle (docs/shop.md, "Pages and routing").

The resolver behind `page-bundle?path=` once no stored page has the path: a product's
path, a category's path, the search page, and a moved product's or category's old path
(answered with a redirect). Product, category and search pages have no page row: their
custom_fields come from the catalogue; their components are the reusable template the
webshop settings name (`ShopPage.template`, looked up by the page bundle through the
pages domain's door), else a single webshop section (`ShopPage.fallback`).

Every page's webshop blocks (products, productcategories, addtocart) are resolved here
too, into `bundle.shop` (cards by key, listings by block id), so the SSR still makes
one API call per page.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from sqlmodel import Session

from api.cache.changes import category_key, product_key, shop_key
from api.catalogue.shopselections import (
    WAYS_ON_CATEGORIES,
    CategoryListing,
    ProductListing,
    Selection,
    SingleProduct,
    shop_selections,
)
from api.search import FacetDefinition, SearchRegistry
from api.shop.plaintext import plain_text
from api.shop.reads import catalogue as reads
from api.shop.settings import WebshopSettings, webshop_settings

SEARCH_PATH = "/search"
SEARCH_TITLE = "Zoekresultaten"
# A category page shows this many products server-side; its filter island asks the
# search call for the rest.
CATEGORY_PAGE_PRODUCTS = 48
HOME = {"title": "Home", "url": "/", "active": False}
FALLBACK_SECTIONS = {
    "product": "webshopProductsOne",
    "category": "webshopCategoriesOne",
    "search": "webshopSearch",
}


@dataclass
class ShopPage:
    """A page of the shop without a page row, ready for the bundle assembler: the
    fields a page shows, the reusable template to render it with (`fallback`, a single
    webshop section, when the project has none of that key), its breadcrumbs, the cache
    keys of what it shows and the forms it needs besides its components'."""

    kind: str
    path: str
    post_title: str
    seo_title: str
    seo_description: str
    custom_fields: dict
    template: str
    fallback: dict
    breadcrumbs: list[dict]
    keys: list[str] = field(default_factory=list)
    forms: set[str] = field(default_factory=set)
    noindex: bool = False


@dataclass(frozen=True)
class Redirect:
    location: str
    keys: list[str]


def facet_definitions(
    settings: WebshopSettings, only: Iterable | None = None
) -> list[FacetDefinition]:
    """The project's facets (price range included); `only` (a category's filter keys)
    narrows them when it names any."""
    facets = [
        FacetDefinition(
            facet["key"],
            str(facet.get("title") or facet["key"]),
            "range" if facet.get("type") == "range" else "list",
        )
        for facet in settings.all_facets
        if isinstance(facet.get("key"), str) and facet["key"]
    ]
    wanted = [key for key in only or () if isinstance(key, str)]
    return [facet for facet in facets if facet.key in wanted] if wanted else facets


def _fallback(kind: str) -> dict:
    return {"id": f"webshop-{kind}", "template": FALLBACK_SECTIONS[kind], "meta": {}, "blocks": []}


def _crumbs(chain: list[Any], title: str, url: str) -> list[dict]:
    crumbs = [dict(HOME)]
    crumbs += [{"title": row.title, "url": row.path, "active": False} for row in chain]
    crumbs.append({"title": title, "url": url, "active": True})
    return crumbs


def _product_page(
    session: Session, project_id: int, row: Any, settings: WebshopSettings
) -> ShopPage:
    categories = reads.product_categories(session, row.id)
    chain = reads.category_chain(session, project_id, categories[0].id) if categories else []
    description = (
        row.seo_description
        or (plain_text(row.short_description) or plain_text(row.intro_description))[:300]
    )
    keys = [product_key(row.id)] + [category_key(category.id) for category in chain]
    return ShopPage(
        kind="product",
        path=row.path,
        post_title=row.title,
        seo_title=row.seo_title or row.title,
        seo_description=description,
        custom_fields=reads.product_custom_fields(session, row),
        template=settings.product_template,
        fallback=_fallback("product"),
        breadcrumbs=_crumbs(chain, row.title, row.path),
        keys=keys,
        forms={row.form_id} if row.enable_form and row.form_id else set(),
    )


def _category_page(
    session: Session, project_id: int, row: Any, settings: WebshopSettings, search: SearchRegistry
) -> ShopPage:
    facets = facet_definitions(settings, row.filters)
    answer = search.search(
        project_id, "", "", category=row.id, facets=facets, limit=CATEGORY_PAGE_PRODUCTS
    )
    products = reads.product_cards_by_ids(session, project_id, answer.ids)
    children = reads.category_cards(session, project_id, parent_id=row.id)
    custom_fields = {
        "layout": row.layout,
        "title": row.title,
        "short_description": row.short_description,
        "description": row.description,
        "products": [card.view for card in products],
        "sub_categories": [card.view for card in children],
        "filters": answer.facets,
        "category": row.key,
        "product_count": answer.hits,
    }
    chain = reads.category_chain(session, project_id, row.id)
    # Any product joining or leaving the category (or one below it) changes the page.
    keys = [category_key(cid) for cid in reads.descendants(session, project_id, row.id)]
    keys += [category_key(item.id) for item in chain]
    keys += [category_key(card.id) for card in children]
    keys += [product_key(card.id) for card in products]
    return ShopPage(
        kind="category",
        path=row.path,
        post_title=row.title,
        seo_title=row.seo_title or row.title,
        seo_description=row.seo_description or plain_text(row.short_description)[:300],
        custom_fields=custom_fields,
        template=settings.category_template,
        fallback=_fallback("category"),
        breadcrumbs=_crumbs(chain[:-1], row.title, row.path),
        keys=keys,
    )


def _search_page(project_id: int, settings: WebshopSettings) -> ShopPage:
    crumbs = [dict(HOME), {"title": SEARCH_TITLE, "url": SEARCH_PATH, "active": True}]
    return ShopPage(
        kind="search",
        path=SEARCH_PATH,
        post_title=SEARCH_TITLE,
        seo_title=SEARCH_TITLE,
        seo_description="",
        custom_fields={},
        template=settings.search_template,
        fallback=_fallback("search"),
        breadcrumbs=crumbs,
        # The SSR renders the results of the URL's search into the page (ssr/site/
        # searchPage.ts): every shop write may change them.
        keys=[shop_key(project_id)],
        noindex=True,
    )


def shop_page_by_path(
    session: Session, project_id: int, path: str, modules: Any, search: SearchRegistry
) -> ShopPage | Redirect | None:
    """The shop's page at `path` (no page row has that path), a redirect from a moved
    product's or category's old path, or None. `modules` are the project's (its
    webshop settings name the templates and facets); `search` finds a category page's
    first products."""
    settings = webshop_settings(modules)
    product = reads.product_by_path(session, project_id, path)
    if product is not None:
        return _product_page(session, project_id, product, settings)
    category = reads.category_by_path(session, project_id, path)
    if category is not None:
        return _category_page(session, project_id, category, settings, search)
    if path == SEARCH_PATH:
        return _search_page(project_id, settings)
    moved = reads.redirect_by_path(session, project_id, path)
    if moved is None:
        return None
    make_key = product_key if moved["kind"] == "product" else category_key
    return Redirect(moved["location"], [make_key(moved["target_id"])])


# -- the webshop blocks of any page ---------------------------------------------------


def blocks_shop(
    session: Session, project_id: int, component_lists: list
) -> tuple[dict | None, list[str], list]:
    """`bundle.shop` for the webshop blocks in the components ({products, categories,
    listings}), the cache keys of what it shows and the text values of its cards
    (`Card.texts`: every string of `bundle.shop` is among them, or is a card's key);
    (None, [], []) without such blocks."""
    return selections_shop(session, project_id, shop_selections(component_lists))


def selections_shop(
    session: Session, project_id: int, selections: list[Selection]
) -> tuple[dict | None, list[str], list]:
    """`blocks_shop` for the selections found already (api.catalogue.shopselections)."""
    if not selections:
        return None, [], []
    shop: dict = {"products": {}, "categories": {}, "listings": {}}
    keys: set[str] = set()
    texts: list = []

    def take(cards: list, into: str, key_of) -> list[str]:
        for card in cards:
            shop[into].setdefault(card.key, card.view)
            keys.add(key_of(card.id))
            texts.extend(card.texts)
        return [card.key for card in cards]

    for selection in selections:
        if isinstance(selection, SingleProduct):
            take(
                reads.product_cards_by_keys(session, project_id, [selection.key]),
                "products",
                product_key,
            )
        elif isinstance(selection, ProductListing):
            cards = _listing(session, project_id, selection, keys)
            shop["listings"][selection.block_id] = take(cards, "products", product_key)
        elif isinstance(selection, CategoryListing):
            cards = _categories(session, project_id, selection)
            if selection.block_id == WAYS_ON_CATEGORIES:
                cards = _ways_on_categories(session, project_id, cards)
            shop["listings"][selection.block_id] = take(cards, "categories", category_key)
    return shop, sorted(keys), texts


def _listing(session: Session, project_id: int, selection: ProductListing, keys: set[str]) -> list:
    if selection.keys:
        return reads.product_cards_by_keys(session, project_id, selection.keys)[: selection.limit]
    if not selection.category:
        return reads.product_cards_first(session, project_id, selection.limit)
    category = reads.category_by_key(session, project_id, selection.category)
    if category is None:
        return []
    keys.update(category_key(cid) for cid in reads.descendants(session, project_id, category.id))
    return reads.product_cards_in_category(session, project_id, category.id, limit=selection.limit)


def _ways_on_categories(session: Session, project_id: int, top: list) -> list:
    """The categories a dead end offers: the top ones, or, when the shop has a single
    top category (a 'Winkel' holding everything), the ones right under it."""
    if len(top) != 1:
        return top
    return reads.category_cards(session, project_id, parent_id=top[0].id) or top


def _categories(session: Session, project_id: int, selection: CategoryListing) -> list:
    if selection.keys:
        chosen = {
            card.key: card
            for card in reads.category_cards(session, project_id, keys=selection.keys)
        }
        return [chosen[key] for key in selection.keys if key in chosen]
    if not selection.parent:
        return reads.category_cards(session, project_id)
    parent = reads.category_by_key(session, project_id, selection.parent)
    return [] if parent is None else reads.category_cards(session, project_id, parent_id=parent.id)
