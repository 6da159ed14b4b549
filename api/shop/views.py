"""What visitors get of the catalogue: product cards, category cards, the product
page's custom_fields (spec: product detail custom_fields) and the documents the search
index is built from. Rows are the plain rows of `api/shop/visitor_reads.py` (or model
instances: same attribute names)."""

from __future__ import annotations

import html
import re
from typing import Any

from api.search import SearchDocument
from api.shop.money import price_view

_TAGS = re.compile(r"<[^>]*>")
_SPACE = re.compile(r"\s+")


def plain_text(value: Any) -> str:
    """Rich text (inline HTML or an editor document) as one line of plain text."""
    if isinstance(value, str):
        return _SPACE.sub(" ", html.unescape(_TAGS.sub(" ", value))).strip()
    if not isinstance(value, dict):
        return ""
    parts: list[str] = []
    for block in value.get("blocks") or ():
        data = block.get("data") if isinstance(block, dict) else None
        if not isinstance(data, dict):
            continue
        for key in ("text", "caption"):
            if isinstance(data.get(key), str):
                parts.append(plain_text(data[key]))
        for item in data.get("items") or ():
            if isinstance(item, str):
                parts.append(plain_text(item))
            elif isinstance(item, dict):
                parts.append(plain_text(item.get("content", "")))
    return " ".join(part for part in parts if part)


def in_stock(row: Any) -> bool:
    return not row.stock_management or row.stock > 0


def product_card(row: Any) -> dict:
    """ProductCard (docs/shop.md): what listings, search results and blocks show."""
    return {
        "id": row.key,
        "title": row.title,
        "url": row.path,
        "main_image": row.main_image,
        "price": price_view(row.price_cents, row.vat_rate),
        "sale_price": price_view(row.sale_price_cents, row.vat_rate),
        "hide_price": row.hide_price,
        "show_price_tax_included": row.show_price_tax_included,
        "before_price_text": row.before_price_text,
        "after_price_text": row.after_price_text,
        "layout": row.layout,
        "enable_checkout": row.enable_checkout,
        "enable_quote": row.enable_quote,
        "enable_form": row.enable_form,
        "enable_affiliate": row.enable_affiliate,
        "affiliate_link": row.affiliate_link,
        "stock_management": row.stock_management,
        "in_stock": in_stock(row),
    }


def category_card(row: Any, product_count: int) -> dict:
    return {
        "id": row.key,
        "title": row.title,
        "url": row.path,
        "image": row.image,
        "short_description": row.short_description,
        "product_count": product_count,
    }


def product_fields(row: Any, category_keys: list[str]) -> dict:
    """The product page's custom_fields: the spec's product-detail fields, plus sku,
    vat_rate, url, categories and in_stock."""
    return {
        "id": row.key,
        "title": row.title,
        "main_image": row.main_image,
        "sub_images": row.sub_images,
        "intro_description": row.intro_description,
        "short_description": row.short_description,
        "description": row.description,
        "extra_description": row.extra_description,
        "extra_description_right": row.extra_description_right,
        "form_id": row.form_id,
        "hide_price": row.hide_price,
        "before_price_text": row.before_price_text,
        "after_price_text": row.after_price_text,
        "layout": row.layout,
        "hide_quantity": row.hide_quantity,
        "stock_management": row.stock_management,
        "options": row.options,
        "enable_form": row.enable_form,
        "enable_affiliate": row.enable_affiliate,
        "enable_checkout": row.enable_checkout,
        "enable_quote": row.enable_quote,
        "affiliate_link": row.affiliate_link,
        "price": price_view(row.price_cents, row.vat_rate),
        "sale_price": price_view(row.sale_price_cents, row.vat_rate),
        "exclude_base_price": row.exclude_base_price,
        "show_price_tax_included": row.show_price_tax_included,
        "sku": row.sku,
        "vat_rate": row.vat_rate,
        "url": row.path,
        "categories": category_keys,
        "in_stock": in_stock(row),
    }


def search_document(row: Any, categories: frozenset[int]) -> SearchDocument:
    """The search index's view of a product: `categories` holds every category it shows
    in, ancestors included. The price searched and faceted is the one paid (sale price
    when set)."""
    price = row.sale_price_cents if row.sale_price_cents is not None else row.price_cents
    attributes = row.attributes if isinstance(row.attributes, dict) else {}
    return SearchDocument(
        id=row.id,
        key=row.key,
        title=row.title,
        texts=[
            text
            for text in (
                plain_text(row.intro_description),
                plain_text(row.short_description),
                plain_text(row.description),
            )
            if text
        ],
        sku=row.sku,
        categories=categories,
        attributes={
            key: [value for value in values if isinstance(value, str)]
            for key, values in attributes.items()
            if isinstance(values, list)
        },
        price_cents=price,
        position=row.position,
    )
