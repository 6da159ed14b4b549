"""The webshop's visitor pages in the page bundle (docs/shop.md, "Pages and routing").

The resolver behind `page-bundle?path=`: a stored page wins, then a product's path,
a category's path, the search page, and a moved product's or category's old path
(answered with a redirect). Product, category and search pages have no page row: their
components are the reusable template named in the webshop settings (a single webshop
section when the project has none), their custom_fields come from the catalogue.

Every page's webshop blocks (products, productcategories, addtocart) are resolved here
too, into `bundle.shop` (cards by key, listings by block id), so the SSR still makes
one API call per page.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sqlmodel import Session

from api.cache.changes import category_key, product_key, template_key
from api.catalogue.shopselections import (
    CategoryListing,
    ProductListing,
    SingleProduct,
    shop_selections,
)
from api.pages.models import Page
from api.search import DefaultIndex, FacetDefinition, SearchRegistry
from api.shop import redirects, visitor_reads
from api.shop.settings import WebshopSettings, webshop_settings
from api.shop.views import category_card, plain_text, product_card, product_fields
from api.sites import rows

SEARCH_PATH = "/search"
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
    """A virtual page of the shop, ready for the bundle assembler."""

    kind: str
    page: Page
    breadcrumbs: list[dict]
    keys: list[str] = field(default_factory=list)
    forms: set[str] = field(default_factory=set)


@dataclass(frozen=True)
class Redirect:
    location: str
    keys: list[str]


def facet_definitions(settings: WebshopSettings, only: list | None = None) -> list[FacetDefinition]:
    """The project's facets (price range included); `only` (a category's filter keys)
    narrows them when it names any."""
    facets = [
        FacetDefinition(str(facet.get("key")), str(facet.get("title") or facet.get("key")),
                        "range" if facet.get("type") == "range" else "list")
        for facet in settings.all_facets
        if isinstance(facet.get("key"), str) and facet.get("key")
    ]
    wanted = [key for key in only or () if isinstance(key, str)]
    return [facet for facet in facets if facet.key in wanted] if wanted else facets


def registry_for(session: Session, search: SearchRegistry | None) -> SearchRegistry:
    """The process's registry; a throwaway one reading through `session` otherwise
    (command-line and benchmark callers)."""
    if search is not None:
        return search
    return SearchRegistry(
        DefaultIndex(),
        lambda project_id, ids: visitor_reads.search_documents(session, project_id, ids),
    )


def _template(session: Session, project_id: int, key: str, kind: str) -> tuple[list, list[str]]:
    found = rows.templates(session, project_id, [key])
    if found:
        return found[0].components, [template_key(found[0].id)]
    return [{"id": f"webshop-{kind}", "template": FALLBACK_SECTIONS[kind], "meta": {}, "blocks": []}], []


def _virtual_page(project_id: int, path: str, title: str, seo_title: str, seo_description: str,
                  custom_fields: dict, components: list) -> Page:
    return Page(
        id=None,
        project_id=project_id,
        path=path,
        post_title=title,
        seo_title=seo_title or title,
        seo_description=seo_description,
        custom_fields=custom_fields,
        components=components,
        noindex=False,
    )


def _crumbs(chain: list[Any], last_title: str, last_url: str) -> list[dict]:
    crumbs = [dict(HOME)]
    crumbs += [{"title": row.title, "url": row.path, "active": False} for row in chain]
    crumbs.append({"title": last_title, "url": last_url, "active": True})
    return crumbs


def _product_page(session: Session, project_id: int, row: Any, settings: WebshopSettings) -> ShopPage:
    tree = visitor_reads.category_tree(session, project_id)
    category_ids = visitor_reads.memberships(session, [row.id]).get(row.id, [])
    categories = [tree.by_id[cid] for cid in category_ids if cid in tree.by_id]
    chain = (tree.ancestors(categories[0].id) + [categories[0]]) if categories else []
    components, keys = _template(session, project_id, settings.product_template, "product")
    description = plain_text(row.short_description) or plain_text(row.intro_description)
    page = _virtual_page(
        project_id, row.path, row.title, row.seo_title, row.seo_description or description[:300],
        product_fields(row, [category.key for category in categories]), components,
    )
    keys += [product_key(row.id)] + [category_key(category.id) for category in chain]
    forms = {row.form_id} if row.enable_form and row.form_id else set()
    return ShopPage("product", page, _crumbs(chain, row.title, row.path), keys, forms)


def _category_cards(session: Session, tree: visitor_reads.CategoryTree, children: list) -> list[dict]:
    return [
        category_card(child, visitor_reads.count_products(session, tree.descendants(child.id)))
        for child in children
    ]


def _category_page(session: Session, project_id: int, row: Any, settings: WebshopSettings,
                   search: SearchRegistry) -> ShopPage:
    tree = visitor_reads.category_tree(session, project_id)
    facets = facet_definitions(settings, row.filters)
    answer = search.search(project_id, "", "", category=row.id, facets=facets,
                           limit=CATEGORY_PAGE_PRODUCTS)
    found = visitor_reads.products_by_ids(session, project_id, answer.ids)
    products = [found[pid] for pid in answer.ids if pid in found]
    children = tree.children(row.id)
    components, keys = _template(session, project_id, settings.category_template, "category")
    custom_fields = {
        "layout": row.layout,
        "title": row.title,
        "short_description": row.short_description,
        "description": row.description,
        "products": [product_card(product) for product in products],
        "sub_categories": _category_cards(session, tree, children),
        "filters": answer.facets,
        "category": row.key,
        "product_count": answer.hits,
    }
    seo_description = row.seo_description or plain_text(row.short_description)[:300]
    page = _virtual_page(project_id, row.path, row.title, row.seo_title, seo_description,
                         custom_fields, components)
    chain = tree.ancestors(row.id)
    keys += [category_key(cid) for cid in tree.descendants(row.id)]
    keys += [category_key(child.id) for child in chain]
    keys += [product_key(product.id) for product in products]
    return ShopPage("category", page, _crumbs(chain, row.title, row.path), keys)


def _search_page(session: Session, project_id: int, settings: WebshopSettings) -> ShopPage:
    components, keys = _template(session, project_id, settings.search_template, "search")
    page = _virtual_page(project_id, SEARCH_PATH, "Zoekresultaten", "", "", {}, components)
    page.noindex = True
    crumbs = [dict(HOME), {"title": "Zoekresultaten", "url": SEARCH_PATH, "active": True}]
    return ShopPage("search", page, crumbs, keys)


def resolve(session: Session, project_id: int, path: str, modules: Any,
            search: SearchRegistry | None = None) -> ShopPage | Redirect | None:
    """The shop's page at `path` (a page row with that path was not found), a redirect
    from a moved product's or category's old path, or None."""
    settings = webshop_settings(modules)
    product = visitor_reads.product_by_path(session, project_id, path)
    if product is not None:
        return _product_page(session, project_id, product, settings)
    tree = visitor_reads.category_tree(session, project_id)
    category = tree.by_path.get(path)
    if category is not None:
        return _category_page(session, project_id, category, settings, registry_for(session, search))
    if path == SEARCH_PATH:
        return _search_page(session, project_id, settings)
    moved = redirects.find(session, project_id, path)
    if moved is None:
        return None
    kind, target_id = moved
    if kind == "category" and target_id in tree.by_id:
        return Redirect(tree.by_id[target_id].path, [category_key(target_id)])
    if kind == "product":
        target = visitor_reads.products_by_ids(session, project_id, [target_id]).get(target_id)
        if target is not None:
            return Redirect(target.path, [product_key(target_id)])
    return None


# -- the webshop blocks of any page ---------------------------------------------------

ShopMap = dict[str, dict]


def block_shop(session: Session, project_id: int, component_lists: list[list]) -> tuple[ShopMap | None, list[str]]:
    """`bundle.shop` for the webshop blocks in the components ({products, categories,
    listings}) and the cache keys of what it shows; (None, []) without such blocks."""
    selections = shop_selections(component_lists)
    if not selections:
        return None, []
    shop: ShopMap = {"products": {}, "categories": {}, "listings": {}}
    keys: set[str] = set()
    tree = visitor_reads.category_tree(session, project_id)
    add_products = _product_adder(session, project_id, shop, keys)
    for selection in selections:
        if isinstance(selection, SingleProduct):
            add_products([selection.key])
        elif isinstance(selection, ProductListing):
            shop["listings"][selection.block_id] = _listing(session, project_id, tree, selection,
                                                            add_products, keys)
        elif isinstance(selection, CategoryListing):
            chosen = _chosen_categories(tree, selection)
            for row in chosen:
                keys.add(category_key(row.id))
                if row.key not in shop["categories"]:
                    shop["categories"][row.key] = _category_cards(session, tree, [row])[0]
            shop["listings"][selection.block_id] = [row.key for row in chosen]
    return shop, sorted(keys)


def _product_adder(session: Session, project_id: int, shop: ShopMap, keys: set[str]) -> Callable:
    def add(product_keys: list[str]) -> list[str]:
        missing = [key for key in product_keys if key not in shop["products"]]
        for row in visitor_reads.products_by_keys(session, project_id, missing).values():
            shop["products"][row.key] = product_card(row)
            keys.add(product_key(row.id))
        return [key for key in product_keys if key in shop["products"]]

    return add


def _listing(session: Session, project_id: int, tree: visitor_reads.CategoryTree,
             selection: ProductListing, add_products: Callable, keys: set[str]) -> list[str]:
    if selection.keys:
        return add_products(list(selection.keys))[: selection.limit]
    category = tree.by_key.get(selection.category) if selection.category else None
    if selection.category and category is None:
        return []
    scope = tree.descendants(category.id) if category else None
    if category is not None:
        keys.update(category_key(cid) for cid in scope)
    return add_products(visitor_reads.product_keys_in(session, project_id, scope, selection.limit))


def _chosen_categories(tree: visitor_reads.CategoryTree, selection: CategoryListing) -> list:
    if selection.keys:
        return [tree.by_key[key] for key in selection.keys if key in tree.by_key]
    parent = tree.by_key.get(selection.parent) if selection.parent else None
    if selection.parent and parent is None:
        return []
    return tree.children(parent.id if parent else None)
