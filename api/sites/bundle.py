"""The page bundle: everything the SSR layer needs to render one path of a project.

A bundle holds the project, the page (public components only, breadcrumbs derived
from the path when none are stored: breadcrumbs.py), the menus, forms and reusable
templates its public sections refer to (transitively, through templates), the
canonical URL and the cache keys of all of it.

What only a password page's secured components refer to never enters the bundle (it
is public HTML, cached by Varnish): `secured_answer` sends it with the components once
the password is right.

Everything comes through the domains' doors (`api/<domain>/reads.py`), which decide
what visitors see: only published pages, menus, forms and templates, never a draft.
Bundles leave here as finished answers (answers.py): rendered once, served as bytes.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass, field

from cachetools import LRUCache
from sqlmodel import Session

from api.cache import CachedBundle
from api.cache.changes import form_key, menu_key, page_key, project_key, template_key
from api.catalogue import referenced_keys
from api.catalogue.shopselections import TreeSelections, joined_selections, tree_selections
from api.forms import reads as forms
from api.media.reads import image_urls, media_map
from api.menus import reads as menus
from api.pages import reads as pages
from api.projects import reads as projects
from api.redirects import reads as redirects
from api.shop import reads as shop
from api.sites import answers
from api.sites.breadcrumbs import page_breadcrumbs
from api.sites.search_index import SearchRegistry, registry_for

# Cache slot of a project's 404 answer, shared by every unknown path.
NOT_FOUND_SLOT = "\x00not-found"
SECURED_PROJECT_FIELDS = (
    "id", "title", "logo", "translations", "cookie_consent", "global_fields", "domain_live",
)  # fmt: skip
NOT_FOUND_SECTION = {"id": "page-not-found", "template": "PageNotFound", "meta": {}, "blocks": []}
NOT_FOUND_TITLE = "Pagina niet gevonden"


@dataclass(frozen=True)
class StandInPage:
    """A page without a row of its own, shaped like the pages door's rows: the shop's
    product, category and search pages, and the 404 page of a project without one."""

    path: str
    post_title: str
    seo_title: str
    components: list
    seo_description: str = ""
    custom_fields: dict = field(default_factory=dict)
    breadcrumbs: list = field(default_factory=list)
    noindex: bool = False
    id: None = None
    password_hash: None = None
    # The stored text of `components` when they are a published template's.
    stored_components: str | None = None


@dataclass(frozen=True)
class TreeFacts:
    """What a bundle reads of a component tree besides the tree itself: the menus,
    forms and templates it refers to, its webshop blocks' selections and its image
    URLs. A pure function of the tree."""

    references: dict[str, frozenset[str]]
    shop: TreeSelections
    images: frozenset[str]


def tree_facts(components: list) -> TreeFacts:
    keys = referenced_keys(components)
    return TreeFacts(
        references={kind: frozenset(found) for kind, found in keys.items()},
        shop=tree_selections(components),
        images=frozenset(image_urls([components])),
    )


# The facts of stored trees, by their stored JSON text (`stored_components` of a
# published page or template row): walking a tree costs more than reading it, and a
# tree changes far less often than bundles are built. The text is the key, so a changed
# tree can never meet the facts of its old text; bounded by the texts' total length.
STORED_FACTS_CHARACTERS = 16 * 1024 * 1024
# Entries are (length of the text, facts).
_stored_facts: LRUCache = LRUCache(
    maxsize=STORED_FACTS_CHARACTERS, getsizeof=lambda entry: entry[0]
)
_stored_facts_lock = threading.Lock()


def _facts(row) -> TreeFacts:
    """The facts of a page's or template's components; remembered by the stored text
    when the row has it (published rows in the current content schema)."""
    text = getattr(row, "stored_components", None)
    if not isinstance(text, str) or len(text) > STORED_FACTS_CHARACTERS // 16:
        return tree_facts(row.components)
    with _stored_facts_lock:
        entry = _stored_facts.get(text)
    if entry is not None:
        return entry[1]
    found = tree_facts(row.components)
    with _stored_facts_lock:
        _stored_facts[text] = (len(text), found)
    return found


def canonical_url(scheme: str, domain: str, path: str) -> str:
    return f"{scheme}://{domain}{path}"


def find_bundle(
    session: Session, project_id: int, path: str, scheme: str, search: SearchRegistry | None = None
) -> CachedBundle | None:
    """The bundle of the page at `path` (a stored page, else the shop's product,
    category or search page, or a redirect from a moved one), or None when the project
    has nothing there. The owner's redirects come first, before any page."""
    moved = redirects.redirect_by_path(session, project_id, path)
    if moved is not None:
        return _owner_redirect(project_id, moved)
    page = pages.published_page_by_path(session, project_id, path)
    if page is not None:
        return _assemble(session, project_id, page, scheme, status_code=200)
    project = projects.published_project(session, project_id)
    registry = registry_for(session, search)
    found = shop.shop_page_by_path(session, project_id, path, project.modules, registry)
    if found is None:
        return None
    if isinstance(found, shop.Redirect):
        return _redirect(project_id, found)
    return _assemble_shop_page(session, project_id, found, scheme)


def _assemble_shop_page(
    session: Session, project_id: int, found: shop.ShopPage, scheme: str
) -> CachedBundle:
    """A shop page rendered with the reusable template its settings name, or with its
    fallback section when the project has no published template of that key."""
    templates = pages.published_templates_by_keys(session, project_id, [found.template])
    if templates:
        components, keys = templates[0].components, [template_key(templates[0].id)]
        stored = getattr(templates[0], "stored_components", None)
    else:
        components, keys, stored = [found.fallback], [], None
    page = StandInPage(
        path=found.path,
        post_title=found.post_title,
        seo_title=found.seo_title,
        seo_description=found.seo_description,
        custom_fields=found.custom_fields,
        components=components,
        noindex=found.noindex,
        stored_components=stored,
    )
    return _assemble(
        session, project_id, page, scheme, status_code=200, shop_page=found, page_keys=keys
    )


def _redirect(project_id: int, redirect: shop.Redirect) -> CachedBundle:
    """The answer for a moved product's or category's old path: the SSR answers 301."""
    keys = [project_key(project_id), *redirect.keys]
    head = {"redirect": {"location": redirect.location, "status": 301}}
    tail = {"cache": {"cacheable": True, "keys": keys}, "not_found": False}
    return answers.page_answer(project_id, keys, head, redirect.location, tail)


def _owner_redirect(project_id: int, found: redirects.FoundRedirect) -> CachedBundle:
    """The answer for an old path the owner redirected (docs/redirects.md): the SSR
    answers its status (301 or 302) with the target as Location; `external` tells it
    that an absolute https URL on another site is meant."""
    keys = [project_key(project_id)]
    redirect = {"location": found.location, "status": found.status}
    if found.external:
        redirect["external"] = True
    tail = {"cache": {"cacheable": True, "keys": keys}, "not_found": False}
    return answers.page_answer(project_id, keys, {"redirect": redirect}, found.location, tail)


def not_found_bundle(session: Session, project_id: int, scheme: str) -> CachedBundle:
    page = pages.published_page_by_path(session, project_id, pages.NOT_FOUND_PATH)
    if page is None:
        page = StandInPage(
            path=pages.NOT_FOUND_PATH,
            post_title=NOT_FOUND_TITLE,
            seo_title=NOT_FOUND_TITLE,
            components=[NOT_FOUND_SECTION],
        )
    return _assemble(session, project_id, page, scheme, status_code=404)


def _references(
    session: Session,
    project_id: int,
    facts: list[TreeFacts],
    extra_forms: set[str] = frozenset(),
) -> tuple[dict, list[TreeFacts]]:
    """The menus, forms and templates the trees refer to (transitively, through
    templates), and the facts of the templates' trees."""
    found = {"menus": set(), "forms": set(extra_forms), "templates": set()}

    def collect(tree: TreeFacts) -> set[str]:
        for kind in found:
            found[kind] |= tree.references.get(kind, frozenset())
        return set(tree.references.get("templates", ()))

    pending: set[str] = set()
    for tree in facts:
        pending |= collect(tree)
    templates: dict = {}
    template_facts: dict = {}
    # Templates may place other templates; follow them until nothing new turns up.
    while pending:
        found_rows = pages.published_templates_by_keys(session, project_id, pending)
        pending = set()
        for row in found_rows:
            templates[row.key] = row
            template_facts[row.key] = _facts(row)
        for row in found_rows:
            pending |= collect(template_facts[row.key]) - templates.keys()
    keys = sorted(templates)
    refs = {
        "menus": menus.published_menus_by_keys(session, project_id, found["menus"]),
        "forms": forms.published_forms_by_keys(session, project_id, found["forms"]),
        "templates": [templates[key] for key in keys],
    }
    return refs, [template_facts[key] for key in keys]


def _views(refs: dict) -> dict:
    return {
        "menus": {row.key: menus.menu_view(row) for row in refs["menus"]},
        "forms": {row.key: forms.form_view(row) for row in refs["forms"]},
        "templates": {row.key: pages.template_view(row) for row in refs["templates"]},
    }


def secured_answer(session: Session, project_id: int, components: list) -> dict:
    """The unlock answer: a password page's secured components, every menu, form
    and template they refer to (also those the public bundle already holds, so the
    answer stands on its own) and the project fields they render with."""
    refs, _template_facts = _references(session, project_id, [tree_facts(components)])
    project = _secured_project(projects.published_project(session, project_id))
    return {"components": components, **_views(refs), "project": project}


def _secured_project(project) -> dict:
    """What sections read of the project besides the page (blocks/src): title and logo
    (logo block), translations (webshop texts), cookie consent, global field values, the
    live domain (affiliate links) and, of the webshop settings, whether there is a shop
    and its page paths. The password page itself carries none of it: its HTML holds only
    what it renders (PasswordFormIsland.tsx), the rest comes with the right password."""
    view = projects.project_view(project)
    secured = {key: view[key] for key in SECURED_PROJECT_FIELDS}
    webshop = view["modules"].get("webshop") if isinstance(view["modules"], dict) else None
    page_paths = (
        {key: webshop[key] for key in shop.DEFAULT_PAGES if key in webshop}
        if isinstance(webshop, dict)
        else None
    )
    secured["modules"] = {} if page_paths is None else {"webshop": page_paths}
    return secured


def _assemble(
    session: Session,
    project_id: int,
    page: pages.PageRow | StandInPage,
    scheme: str,
    status_code: int,
    shop_page: shop.ShopPage | None = None,
    page_keys: Sequence[str] = (),
) -> CachedBundle:
    project = projects.published_project(session, project_id)
    protected = page.password_hash is not None
    extra_forms = shop_page.forms if shop_page else set()
    page_facts = _facts(page)
    refs, template_facts = _references(session, project_id, [page_facts], extra_forms)
    trees = [page_facts, *template_facts]
    if shop_page is not None:
        breadcrumbs, crumb_pages = shop_page.breadcrumbs, []
    else:
        breadcrumbs, crumb_pages = page_breadcrumbs(session, project_id, page)
    cards, cards_keys, cards_texts = shop.selections_shop(
        session, project_id, joined_selections([tree.shop for tree in trees])
    )
    keys = [project_key(project_id)]
    if page.id is not None:
        keys.append(page_key(page.id))
    keys += [page_key(row.id) for row in crumb_pages]
    keys += [menu_key(row.id) for row in refs["menus"]]
    keys += [form_key(row.id) for row in refs["forms"]]
    keys += [template_key(row.id) for row in refs["templates"]]
    if shop_page is not None:
        keys += [*page_keys, *shop_page.keys]
    keys += cards_keys
    keys = list(dict.fromkeys(keys))
    head = {
        # The Mollie key and the notification address stay on the server.
        "project": {
            **projects.project_view(project),
            "modules": shop.public_modules(project.modules),
        },
        "page": {
            "id": page.id,
            "kind": shop_page.kind if shop_page else "page",
            "path": page.path,
            "post_title": page.post_title,
            "seo_title": page.seo_title,
            "seo_description": page.seo_description,
            "custom_fields": page.custom_fields,
            "breadcrumbs": breadcrumbs,
            "protected": protected,
            "noindex": page.noindex,
            "components": page.components,
        },
        **_views(refs),
        **({"shop": cards} if cards is not None else {}),
        "media": media_map(
            session,
            image_urls(
                [
                    # Product images, card images of listings and blocks (the
                    # cards' text values, as read: the same strings as in `cards`).
                    [page.custom_fields, cards_texts],
                    # The project logo, which every logo block without an image of its
                    # own shows: with its size its <img> reserves its box (no layout
                    # shift).
                    [project.logo],
                ]
            ).union(*(tree.images for tree in trees)),
        ),
    }
    tail = {"cache": {"cacheable": not protected, "keys": keys}, "not_found": status_code == 404}
    if status_code == 404:
        # Shared by every unknown path: the canonical URL ends in the requested one.
        site_url = canonical_url(scheme, project.domain_live, "")
        return answers.shared_answer(project_id, status_code, keys, head, site_url, tail)
    url = canonical_url(scheme, project.domain_live, page.path)
    return answers.page_answer(project_id, keys, head, url, tail)
