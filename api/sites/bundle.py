"""The page bundle: everything the SSR layer needs to render one path of a project.

A bundle holds the project, the page (public components only, breadcrumbs derived
from the path when none are stored: breadcrumbs.py), the menus, forms and reusable
templates its public sections refer to (transitively, through templates), the
canonical URL and the cache keys of all of it.

What only a password page's secured components refer to never enters the bundle (it
is public HTML, cached by Varnish): `secured_answer` sends it with the components once
the password is right.

Bundles leave here as finished answers (answers.py): rendered once, served as bytes.
"""

from __future__ import annotations

from sqlmodel import Session

from api.cache import CachedBundle
from api.cache.changes import form_key, menu_key, page_key, project_key, template_key
from api.catalogue import referenced_keys
from api.forms.schemas import form_view
from api.media.service import page_media
from api.menus.schemas import menu_view
from api.pages import service as pages
from api.pages.models import Page
from api.pages.schemas import template_view
from api.projects.schemas import project_view
from api.shop.settings import DEFAULT_PAGES
from api.shop.settings_store import public_modules
from api.sites import answers, rows, shop_pages
from api.sites.breadcrumbs import page_breadcrumbs
from api.sites.search_index import SearchRegistry

# Cache slot of a project's 404 answer, shared by every unknown path.
NOT_FOUND_SLOT = "\x00not-found"
SECURED_PROJECT_FIELDS = (
    "id", "title", "logo", "translations", "cookie_consent", "global_fields", "domain_live",
)  # fmt: skip
NOT_FOUND_SECTION = {"id": "page-not-found", "template": "PageNotFound", "meta": {}, "blocks": []}


def canonical_url(scheme: str, domain: str, path: str) -> str:
    return f"{scheme}://{domain}{path}"


def find_bundle(
    session: Session, project_id: int, path: str, scheme: str, search: SearchRegistry | None = None
) -> CachedBundle | None:
    """The bundle of the page at `path` (a stored page, else the shop's product,
    category or search page, or a redirect from a moved one), or None when the project
    has nothing there."""
    page = rows.page(session, project_id, path)
    if page is not None:
        return _assemble(session, project_id, page, scheme, status_code=200)
    project = rows.project(session, project_id)
    found = shop_pages.resolve(session, project_id, path, project.modules, search)
    if found is None:
        return None
    if isinstance(found, shop_pages.Redirect):
        return _redirect(project_id, found)
    return _assemble(session, project_id, found.page, scheme, status_code=200, shop_page=found)


def _redirect(project_id: int, redirect: shop_pages.Redirect) -> CachedBundle:
    """The answer for a moved product's or category's old path: the SSR answers 301."""
    keys = [project_key(project_id), *redirect.keys]
    head = {"redirect": {"location": redirect.location, "status": 301}}
    tail = {"cache": {"cacheable": True, "keys": keys}, "not_found": False}
    return answers.page_answer(project_id, keys, head, redirect.location, tail)


def not_found_bundle(session: Session, project_id: int, scheme: str) -> CachedBundle:
    page = rows.page(session, project_id, pages.NOT_FOUND_PATH)
    if page is None:
        page = Page(
            id=None,
            project_id=project_id,
            path=pages.NOT_FOUND_PATH,
            post_title="Pagina niet gevonden",
            seo_title="Pagina niet gevonden",
            components=[NOT_FOUND_SECTION],
        )
    return _assemble(session, project_id, page, scheme, status_code=404)


def _references(
    session: Session, project_id: int, component_lists: list[list], forms: set[str] = frozenset()
) -> dict:
    found = {"menus": set(), "forms": set(forms), "templates": set()}

    def collect(components: list) -> set[str]:
        keys = referenced_keys(components)
        for kind in found:
            found[kind] |= set(keys.get(kind, ()))
        return set(keys.get("templates", ()))

    pending: set[str] = set()
    for components in component_lists:
        pending |= collect(components)
    templates: dict = {}
    # Templates may place other templates; follow them until nothing new turns up.
    while pending:
        found_rows = rows.templates(session, project_id, pending)
        pending = set()
        for row in found_rows:
            templates[row.key] = row
        for row in found_rows:
            pending |= collect(row.components) - templates.keys()
    return {
        "menus": rows.menus(session, project_id, found["menus"]),
        "forms": rows.forms(session, project_id, found["forms"]),
        "templates": sorted(templates.values(), key=lambda row: row.key),
    }


def _views(refs: dict) -> dict:
    return {
        "menus": {row.key: menu_view(row) for row in refs["menus"]},
        "forms": {row.key: form_view(row) for row in refs["forms"]},
        "templates": {row.key: template_view(row) for row in refs["templates"]},
    }


def secured_answer(session: Session, project_id: int, components: list) -> dict:
    """The unlock answer: a password page's secured components, every menu, form
    and template they refer to (also those the public bundle already holds, so the
    answer stands on its own) and the project fields they render with."""
    refs = _references(session, project_id, [components])
    project = _secured_project(rows.project(session, project_id))
    return {"components": components, **_views(refs), "project": project}


def _secured_project(project) -> dict:
    """What sections read of the project besides the page (blocks/src): title and logo
    (logo block), translations (webshop texts), cookie consent, global field values, the
    live domain (affiliate links) and, of the webshop settings, whether there is a shop
    and its page paths. The password page itself carries none of it: its HTML holds only
    what it renders (PasswordFormIsland.tsx), the rest comes with the right password."""
    view = project_view(project)
    secured = {key: view[key] for key in SECURED_PROJECT_FIELDS}
    webshop = view["modules"].get("webshop") if isinstance(view["modules"], dict) else None
    pages = (
        {key: webshop[key] for key in DEFAULT_PAGES if key in webshop}
        if isinstance(webshop, dict)
        else None
    )
    secured["modules"] = {} if pages is None else {"webshop": pages}
    return secured


def _assemble(
    session: Session,
    project_id: int,
    page: Page,
    scheme: str,
    status_code: int,
    shop_page: shop_pages.ShopPage | None = None,
) -> CachedBundle:
    project = rows.project(session, project_id)
    protected = page.password_hash is not None
    extra_forms = shop_page.forms if shop_page else set()
    refs = _references(session, project_id, [page.components], extra_forms)
    if shop_page is not None:
        breadcrumbs, crumb_pages = shop_page.breadcrumbs, []
    else:
        breadcrumbs, crumb_pages = page_breadcrumbs(session, project_id, page)
    shop, shop_keys = shop_pages.block_shop(
        session, project_id, [page.components, *(row.components for row in refs["templates"])]
    )
    keys = [project_key(project_id)]
    if page.id is not None:
        keys.append(page_key(page.id))
    keys += [page_key(row.id) for row in crumb_pages]
    keys += [menu_key(row.id) for row in refs["menus"]]
    keys += [form_key(row.id) for row in refs["forms"]]
    keys += [template_key(row.id) for row in refs["templates"]]
    if shop_page is not None:
        keys += shop_page.keys
    keys += shop_keys
    keys = list(dict.fromkeys(keys))
    head = {
        # The Mollie key and the notification address stay on the server.
        "project": {**project_view(project), "modules": public_modules(project.modules)},
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
        **({"shop": shop} if shop is not None else {}),
        "media": page_media(
            session,
            [
                page.components,
                *(row.components for row in refs["templates"]),
                # Product images, card images of listings and blocks.
                [page.custom_fields, shop or {}],
                # The project logo, which every logo block without an image of its own
                # shows: with its size its <img> reserves its box (no layout shift).
                [project.logo],
            ],
        ),
    }
    tail = {"cache": {"cacheable": not protected, "keys": keys}, "not_found": status_code == 404}
    if status_code == 404:
        # Shared by every unknown path: the canonical URL ends in the requested one.
        site_url = canonical_url(scheme, project.domain_live, "")
        return answers.shared_answer(project_id, status_code, keys, head, site_url, tail)
    url = canonical_url(scheme, project.domain_live, page.path)
    return answers.page_answer(project_id, keys, head, url, tail)
