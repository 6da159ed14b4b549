"""The server's publish check and the checks stored on a release (docs/page-editor.md,
"Publish check")."""

from __future__ import annotations

from sqlmodel import select

from api.database import session_scope
from api.shop.models import ShopProduct

OWNER = "/api/owner/v1/projects"


def _text(*blocks: dict) -> dict:
    return {"time": 1, "version": "2.18.0", "blocks": list(blocks)}


def _block(block_id: str, kind: str, props: dict) -> dict:
    return {"id": block_id, "type": kind, "props": props, "style": {}, "slots": {}}


def _section(section_id: str, *blocks: dict) -> dict:
    return {"id": section_id, "template": "dynamic", "meta": {}, "blocks": list(blocks)}


def _products(engine, project_id: int) -> tuple[str, str]:
    """Two product keys: the first made sold out, the second left in stock."""
    with session_scope(engine) as session:
        rows = session.exec(
            select(ShopProduct).where(ShopProduct.project_id == project_id).order_by(ShopProduct.id)
        ).all()
        rows[0].stock_management, rows[0].stock = True, 0
        return rows[0].key, rows[1].key


def _new_page(client, project_id: int, headers: dict, components: list) -> int:
    body = {"path": "/controle", "post_title": "Controle", "components": components}
    created = client.post(f"{OWNER}/{project_id}/pages", json=body, headers=headers)
    assert created.status_code == 201, created.text
    return created.json()["page"]["id"]


def _problem_page(engine, sites) -> list:
    sold_out, in_stock = _products(engine, sites.demo)
    return [
        _section(
            "intro",
            _block(
                "t1",
                "text",
                {
                    "data": _text(
                        {"id": "h", "type": "header", "data": {"text": "Welkom", "level": 1}},
                        {
                            "id": "p",
                            "type": "paragraph",
                            "data": {
                                "text": 'Zie <a href="/bestaat-niet?x=1">hier</a> en '
                                '<a href="/contact">contact</a> en <a href="https://example.org/x">ver</a>.'
                            },
                        },
                        {"id": "h3", "type": "header", "data": {"text": "Te diep", "level": 3}},
                        {
                            "id": "img",
                            "type": "image",
                            "data": {"file": {"url": "/media/demo/brood.jpg"}, "caption": ""},
                        },
                    )
                },
            ),
        ),
        _section(
            "fotos",
            _block("foto-zonder", "image", {"url": "/media/demo/brood.jpg", "alt": ""}),
            _block("foto-met", "image", {"url": "/media/demo/brood.jpg", "alt": "Brood"}),
            _block("knop", "button", {"title": "Winkel", "url": "/winkelwagen"}),
            _block("knop2", "button", {"title": "Weg", "url": "/ook-weg/"}),
        ),
        _section(
            "winkel",
            _block("lijst", "products", {"products_mutated": {"ids": [sold_out, in_stock, "weg"]}}),
        ),
    ], sold_out


def test_the_check_lists_what_the_server_sees_in_a_draft(client, engine, sites, owner_headers):
    components, sold_out = _problem_page(engine, sites)
    page = _new_page(client, sites.demo, owner_headers, components)
    answer = client.get(
        f"{OWNER}/{sites.demo}/publish-check",
        params={"items": f"page:{page}"},
        headers=owner_headers,
    )
    assert answer.status_code == 200, answer.text
    problems = answer.json()["problems"]
    found = sorted((p["kind"], p["section"], p["message"]) for p in problems)
    assert found == sorted(
        [
            (
                "image_alt",
                "intro",
                "Afbeelding in tekst zonder bijschrift (dat is de alternatieve tekst).",
            ),
            ("image_alt", "fotos", "Afbeelding zonder alternatieve tekst."),
            ("broken_link", "intro", "Link naar /bestaat-niet: daar staat geen pagina."),
            ("broken_link", "fotos", "Link naar /ook-weg: daar staat geen pagina."),
            ("product_out_of_stock", "winkel", f"Product {sold_out} is uitverkocht."),
            ("product_gone", "winkel", "Product weg bestaat niet meer."),
            (
                "heading_outline",
                "intro",
                "Kop van niveau 3 volgt op niveau 1: er wordt een niveau overgeslagen.",
            ),
        ]
    )
    for item in problems:
        assert item["document"] == f"page:{page}"
        assert item["source"] == "server"
        assert item["severity"] in ("error", "warning")
    image = next(p for p in problems if p["kind"] == "image_alt" and p["section"] == "fotos")
    assert image["detail"]["block"] == "foto-zonder"
    assert image["detail"]["field"] == "url"


def test_every_draft_is_checked_without_items_and_a_missing_h1_is_seen(
    client, engine, sites, owner_headers
):
    page = _new_page(
        client,
        sites.demo,
        owner_headers,
        [
            _section(
                "s",
                _block(
                    "t",
                    "text",
                    {
                        "data": _text(
                            {"id": "a", "type": "header", "data": {"text": "Twee", "level": 2}}
                        )
                    },
                ),
            )
        ],
    )
    problems = client.get(f"{OWNER}/{sites.demo}/publish-check", headers=owner_headers).json()[
        "problems"
    ]
    mine = [p for p in problems if p["document"] == f"page:{page}"]
    assert [(p["kind"], p["message"]) for p in mine] == [
        ("heading_outline", "De pagina heeft geen kop van niveau 1 (H1).")
    ]


def test_bad_items_are_refused(client, sites, owner_headers):
    url = f"{OWNER}/{sites.demo}/publish-check"
    bad = client.get(url, params={"items": "pagina:1"}, headers=owner_headers)
    assert bad.status_code == 422
    assert list(bad.json()["errors"]) == ["items"]
    missing = client.get(url, params={"items": "page:999999"}, headers=owner_headers)
    assert missing.json() == {"errors": {"items": ["Dit document bestaat niet: page:999999."]}}


def test_publishing_stores_the_servers_and_the_editors_problems(
    client, engine, sites, owner_headers
):
    components, _sold_out = _problem_page(engine, sites)
    page = _new_page(client, sites.demo, owner_headers, components)
    measured = [
        {
            "kind": "axe",
            "severity": "error",
            "message": "Tekst heeft te weinig contrast (color-contrast).",
            "document": f"page:{page}",
            "section": "fotos",
            "detail": {"rule": "color-contrast", "width": 390},
        },
        {"kind": "weight", "severity": "warning", "message": "Te veel JavaScript.", "detail": None},
    ]
    body = {"items": [{"kind": "page", "id": page}], "checks": measured}
    published = client.post(f"{OWNER}/{sites.demo}/publish", json=body, headers=owner_headers)
    assert published.status_code == 200, published.text
    release = published.json()["release"]
    sources = [(c["source"], c["kind"]) for c in release["checks"]]
    assert ("browser", "axe") in sources and ("browser", "weight") in sources
    assert ("server", "broken_link") in sources
    detail = client.get(f"{OWNER}/{sites.demo}/releases/{release['id']}", headers=owner_headers)
    assert detail.json()["release"]["checks"] == release["checks"]
    listed = client.get(f"{OWNER}/{sites.demo}/releases", headers=owner_headers).json()
    assert listed["releases"][0]["checks"] == release["checks"]


def test_the_editors_problems_are_validated(client, sites, owner_headers):
    url = f"{OWNER}/{sites.demo}/publish"
    wrong = client.post(
        url,
        json={"checks": [{"kind": "rm", "severity": "boem", "message": ""}, "x"]},
        headers=owner_headers,
    )
    assert wrong.status_code == 422
    assert wrong.json()["errors"] == {
        "checks.0.kind": ["Kies axe, weight, image_alt, heading_outline, broken_link."],
        "checks.0.severity": ["Kies error of warning."],
        "checks.0.message": ["Geef een omschrijving van hoogstens 500 tekens."],
        "checks.1": ["Geef een probleem als object met kind, severity en message."],
    }
    many = [{"kind": "axe", "severity": "error", "message": "x"}] * 201
    assert client.post(url, json={"checks": many}, headers=owner_headers).json() == {
        "errors": {"checks": ["Geef een lijst van hoogstens 200 problemen."]}
    }
    big = [{"kind": "axe", "severity": "error", "message": "x", "detail": {"x": "y" * 3000}}]
    assert list(client.post(url, json={"checks": big}, headers=owner_headers).json()["errors"]) == [
        "checks.0.detail"
    ]


def test_publishing_without_checks_still_stores_the_servers(client, engine, sites, owner_headers):
    page = _new_page(client, sites.demo, owner_headers, [])
    body = {"items": [{"kind": "page", "id": page}]}
    release = client.post(f"{OWNER}/{sites.demo}/publish", json=body, headers=owner_headers).json()[
        "release"
    ]
    assert [c["kind"] for c in release["checks"]] == ["heading_outline"]


def test_categories_that_are_gone_are_seen_by_key_and_by_path(client, sites, owner_headers):
    categories = f"{OWNER}/{sites.demo}/categories"
    added = client.post(
        categories, json={"id": "tijdelijk", "title": "Tijdelijk"}, headers=owner_headers
    )
    assert added.status_code == 201, added.text
    path = added.json()["category"]["path"]
    link = {
        "data": _text({"id": "p", "type": "paragraph", "data": {"text": f'<a href="{path}">x</a>'}})
    }
    components = [
        _section(
            "winkel",
            _block("t", "text", link),
            _block(
                "cats", "productcategories", {"productcategories_mutated": {"ids": ["tijdelijk"]}}
            ),
            _block("lijst", "products", {"products_mutated": {"category": "tijdelijk"}}),
        )
    ]
    page = _new_page(client, sites.demo, owner_headers, components)

    def found() -> list:
        answer = client.get(
            f"{OWNER}/{sites.demo}/publish-check",
            params={"items": f"page:{page}"},
            headers=owner_headers,
        )
        assert answer.status_code == 200, answer.text
        problems = answer.json()["problems"]
        return sorted(
            (p["kind"], p["message"], p["detail"].get("block"))
            for p in problems
            if p["kind"] != "heading_outline"
        )

    assert found() == []
    gone = client.delete(f"{categories}/tijdelijk", headers=owner_headers)
    assert gone.status_code == 204, gone.text
    assert found() == [
        ("broken_link", f"Link naar {path}: daar staat geen pagina.", "t"),
        ("category_gone", "Categorie tijdelijk bestaat niet meer.", "cats"),
        ("category_gone", "Categorie tijdelijk bestaat niet meer.", "lijst"),
    ]
