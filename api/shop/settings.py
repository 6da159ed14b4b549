"""The webshop settings a project keeps in `project.modules.webshop` (docs/shop.md):
VAT rates, facets, the reusable templates of shop pages and the business details."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from api.validation import Errors, join

DEFAULT_VAT_RATES = (21, 9, 0)
DEFAULT_TEMPLATES = {
    "product_template": "winkel-product",
    "category_template": "winkel-categorie",
    "search_template": "winkel-zoeken",
}
PRICE_FACET = {"key": "price", "title": "Prijs", "type": "range"}


@dataclass(frozen=True)
class WebshopSettings:
    vat_rates: tuple[int, ...] = DEFAULT_VAT_RATES
    # [{key, title, type: list|range}]; `price` (range) is always offered.
    facets: tuple[dict, ...] = ()
    product_template: str = DEFAULT_TEMPLATES["product_template"]
    category_template: str = DEFAULT_TEMPLATES["category_template"]
    search_template: str = DEFAULT_TEMPLATES["search_template"]
    business: dict = field(default_factory=dict)

    @property
    def all_facets(self) -> list[dict]:
        """The configured facets, with the built-in price range when not configured."""
        facets = [dict(facet) for facet in self.facets]
        if not any(facet.get("key") == "price" for facet in facets):
            facets.append(dict(PRICE_FACET))
        return facets


def _rates(value: object) -> tuple[int, ...]:
    if not isinstance(value, list):
        return DEFAULT_VAT_RATES
    rates = tuple(rate for rate in value if isinstance(rate, int) and not isinstance(rate, bool))
    return rates or DEFAULT_VAT_RATES


def webshop_settings(modules: object) -> WebshopSettings:
    """The settings of a project's `modules` (stored or from a document), with defaults
    for what is missing; never fails on odd stored values."""
    webshop = modules.get("webshop") if isinstance(modules, dict) else None
    webshop = webshop if isinstance(webshop, dict) else {}
    facets = webshop.get("facets")
    templates = {
        key: value if isinstance((value := webshop.get(key)), str) and value else default
        for key, default in DEFAULT_TEMPLATES.items()
    }
    business = webshop.get("business")
    return WebshopSettings(
        vat_rates=_rates(webshop.get("vat_rates")),
        facets=tuple(f for f in facets if isinstance(f, dict)) if isinstance(facets, list) else (),
        business=business if isinstance(business, dict) else {},
        **templates,
    )


KEY = re.compile(r"^[a-z0-9][a-z0-9_-]{0,99}$")


def check_webshop_settings(errors: Errors, modules: object, path: str) -> None:
    """Checks the shop's keys of `modules.webshop` (other keys are not the shop's)."""
    webshop = modules.get("webshop") if isinstance(modules, dict) else None
    if not isinstance(webshop, dict):
        return
    at = join(path, "webshop")
    rates = webshop.get("vat_rates")
    if rates is not None:
        valid = (
            isinstance(rates, list)
            and rates
            and all(isinstance(r, int) and not isinstance(r, bool) and 0 <= r <= 100 for r in rates)
        )
        if not valid or len(set(rates)) != len(rates):
            errors.add(
                join(at, "vat_rates"),
                "Geef een lijst van verschillende btw-percentages (0 tot 100).",
            )
    facets = webshop.get("facets")
    if facets is not None:
        if not isinstance(facets, list):
            errors.add(join(at, "facets"), "Moet een lijst zijn.")
            facets = []
        seen: set[str] = set()
        for index, facet in enumerate(facets):
            where = join(at, "facets", index)
            if not isinstance(facet, dict):
                errors.add(where, "Moet een object zijn.")
                continue
            key = facet.get("key")
            if not isinstance(key, str) or not KEY.match(key):
                errors.add(join(where, "key"), "Gebruik kleine letters, cijfers, '-' en '_'.")
            elif key in seen:
                errors.add(join(where, "key"), "Deze sleutel komt al voor.")
            seen.add(key if isinstance(key, str) else "")
            if not isinstance(facet.get("title"), str) or not facet["title"].strip():
                errors.add(join(where, "title"), "Dit veld is verplicht.")
            if facet.get("type", "list") not in ("list", "range"):
                errors.add(join(where, "type"), "Moet een van 'list', 'range' zijn.")
    for key in DEFAULT_TEMPLATES:
        value = webshop.get(key)
        if value is not None and (not isinstance(value, str) or len(value) > 100):
            errors.add(join(at, key), "Geef de sleutel van een herbruikbaar sjabloon.")
    # `business` is a project setting: api/projects/business.py checks it.
