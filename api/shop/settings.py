"""Reading the webshop settings a project keeps in `project.modules.webshop` (docs/shop.md,
docs/checkout.md): VAT rates, facets, the reusable templates of shop pages, the business
details and the checkout's pages, shipping and payment methods, wire details,
agreement, countries and notification address, each with its default. Reading never
fails on odd stored values; checking what an owner or an import writes is
settings_checks.py."""

from __future__ import annotations

from dataclasses import dataclass, field

from api.shop.countries import COUNTRY_NAMES, EU_COUNTRIES
from api.shop.money import MoneyError, parse_cents
from api.shop.slot_config import DEFAULT_TIMEZONE, SlotConfig, read_slots

DEFAULT_VAT_RATES = (21, 9, 0)
DEFAULT_TEMPLATES = {
    "product_template": "winkel-product",
    "category_template": "winkel-categorie",
    "search_template": "winkel-zoeken",
}
PRICE_FACET = {"key": "price", "title": "Prijs", "type": "range"}
DEFAULT_PAGES = {
    "shoppingcart_page": "/winkelwagen",
    "checkout_page": "/afrekenen",
    "order_page": "/bestelling",
}
PROVIDERS = ("none", "test", "mollie")
# Methods that never go through a payment provider.
OFFLINE_METHODS = ("pay_on_pickup", "wire")


@dataclass(frozen=True)
class ShippingMethod:
    key: str
    title: str
    cents: int  # incl. tax
    vat_rate: int = 21
    # Empty: every country.
    countries: tuple[str, ...] = ()
    # Time slots the buyer picks from (docs/pickup-slots.md); None: no slots.
    slots: SlotConfig | None = None

    def ships_to(self, country: str) -> bool:
        return not self.countries or country in self.countries


@dataclass(frozen=True)
class PaymentMethod:
    id: str
    title: str
    description: str = ""
    image: str = ""
    provider: str = "none"
    mollie_method: str | None = None

    @property
    def online(self) -> bool:
        return self.provider != "none"

    def view(self) -> dict:
        return {
            "id": self.id,
            "title": self.title,
            "image": self.image,
            "description": self.description,
        }


@dataclass(frozen=True)
class WebshopSettings:
    vat_rates: tuple[int, ...] = DEFAULT_VAT_RATES
    # [{key, title, type: list|range}]; `price` (range) is always offered.
    facets: tuple[dict, ...] = ()
    product_template: str = DEFAULT_TEMPLATES["product_template"]
    category_template: str = DEFAULT_TEMPLATES["category_template"]
    search_template: str = DEFAULT_TEMPLATES["search_template"]
    business: dict = field(default_factory=dict)
    shoppingcart_page: str = DEFAULT_PAGES["shoppingcart_page"]
    checkout_page: str = DEFAULT_PAGES["checkout_page"]
    order_page: str = DEFAULT_PAGES["order_page"]
    shipping_methods: tuple[ShippingMethod, ...] = ()
    payment_methods: tuple[PaymentMethod, ...] = ()
    # {account_name, iban, bic}
    wire: dict = field(default_factory=dict)
    agreement_url: str = ""
    countries: tuple[str, ...] = EU_COUNTRIES
    notification_email: str = ""
    mollie: dict = field(default_factory=dict)
    # IANA name; the slots of shipping methods are computed in it.
    timezone: str = DEFAULT_TIMEZONE

    @property
    def shop_country(self) -> str:
        """Where the shop is established: reverse charge applies to other EU states."""
        country = self.business.get("country")
        return country.strip().upper() if isinstance(country, str) and country.strip() else "NL"

    @property
    def shop_email(self) -> str:
        """Where order notifications go: `notification_email`, else the business e-mail."""
        email = self.notification_email or self.business.get("email") or ""
        return email if isinstance(email, str) else ""

    def payment_method(self, method_id: str) -> PaymentMethod | None:
        return next((m for m in self.payment_methods if m.id == method_id), None)

    def shipping_method(self, key: str) -> ShippingMethod | None:
        return next((m for m in self.shipping_methods if m.key == key), None)

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


def _text(value: object, default: str = "") -> str:
    return value.strip() if isinstance(value, str) and value.strip() else default


def _rate(value: object) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100:
        return value
    return 21


def _shipping_methods(value: object) -> tuple[ShippingMethod, ...]:
    methods: list[ShippingMethod] = []
    for entry in value if isinstance(value, list) else ():
        if not isinstance(entry, dict) or not _text(entry.get("key")):
            continue
        try:
            cents = parse_cents(entry.get("price", 0))
        except MoneyError:
            continue
        countries = entry.get("countries")
        methods.append(
            ShippingMethod(
                key=_text(entry["key"]),
                title=_text(entry.get("title"), _text(entry["key"])),
                cents=cents,
                vat_rate=_rate(entry.get("vat_rate", 21)),
                countries=tuple(c for c in countries if isinstance(c, str))
                if isinstance(countries, list)
                else (),
                slots=read_slots(entry.get("slots")),
            )
        )
    return tuple(methods)


def _payment_methods(value: object) -> tuple[PaymentMethod, ...]:
    methods: list[PaymentMethod] = []
    for entry in value if isinstance(value, list) else ():
        if not isinstance(entry, dict) or not _text(entry.get("id")):
            continue
        method_id = _text(entry["id"])
        provider = entry.get("provider", "none")
        if method_id in OFFLINE_METHODS or provider not in PROVIDERS:
            provider = "none"
        mollie_method = entry.get("mollie_method")
        methods.append(
            PaymentMethod(
                id=method_id,
                title=_text(entry.get("title"), method_id),
                description=_text(entry.get("description")),
                image=_text(entry.get("image")),
                provider=provider,
                mollie_method=_text(mollie_method) or None,
            )
        )
    return tuple(methods)


def _countries(value: object) -> tuple[str, ...]:
    if not isinstance(value, list):
        return EU_COUNTRIES
    codes = tuple(c for c in value if isinstance(c, str) and c in COUNTRY_NAMES)
    return codes or EU_COUNTRIES


def _checkout_settings(webshop: dict) -> dict:
    wire = webshop.get("wire")
    mollie = webshop.get("mollie")
    return {
        **{key: _text(webshop.get(key), default) for key, default in DEFAULT_PAGES.items()},
        "shipping_methods": _shipping_methods(webshop.get("shipping_methods")),
        "payment_methods": _payment_methods(webshop.get("payment_methods")),
        "wire": wire if isinstance(wire, dict) else {},
        "agreement_url": _text(webshop.get("agreement_url")),
        "countries": _countries(webshop.get("countries")),
        "notification_email": _text(webshop.get("notification_email")),
        "mollie": mollie if isinstance(mollie, dict) else {},
        "timezone": _text(webshop.get("timezone"), DEFAULT_TIMEZONE),
    }


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
        **_checkout_settings(webshop),
    )


# Never in a public answer (the page bundle carries the project's modules to browsers).
PRIVATE_KEYS = ("mollie", "notification_email")


def public_modules(modules: object) -> object:
    """`modules` without the webshop's private keys, for answers anyone may read."""
    if not isinstance(modules, dict) or not isinstance(modules.get("webshop"), dict):
        return modules
    webshop = {k: v for k, v in modules["webshop"].items() if k not in PRIVATE_KEYS}
    return {**modules, "webshop": webshop}
