"""The webshop settings a project keeps in `project.modules.webshop` (docs/shop.md):
VAT rates, facets, the reusable templates of shop pages and the business details."""

from __future__ import annotations

from dataclasses import dataclass, field

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
