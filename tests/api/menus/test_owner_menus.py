"""Owner API for menus: read, replace and create by menu id."""

from api.demo import read_document

OWNER = "/api/owner/v1/projects"
BUNDLE = "/api/services/websites/v1/page-bundle"


def menu_url(project_id, key="hoofdmenu"):
    return f"{OWNER}/{project_id}/menus/{key}"


def test_list_and_read_menus(client, sites, owner_headers):
    menus = client.get(f"{OWNER}/{sites.demo}/menus", headers=owner_headers).json()["menus"]
    demo_menus = sorted(menu["id"] for menu in read_document("demo.json")["menus"])
    assert [menu["id"] for menu in menus] == demo_menus
    menu = client.get(menu_url(sites.demo), headers=owner_headers).json()["menu"]
    assert menu["title"] == "Hoofdmenu"
    assert menu["items"][1]["type"] == "submenu_simple"
    missing = client.get(menu_url(sites.demo, "bestaat-niet"), headers=owner_headers)
    assert missing.status_code == 404
    assert missing.json() == {"errors": {"general": ["Dit menu bestaat niet."]}}


def test_replace_fills_item_defaults_and_sanitises_text(client, sites, owner_headers):
    items = [
        {"id": "a", "label": "Winkel", "link": "/winkel"},
        {
            "id": "b",
            "label": "Meer",
            "type": "submenu_simple",
            "items": [
                {
                    "id": "c",
                    "label": "Tekst",
                    "item_type": "text",
                    "text": "<b>Hoi</b><script>x</script>",
                }
            ],
        },
    ]
    response = client.put(
        menu_url(sites.demo), json={"title": "Nieuw menu", "items": items}, headers=owner_headers
    )
    assert response.status_code == 200, response.text
    menu = response.json()["menu"]
    assert menu["items"][0] == {
        "id": "a",
        "label": "Winkel",
        "link": "/winkel",
        "item_type": "",
        "text": "",
        "class": "",
        "type": "default",
        "column_width": "",
        "style": {"type": "", "text_color": "", "icon": ""},
        "items": [],
    }
    assert menu["items"][1]["items"][0]["text"] == "<b>Hoi</b>"


def test_invalid_menus_are_refused_with_paths(client, sites, owner_headers):
    deep = {"id": "1", "items": [{"id": "2", "items": [{"id": "3", "items": [{"id": "4"}]}]}]}
    response = client.put(
        menu_url(sites.demo),
        json={"title": "", "items": [deep, {"id": "5", "type": "mega"}]},
        headers=owner_headers,
    )
    assert response.status_code == 422
    errors = response.json()["errors"]
    assert errors["title"] == ["Dit veld is verplicht."]
    assert errors["items[0].items[0].items[0].items"] == [
        "Een menu heeft hoogstens twee uitklapniveaus."
    ]
    assert "items[1].type" in errors
    menu = client.get(menu_url(sites.demo), headers=owner_headers).json()["menu"]
    assert menu["title"] == "Hoofdmenu"


def test_a_new_menu_id_creates_the_menu(client, sites, owner_headers):
    response = client.put(
        menu_url(sites.demo, "footer"), json={"title": "Footer", "items": []}, headers=owner_headers
    )
    assert response.status_code == 201
    # A new menu is a draft until published (docs/publishing.md).
    assert response.json()["menu"] == {
        "id": "footer",
        "title": "Footer",
        "items": [],
        "version": 1,
        "published_version": None,
        "has_unpublished_changes": True,
    }
    assert response.headers["etag"] == '"1"'
