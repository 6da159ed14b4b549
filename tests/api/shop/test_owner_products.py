"""Owner API for products and categories: create, read, list, change with versions,
delete; the same checks as site documents; redirects and purges of exactly the keys."""

import pytest
import sqlalchemy as sa

from api.database import session_scope
from api.shop import reads
from api.shop.models import ShopCategory, ShopProduct, ShopRedirect

OWNER = "/api/owner/v1/projects"


def url(project_id, kind="products", key=None):
    base = f"{OWNER}/{project_id}/{kind}"
    return base if key is None else f"{base}/{key}"


@pytest.fixture(autouse=True)
def empty_shop(engine, sites):
    """These tests build their own catalogue in the demo project: without the demo's."""
    with session_scope(engine) as session:
        for model in (ShopRedirect, ShopProduct, ShopCategory):
            session.execute(sa.delete(model).where(model.project_id == sites.demo))


def add(client, project_id, headers, kind="products", **fields):
    response = client.post(url(project_id, kind), json=fields, headers=headers)
    assert response.status_code == 201, response.text
    return response


def taart(**fields):
    return {"id": "appeltaart", "title": "Appeltaart", "price": {"incl_tax": "24,95"},
            "vat_rate": 9, **fields}  # fmt: skip


def test_create_read_change_and_delete_a_product(client, sites, owner_headers):
    add(client, sites.demo, owner_headers, "categories", id="taarten", title="Taarten")
    created = add(client, sites.demo, owner_headers, **taart(categories=["taarten"]))
    product = created.json()["product"]
    assert created.headers["etag"] == '"1"'
    assert product["price"] == {"incl_tax": 24.95, "excl_tax": 22.89}
    assert product["sale_price"] is None
    assert product["path"] == "/product/appeltaart"
    assert product["categories"] == ["taarten"]
    read = client.get(url(sites.demo, key="appeltaart"), headers=owner_headers)
    assert read.json()["product"] == product

    changed = client.put(
        url(sites.demo, key="appeltaart"),
        json={"stock_management": True, "stock": 4, "sale_price": {"excl_tax": "18.35"}},
        headers={**owner_headers, "if-match": '"1"'},
    )
    assert changed.status_code == 200, changed.text
    body = changed.json()["product"]
    assert body["version"] == 2 and body["stock"] == 4
    assert body["sale_price"] == {"incl_tax": 20.0, "excl_tax": 18.35}
    assert body["title"] == "Appeltaart" and body["categories"] == ["taarten"]

    stale = client.put(
        url(sites.demo, key="appeltaart"),
        json={"title": "Oud"},
        headers={**owner_headers, "if-match": '"1"'},
    )
    assert stale.status_code == 409
    assert list(stale.json()["errors"]) == ["version"]

    deleted = client.delete(url(sites.demo, key="appeltaart"), headers=owner_headers)
    assert deleted.status_code == 204
    missing = client.get(url(sites.demo, key="appeltaart"), headers=owner_headers)
    assert missing.status_code == 404
    assert missing.json() == {"errors": {"general": ["Dit product bestaat niet."]}}


def test_checks_are_those_of_the_site_document(client, sites, owner_headers):
    response = client.post(
        url(sites.demo),
        json=taart(vat_rate=6, options=[{"title": "Maat", "layout": "radio"}], stock=-2),
        headers=owner_headers,
    )
    assert response.status_code == 422
    errors = response.json()["errors"]
    assert errors["vat_rate"] == ["Kies een btw-tarief van dit project: 21, 9, 0."]
    assert "options[0].layout" in errors
    assert errors["stock"] == ["Moet minimaal 0 zijn."]
    add(client, sites.demo, owner_headers, **taart())
    taken = client.post(url(sites.demo), json=taart(), headers=owner_headers)
    assert taken.status_code == 409
    assert taken.json()["errors"] == {"id": ["Er bestaat al een product met dit id."]}
    clash = client.post(
        url(sites.demo, "categories"),
        json={"id": "x", "title": "X", "path": "/product/appeltaart"},
        headers=owner_headers,
    )
    assert clash.status_code == 409
    assert "path" in clash.json()["errors"]


def test_lists_are_paginated(client, sites, owner_headers):
    for index in range(5):
        add(client, sites.demo, owner_headers, **taart(id=f"taart-{index}", position=5 - index))
    page = client.get(url(sites.demo), params={"offset": 1, "limit": 2}, headers=owner_headers)
    body = page.json()
    assert body["total"] == 5 and body["offset"] == 1 and body["limit"] == 2
    assert [product["id"] for product in body["products"]] == ["taart-3", "taart-2"]
    too_many = client.get(url(sites.demo), params={"limit": 201}, headers=owner_headers)
    assert too_many.status_code == 422
    assert too_many.json()["errors"] == {"limit": ["Geef een geheel getal van 1 tot en met 200."]}


def test_a_new_slug_moves_the_product_and_leaves_a_redirect(client, sites, owner_headers, engine):
    add(client, sites.demo, owner_headers, **taart())
    moved = client.put(
        url(sites.demo, key="appeltaart"), json={"slug": "appeltaart-xl"}, headers=owner_headers
    )
    assert moved.json()["product"]["path"] == "/product/appeltaart-xl"
    with session_scope(engine) as session:
        redirect = reads.redirect_by_path(session, sites.demo, "/product/appeltaart")
    assert redirect["location"] == "/product/appeltaart-xl" and redirect["status"] == 301
    # A product taking the old path back ends the redirect.
    add(client, sites.demo, owner_headers, **taart(id="nieuw", path="/product/appeltaart"))
    with session_scope(engine) as session:
        assert reads.redirect_by_path(session, sites.demo, "/product/appeltaart") is None


def test_category_tree_rules(client, sites, owner_headers):
    add(client, sites.demo, owner_headers, "categories", id="taarten", title="Taarten")
    child = add(
        client, sites.demo, owner_headers, "categories", id="vlaai", title="Vlaai", parent="taarten"
    )
    assert child.json()["category"]["path"] == "/winkel/taarten/vlaai"
    cycle = client.put(
        url(sites.demo, "categories", "taarten"), json={"parent": "vlaai"}, headers=owner_headers
    )
    assert cycle.status_code == 422
    assert cycle.json()["errors"] == {"parent": ["Een categorie kan niet onder zichzelf vallen."]}
    busy = client.delete(url(sites.demo, "categories", "taarten"), headers=owner_headers)
    assert busy.status_code == 409
    assert (
        client.delete(url(sites.demo, "categories", "vlaai"), headers=owner_headers).status_code
        == 204
    )


def test_another_projects_products_are_not_found_through_mine(
    client, sites, owner_headers, make_account, log_in
):
    make_account("tweede@example.nl", "tweede-geheim", sites.second)
    second = log_in("tweede@example.nl", "tweede-geheim")
    add(client, sites.second, second, **taart())
    assert client.get(url(sites.demo, key="appeltaart"), headers=owner_headers).status_code == 404
    assert client.get(url(sites.demo, key="appeltaart"), headers=second).status_code in (403, 404)
    put = client.put(url(sites.demo, key="appeltaart"), json={"title": "X"}, headers=owner_headers)
    assert put.status_code == 404


def _ids(engine, model_table, key):
    with session_scope(engine) as session:
        return session.execute(
            sa.select(model_table.c.id).where(model_table.c.key == key)
        ).scalar_one()


def test_writes_purge_exactly_their_keys(make_client, sites, purge_receiver, log_in, engine):
    from api.shop.models import ShopCategory, ShopProduct

    client = make_client(purge_urls=(purge_receiver.url,))
    headers = log_in(via=client)
    add(client, sites.demo, headers, "categories", id="taarten", title="Taarten")
    add(client, sites.demo, headers, **taart())
    product = _ids(engine, ShopProduct.__table__, "appeltaart")
    category = _ids(engine, ShopCategory.__table__, "taarten")
    # The sitemap and the search page (shop-) change with every shop write.
    every, project = {f"sitemap-{sites.demo}", f"shop-{sites.demo}"}, f"project-{sites.demo}"
    client.put(url(sites.demo, key="appeltaart"), json={"stock": 2}, headers=headers)
    client.put(url(sites.demo, key="appeltaart"), json={"categories": ["taarten"]}, headers=headers)
    client.put(url(sites.demo, key="appeltaart"), json={"slug": "nieuw"}, headers=headers)
    client.put(url(sites.demo, "categories", "taarten"), json={"title": "T"}, headers=headers)
    client.delete(url(sites.demo, key="appeltaart"), headers=headers)
    assert purge_receiver.keys() == [
        {f"category-{category}", *every, project},
        {f"product-{product}", *every, project},
        {f"product-{product}", *every},
        {f"product-{product}", f"category-{category}", *every},
        {f"product-{product}", *every, project},
        {f"category-{category}", *every},
        {f"product-{product}", *every, project},
    ]


def test_get_stock_answers_for_the_hosts_project_only(client, make_client, sites, owner_headers):
    add(client, sites.demo, owner_headers, **taart(stock_management=True, stock=0))
    add(client, sites.demo, owner_headers, **taart(id="brood", path="/product/brood"))
    stock = "/api/services/webshop/v1/products/get-stock"
    body = {"website_id": sites.demo, "project_id": sites.demo, "product_id": "appeltaart"}
    assert client.post(stock, json=body).json() == {"in_stock": False, "stock": 0}
    assert client.post(stock, json={**body, "product_id": "brood"}).json() == {
        "in_stock": True,
        "stock": None,
    }
    missing = client.post(stock, json={**body, "product_id": "bestaat-niet"})
    assert missing.status_code == 404
    assert missing.json() == {"errors": {"product_id": ["Dit product bestaat niet."]}}
    other = make_client(host="tweede.localhost")
    wrong = other.post(stock, json=body)
    assert wrong.status_code == 404
    assert "website_id" in wrong.json()["errors"]
    own = {**body, "website_id": sites.second, "project_id": sites.second}
    assert other.post(stock, json=own).status_code == 404
    mixed = client.post(stock, json={**body, "project_id": sites.second})
    assert mixed.status_code == 404 and "project_id" in mixed.json()["errors"]


@pytest.mark.parametrize("number", ["²", "①", "1" * 5000, "1e3"])
def test_a_page_window_in_unicode_digits_or_too_long_is_a_422(client, sites, owner_headers, number):
    for kind in ("products", "categories"):
        answer = client.get(
            url(sites.demo, kind), params={"offset": number, "limit": number}, headers=owner_headers
        )
        assert answer.status_code == 422
        assert answer.json()["errors"] == {
            "offset": ["Geef een geheel getal van 0 tot en met 2147483647."],
            "limit": ["Geef een geheel getal van 1 tot en met 200."],
        }


def test_single_line_product_texts_refuse_control_characters(client, sites, owner_headers):
    product = {**taart(), "title": "Appel\ntaart", "seo_title": "Taart\x1b[31m"}
    response = client.post(url(sites.demo), json=product, headers=owner_headers)
    assert response.status_code == 422
    message = ["Mag geen regeleinde, tab of ander stuurteken bevatten."]
    assert response.json()["errors"] == {"title": message, "seo_title": message}
    category = {"id": "taarten", "title": "Taarten\r\n"}
    refused = client.post(url(sites.demo, "categories"), json=category, headers=owner_headers)
    assert refused.json()["errors"] == {"title": message}
    assert client.get(url(sites.demo), headers=owner_headers).json()["total"] == 0


def test_the_product_list_searches_and_sorts_on_the_server(client, sites, owner_headers):
    add(client, sites.demo, owner_headers, **taart(sku="TA-001", position=2))
    add(client, sites.demo, owner_headers, **taart(id="boterkoek", title="Boterkoek",
        sku="KO-100", price={"incl_tax": "8"}, position=1))  # fmt: skip
    add(client, sites.demo, owner_headers, **taart(id="kwarktaart", title="Kwarktaart 100%",
        price={"incl_tax": "30"}, position=3))  # fmt: skip

    def listed(**params):
        response = client.get(url(sites.demo), params=params, headers=owner_headers)
        assert response.status_code == 200, response.text
        body = response.json()
        return [product["id"] for product in body["products"]], body["total"]

    assert listed() == (["boterkoek", "appeltaart", "kwarktaart"], 3)
    assert listed(q="TAART") == (["appeltaart", "kwarktaart"], 2)
    assert listed(q="ko-1") == (["boterkoek"], 1)  # the SKU
    assert listed(q="100%") == (["kwarktaart"], 1)  # % is a character, not a wildcard
    assert listed(q="_") == ([], 0)
    assert listed(sort="-price") == (["kwarktaart", "appeltaart", "boterkoek"], 3)
    assert listed(sort="title", limit=1, offset=1) == (["boterkoek"], 3)
    bad = client.get(url(sites.demo), params={"sort": "kleur"}, headers=owner_headers)
    assert bad.status_code == 422 and list(bad.json()["errors"]) == ["sort"]
    long = client.get(url(sites.demo), params={"q": "x" * 201}, headers=owner_headers)
    assert long.status_code == 422 and list(long.json()["errors"]) == ["q"]


def arrange(client, project_id, headers, items):
    return client.post(url(project_id, "categories") + "/arrange", json={"categories": items},
                       headers=headers)  # fmt: skip


def test_categories_are_arranged_at_once(client, sites, owner_headers, engine):
    for key in ("taarten", "vlaai", "brood"):
        add(client, sites.demo, owner_headers, "categories", id=key, title=key.title())
    add(client, sites.demo, owner_headers, "categories", id="kwark", title="Kwark",
        parent="vlaai")  # fmt: skip
    # vlaai goes under taarten, taarten goes second: parents are written first.
    moved = arrange(client, sites.demo, owner_headers, [
        {"id": "vlaai", "parent": "taarten", "position": 0, "version": 1},
        {"id": "taarten", "parent": None, "position": 1, "version": 1},
        {"id": "brood", "parent": None, "position": 0, "version": 1},
    ])  # fmt: skip
    assert moved.status_code == 200, moved.text
    views = {view["id"]: view for view in moved.json()["categories"]}
    assert views["vlaai"]["parent"] == "taarten" and views["vlaai"]["version"] == 2
    assert views["vlaai"]["path"] == "/winkel/taarten/vlaai"
    assert views["taarten"]["position"] == 1
    with session_scope(engine) as session:
        redirect = reads.redirect_by_path(session, sites.demo, "/winkel/vlaai")
    assert redirect["location"] == "/winkel/taarten/vlaai"

    # A cycle is refused at the item that makes it, and nothing is written.
    cycle = arrange(client, sites.demo, owner_headers, [
        {"id": "brood", "parent": None, "position": 5},
        {"id": "taarten", "parent": "kwark", "position": 0},
    ])  # fmt: skip
    assert cycle.status_code == 422
    assert cycle.json()["errors"] == {
        "categories[1].parent": ["Een categorie kan niet onder zichzelf vallen."]
    }
    stale = arrange(client, sites.demo, owner_headers, [
        {"id": "brood", "parent": None, "position": 7, "version": 2},
        {"id": "vlaai", "parent": None, "position": 3, "version": 1},
    ])  # fmt: skip
    assert stale.status_code == 409 and list(stale.json()["errors"]) == ["version"]
    brood = client.get(url(sites.demo, "categories", "brood"), headers=owner_headers).json()
    assert brood["category"]["position"] == 0 and brood["category"]["version"] == 2
    unknown = arrange(client, sites.demo, owner_headers, [{"id": "nee", "parent": None,
                      "position": 0}])  # fmt: skip
    assert unknown.status_code == 404
    assert unknown.json()["errors"] == {"categories[0].id": ["Deze categorie bestaat niet."]}
    bad = arrange(client, sites.demo, owner_headers, [{"id": "brood", "position": "1"}])
    assert bad.status_code == 422
    assert bad.json()["errors"] == {"categories[0].position": ["Geef een geheel getal."]}
