"""What a password page's secured components refer to (templates, menus, forms) stays
out of the public page bundle and comes with the unlock answer
(POST /api/services/websites/v1/secured/page-designer/get)."""

import json

import pytest

from api.demo import PAGE_PASSWORD, read_document

BUNDLE = "/api/services/websites/v1/page-bundle"
UNLOCK = "/api/services/websites/v1/secured/page-designer/get"
SECRET = "Geheime horecaprijs: croissants voor 55 cent"


def rich_text(text: str) -> dict:
    paragraph = {"id": "p-geheim", "type": "paragraph", "data": {"text": text}}
    return {"time": 1700000000000, "version": "2.18.0", "blocks": [paragraph]}


def secured_only_references() -> dict:
    """The demo site, where /besloten's secured components place a template that holds
    the secret text and the 'contact' form, and a header with its own menu; none of
    them appears on /besloten's public components."""
    document = read_document("demo.json")
    document["project"]["aliases"] = []
    document["templates"].append(
        {
            "id": "geheim-blok",
            "title": "Horecaprijzen",
            "components": [
                {"id": "prijs", "template": "notification", "meta": {"title": rich_text(SECRET)}},
                {"id": "bestel", "template": "formContent", "meta": {"form": "contact"}},
            ],
        }
    )
    page = next(page for page in document["pages"] if page["path"] == "/besloten")
    page["secured_components"].insert(
        1, {"id": "geheim", "template": "templatePartial", "meta": {"template": "geheim-blok"}}
    )
    page["secured_components"][0]["meta"]["main_menu_menu"] = "topbalk"
    return document


def unlock(client, website_id, password=PAGE_PASSWORD):
    payload = {"website_id": website_id, "page_id": "/besloten", "password": password}
    return client.post(UNLOCK, json=payload)


def test_public_bundle_holds_nothing_only_the_secured_components_refer_to(client, import_document):
    import_document(secured_only_references(), "demo.site.local")
    body = client.get(BUNDLE, params={"path": "/besloten"}).json()
    assert SECRET not in json.dumps(body, ensure_ascii=False)
    assert "geheim-blok" not in body["templates"]
    assert "contact" not in body["forms"]
    assert "topbalk" not in body["menus"]
    # What the public components use still comes along.
    assert set(body["forms"]) == {"besloten-login"}
    assert "hoofdmenu" in body["menus"]


def test_unlock_answer_carries_the_secured_components_and_their_references(client, import_document):
    project_id = import_document(secured_only_references(), "demo.site.local")
    response = unlock(client, project_id)
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"components", "menus", "forms", "templates", "project"}
    assert [section["id"] for section in body["components"]][:2] == ["header", "geheim"]
    template = body["templates"]["geheim-blok"]
    assert template["components"][0]["meta"]["title"]["blocks"][0]["data"]["text"] == SECRET
    assert body["forms"]["contact"]["items"]
    assert set(body["menus"]) == {"topbalk"}
    assert body["menus"]["topbalk"]["items"]


def test_a_wrong_password_reveals_no_reference(client, import_document):
    project_id = import_document(secured_only_references(), "demo.site.local")
    response = unlock(client, project_id, password="fout")
    assert response.status_code == 422
    assert response.json() == {"errors": {"password": ["Het wachtwoord is onjuist."]}}


@pytest.mark.parametrize("website_id", ["²", "①", "1" * 5000])
def test_an_unlock_with_a_website_id_in_unicode_digits_is_a_422(
    client, import_document, website_id
):
    import_document(secured_only_references(), "demo.site.local")
    response = unlock(client, website_id)
    assert response.status_code == 422
    assert list(response.json()["errors"]) == ["website_id"]


def test_the_password_page_leaves_the_project_to_the_unlock_answer(client, import_document):
    document = secured_only_references()
    document["project"]["global_fields"] = {**document["project"].get("global_fields", {})}
    project_id = import_document(document, "demo.site.local")
    body = unlock(client, project_id).json()
    project = body["project"]
    assert set(project) == {
        "id", "title", "logo", "translations", "cookie_consent", "global_fields", "domain_live",
        "modules",
    }  # fmt: skip
    assert project["title"] == document["project"]["title"]
    # Of the webshop settings the page paths alone: no business, methods or wire details.
    assert set(project["modules"]["webshop"]) <= {
        "shoppingcart_page",
        "checkout_page",
        "order_page",
    }
    assert "styles" not in project
