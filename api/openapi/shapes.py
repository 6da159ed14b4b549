"""JSON Schemas of the payloads and answers the OpenAPI description refers to."""

from __future__ import annotations

STRING = {"type": "string"}
TEXT = {"type": "string", "maxLength": 2000}
PROJECT_ID = {
    "oneOf": [{"type": "integer", "minimum": 1}, {"type": "string", "pattern": "^[0-9]+$"}]
}

ERRORS = {
    "type": "object",
    "required": ["errors"],
    "properties": {
        "errors": {
            "type": "object",
            "additionalProperties": {"type": "array", "items": {"type": "string"}},
        }
    },
}

SECTION = {
    "type": "object",
    "description": "A section: a template id, field values (`meta`) and blocks.",
    "required": ["id", "template"],
    "properties": {
        "id": {"type": "string"},
        "template": {"type": "string"},
        "meta": {"type": "object"},
        "blocks": {"type": "array", "items": {"type": "object"}},
    },
}
SECTIONS = {"type": "array", "items": {"$ref": "#/components/schemas/Section"}}

BREADCRUMB = {
    "type": "object",
    "properties": {"title": STRING, "url": STRING, "active": {"type": "boolean"}},
}

PAGE_WRITE = {
    "type": "object",
    "description": "Page fields; on PUT a missing key keeps its stored value.",
    "properties": {
        "path": {"type": "string", "pattern": "^/"},
        "post_title": STRING,
        "seo_title": STRING,
        "seo_description": STRING,
        "custom_fields": {"type": "object"},
        "breadcrumbs": {"type": "array", "items": BREADCRUMB},
        "components": SECTIONS,
        "secured_components": SECTIONS,
        "password": {"type": ["string", "null"]},
        "password_hash": {"type": ["string", "null"]},
        "noindex": {"type": "boolean"},
        "version": {"type": "integer"},
    },
}

MENU_ITEM = {
    "type": "object",
    "properties": {
        "id": STRING,
        "label": STRING,
        "link": STRING,
        "type": {"enum": ["default", "submenu_simple"]},
        "item_type": {"enum": ["", "text", "columns"]},
        "text": STRING,
        "class": STRING,
        "items": {"type": "array", "items": {"type": "object"}},
    },
}
MENU_WRITE = {
    "type": "object",
    "properties": {
        "title": STRING,
        "items": {"type": "array", "items": MENU_ITEM},
        "version": {"type": "integer"},
    },
}

FORM_FIELD = {
    "type": "object",
    "properties": {
        "id": STRING,
        "identifier": STRING,
        "label": STRING,
        "type": STRING,
        "options": {"type": "array", "items": {"type": "object"}},
        "required": {"enum": ["0", "1"]},
        "hide_label": {"enum": ["0", "1"]},
        "default_value": STRING,
        "accept": {
            "type": "array",
            "items": STRING,
            "description": "A file item's content types (default: images, PDF, office "
            "documents and plain text)",
        },
        "max_size": {"type": "integer", "description": "A file item's largest upload in bytes"},
    },
}
FORM_WRITE = {
    "type": "object",
    "properties": {
        "title": STRING,
        "submit_title": STRING,
        "message": STRING,
        "redirection_url": STRING,
        "items": {"type": "array", "items": FORM_FIELD},
        "version": {"type": "integer"},
    },
}

TEMPLATE_WRITE = {
    "type": "object",
    "properties": {"title": STRING, "components": SECTIONS, "version": {"type": "integer"}},
}

# The spec's palette: `styles` holds `colors` of {label, value, key, group} only.
PALETTE_COLOR = {
    "type": "object",
    "required": ["key", "value", "group"],
    "properties": {
        "label": {"type": "string", "maxLength": 200},
        "key": {"type": "string", "minLength": 1, "maxLength": 100},
        "group": {"enum": ["primary", "secondary", "contrast", "gray", "text"]},
        "value": {
            "type": "string",
            "description": "'r, g, b' or 'r, g, b, a'",
            "pattern": r"^\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+|1\.0+)\s*)?$",
        },
    },
    "additionalProperties": False,
}
STYLES = {
    "type": "object",
    "properties": {"colors": {"type": "array", "maxItems": 500, "items": PALETTE_COLOR}},
    "additionalProperties": False,
}

PROJECT_WRITE = {
    "type": "object",
    "properties": {
        "title": STRING,
        "logo": STRING,
        "translations": {"type": "object", "additionalProperties": STRING},
        "modules": {"type": "object"},
        "styles": STYLES,
        "cookie_consent": {"type": "object"},
        "global_fields": {"type": "object"},
        "version": {"type": "integer"},
    },
}

SITE_DOCUMENT = {
    "type": "object",
    "description": "A whole site: project settings, pages, menus, forms and templates.",
    "properties": {
        "format": STRING,
        "version": {"type": "integer"},
        "content_schema": {
            "type": "integer",
            "minimum": 1,
            "description": "Content-schema version of the component trees (absent: 1); "
            "older trees are migrated on import (docs/content-migrations.md).",
        },
        "project": {"type": "object"},
        "pages": {"type": "array", "items": {"type": "object"}},
        "menus": {"type": "array", "items": {"type": "object"}},
        "forms": {"type": "array", "items": {"type": "object"}},
        "templates": {"type": "array", "items": {"type": "object"}},
    },
}

LOGIN = {
    "type": "object",
    "required": ["email", "password"],
    "properties": {"email": {"type": "string", "maxLength": 320}, "password": TEXT},
}

PUBLISH = {
    "type": "object",
    "properties": {
        "items": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["kind", "id"],
                "properties": {
                    "kind": {"enum": ["page", "menu", "form", "template", "settings"]},
                    "id": {"type": ["string", "integer"]},
                },
            },
        },
        "publish_at": {"type": "string", "format": "date-time"},
        "note": {"type": "string", "maxLength": 500},
        "checks": {
            "type": "array",
            "maxItems": 200,
            "description": "The problems the editor measured in the browser (axe, weight "
            "budget, ...), stored on the release beside the server's own.",
            "items": {
                "type": "object",
                "required": ["kind", "severity", "message"],
                "properties": {
                    "kind": {
                        "enum": ["axe", "weight", "image_alt", "heading_outline", "broken_link"]
                    },
                    "severity": {"enum": ["error", "warning"]},
                    "message": {"type": "string", "minLength": 1, "maxLength": 500},
                    "document": {"type": ["string", "null"]},
                    "section": {"type": ["string", "null"], "maxLength": 200},
                    "detail": {"type": ["object", "null"]},
                },
            },
        },
    },
}

PRESENCE_BEAT = {
    "type": "object",
    "required": ["document"],
    "properties": {
        "document": {"type": "string", "pattern": "^(page|template):[A-Za-z0-9_.-]{1,100}$"},
        "section": {"type": ["string", "null"], "maxLength": 200},
    },
}

PREVIEW_LINK = {
    "type": "object",
    "required": ["path"],
    "properties": {"path": {"type": "string", "maxLength": 1000}},
}

UNLOCK = {
    "type": "object",
    "required": ["website_id", "page_id", "password"],
    "properties": {"website_id": PROJECT_ID, "page_id": STRING, "password": STRING},
}

REDIRECT_WRITE = {
    "type": "object",
    "description": "`path`: the old path ('/oud'); `target`: a path of the site or an "
    "absolute https URL; `status`: 301 (default) or 302. A change sends only what changes.",
    "properties": {
        "path": {"type": "string", "maxLength": 500},
        "target": {"type": "string", "maxLength": 2000},
        "status": {"type": "integer", "enum": [301, 302]},
    },
}

NOT_FOUND_REGISTRATION = {
    "type": "object",
    "required": ["website_id", "project_id", "url"],
    "properties": {"website_id": PROJECT_ID, "project_id": PROJECT_ID, "url": TEXT},
}

FORM_SUBMIT = {
    "type": "object",
    "required": ["form_id", "fields"],
    "description": "`fields`: a value per item identifier (text; a file item: a list of "
    "upload paths). Names the form lacks are ignored. `company_website` is the honeypot: "
    "people leave it empty.",
    "properties": {
        "form_id": {"type": "string", "maxLength": 100},
        "fields": {"type": "object"},
        "url": TEXT,
        "company_website": STRING,
    },
}
FILE_PATH = {"type": "string", "maxLength": 300}
FILE_FLAG = {"type": ["boolean", "string", "integer"], "description": "true/false, 1/0"}
VISITOR_UPLOAD = {
    "type": "object",
    "required": ["filePath", "contentType", "form_id"],
    "description": "A signed URL to PUT one file to, for a form with a file item; the "
    "answer's `path` (the stored name) is what the later calls and the form submit use.",
    "properties": {
        "filePath": {"type": "string", "maxLength": 200},
        "contentType": {"type": "string", "maxLength": 150},
        "isPrivate": FILE_FLAG,
        "form_id": {"type": "string", "maxLength": 100},
    },
}
OWNER_UPLOAD = {
    "type": "object",
    "required": ["filePath", "contentType"],
    "properties": {
        "filePath": {"type": "string", "maxLength": 200},
        "contentType": {"type": "string", "maxLength": 150},
        "isPrivate": FILE_FLAG,
        "maintainTransparency": FILE_FLAG,
        "backgroundColor": {"type": "string", "description": "'r, g, b' or 'r, g, b, a'"},
        "maxWidth": {"type": ["integer", "string"]},
        "maxHeight": {"type": ["integer", "string"]},
    },
}
FILE_REF = {
    "type": "object",
    "required": ["filePath"],
    "properties": {"filePath": FILE_PATH, "isPrivate": FILE_FLAG},
}
VISITOR_FILE_REF = {
    "type": "object",
    "required": ["filePath", "form_id"],
    "properties": {"filePath": FILE_PATH, "form_id": {"type": "string", "maxLength": 100}},
}
UPLOAD_ANSWER = {
    "type": "object",
    "required": ["url", "path", "method", "headers", "max_size", "expires_at"],
    "properties": {
        "url": STRING,
        "path": STRING,
        "method": {"enum": ["PUT"]},
        "headers": {"type": "object"},
        "max_size": {"type": "integer"},
        "expires_at": STRING,
    },
}
FORM_SUBMIT_ANSWER = {
    "type": "object",
    "required": ["message", "redirection_url"],
    "properties": {"message": STRING, "redirection_url": STRING},
}
FORM_POST = {
    "type": "object",
    "required": ["form_id"],
    "description": "The form's server HTML as the browser posts it (urlencoded, or multipart "
    "with the files of its file items): a value per item identifier; a file item's earlier "
    "uploads as their paths; `url` the page's path; `company_website` the honeypot.",
    "properties": {"form_id": STRING, "url": STRING, "company_website": STRING},
}
FORM_OUTCOME = {
    "type": "object",
    "required": ["outcome"],
    "properties": {
        "outcome": {
            "type": "object",
            "required": ["form_id", "status", "message", "redirection_url", "errors", "values"],
            "properties": {
                "form_id": STRING,
                "status": {"type": "string", "enum": ["sent", "invalid"]},
                "message": STRING,
                "redirection_url": STRING,
                "errors": {"type": "object"},
                "values": {"type": "object"},
            },
        }
    },
}

PRODUCT_WRITE = {
    "type": "object",
    "description": "A product as the site document holds it (docs/data-shapes.md, shop; "
    "shared-schema/definitions/product.schema.json); on PUT a missing key keeps its value.",
    "properties": {
        "id": STRING,
        "title": STRING,
        "slug": STRING,
        "path": STRING,
        "price": {"type": "object"},
        "sale_price": {"type": ["object", "null"]},
        "vat_rate": {"type": "integer"},
        "categories": {"type": "array", "items": STRING},
        "options": {"type": "array", "items": {"type": "object"}},
        "version": {"type": "integer"},
    },
}

CATEGORY_WRITE = {
    "type": "object",
    "description": "A product category (shared-schema/definitions/category.schema.json).",
    "properties": {
        "id": STRING,
        "parent": {"type": ["string", "null"]},
        "title": STRING,
        "slug": STRING,
        "path": STRING,
        "version": {"type": "integer"},
    },
}

CATEGORY_ARRANGEMENT = {
    "type": "object",
    "description": "New places of several categories at once (docs/shop.md).",
    "required": ["categories"],
    "properties": {
        "categories": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["id", "position"],
                "properties": {
                    "id": STRING,
                    "parent": {"type": ["string", "null"]},
                    "position": {"type": "integer"},
                    "version": {"type": "integer"},
                },
            },
        }
    },
}

STOCK_QUERY = {
    "type": "object",
    "required": ["website_id", "product_id"],
    "properties": {"website_id": PROJECT_ID, "project_id": PROJECT_ID, "product_id": STRING},
}

CART_QUERY = {
    "type": "object",
    "required": ["website_id", "project_id"],
    "properties": {
        "website_id": PROJECT_ID,
        "project_id": PROJECT_ID,
        "shoppingcart_session": STRING,
    },
}
CART_ADD = {
    "type": "object",
    "required": ["website_id", "project_id", "shoppingcart_session", "product_id", "quantity"],
    "properties": {
        **CART_QUERY["properties"],
        "type": {"enum": ["checkout", "quote"]},
        "product_id": STRING,
        "quantity": {"type": "integer", "minimum": 1, "maximum": 9999},
        "options": {
            "type": "array",
            "items": {"type": "object", "properties": {"title": STRING, "value": STRING}},
        },
    },
}
ORDER_QUERY = {
    "type": "object",
    "required": ["website_id", "project_id", "order_session"],
    "properties": {
        "website_id": PROJECT_ID,
        "project_id": PROJECT_ID,
        "order_session": STRING,
        "email": STRING,
        "payment_method": STRING,
    },
}

SEARCH_QUERY = {
    "type": "object",
    "required": ["website_id"],
    "properties": {
        "website_id": PROJECT_ID,
        "project_id": PROJECT_ID,
        "query": STRING,
        "filters": STRING,
        "current_url": STRING,
        "limit": {"type": "integer", "minimum": 1, "maximum": 3000},
    },
}

ORDER_STATUS_WRITE = {
    "type": "object",
    "required": ["status"],
    "properties": {"status": {"enum": ["new", "processing", "shipped", "completed", "cancelled"]}},
}

ORDER_HOLD_WRITE = {
    "type": "object",
    "description": "Hold the unpaid order's stock until this many days from now.",
    "required": ["days"],
    "properties": {"days": {"type": "integer", "minimum": 1, "maximum": 60}},
}

QUOTE_STATUS_WRITE = {
    "type": "object",
    "required": ["quote_status"],
    "properties": {"quote_status": {"enum": ["open", "declined"]}},
}

QUOTE_ORDER_WRITE = {
    "type": "object",
    "description": "The quote's lines to order (unit_price: euros incl. tax; absent: "
    "today's price), an optional delivery method key and a payment method id.",
    "required": ["lines", "payment_method"],
    "properties": {
        "lines": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["id"],
                "properties": {
                    "id": {"type": "integer"},
                    "unit_price": {"type": ["number", "string"]},
                    "quantity": {"type": "integer", "minimum": 1},
                },
            },
        },
        "shipping": STRING,
        "payment_method": STRING,
    },
}

WEBSHOP_SETTINGS_WRITE = {
    "type": "object",
    "description": "Keys of project.modules.webshop to write (docs/owner-orders.md); "
    "null resets a key to its default.",
    "properties": {
        "vat_rates": {"type": ["array", "null"], "items": {"type": "integer"}},
        "shipping_methods": {"type": ["array", "null"], "items": {"type": "object"}},
        "payment_methods": {"type": ["array", "null"], "items": {"type": "object"}},
        "wire": {"type": ["object", "null"]},
        "agreement_url": {"type": ["string", "null"]},
        "order_page": {"type": ["string", "null"]},
        "shoppingcart_page": {"type": ["string", "null"]},
        "checkout_page": {"type": ["string", "null"]},
        "countries": {"type": ["array", "null"], "items": STRING},
        "notification_email": {"type": ["string", "null"]},
        "mollie": {"type": ["object", "null"], "properties": {"api_key": STRING}},
        "version": {"type": "integer"},
    },
}

OBJECT = {"type": "object"}

MEDIA_FACTS = {
    "type": "object",
    "description": "An image run through the media pipeline (docs/media.md): its size, "
    "the content-hashed original and srcsets per type, best type first.",
    "required": ["width", "height", "src", "sources"],
    "properties": {
        "width": {"type": "integer", "minimum": 1},
        "height": {"type": "integer", "minimum": 1},
        "src": STRING,
        "sources": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["type", "srcset"],
                "properties": {"type": {"enum": ["image/avif", "image/webp"]}, "srcset": STRING},
            },
        },
    },
}

PAGE_BUNDLE = {
    "type": "object",
    "description": "Everything needed to render one path (docs/data-shapes.md, Page bundle).",
    "required": ["project", "page", "menus", "forms", "templates", "media", "canonical_url"],
    "properties": {
        "project": OBJECT,
        "page": OBJECT,
        "menus": OBJECT,
        "forms": OBJECT,
        "templates": OBJECT,
        "media": {
            "type": "object",
            "description": "Facts per image URL the page's components refer to; "
            "images without facts (external URLs) are absent.",
            "additionalProperties": {"$ref": "#/components/schemas/MediaFacts"},
        },
        "canonical_url": STRING,
        "cache": OBJECT,
        "not_found": {"type": "boolean"},
    },
}

COMPONENTS = {
    "Errors": ERRORS,
    "Section": SECTION,
    "PageWrite": PAGE_WRITE,
    "MenuWrite": MENU_WRITE,
    "FormWrite": FORM_WRITE,
    "TemplateWrite": TEMPLATE_WRITE,
    "ProjectWrite": PROJECT_WRITE,
    "OrderStatusWrite": ORDER_STATUS_WRITE,
    "OrderHoldWrite": ORDER_HOLD_WRITE,
    "QuoteStatusWrite": QUOTE_STATUS_WRITE,
    "QuoteOrderWrite": QUOTE_ORDER_WRITE,
    "WebshopSettingsWrite": WEBSHOP_SETTINGS_WRITE,
    "SiteDocument": SITE_DOCUMENT,
    "Login": LOGIN,
    "Publish": PUBLISH,
    "PreviewLink": PREVIEW_LINK,
    "PresenceBeat": PRESENCE_BEAT,
    "Unlock": UNLOCK,
    "ProductWrite": PRODUCT_WRITE,
    "CategoryWrite": CATEGORY_WRITE,
    "CategoryArrangement": CATEGORY_ARRANGEMENT,
    "StockQuery": STOCK_QUERY,
    "CartQuery": CART_QUERY,
    "CartAdd": CART_ADD,
    "OrderQuery": ORDER_QUERY,
    "SearchQuery": SEARCH_QUERY,
    "NotFoundRegistration": NOT_FOUND_REGISTRATION,
    "RedirectWrite": REDIRECT_WRITE,
    "FormOutcome": FORM_OUTCOME,
    "FormPost": FORM_POST,
    "FormSubmit": FORM_SUBMIT,
    "FormSubmitAnswer": FORM_SUBMIT_ANSWER,
    "VisitorUpload": VISITOR_UPLOAD,
    "OwnerUpload": OWNER_UPLOAD,
    "FileRef": FILE_REF,
    "VisitorFileRef": VISITOR_FILE_REF,
    "UploadAnswer": UPLOAD_ANSWER,
    "MediaFacts": MEDIA_FACTS,
    "PageBundle": PAGE_BUNDLE,
}
