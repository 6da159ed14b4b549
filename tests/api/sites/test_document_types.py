"""Every field of a site document is type-checked before use: a value of the wrong
type anywhere in the document is a Dutch message at its path, never an exception
(a list as a template id answered 500)."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

from api.pages.models import Page, ReusableTemplate
from api.sites.document import read_site_document

# One value of every JSON type (a string where a number or list belongs, and so on).
WRONG = [None, True, 1.5, "x", [[]], {"a": {}}]
RICH = {"time": 1, "version": "2.18.0", "blocks": [{"type": "paragraph", "data": {"text": "Hoi"}}]}


def _section(ident: str) -> dict:
    text = {"id": f"{ident}-t", "type": "text", "props": {"data": RICH}, "style": {}, "slots": {}}
    columns = {
        "id": f"{ident}-c",
        "type": "columns",
        "props": {},
        "style": {"text_color": ""},
        "slots": {"item_one": [text]},
    }
    return {"id": ident, "template": "dynamic", "meta": {}, "blocks": [columns]}


DOCUMENT = {
    "format": "site-document",
    "version": 1,
    "project": {
        "title": "Bakkerij",
        "domain_live": "bakkerij.example",
        "aliases": ["www.bakkerij.example"],
        "logo": "/logo.png",
        "translations": {"webshop_delete": "Verwijderen"},
        "modules": {"webshop": {"shoppingcart_page": "/winkelwagen"}},
        "styles": {"colors": [{"key": "p", "label": "P", "group": "primary", "value": "1, 2, 3"}]},
        "cookie_consent": {},
        "global_fields": {"copyright": RICH},
    },
    "menus": [
        {
            "id": "hoofdmenu",
            "title": "Hoofdmenu",
            "items": [
                {
                    "id": "a",
                    "label": "Over",
                    "link": "/over",
                    "type": "submenu_simple",
                    "style": {"type": "primary", "text_color": "", "icon": ""},
                    "items": [{"id": "b", "label": "Tip", "item_type": "text", "text": "<b>x</b>"}],
                }
            ],
        }
    ],
    "forms": [
        {
            "id": "contact",
            "title": "Contact",
            "items": [
                {
                    "id": "1",
                    "identifier": "keuze",
                    "label": "Keuze",
                    "type": "select",
                    "options": [{"value": "a", "title": "A"}],
                }
            ],
        }
    ],
    "templates": [{"id": "kop", "title": "Kop", "components": [_section("t")]}],
    "pages": [
        {
            "path": "/",
            "post_title": "Home",
            "seo_title": "",
            "seo_description": "",
            "custom_fields": {"title": "Brood", "description": RICH, "products": [1, "2"]},
            "breadcrumbs": [{"title": "Home", "url": "/", "active": True}],
            "password_hash": None,
            "components": [_section("s")],
            "secured_components": [],
        }
    ],
    "shop": {
        "categories": [
            {
                "id": "taarten",
                "parent": None,
                "title": "Taarten",
                "description": RICH,
                "filters": ["soort"],
            },
            {"id": "vlaaien", "parent": "taarten", "title": "Vlaaien", "layout": "products"},
        ],
        "products": [
            {
                "id": "appeltaart",
                "title": "Appeltaart",
                "price": {"incl_tax": "24.95"},
                "sale_price": {"excl_tax": 20},
                "vat_rate": 9,
                "enable_form": True,
                "form_id": "contact",
                "categories": ["vlaaien"],
                "attributes": {"soort": ["taart"]},
                "options": [
                    {
                        "title": "Formaat",
                        "layout": "select",
                        "options": [{"title": "Groot", "price": "2,50"}],
                    },
                    {"title": "Personen", "layout": "number", "price": 1, "connection_id": "p"},
                    {
                        "title": "Per persoon",
                        "layout": "calculation",
                        "calculation_options": {
                            "type": "multiply_relation_value",
                            "value": "3.5",
                            "connection_id_from": "p",
                        },
                    },
                ],
            }
        ],
    },
}


def _positions(value: Any, path: tuple = ()) -> Iterator[tuple]:
    yield path
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _positions(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _positions(child, (*path, index))


def _replaced(path: tuple, wrong: Any) -> Any:
    if not path:
        return copy.deepcopy(wrong)
    document = copy.deepcopy(DOCUMENT)
    parent = document
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = copy.deepcopy(wrong)
    return document


def _stored() -> dict:
    return {
        "stored_pages": {"/": Page(project_id=1, path="/", components=[_section("s")])},
        "stored_templates": {
            "kop": ReusableTemplate(project_id=1, key="kop", components=[_section("t")])
        },
        "stored_global_fields": {"copyright": RICH},
    }


def test_the_base_document_is_valid():
    errors, _document = read_site_document(copy.deepcopy(DOCUMENT), developer=False, **_stored())
    assert not errors, errors.messages


def test_a_wrong_type_in_any_position_is_reported_never_raised():
    positions = list(_positions(DOCUMENT))
    assert len(positions) > 100
    for path in positions:
        for wrong in WRONG:
            data = _replaced(path, wrong)
            errors, document = read_site_document(data, developer=False, **_stored())
            assert set(document) == {"project", "menus", "forms", "templates", "pages", "shop"}
            for field, messages in errors.messages.items():
                assert isinstance(field, str) and messages, (path, wrong)


def test_a_list_as_template_or_page_key_is_a_message_at_its_path():
    data = copy.deepcopy(DOCUMENT)
    data["templates"][0]["id"] = ["kop"]
    data["pages"][0]["path"] = {"p": "/"}
    errors, _document = read_site_document(data, developer=False, **_stored())
    assert "templates[0].id" in errors.messages
    assert errors.messages["pages[0].path"] == ["Dit veld is verplicht."]
