"""Checks and shapes of products and categories.

Both are checked against shared-schema/definitions/{product,category}.schema.json by
the catalogue (types, Dutch messages, JSON paths, rich text sanitised), then by the
rules of api/shop/rules.py. A checked product or category is an *entry*: the row's
columns by name (`key`, `price_cents`, ...) plus `categories` (keys) or `parent` (a
key). Views turn rows back into the document shape (docs/data-shapes.md, shop).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from api.catalogue import DeveloperContent, check_definition, definition_defaults
from api.numbers import NumberError, parse_integer
from api.shop import rules
from api.shop.money import euro_text, price_view
from api.validation import Errors, join

PRODUCT = "product"
CATEGORY = "category"
PRODUCT_FLAGS = (
    "hide_price",
    "show_price_tax_included",
    "stock_management",
    "enable_checkout",
    "enable_quote",
    "enable_form",
    "enable_affiliate",
    "hide_quantity",
    "exclude_base_price",
)
# Document order of a product's fields (docs/data-shapes.md).
PRODUCT_FIELDS = (
    "slug", "path", "sku", "title", "intro_description", "short_description",
    "description", "extra_description", "extra_description_right", "main_image",
    "sub_images", "layout", "hide_price", "price", "sale_price", "vat_rate",
    "show_price_tax_included", "before_price_text", "after_price_text",
    "stock_management", "stock", "enable_checkout", "enable_quote", "enable_form",
    "form_id", "enable_affiliate", "affiliate_link", "hide_quantity",
    "exclude_base_price", "categories", "attributes", "options", "position",
    "seo_title", "seo_description", "lead_time_days",
)  # fmt: skip
CATEGORY_FIELDS = (
    "parent", "slug", "path", "title", "short_description", "description", "layout",
    "image", "position", "filters", "seo_title", "seo_description",
)  # fmt: skip


def _flag(value: object) -> bool:
    return value is True or value == "1"


def _field_of(where: str, path: str) -> str | None:
    """The top-level field an error path names, e.g. `price` of `p.price.incl_tax`."""
    prefix = f"{path}." if path else ""
    if not where.startswith(prefix) or where == path:
        return None
    rest = where[len(prefix) :]
    return re.split(r"[.\[]", rest, maxsplit=1)[0]


def _option_of(where: str, path: str) -> int | None:
    """The index of the option an error path is inside of, e.g. 1 of `p.options[1].x`."""
    prefix = f"{path}.options[" if path else "options["
    if not where.startswith(prefix):
        return None
    index = where[len(prefix) :].split("]", 1)[0]
    try:
        return parse_integer(index)
    except NumberError:
        return None


def _checked(name: str, data: object, path: str, errors: Errors) -> tuple[dict, DeveloperContent]:
    """Schema-checked values over the defaults. A field the schema refused gets its
    default (or is dropped), so the rules after this only meet well-typed values."""
    before = set(errors.messages)
    values, found = check_definition(name, data, path, errors)
    defaults = definition_defaults(name)
    for where in set(errors.messages) - before:
        field = _field_of(where, path)
        option = _option_of(where, path)
        if option is not None and isinstance(values.get("options"), list):
            # A placeholder keeps the other options' positions (and their checks).
            values["options"][option] = {"title": "", "layout": "text"}
        elif field in values:
            del values[field]
    entry = {**defaults, **values}
    for required in ("id", "title"):
        entry.setdefault(required, "")
    return entry, found


def read_product(
    errors: Errors, data: object, path: str, lookups: rules.Lookups
) -> tuple[dict, DeveloperContent]:
    """The product entry of `data` and the developer-only content in it."""
    product, found = _checked(PRODUCT, data, path, errors)
    product["key"] = product.pop("id", "")
    for flag in PRODUCT_FLAGS:
        product[flag] = _flag(product[flag])
    product["sub_images"] = product["sub_images"].lstrip("|")
    product.setdefault("slug", product["key"])
    if "path" in product:
        product["path"] = rules.normalise_path(product["path"])
    else:
        product["path"] = rules.default_product_path(product["slug"])
    rules.check_path(errors, product["path"], join(path, "path"))
    rules.check_lines(errors, product, path, rules.PRODUCT_LINES)
    if isinstance(product["vat_rate"], int):
        rules.check_prices(errors, product, path, lookups.vat_rates)
    rules.check_links(errors, product, path, lookups.forms)
    if isinstance(product["categories"], list):
        rules.check_memberships(errors, product["categories"], path, lookups.categories)
    if isinstance(product["options"], list) and all(
        isinstance(option, dict) for option in product["options"]
    ):
        rules.check_options(errors, product["options"], path)
    return product, found


def read_category(errors: Errors, data: object, path: str) -> tuple[dict, DeveloperContent]:
    """The category entry of `data`; `path` stays absent when not given (its default
    depends on the parents: rules.default_category_path)."""
    category, found = _checked(CATEGORY, data, path, errors)
    category["key"] = category.pop("id", "")
    category.setdefault("slug", category["key"])
    if "path" in category:
        category["path"] = rules.normalise_path(category["path"])
        rules.check_path(errors, category["path"], join(path, "path"))
    rules.check_lines(errors, category, path, rules.CATEGORY_LINES)
    return category, found


def product_row_fields(product: dict) -> dict:
    """The columns of a product entry (its categories are memberships)."""
    return {key: value for key, value in product.items() if key != "categories"}


def category_row_fields(category: dict) -> dict:
    return {key: value for key, value in category.items() if key != "parent"}


def iso_time(moment: datetime) -> str:
    # SQLite hands back the stored UTC wall time without its zone.
    return (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).isoformat()


def _document_price(cents: int | None) -> dict | None:
    return None if cents is None else {"incl_tax": euro_text(cents)}


def product_document(row, categories: list[str]) -> dict:
    """A product as the site document holds it (prices as exact euro strings)."""
    values = {
        **{key: getattr(row, key) for key in PRODUCT_FIELDS if hasattr(row, key)},
        "price": _document_price(row.price_cents),
        "sale_price": _document_price(row.sale_price_cents),
        "categories": list(categories),
    }
    return {"id": row.key, **{key: values[key] for key in PRODUCT_FIELDS}}


def product_view(row, categories: list[str]) -> dict:
    """A product for its owner: the document shape with prices as euro numbers
    `{incl_tax, excl_tax}`, plus version and update time."""
    return {
        **product_document(row, categories),
        "price": price_view(row.price_cents, row.vat_rate),
        "sale_price": price_view(row.sale_price_cents, row.vat_rate),
        "updated_at": iso_time(row.updated_at),
        "version": row.version,
    }


def category_document(row, parent: str | None) -> dict:
    values = {key: getattr(row, key) for key in CATEGORY_FIELDS if key != "parent"}
    return {"id": row.key, "parent": parent, **values}


def category_view(row, parent: str | None) -> dict:
    return {
        **category_document(row, parent),
        "updated_at": iso_time(row.updated_at),
        "version": row.version,
    }
