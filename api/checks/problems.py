"""One problem of the publish check: `{kind, severity, message, document, section,
detail}` (docs/page-editor.md, "Publish check"). Kinds and severities are named here."""

from __future__ import annotations

from typing import Any

# What the server finds in the drafts.
IMAGE_ALT = "image_alt"
BROKEN_LINK = "broken_link"
PRODUCT_OUT_OF_STOCK = "product_out_of_stock"
PRODUCT_GONE = "product_gone"
CATEGORY_GONE = "category_gone"
HEADING_OUTLINE = "heading_outline"
SERVER_KINDS = (
    IMAGE_ALT,
    BROKEN_LINK,
    PRODUCT_OUT_OF_STOCK,
    PRODUCT_GONE,
    CATEGORY_GONE,
    HEADING_OUTLINE,
)
# What the editor measures in the browser and sends along with the publish call.
AXE = "axe"
WEIGHT = "weight"
BROWSER_KINDS = (AXE, WEIGHT, IMAGE_ALT, HEADING_OUTLINE, BROKEN_LINK)

ERROR = "error"
WARNING = "warning"
SEVERITIES = (ERROR, WARNING)

SERVER = "server"
BROWSER = "browser"

IMAGE_WITHOUT_ALT = "Afbeelding zonder alternatieve tekst."
RICH_TEXT_IMAGE_WITHOUT_ALT = (
    "Afbeelding in tekst zonder bijschrift (dat is de alternatieve tekst)."
)
LINK_WITHOUT_PAGE = "Link naar {path}: daar staat geen pagina."
MENU_LINK_WITHOUT_PAGE = (
    "Link naar {path} in menu '{menu}' (item '{label}'): daar staat geen pagina."
)
PRODUCT_SOLD_OUT = "Product {key} is uitverkocht."
PRODUCT_MISSING = "Product {key} bestaat niet meer."
CATEGORY_MISSING = "Categorie {key} bestaat niet meer."
NO_H1 = "De pagina heeft geen kop van niveau 1 (H1)."
SEVERAL_H1 = "De pagina heeft meer dan één kop van niveau 1 (H1)."
SKIPPED_LEVEL = (
    "Kop van niveau {level} volgt op niveau {previous}: er wordt een niveau overgeslagen."
)


def problem(
    kind: str,
    severity: str,
    message: str,
    document: str | None,
    section: str | None,
    detail: dict[str, Any] | None = None,
) -> dict[str, Any]:
    return {
        "kind": kind,
        "severity": severity,
        "message": message,
        "document": document,
        "section": section,
        "detail": detail or {},
    }
