"""sitemap.xml and robots.txt per host: which paths are listed, their lastmod, the
index beyond one file, and the cache keys the SSR server turns into xkey."""

from datetime import UTC, datetime
from xml.etree import ElementTree

import sqlalchemy as sa
from sqlmodel import Session

from api.pages.models import Page
from api.projects.models import Project
from api.sites.crawlers import public_paths, sitemap_text
from tests.api.publishing import publish

SITEMAP = "/api/services/websites/v1/sitemap.xml"
ROBOTS = "/api/services/websites/v1/robots.txt"
OWNER = "/api/owner/v1/projects"
NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}


def parsed(response):
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/xml"
    return ElementTree.fromstring(response.content)


def locations(root):
    return [element.text for element in root.iterfind("s:url/s:loc", NS)]


def lastmods(root):
    return {
        url.find("s:loc", NS).text: url.find("s:lastmod", NS).text
        for url in root.iterfind("s:url", NS)
    }


def test_lists_the_public_pages_of_the_host_on_its_live_domain(client, sites):
    urls = locations(parsed(client.get(SITEMAP)))
    assert "http://demo.site.local/" in urls
    assert "http://demo.site.local/over-ons" in urls
    # The shop: every category and product.
    assert "http://demo.site.local/winkel/taarten/bruidstaarten" in urls
    assert "http://demo.site.local/product/appeltaart" in urls
    # Password pages, noindex pages (the builder's showcase), the 404 page, and what
    # robots.txt disallows are left out.
    for left_out in ("/besloten", "/catalogus", "/catalogus/gallerijen", "/404", "/winkelwagen",
                     "/afrekenen", "/search"):  # fmt: skip
        assert f"http://demo.site.local{left_out}" not in urls
    pages, categories, products = 4, 10, 45
    assert len(urls) == len(set(urls)) == pages + categories + products


def test_each_host_gets_its_own_sitemap(make_client, sites):
    second = locations(parsed(make_client(host="tweede.localhost").get(SITEMAP)))
    assert sorted(second) == [
        "http://tweede.localhost/",
        "http://tweede.localhost/contact",
        "http://tweede.localhost/fietsen",
        "http://tweede.localhost/reparaties",
    ]
    alias = locations(parsed(make_client(host="www.demo.site.local").get(SITEMAP)))
    assert "http://demo.site.local/over-ons" in alias


def test_urls_take_the_scheme_the_request_came_with(client, sites):
    response = client.get(SITEMAP, headers={"x-forwarded-proto": "https"})
    assert "https://demo.site.local/contact" in locations(parsed(response))


def test_lastmod_is_the_pages_last_change(client, sites, engine, owner_headers):
    changed = datetime(2026, 3, 4, 5, 6, 7, tzinfo=UTC)
    with engine.begin() as connection:
        connection.execute(
            sa.update(Page.__table__)
            .where(Page.project_id == sites.demo, Page.path == "/contact")
            .values(updated_at=changed)
        )
    assert lastmods(parsed(client.get(SITEMAP)))["http://demo.site.local/contact"] == (
        "2026-03-04T05:06:07+00:00"
    )
    pages = client.get(f"{OWNER}/{sites.demo}/pages", headers=owner_headers).json()["pages"]
    page_id = next(page["id"] for page in pages if page["path"] == "/contact")
    client.put(
        f"{OWNER}/{sites.demo}/pages/{page_id}",
        json={"post_title": "Bel ons"},
        headers=owner_headers,
    )
    # A draft changes nothing a crawler sees; its publication does.
    assert lastmods(parsed(client.get(SITEMAP)))["http://demo.site.local/contact"] == (
        "2026-03-04T05:06:07+00:00"
    )
    publish(client, sites.demo, owner_headers, ("page", page_id))
    edited = lastmods(parsed(client.get(SITEMAP)))["http://demo.site.local/contact"]
    assert edited > "2026-03-04T05:06:07+00:00"
    assert datetime.fromisoformat(edited).tzinfo is not None


def test_a_new_page_appears_and_a_password_takes_it_out(client, sites, owner_headers):
    created = client.post(
        f"{OWNER}/{sites.demo}/pages", json={"path": "/taarten"}, headers=owner_headers
    )
    assert created.status_code == 201, created.text
    page = created.json()["page"]
    # A new page is a draft until it is published.
    assert "http://demo.site.local/taarten" not in locations(parsed(client.get(SITEMAP)))
    publish(client, sites.demo, owner_headers, ("page", page["id"]))
    assert "http://demo.site.local/taarten" in locations(parsed(client.get(SITEMAP)))
    locked = client.put(
        f"{OWNER}/{sites.demo}/pages/{page['id']}",
        json={"password": "geheim-wachtwoord"},
        headers=owner_headers,
    )
    assert locked.status_code == 200, locked.text
    publish(client, sites.demo, owner_headers, ("page", page["id"]))
    assert "http://demo.site.local/taarten" not in locations(parsed(client.get(SITEMAP)))


def test_noindex_pages_are_left_out(client, sites, engine):
    with engine.begin() as connection:
        connection.execute(
            sa.update(Page.__table__)
            .where(Page.project_id == sites.demo, Page.path == "/over-ons")
            .values(noindex=True)
        )
    urls = locations(parsed(client.get(SITEMAP)))
    assert "http://demo.site.local/over-ons" not in urls
    assert "http://demo.site.local/contact" in urls


def test_more_urls_than_one_file_takes_make_an_index(make_client, sites):
    whole = locations(parsed(make_client().get(SITEMAP)))
    count = -(-len(whole) // 5)  # files of at most 5 URLs
    client = make_client(sitemap_page_size=5)
    index = parsed(client.get(SITEMAP))
    assert index.tag == "{http://www.sitemaps.org/schemas/sitemap/0.9}sitemapindex"
    files = [element.text for element in index.iterfind("s:sitemap/s:loc", NS)]
    assert files == [f"http://demo.site.local/sitemap-{n}.xml" for n in range(1, count + 1)]
    assert len(index.findall("s:sitemap/s:lastmod", NS)) == count
    listed = []
    for number in range(1, count + 1):
        part = locations(parsed(client.get(SITEMAP, params={"page": str(number)})))
        assert 1 <= len(part) <= 5
        listed += part
    assert listed == whole
    for missing in ("0", str(count + 1), "x", "-1", "99999999"):
        response = client.get(SITEMAP, params={"page": missing})
        assert response.status_code == 404, missing
        assert response.json()["errors"]["general"] == ["Deze sitemap bestaat niet."]


def test_a_sitemap_that_fits_one_file_has_no_numbered_files(client, sites):
    assert client.get(SITEMAP, params={"page": "1"}).status_code == 404


def test_index_splitting_at_the_page_size():
    moment = datetime(2026, 1, 1, tzinfo=UTC)
    entries = [(f"/p{n}", moment.replace(day=1 + n)) for n in range(7)]
    base = "https://winkel.example"
    one = ElementTree.fromstring(sitemap_text(entries, base, None, 7))
    assert len(locations(one)) == 7
    index = ElementTree.fromstring(sitemap_text(entries, base, None, 3))
    assert [element.text for element in index.iterfind("s:sitemap/s:lastmod", NS)] == [
        "2026-01-03T00:00:00+00:00",
        "2026-01-06T00:00:00+00:00",
        "2026-01-07T00:00:00+00:00",
    ]
    last = ElementTree.fromstring(sitemap_text(entries, base, 3, 3))
    assert locations(last) == ["https://winkel.example/p6"]
    assert sitemap_text(entries, base, 4, 3) is None


def test_paths_are_escaped_for_xml_and_urls():
    moment = datetime(2026, 1, 1, tzinfo=UTC)
    text = sitemap_text([("/taart & koffie/crème", moment)], "https://winkel.example", None, 10)
    assert locations(ElementTree.fromstring(text)) == [
        "https://winkel.example/taart%20&%20koffie/cr%C3%A8me"
    ]
    assert "&amp;" in text


def test_shop_paths_follow_the_pages_once_each(engine, sites):
    moment = datetime(2026, 5, 1, tzinfo=UTC)

    def shop_paths(_session, project_id):
        assert project_id == sites.demo
        return [("/product/appeltaart", moment), ("/winkel/taarten", moment), ("/contact", moment)]

    with Session(engine) as session:
        found = public_paths(session, sites.demo, shop_paths)
    paths = [path for path, _changed in found]
    assert paths[-2:] == ["/product/appeltaart", "/winkel/taarten"]
    assert paths.count("/contact") == 1


def test_answers_carry_the_sitemap_and_project_keys(client, sites):
    for path in (SITEMAP, ROBOTS):
        response = client.get(path)
        assert response.headers["x-cache-keys"] == f"sitemap-{sites.demo} project-{sites.demo}"
        assert response.headers["cache-control"] == "no-store"


def test_robots_allows_all_but_cart_checkout_order_and_search(client, sites):
    response = client.get(ROBOTS, headers={"x-forwarded-proto": "https"})
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/plain; charset=utf-8"
    assert response.text == (
        "User-agent: *\n"
        "Allow: /\n"
        "Disallow: /winkelwagen\n"
        "Disallow: /afrekenen\n"
        "Disallow: /bestelling\n"
        "Disallow: /search\n"
        "\n"
        "Sitemap: https://demo.site.local/sitemap.xml\n"
    )


def test_robots_follows_the_webshop_settings(client, sites, owner_headers, engine):
    webshop = {"shoppingcart_page": "/mandje", "checkout_page": "/betalen\nAllow: /geheim"}
    response = client.put(
        f"{OWNER}/{sites.demo}", json={"modules": {"webshop": webshop}}, headers=owner_headers
    )
    # The settings check refuses a line break (api/validation.py); one stored before it
    # existed still never becomes a line of its own.
    assert response.status_code == 422
    with Session(engine) as session:
        project = session.get(Project, sites.demo)
        project.modules = {"webshop": webshop}
        session.add(project)
        session.commit()
    text = client.get(ROBOTS).text
    assert "Disallow: /mandje\n" in text and "Disallow: /afrekenen\n" in text
    assert "geheim" not in text and "/betalen" not in text


def test_robots_disallows_the_default_pages_the_settings_leave_out(client, sites, owner_headers):
    webshop = {"shoppingcart_page": "/mandje"}
    response = client.put(
        f"{OWNER}/{sites.demo}", json={"modules": {"webshop": webshop}}, headers=owner_headers
    )
    assert response.status_code == 200, response.text
    assert client.get(ROBOTS).text == (
        "User-agent: *\n"
        "Allow: /\n"
        "Disallow: /mandje\n"
        "Disallow: /afrekenen\n"
        "Disallow: /bestelling\n"
        "Disallow: /search\n"
        "\n"
        "Sitemap: http://demo.site.local/sitemap.xml\n"
    )


def test_unknown_hosts_get_the_error_body(make_client, sites):
    response = make_client(host="onbekend.example").get(SITEMAP)
    assert response.status_code == 404
    assert "errors" in response.json()
