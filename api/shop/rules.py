"""What JSON Schema cannot say about products and categories: the project's VAT rates,
existing forms and categories, the money rule, option relations, paths and the
category tree. Each rule adds Dutch messages under JSON paths to `errors`."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from api.numbers import MAX_DECIMAL, NumberError, parse_decimal
from api.shop.money import MAX_EUROS, MoneyError, decimal_of, incl_cents, parse_cents
from api.shop.pricing import number_bounds
from api.validation import Errors, check_line, join

SEARCH_PATH = "/search"
PATH_RESERVED = "Dit pad is gereserveerd voor de zoekpagina."
PATH_TAKEN = "Dit pad is al in gebruik door een ander product of een andere categorie."
HTTP_LINK = re.compile(r"^https?://[^\s/?#]+[^\s]*$", re.IGNORECASE)


# The single-line texts of products and categories (descriptions are rich text).
PRODUCT_LINES = (
    "title", "sku", "slug", "path", "main_image", "before_price_text", "after_price_text",
    "form_id", "affiliate_link", "seo_title", "seo_description",
)  # fmt: skip
CATEGORY_LINES = ("title", "slug", "path", "image", "seo_title", "seo_description")
OPTION_LINES = ("title", "label_after_field", "connection_id")


@dataclass(frozen=True)
class Lookups:
    """What the checks of a product need to know about the rest of the project."""

    vat_rates: tuple[int, ...]
    forms: frozenset[str]
    categories: frozenset[str]


def normalise_path(path: str) -> str:
    return path.rstrip("/") or "/"


def check_lines(errors: Errors, entry: dict, path: str, keys: tuple[str, ...]) -> None:
    for key in keys:
        check_line(errors, entry.get(key), join(path, key))


def check_path(errors: Errors, path: str, where: str) -> None:
    if "//" in path:
        errors.add(where, "Een pad bevat geen '//'.")
    if path == SEARCH_PATH:
        errors.add(where, PATH_RESERVED)


def money(errors: Errors, value: object, where: str) -> int | None:
    try:
        return parse_cents(value)
    except MoneyError as error:
        errors.add(where, str(error))
        return None


def price_cents(errors: Errors, price: object, rate: int, where: str) -> int | None:
    """A `{incl_tax, excl_tax}` object (one or both) as cents including tax."""
    if not isinstance(price, dict):
        return None
    incl = (
        money(errors, price["incl_tax"], join(where, "incl_tax")) if "incl_tax" in price else None
    )
    excl = (
        money(errors, price["excl_tax"], join(where, "excl_tax")) if "excl_tax" in price else None
    )
    if (incl is None and "incl_tax" in price) or (excl is None and "excl_tax" in price):
        return None
    try:
        return incl_cents(incl, excl, rate)
    except MoneyError as error:
        errors.add(join(where, "excl_tax" if excl is not None else "incl_tax"), str(error))
        return None


def check_prices(errors: Errors, product: dict, path: str, rates: tuple[int, ...]) -> None:
    """Turns `price` / `sale_price` into cents (in place: price_cents, sale_price_cents)."""
    rate = product["vat_rate"]
    if rate not in rates:
        shown = ", ".join(str(r) for r in rates)
        errors.add(join(path, "vat_rate"), f"Kies een btw-tarief van dit project: {shown}.")
    price = product.pop("price", None)
    sale = product.pop("sale_price", None)
    product["price_cents"] = (
        0 if price is None else price_cents(errors, price, rate, join(path, "price"))
    )
    product["sale_price_cents"] = (
        None if sale is None else price_cents(errors, sale, rate, join(path, "sale_price"))
    )
    regular, reduced = product["price_cents"], product["sale_price_cents"]
    if regular is not None and reduced is not None and reduced >= regular:
        errors.add(join(path, "sale_price"), "De actieprijs moet lager zijn dan de prijs.")


def check_links(errors: Errors, product: dict, path: str, forms: frozenset[str]) -> None:
    if product["enable_form"]:
        form = product["form_id"]
        if not form:
            errors.add(join(path, "form_id"), "Kies het formulier van dit product.")
        elif form not in forms:
            errors.add(join(path, "form_id"), "Dit formulier bestaat niet.")
    if product["enable_affiliate"] and not HTTP_LINK.match(product["affiliate_link"]):
        errors.add(
            join(path, "affiliate_link"), "Geef een link die met http:// of https:// begint."
        )


def check_memberships(
    errors: Errors, keys: list[str], path: str, categories: frozenset[str]
) -> None:
    seen: set[str] = set()
    for index, key in enumerate(keys):
        where = join(path, "categories", index)
        if key in seen:
            errors.add(where, "Deze categorie komt al voor.")
        elif key not in categories:
            errors.add(where, "Deze categorie bestaat niet.")
        seen.add(key)


def check_options(errors: Errors, options: list, path: str) -> None:
    """Prices readable under the money rule, select entries present, calculations
    pointing at an option's connection_id, connection ids unique."""
    connections: dict[str, int] = {}
    for index, option in enumerate(options):
        connection = option.get("connection_id") or ""
        if connection:
            if connection in connections:
                where = join(path, "options", index, "connection_id")
                errors.add(where, "Deze connection_id komt al voor.")
            connections.setdefault(connection, index)
    for index, option in enumerate(options):
        at = join(path, "options", index)
        check_lines(errors, option, at, OPTION_LINES)
        for entry_index, entry in enumerate(option.get("options") or ()):
            if isinstance(entry, dict):
                check_lines(errors, entry, join(at, "options", entry_index), ("title",))
        layout = option.get("layout")
        if "price" in option:
            money(errors, option["price"], join(at, "price"))
        for entry_index, entry in enumerate(option.get("options") or ()):
            if "price" in entry:
                money(errors, entry["price"], join(at, "options", entry_index, "price"))
        if layout == "select" and not option.get("options"):
            errors.add(join(at, "options"), "Een keuzelijst heeft minstens één keuze.")
        if layout == "calculation":
            _check_calculation(errors, option, at, connections, index)
        _check_bounds(errors, option, at)


def _check_bounds(errors: Errors, option: dict, at: str) -> None:
    """`min` and `max` (what a buyer may type in a number) are numbers from 0 to
    MAX_DECIMAL, the smallest first; a number option's default lies between them."""
    bad = False
    for key in ("min", "max"):
        if option.get(key) not in (None, ""):
            try:
                parse_decimal(option[key], minimum=0, maximum=MAX_DECIMAL)
            except NumberError as error:
                errors.add(join(at, key), error.message)
                bad = True
    if bad:
        return
    lowest, highest = number_bounds(option)
    if lowest > highest:
        errors.add(join(at, "max"), "Het maximum is kleiner dan het minimum.")
        return
    default = option.get("value")
    if option.get("layout") == "number" and default not in (None, ""):
        try:
            parse_decimal(default, minimum=lowest, maximum=highest)
        except NumberError as error:
            errors.add(join(at, "value"), error.message)


def _check_calculation(
    errors: Errors, option: dict, at: str, connections: dict[str, int], index: int
) -> None:
    calculation = option.get("calculation_options")
    where = join(at, "calculation_options")
    if not isinstance(calculation, dict):
        errors.add(where, "Een berekening heeft calculation_options nodig.")
        return
    if calculation.get("type") is None:
        errors.add(join(where, "type"), "Dit veld is verplicht.")
    source = calculation.get("connection_id_from") or ""
    if source not in connections or connections[source] == index:
        errors.add(
            join(where, "connection_id_from"),
            "Verwijs naar de connection_id van een andere optie van dit product.",
        )
    try:
        factor = decimal_of(calculation.get("value", 0))
    except MoneyError as error:
        errors.add(join(where, "value"), str(error))
        return
    if not 0 <= factor <= MAX_EUROS:
        errors.add(join(where, "value"), "Geef een getal van 0 tot 1.000.000.")


def check_tree(errors: Errors, parents: dict[str, str | None], where: dict[str, str]) -> None:
    """Every parent exists and no category is its own ancestor; `where` gives each
    key's JSON path."""
    for key, parent in parents.items():
        if parent is None:
            continue
        at = join(where[key], "parent")
        if parent not in parents:
            errors.add(at, "Deze categorie bestaat niet.")
            continue
        seen = {key}
        current: str | None = parent
        while current is not None and current in parents:
            if current in seen:
                errors.add(at, "Een categorie kan niet onder zichzelf vallen.")
                break
            seen.add(current)
            current = parents[current]


def ancestors(key: str, parents: dict[str, str | None]) -> list[str]:
    """The chain from the top-level category down to `key`'s parent (cycle-safe)."""
    chain: list[str] = []
    current = parents.get(key)
    while current is not None and current not in chain and current != key:
        chain.append(current)
        current = parents.get(current)
    return list(reversed(chain))


def default_category_path(key: str, parents: dict[str, str | None], slugs: dict[str, str]) -> str:
    chain = [*ancestors(key, parents), key]
    return "/winkel/" + "/".join(slugs.get(item, item) for item in chain)


def default_product_path(slug: str) -> str:
    return f"/product/{slug}"


def check_unique_paths(errors: Errors, entries: Iterable[tuple[str, str]]) -> None:
    """`entries` of (JSON path of the `path` field, path): later duplicates refused."""
    seen: set[str] = set()
    for where, path in entries:
        if path in seen:
            errors.add(where, PATH_TAKEN)
        seen.add(path)
