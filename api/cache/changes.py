"""What a write touched, in cache keys: the bundles to drop and the keys to purge."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field


def project_key(project_id: int) -> str:
    return f"project-{project_id}"


def page_key(page_id: int) -> str:
    return f"page-{page_id}"


def menu_key(menu_id: int) -> str:
    return f"menu-{menu_id}"


def form_key(form_id: int) -> str:
    return f"form-{form_id}"


def template_key(template_id: int) -> str:
    return f"template-{template_id}"


def product_key(product_id: int) -> str:
    return f"product-{product_id}"


def category_key(category_id: int) -> str:
    return f"category-{category_id}"


def shop_key(project_id: int) -> str:
    """On the shop's search page: any product or category write may change which
    products a search finds, and the search page's HTML shows the results."""
    return f"shop-{project_id}"


def sitemap_key(project_id: int) -> str:
    """On the project's sitemap.xml and sitemap-N.xml: every page, product or category
    write changes a lastmod there."""
    return f"sitemap-{project_id}"


@dataclass(frozen=True)
class Change:
    project_id: int
    keys: frozenset[str] = field(default_factory=frozenset)
    # Drop every cached bundle of the project (new pages, moved paths, imports).
    whole_project: bool = False

    @classmethod
    def project(cls, project_id: int) -> Change:
        return cls(project_id, frozenset({project_key(project_id)}), whole_project=True)

    @classmethod
    def page(cls, project_id: int, page_id: int, *, moved: bool = False) -> Change:
        if moved:
            # The old path turns into a 404 and the new one stops being one.
            keys = {page_key(page_id), project_key(project_id), sitemap_key(project_id)}
            return cls(project_id, frozenset(keys), whole_project=True)
        # Its lastmod (or its noindex or password) changed in the sitemap too.
        return cls(project_id, frozenset({page_key(page_id), sitemap_key(project_id)}))

    @classmethod
    def menu(cls, project_id: int, menu_id: int, *, created: bool = False) -> Change:
        if created:
            # Nothing carries the new menu's key yet; pages naming it fell back.
            return cls.project(project_id)
        return cls(project_id, frozenset({menu_key(menu_id)}))

    @classmethod
    def shop(
        cls,
        project_id: int,
        *,
        products: Iterable[int] = (),
        categories: Iterable[int] = (),
        whole_project: bool = False,
    ) -> Change:
        """A write of products and categories: their keys, the project's sitemap and
        its search page; the whole project too when something was created or deleted or
        a path moved (a 404 or a redirect became a page, or the other way round)."""
        keys = {sitemap_key(project_id), shop_key(project_id)}
        keys |= {product_key(product_id) for product_id in products}
        keys |= {category_key(category_id) for category_id in categories}
        if whole_project:
            keys.add(project_key(project_id))
        return cls(project_id, frozenset(keys), whole_project=whole_project)

    @property
    def purge_keys(self) -> list[str]:
        return sorted(self.keys)

    def to_json(self) -> str:
        """The form in which a change travels to other processes."""
        return json.dumps(
            {"project_id": self.project_id, "keys": sorted(self.keys), "whole": self.whole_project}
        )

    @classmethod
    def from_json(cls, text: str | bytes) -> Change:
        data = json.loads(text)
        return cls(int(data["project_id"]), frozenset(data["keys"]), bool(data["whole"]))
