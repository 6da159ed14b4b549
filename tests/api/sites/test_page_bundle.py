"""GET /api/services/websites/v1/page-bundle: what the SSR layer renders a path from."""

from PIL import Image
from sqlmodel import select

from api.database import session_scope
from api.demo import read_document
from api.media.references import image_urls
from api.menus.models import Menu
from api.pages.models import Page
from api.projects.models import Project

BUNDLE = "/api/services/websites/v1/page-bundle"


def db_id(engine, model, **where):
    with session_scope(engine) as session:
        statement = select(model)
        for key, value in where.items():
            statement = statement.where(getattr(model, key) == value)
        return session.exec(statement).one().id


def demo_page(path):
    return next(page for page in read_document("demo.json")["pages"] if page["path"] == path)


def test_bundle_holds_project_page_menus_and_cache_keys(client, sites, engine):
    response = client.get(BUNDLE, params={"path": "/over-ons"})
    assert response.status_code == 200
    assert response.headers["cache-control"] == "no-store"
    body = response.json()
    page_id = db_id(engine, Page, project_id=sites.demo, path="/over-ons")
    menu_id = db_id(engine, Menu, project_id=sites.demo, key="hoofdmenu")

    assert body["project"]["title"] == "Bakkerij De Gouden Korenaar"
    assert body["project"]["styles"]["colors"][0]["key"] == "primary-50"
    stored = demo_page("/over-ons")
    assert body["page"] == {
        "id": page_id,
        "kind": "page",
        "path": "/over-ons",
        "post_title": "Over ons",
        "seo_title": stored["seo_title"],
        "seo_description": stored["seo_description"],
        "custom_fields": {},
        "breadcrumbs": stored["breadcrumbs"],
        "protected": False,
        "noindex": False,
        "components": stored["components"],
    }
    menu = body["menus"]["hoofdmenu"]
    submenus = {item["label"]: item for item in menu["items"] if item["type"] == "submenu_simple"}
    assert [item["link"] for item in submenus["Bakkerij"]["items"]] == ["/over-ons", "/besloten"]
    assert submenus["Winkel"]["items"][0]["link"] == "/winkel/brood"
    assert body["forms"] == {} and body["templates"] == {}
    assert body["canonical_url"] == "https://demo.site.local/over-ons"
    assert body["cache"] == {
        "cacheable": True,
        "keys": [f"project-{sites.demo}", f"page-{page_id}", f"menu-{menu_id}"],
    }
    assert body["not_found"] is False


def test_paths_are_normalised(client, sites):
    for raw in ("/over-ons/", "over-ons", "/over-ons?x=1"):
        assert client.get(BUNDLE, params={"path": raw}).json()["page"]["path"] == "/over-ons"
    for raw in ("", "/", "//"):
        assert client.get(BUNDLE, params={"path": raw}).json()["page"]["path"] == "/"
    assert client.get(BUNDLE).json()["page"]["path"] == "/"


def test_canonical_url_uses_the_configured_scheme(make_client, sites):
    client = make_client(public_scheme="http")
    body = client.get(BUNDLE, params={"path": "/"}).json()
    assert body["canonical_url"] == "http://demo.site.local/"


def test_unknown_path_answers_404_with_the_projects_404_page(client, sites, engine):
    response = client.get(BUNDLE, params={"path": "/bestaat-niet/"})
    assert response.status_code == 404
    body = response.json()
    assert body["not_found"] is True
    assert body["page"]["path"] == "/404"
    assert body["page"]["id"] == db_id(engine, Page, project_id=sites.demo, path="/404")
    templates = [section["template"] for section in body["page"]["components"]]
    assert templates == ["headerOneSearch", "PageNotFound", "footersTwo"]
    assert body["canonical_url"] == "https://demo.site.local/bestaat-niet"
    assert "hoofdmenu" in body["menus"]
    # Another unknown path shares the 404 page but keeps its own canonical URL.
    other = client.get(BUNDLE, params={"path": "/ook-niet"}).json()
    assert other["canonical_url"] == "https://demo.site.local/ook-niet"


def test_without_a_404_page_a_single_page_not_found_section_is_used(
    client, engine, import_document
):
    document = read_document("demo.json")
    document["pages"] = [page for page in document["pages"] if page["path"] != "/404"]
    document["project"]["aliases"] = []
    import_document(document, "demo.site.local")
    response = client.get(BUNDLE, params={"path": "/weg"})
    assert response.status_code == 404
    page = response.json()["page"]
    assert page["id"] is None
    assert [section["template"] for section in page["components"]] == ["PageNotFound"]
    assert response.json()["menus"] == {}


def test_password_page_shows_only_public_components_and_is_not_cacheable(client, sites, engine):
    body = client.get(BUNDLE, params={"path": "/besloten"}).json()
    assert body["page"]["protected"] is True
    assert body["cache"]["cacheable"] is False
    templates = [section["template"] for section in body["page"]["components"]]
    assert templates == ["headerOneSearch", "passwordLogin", "footersTwo"]
    assert "secured_components" not in body["page"]
    # Text that only the secured components hold never leaves the API here.
    assert "horeca@degoudenkorenaar.nl" not in response_text(body)
    # The login section's form comes with the bundle.
    assert body["forms"]["besloten-login"]["items"][0]["type"] == "password"


def response_text(body) -> str:
    import json

    return json.dumps(body, ensure_ascii=False)


def test_reusable_templates_and_their_references_come_along(client, engine, import_document):
    from api.pages.models import ReusableTemplate

    document = read_document("demo.json")
    document["project"]["aliases"] = []
    form_section = {
        "id": "formulier",
        "template": "formContent",
        "meta": {"form": "contact"},
        "blocks": [],
    }
    document["templates"] = [
        {"id": "contact-blok", "title": "Contactblok", "components": [form_section]},
        {
            "id": "cta",
            "title": "Bestellen",
            "components": [
                {
                    "id": "binnen",
                    "template": "templatePartial",
                    "meta": {"template": "contact-blok"},
                }
            ],
        },
    ]
    home = document["pages"][0]
    home["components"].insert(
        1,
        {
            "id": "cta-plek",
            "template": "templatePartial",
            "meta": {"template": "cta"},
            "blocks": [],
        },
    )
    project_id = import_document(document, "demo.site.local")
    body = client.get(BUNDLE, params={"path": "/"}).json()
    assert set(body["templates"]) == {"cta", "contact-blok"}
    assert body["templates"]["contact-blok"]["components"][0]["meta"]["form"] == "contact"
    assert set(body["forms"]) == {"contact"}
    template_ids = {
        db_id(engine, ReusableTemplate, project_id=project_id, key=key)
        for key in ("cta", "contact-blok")
    }
    assert {f"template-{tid}" for tid in template_ids} <= set(body["cache"]["keys"])


DEMO_LOGO = "/media/demo/logo.svg"


def test_bundle_media_map_covers_the_page_images(client, sites, media_folders):
    body = client.get(BUNDLE, params={"path": "/catalogus/gallerijen"}).json()
    urls = image_urls([body["page"]["components"]])
    local = {url for url in urls if url.startswith("/media/demo/") and not url.endswith(".svg")}
    # Besides the page's own images: the project logo its header shows.
    assert body["project"]["logo"] == DEMO_LOGO
    assert local and set(body["media"]) == local | {DEMO_LOGO}
    for url, facts in body["media"].items():
        if url == DEMO_LOGO:
            continue
        with Image.open(media_folders.public_root / url.lstrip("/")) as original:
            assert (facts["width"], facts["height"]) == original.size
        folder = media_folders.media_root / facts["src"].split("/")[2]
        assert (folder / facts["src"].rsplit("/", 1)[1]).is_file()
        assert facts["sources"][-1]["type"] == "image/webp"
        for source in facts["sources"]:
            for entry in source["srcset"].split(", "):
                path, width = entry.split(" ")
                assert width.endswith("w") and int(width[:-1]) <= facts["width"]
                assert (folder / path.rsplit("/", 1)[1]).is_file()


def test_bundle_media_map_holds_the_project_logo_with_its_size(client, sites):
    # The not-found page has no images of its own besides the cards of its ways on; its
    # header shows the project logo, whose <img> reserves its box only with the size
    # from the media map.
    for path in ("/pagina-die-niet-bestaat", "/over-ons", "/winkel/brood"):
        body = client.get(BUNDLE, params={"path": path}).json()
        assert body["media"][DEMO_LOGO] == {
            "width": 260,
            "height": 64,
            "src": DEMO_LOGO,
            "sources": [],
        }, path
    missing = client.get(BUNDLE, params={"path": "/pagina-die-niet-bestaat"}).json()
    cards = {card["main_image"] for card in missing["shop"]["products"].values()} | {
        card["image"] for card in missing["shop"]["categories"].values()
    }
    assert set(missing["media"]) == {DEMO_LOGO} | {image for image in cards if image}


def test_bundle_media_map_leaves_out_a_logo_the_pipeline_does_not_know(client, sites, engine):
    with session_scope(engine) as session:
        project = session.get(Project, sites.demo)
        project.logo = "https://elders.example/logo.png"
        session.add(project)
    body = client.get(BUNDLE, params={"path": "/pagina-die-niet-bestaat"}).json()
    assert body["project"]["logo"] == "https://elders.example/logo.png"
    assert "https://elders.example/logo.png" not in body["media"]
    assert DEMO_LOGO not in body["media"]


def test_a_changed_tree_brings_its_own_menus_shop_and_images(make_client, sites, engine):
    # What a bundle reads of a stored tree (its menus, forms and templates, its webshop
    # blocks, its images) is remembered by the tree's stored text, across bundles and
    # apps of the process: a changed tree must never get the facts of its old text.
    contact = make_client().get(BUNDLE, params={"path": "/contact"})
    home = make_client().get(BUNDLE, params={"path": "/"}).json()
    assert "shop" in home and "shop" not in contact.json()
    page_id = db_id(engine, Page, project_id=sites.demo, path="/contact")

    def store(components):
        with session_scope(engine) as session:
            page = session.get(Page, page_id)
            page.components = components
            session.add(page)

    store(home["page"]["components"])
    changed = make_client().get(BUNDLE, params={"path": "/contact"}).json()
    assert changed["page"]["components"] == home["page"]["components"]
    for part in ("shop", "menus", "forms", "templates", "media"):
        assert changed[part] == home[part], part
    store(contact.json()["page"]["components"])
    assert make_client().get(BUNDLE, params={"path": "/contact"}).content == contact.content
