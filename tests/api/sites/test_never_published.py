"""Documents an owner created but never published (`published_at` NULL) do not exist
for visitors: the doors (api/<domain>/reads.py) leave them out of every bundle, the
sitemap, breadcrumbs and the password unlock."""

from __future__ import annotations

import sqlalchemy as sa
from sqlmodel import SQLModel

from api.database import session_scope
from api.demo import PAGE_PASSWORD

BUNDLE = "/api/services/websites/v1/page-bundle"
SITEMAP = "/api/services/websites/v1/sitemap.xml"
UNLOCK = "/api/services/websites/v1/secured/page-designer/get"
MISSES = "/api/services/websites/v1/not-found/register"


def never_published(engine, table: str, project_id: int, **where) -> int:
    """Turns the row into one created but never published; answers its id."""
    rows = SQLModel.metadata.tables[table]
    conditions = [rows.c.project_id == project_id]
    conditions += [rows.c[column] == value for column, value in where.items()]
    with session_scope(engine) as session:
        row_id = session.execute(sa.select(rows.c.id).where(*conditions)).scalar_one()
        session.execute(
            sa.update(rows)
            .where(rows.c.id == row_id)
            .values(published_at=None, published_version=None)
        )
    return row_id


def bundle(client, path: str):
    return client.get(BUNDLE, params={"path": path})


def test_a_never_published_page_is_a_404_and_not_in_the_sitemap(make_client, sites, engine):
    page_id = never_published(engine, "page", sites.demo, path="/over-ons")
    client = make_client()
    answer = bundle(client, "/over-ons")
    assert answer.status_code == 404
    assert answer.json()["not_found"] is True
    assert f"page-{page_id}" not in answer.json()["cache"]["keys"]
    sitemap = client.get(SITEMAP)
    assert sitemap.status_code == 200
    assert "/over-ons<" not in sitemap.text
    assert "http://demo.site.local/contact<" in sitemap.text


def test_a_visit_of_a_never_published_page_is_recorded_as_a_miss(make_client, sites, engine):
    client = make_client()
    payload = {"website_id": sites.demo, "project_id": sites.demo, "url": "/over-ons"}
    assert client.post(MISSES, json=payload).json() == {"registered": False, "hits": 0}
    never_published(engine, "page", sites.demo, path="/over-ons")
    assert client.post(MISSES, json=payload).json() == {"registered": True, "hits": 1}


def test_a_never_published_404_page_gives_way_to_the_default_one(make_client, sites, engine):
    never_published(engine, "page", sites.demo, path="/404")
    answer = bundle(make_client(), "/bestaat-niet")
    assert answer.status_code == 404
    page = answer.json()["page"]
    assert page["id"] is None
    assert page["components"][0]["template"] == "PageNotFound"


def test_a_never_published_ancestor_leaves_the_derived_trail(make_client, sites, engine):
    pages = SQLModel.metadata.tables["page"]
    with session_scope(engine) as session:
        session.execute(
            sa.update(pages)
            .where(pages.c.project_id == sites.demo, pages.c.path == "/catalogus/inhoud")
            .values(breadcrumbs=[])
        )
    client = make_client()
    trail = bundle(client, "/catalogus/inhoud").json()["page"]["breadcrumbs"]
    assert [crumb["url"] for crumb in trail] == ["/", "/catalogus", "/catalogus/inhoud"]
    never_published(engine, "page", sites.demo, path="/catalogus")
    trail = bundle(make_client(), "/catalogus/inhoud").json()["page"]["breadcrumbs"]
    assert [crumb["url"] for crumb in trail] == ["/", "/catalogus/inhoud"]


def test_a_never_published_password_page_cannot_be_unlocked(make_client, sites, engine):
    never_published(engine, "page", sites.demo, path="/besloten")
    client = make_client()
    body = {"website_id": sites.demo, "page_id": "/besloten", "password": PAGE_PASSWORD}
    assert client.post(UNLOCK, json=body).status_code == 404
    assert bundle(client, "/besloten").status_code == 404


def test_a_never_published_menu_is_not_in_the_bundle(make_client, sites, engine):
    menu_id = never_published(engine, "menu", sites.demo, key="hoofdmenu")
    body = bundle(make_client(), "/over-ons").json()
    assert body["menus"] == {}
    assert f"menu-{menu_id}" not in body["cache"]["keys"]


def test_a_never_published_form_is_not_in_the_bundle(make_client, sites, engine):
    form_id = never_published(engine, "form", sites.demo, key="contact")
    body = bundle(make_client(), "/contact").json()
    assert "contact" not in body["forms"]
    assert f"form-{form_id}" not in body["cache"]["keys"]


def test_a_never_published_template_is_not_in_the_bundle(make_client, sites, engine):
    template_id = never_published(engine, "reusable_template", sites.demo, key="openingstijden")
    body = bundle(make_client(), "/catalogus/templates").json()
    assert sorted(body["templates"]) == ["afsluiter", "bestel-cta"]
    assert f"template-{template_id}" not in body["cache"]["keys"]


def test_a_shop_page_without_its_published_template_gets_the_fallback_section(
    make_client, sites, engine
):
    client = make_client()
    shown = bundle(client, "/product/appeltaart").json()
    assert shown["page"]["kind"] == "product"
    assert shown["page"]["components"][0]["template"] != "webshopProductsOne"
    template_id = never_published(engine, "reusable_template", sites.demo, key="winkel-product")
    fallback = bundle(make_client(), "/product/appeltaart").json()
    assert [section["template"] for section in fallback["page"]["components"]] == [
        "webshopProductsOne"
    ]
    assert f"template-{template_id}" not in fallback["cache"]["keys"]
