"""What a page's or template's component tree says about itself, read without the
database: images without alt text, internal link paths, headings and the products and
categories its webshop blocks name. The catalogue's schemas tell which fields are
images and which alt fields go with them; rich text (Editor.js) is found by its shape
wherever it sits.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

from api.catalogue.schemas import catalogue
from api.catalogue.shopselections import (
    CategoryListing,
    ProductListing,
    SingleProduct,
    shop_selections,
)

_HREF = re.compile(r"""href\s*=\s*["']([^"']*)["']""", re.IGNORECASE)
_TAGS = re.compile(r"<[^>]*>")
_HEADING_TAG = re.compile(r"^h([1-6])$")
_TITLE_TAGS = ("h1", "h2", "h3", "h4", "h5", "h6", "p", "div")
_LINK_KEYS = ("url", "link", "href")
_LINK_SUFFIXES = ("_link", "_url", "_href")
# Paths served as files, not pages: media, uploads, the API.
_FILE_PREFIXES = ("/media/", "/files/", "/uploads/", "/api/", "/assets/", "/_")
_FILE_SUFFIX = re.compile(r"\.[A-Za-z0-9]{2,5}$")
_MAX_DEPTH = 60
# Sections whose title names the page (blocks/src/section/headingLevel.ts): the first
# renders it as h1, later ones as h2; sectionTitle only while its font_tag is h1.
PAGE_TITLE_TEMPLATES = frozenset(
    {
        "sectionTitle",
        "welcomeOne",
        "PageNotFound",
        "webshopCategoriesOne",
        "webshopProductsOne",
        "webshopSearch",
    }
)


@dataclass(frozen=True)
class MissingAlt:
    section: str | None
    detail: dict[str, Any]
    rich_text: bool = False


@dataclass(frozen=True)
class Link:
    path: str
    section: str | None
    detail: dict[str, Any]


@dataclass(frozen=True)
class Heading:
    level: int
    text: str
    section: str | None


@dataclass(frozen=True)
class ProductReference:
    key: str
    section: str | None
    block: str


@dataclass(frozen=True)
class CategoryReference:
    key: str
    section: str | None
    block: str


@dataclass
class Findings:
    missing_alt: list[MissingAlt] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    headings: list[Heading] = field(default_factory=list)
    products: list[ProductReference] = field(default_factory=list)
    categories: list[CategoryReference] = field(default_factory=list)


def plain(value: Any) -> str:
    """Text of an inline-HTML string, without tags and surrounding whitespace."""
    if not isinstance(value, str):
        return ""
    return html.unescape(_TAGS.sub("", value)).strip()


def hrefs(text: str) -> list[str]:
    """The `href` values of the anchors in an inline-HTML string, as written."""
    return _HREF.findall(text)


def internal_path(value: Any) -> str | None:
    """The site path a link value leads to ('/over-ons' of '/over-ons/?a=1#b'), or None
    for anything else: other sites, mail, phone, anchors, files and media."""
    if not isinstance(value, str):
        return None
    value = value.strip()
    if not value.startswith("/") or value.startswith("//"):
        return None
    path = unquote(value.split("#", 1)[0].split("?", 1)[0])
    path = path.rstrip("/") or "/"
    if path.startswith(_FILE_PREFIXES) or _FILE_SUFFIX.search(path):
        return None
    return path


def _is_link_key(key: str) -> bool:
    return key in _LINK_KEYS or key.endswith(_LINK_SUFFIXES)


def _filled(value: Any) -> bool:
    if isinstance(value, str):
        return bool(value.strip())
    return bool(value)


def _alt_keys(key: str) -> tuple[str, ...]:
    stem = key.removesuffix("_image") if key.endswith("_image") else key
    return (f"{key}_alt", f"{stem}_alt", "alt")


class _Scan:
    def __init__(self) -> None:
        self.found = Findings()
        self.page_titles = 0

    def values(
        self, values: Any, properties: dict, section: str | None, where: dict, depth: int = 0
    ) -> None:
        """Fields of one section (`meta`) or block (`props`) with their schema's properties."""
        if not isinstance(values, dict) or depth > _MAX_DEPTH:
            return
        for key, value in values.items():
            schema = properties.get(key) if isinstance(properties.get(key), dict) else {}
            kind = (schema.get("x-field") or {}).get("type")
            if kind == "image":
                self._image(key, value, values, properties, section, where)
            elif isinstance(value, str) and _is_link_key(key):
                path = internal_path(value)
                if path is not None:
                    self.found.links.append(Link(path, section, {**where, "field": key}))
            elif isinstance(value, list):
                item_properties = (schema.get("items") or {}).get("properties") or {}
                for index, item in enumerate(value):
                    self.values(item, item_properties, section, {**where, "item": index}, depth + 1)
            if isinstance(value, (dict, list)):
                self.rich_text(value, section, {**where, "field": key}, depth + 1)

    def _image(
        self, key: str, value: Any, values: dict, properties: dict, section: str | None, where
    ) -> None:
        if not _filled(value):
            return
        alts = [name for name in _alt_keys(key) if name in properties]
        if alts and not any(_filled(plain(values.get(name))) for name in alts):
            url = value if isinstance(value, str) else None
            self.found.missing_alt.append(
                MissingAlt(section, {**where, "field": key, "alt_field": alts[0], "url": url})
            )

    def rich_text(self, value: Any, section: str | None, where: dict, depth: int) -> None:
        """Editor.js documents anywhere in `value`: headers, images, links in text."""
        if depth > _MAX_DEPTH:
            return
        if isinstance(value, list):
            for item in value:
                self.rich_text(item, section, where, depth + 1)
            return
        if not isinstance(value, dict):
            return
        blocks = value.get("blocks")
        if isinstance(blocks, list) and all(
            isinstance(b, dict) and "type" in b and "data" in b for b in blocks
        ):
            for block in blocks:
                self._text_block(block, section, where)
            return
        for item in value.values():
            if isinstance(item, (dict, list)):
                self.rich_text(item, section, where, depth + 1)

    def _text_block(self, block: dict, section: str | None, where: dict) -> None:
        data = block.get("data") if isinstance(block.get("data"), dict) else {}
        detail = {**where, "text_block": block.get("id")}
        if block.get("type") == "header":
            level = data.get("level")
            if isinstance(level, int) and not isinstance(level, bool) and 1 <= level <= 6:
                self.found.headings.append(Heading(level, plain(data.get("text")), section))
        if block.get("type") == "image":
            file = data.get("file") if isinstance(data.get("file"), dict) else {}
            if _filled(file.get("url")) and not plain(data.get("caption")):
                self.found.missing_alt.append(
                    MissingAlt(section, {**detail, "url": file.get("url")}, rich_text=True)
                )
        for text in _strings(data):
            for href in hrefs(text):
                path = internal_path(html.unescape(href))
                if path is not None:
                    self.found.links.append(Link(path, section, detail))

    def block(self, block: Any, section: str | None, depth: int = 0) -> None:
        if not isinstance(block, dict) or depth > _MAX_DEPTH:
            return
        schema = catalogue().blocks.get(block.get("type")) or {}
        where = {"block": block.get("id")}
        self.values(block.get("props"), schema.get("properties") or {}, section, where)
        slots = block.get("slots")
        for children in slots.values() if isinstance(slots, dict) else ():
            for child in children if isinstance(children, list) else ():
                self.block(child, section, depth + 1)

    def section(self, section: Any) -> None:
        if not isinstance(section, dict):
            return
        section_id = section.get("id") if isinstance(section.get("id"), str) else None
        schema = catalogue().sections.get(section.get("template")) or {}
        properties = schema.get("properties") or {}
        meta = section.get("meta") if isinstance(section.get("meta"), dict) else {}
        self._section_heading(section.get("template"), meta, section_id)
        self.values(meta, properties, section_id, {})
        for block in section.get("blocks") or ():
            self.block(block, section_id)
        for selection in shop_selections([[section]]):
            self._shop_selection(selection, section_id)

    def _shop_selection(self, selection: Any, section: str | None) -> None:
        """The products and categories a webshop block names: an addtocart block's
        product, a products block's products and category, a productcategories block's
        categories and parent."""
        products: tuple[str, ...] = ()
        categories: tuple[str, ...] = ()
        if isinstance(selection, SingleProduct):
            products = (selection.key,)
        elif isinstance(selection, ProductListing):
            products = selection.keys
            categories = (selection.category,) if selection.category else ()
        elif isinstance(selection, CategoryListing):
            categories = selection.keys + ((selection.parent,) if selection.parent else ())
        for key in products:
            self.found.products.append(ProductReference(key, section, selection.block_id))
        for key in categories:
            self.found.categories.append(CategoryReference(key, section, selection.block_id))

    def _section_heading(self, template: Any, meta: dict, section: str | None) -> None:
        """The section's own title as the blocks render it: a page title section's is h1
        when it is the page's first, else h2; sectionTitle with another font_tag uses it
        (p or div: no heading). Other sections' titles are h2 and cards h3, which never
        break the outline, so they are left out."""
        if template not in PAGE_TITLE_TEMPLATES:
            return
        title = plain(meta.get("title"))
        tag = meta.get("font_tag") if template == "sectionTitle" else None
        # The blocks render an unknown tag as h1, like none.
        if tag not in _TITLE_TAGS or tag == "h1":
            self.page_titles += 1
            self.found.headings.append(Heading(1 if self.page_titles == 1 else 2, title, section))
            return
        match = _HEADING_TAG.match(tag)
        if match:
            self.found.headings.append(Heading(int(match.group(1)), title, section))


def _strings(value: Any, depth: int = 0) -> list[str]:
    if isinstance(value, str):
        return [value]
    if depth > 10:
        return []
    if isinstance(value, dict):
        return [text for item in value.values() for text in _strings(item, depth + 1)]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item, depth + 1)]
    return []


def scan(components: Any) -> Findings:
    """Everything the checks need from one component list, in page order."""
    walker = _Scan()
    for section in components if isinstance(components, list) else ():
        walker.section(section)
    return walker.found
