"""The menus the publish check reads (api/checks/menus.py): the menus of the release and
those the checked pages render, each as it stands once the release is live."""

from __future__ import annotations

from api.checks.menus import MenuLink, menu_links

OWNER = "/api/owner/v1/projects"
MESSAGE = "Link naar {path} in menu '{menu}' (item '{label}'): daar staat geen pagina."


def test_menu_links_reads_links_and_text_at_every_level():
    items = [
        {"id": "a", "label": "Home", "link": "/"},
        {"id": "b", "label": "Ver", "link": "https://example.org/x", "items": []},
        {
            "id": "c",
            "label": "Meer",
            "link": "",
            "items": [
                {"id": "d", "label": "Weg", "link": "/weg/?a=1#b"},
                {
                    "id": "e",
                    "label": "Tekst",
                    "text": 'Bel <a href="tel:+31">ons</a> of <a href="/contact">mail</a>',
                    "items": [{"id": "f", "label": "", "link": "/media/a.pdf"}],
                },
            ],
        },
        "geen item",
    ]
    assert menu_links(items) == [
        MenuLink("/", "a", "Home", "link"),
        MenuLink("/weg", "d", "Weg", "link"),
        MenuLink("/contact", "e", "Tekst", "text"),
    ]
    assert menu_links(None) == []


def _header(section_id: str, menu: str) -> dict:
    return {
        "id": section_id,
        "template": "headerOneSearch",
        "meta": {"main_menu_menu": menu},
        "blocks": [],
    }


def _title() -> dict:
    return {"id": "titel", "template": "sectionTitle", "meta": {"title": "Controle"}, "blocks": []}


def _put_menu(client, project_id: int, headers: dict, key: str, items: list) -> None:
    body = {"title": f"Menu {key}", "items": items}
    answer = client.put(f"{OWNER}/{project_id}/menus/{key}", json=body, headers=headers)
    assert answer.status_code in (200, 201), answer.text


def _publish(client, project_id: int, headers: dict, *items: dict) -> None:
    answer = client.post(
        f"{OWNER}/{project_id}/publish", json={"items": list(items)}, headers=headers
    )
    assert answer.status_code == 200, answer.text


def _new_page(client, project_id: int, headers: dict, path: str, components: list) -> int:
    body = {"path": path, "post_title": "Controle", "components": components}
    created = client.post(f"{OWNER}/{project_id}/pages", json=body, headers=headers)
    assert created.status_code == 201, created.text
    return created.json()["page"]["id"]


def _check(client, project_id: int, headers: dict, items: str) -> list[dict]:
    answer = client.get(
        f"{OWNER}/{project_id}/publish-check", params={"items": items}, headers=headers
    )
    assert answer.status_code == 200, answer.text
    return answer.json()["problems"]


def _menu_problems(problems: list[dict]) -> list[tuple]:
    return sorted(
        (p["document"], p["detail"]["item"], p["detail"]["field"], p["message"])
        for p in problems
        if p["document"] and p["document"].startswith("menu:")
    )


_ITEMS = [
    {"id": "thuis", "label": "Home", "link": "/"},
    {"id": "kar", "label": "Winkelwagen", "link": "/winkelwagen"},
    {"id": "brood", "label": "Brood", "link": "/winkel/brood"},
    {"id": "ver", "label": "Elders", "link": "https://example.org/weg"},
    {
        "id": "meer",
        "label": "Meer",
        "type": "submenu_simple",
        "items": [
            {"id": "weg", "label": "Weg", "link": "/nergens"},
            {
                "id": "tekst",
                "label": "Tekst",
                "item_type": "text",
                "text": '<a href="/ook-nergens">hier</a>',
            },
        ],
    },
]


def test_a_menu_in_the_release_is_checked_as_drafted_and_points_to_its_editor(
    client, sites, owner_headers
):
    _put_menu(client, sites.demo, owner_headers, "controle", _ITEMS)
    page = _new_page(
        client, sites.demo, owner_headers, "/controle", [_title(), _header("kop", "controle")]
    )
    # Never published and not in the release: visitors will not see it, nothing to say.
    assert _menu_problems(_check(client, sites.demo, owner_headers, f"page:{page}")) == []
    problems = _check(client, sites.demo, owner_headers, f"page:{page},menu:controle")
    title = "Menu controle"
    assert _menu_problems(problems) == [
        (
            "menu:controle",
            "tekst",
            "text",
            MESSAGE.format(path="/ook-nergens", menu=title, label="Tekst"),
        ),
        ("menu:controle", "weg", "link", MESSAGE.format(path="/nergens", menu=title, label="Weg")),
    ]
    found = next(p for p in problems if p["document"] == "menu:controle")
    assert found["kind"] == "broken_link"
    assert found["severity"] == "error"
    assert found["section"] is None
    assert found["source"] == "server"
    assert found["detail"]["menu"] == "controle"
    assert found["detail"]["used_by"] == [f"page:{page}"]
    # The menu on its own: the same problems, used by no checked document.
    alone = _check(client, sites.demo, owner_headers, "menu:controle")
    assert len(_menu_problems(alone)) == 2
    assert {p["detail"]["used_by"] == [] for p in alone} == {True}


def test_a_published_menu_a_page_renders_is_checked_as_it_is_live(client, sites, owner_headers):
    _put_menu(client, sites.demo, owner_headers, "live", [{"id": "a", "label": "A", "link": "/a"}])
    _publish(client, sites.demo, owner_headers, {"kind": "menu", "id": "live"})
    # The draft fixes the link; it only counts once the menu is in the release.
    _put_menu(client, sites.demo, owner_headers, "live", [{"id": "a", "label": "A", "link": "/"}])
    page = _new_page(
        client, sites.demo, owner_headers, "/controle", [_title(), _header("kop", "live")]
    )
    assert _menu_problems(_check(client, sites.demo, owner_headers, f"page:{page}")) == [
        ("menu:live", "a", "link", MESSAGE.format(path="/a", menu="Menu live", label="A"))
    ]
    assert _menu_problems(_check(client, sites.demo, owner_headers, f"page:{page},menu:live")) == []


def test_menus_are_followed_through_templates_and_pages_of_the_release_count(
    client, sites, owner_headers
):
    items = [{"id": "nieuw", "label": "Nieuw", "link": "/nieuwe-pagina"}]
    _put_menu(client, sites.demo, owner_headers, "via-template", items)
    _publish(client, sites.demo, owner_headers, {"kind": "menu", "id": "via-template"})
    template = {"components": [_header("kop", "via-template")], "title": "Kop"}
    answer = client.put(
        f"{OWNER}/{sites.demo}/templates/kop-controle", json=template, headers=owner_headers
    )
    assert answer.status_code in (200, 201), answer.text
    partial = {"id": "p", "template": "templatePartial", "meta": {"template": "kop-controle"}}
    page = _new_page(client, sites.demo, owner_headers, "/controle", [_title(), partial])
    # The template is not published and not in the release: it shows nothing yet.
    assert _menu_problems(_check(client, sites.demo, owner_headers, f"page:{page}")) == []
    with_template = _check(client, sites.demo, owner_headers, f"page:{page},template:kop-controle")
    assert [p["detail"]["path"] for p in with_template if p["document"] == "menu:via-template"] == [
        "/nieuwe-pagina"
    ]
    used_by = next(p for p in with_template if p["document"] == "menu:via-template")["detail"]
    assert used_by["used_by"] == [f"page:{page}", "template:kop-controle"]
    # The page the item links to goes live in the same release: nothing is broken.
    target = _new_page(client, sites.demo, owner_headers, "/nieuwe-pagina", [_title()])
    both = f"page:{page},template:kop-controle,page:{target}"
    assert _menu_problems(_check(client, sites.demo, owner_headers, both)) == []


def test_every_drafted_menu_is_checked_without_items(client, sites, owner_headers):
    _put_menu(
        client, sites.demo, owner_headers, "concept", [{"id": "x", "label": "X", "link": "/x"}]
    )
    problems = client.get(f"{OWNER}/{sites.demo}/publish-check", headers=owner_headers).json()[
        "problems"
    ]
    assert [p["detail"]["path"] for p in problems if p["document"] == "menu:concept"] == ["/x"]
    # The demo's own menus lead somewhere.
    assert [p for p in problems if p["document"] == "menu:hoofdmenu"] == []


def test_an_unknown_menu_is_refused(client, sites, owner_headers):
    answer = client.get(
        f"{OWNER}/{sites.demo}/publish-check",
        params={"items": "menu:bestaat-niet"},
        headers=owner_headers,
    )
    assert answer.status_code == 422
    assert answer.json() == {"errors": {"items": ["Dit document bestaat niet: menu:bestaat-niet."]}}
