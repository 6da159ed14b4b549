"""Owner API for project settings: the site-wide ones are drafts until published
(docs/publishing.md), the title and the modules are written live."""

from tests.api.publishing import publish

OWNER = "/api/owner/v1/projects"
BUNDLE = "/api/services/websites/v1/page-bundle"


def test_read_project_settings(client, sites, owner_headers):
    response = client.get(f"{OWNER}/{sites.demo}", headers=owner_headers)
    assert response.status_code == 200
    project = response.json()["project"]
    assert project["domain_live"] == "demo.site.local"
    assert project["aliases"] == ["www.demo.site.local"]
    assert project["modules"]["webshop"]["checkout_page"] == "/afrekenen"


def test_update_changes_the_bundle(client, sites, owner_headers):
    assert client.get(BUNDLE).json()["project"]["title"] == "Bakkerij De Gouden Korenaar"
    response = client.put(
        f"{OWNER}/{sites.demo}",
        json={"title": "Bakkerij Korenaar", "translations": {"webshop_total": "Totaal"}},
        headers=owner_headers,
    )
    assert response.status_code == 200, response.text
    project = client.get(BUNDLE).json()["project"]
    assert project["title"] == "Bakkerij Korenaar"
    assert project["translations"] != {"webshop_total": "Totaal"}
    publish(client, sites.demo, owner_headers, ("settings", "settings"))
    project = client.get(BUNDLE).json()["project"]
    assert project["translations"] == {"webshop_total": "Totaal"}
    # Settings that were not sent are kept.
    assert project["styles"]["colors"]


def test_invalid_settings_are_refused(client, sites, owner_headers):
    response = client.put(
        f"{OWNER}/{sites.demo}",
        json={"title": "", "modules": {"webshop": {"checkout_page": "afrekenen"}}},
        headers=owner_headers,
    )
    assert response.status_code == 422
    assert set(response.json()["errors"]) == {"title", "modules.webshop.checkout_page"}


def _copyright(text):
    return {
        "time": 1700000000000,
        "version": "2.18.0",
        "blocks": [{"id": "p1", "type": "paragraph", "data": {"text": text}}],
    }


def test_global_fields_update_reaches_the_bundle(client, sites, owner_headers):
    assert "2026 De Gouden Korenaar" in str(
        client.get(BUNDLE).json()["project"]["global_fields"]["copyright"]
    )
    copyright = _copyright("© 2027 Korenaar<script>x()</script>")
    response = client.put(
        f"{OWNER}/{sites.demo}",
        json={"global_fields": {"copyright": copyright, "button_title": "Bestel nu"}},
        headers=owner_headers,
    )
    assert response.status_code == 200, response.text
    publish(client, sites.demo, owner_headers)
    project = client.get(BUNDLE).json()["project"]
    assert project["global_fields"] == {
        "copyright": _copyright("© 2027 Korenaar"),
        "button_title": "Bestel nu",
    }
    # Sending other settings keeps the stored map.
    client.put(f"{OWNER}/{sites.demo}", json={"title": "Korenaar"}, headers=owner_headers)
    assert client.get(BUNDLE).json()["project"]["global_fields"]["button_title"] == "Bestel nu"


def test_invalid_global_fields_are_refused_at_their_path(client, sites, owner_headers):
    response = client.put(
        f"{OWNER}/{sites.demo}",
        json={"global_fields": {"copyright": "platte tekst", "padding_top": "4"}},
        headers=owner_headers,
    )
    assert response.status_code == 422
    assert set(response.json()["errors"]) == {
        "global_fields.copyright",
        "global_fields.padding_top",
    }
    project = client.get(BUNDLE).json()["project"]
    assert "2026 De Gouden Korenaar" in str(project["global_fields"]["copyright"])


def test_global_fields_change_purges_the_whole_project(make_client, sites, purge_receiver, log_in):
    client = make_client(purge_urls=(purge_receiver.url,))
    headers = log_in(via=client)
    response = client.put(
        f"{OWNER}/{sites.demo}",
        json={"global_fields": {"copyright": _copyright("© Nieuw")}},
        headers=headers,
    )
    assert response.status_code == 200, response.text
    # A draft: nothing to purge until it is published.
    assert purge_receiver.keys() == []
    publish(client, sites.demo, headers)
    assert purge_receiver.keys() == [{f"project-{sites.demo}"}]


def test_styles_hold_only_the_documented_palette(client, sites, owner_headers):
    owner = f"{OWNER}/{sites.demo}"
    before = client.get(owner, headers=owner_headers).json()["project"]["styles"]
    color = {"label": "Rood", "key": "rood", "group": "primary", "value": "200, 0, 0"}
    for styles, path in (
        ({**before, "dump": {"deep": [{"x": "\u0085" * 1000}]}}, "styles.dump"),
        ({"colors": [{**color, "extra": {"nested": True}}]}, "styles.colors[0].extra"),
        ({"colors": [{**color, "label": "Rood\u0085"}]}, "styles.colors[0].label"),
        ({"colors": [{**color, "value": "٢٠٠, 0, 0"}]}, "styles.colors[0].value"),
    ):
        response = client.put(owner, json={"styles": styles}, headers=owner_headers)
        assert response.status_code == 422, styles
        assert list(response.json()["errors"]) == [path]
    assert client.get(owner, headers=owner_headers).json()["project"]["styles"] == before
    written = client.put(owner, json={"styles": {"colors": [color]}}, headers=owner_headers)
    assert written.status_code == 200
    publish(client, sites.demo, owner_headers)
    assert client.get(BUNDLE).json()["project"]["styles"] == {"colors": [color]}


def test_undocumented_styles_stored_before_reach_no_visitor(client, sites, owner_headers, engine):
    from sqlmodel import Session

    from api.projects.models import Project

    color = {"label": "Rood", "key": "rood", "group": "primary", "value": "200, 0, 0"}
    with Session(engine) as session:
        project = session.get(Project, sites.demo)
        project.styles = {"colors": [{**color, "note": "x" * 50}], "dump": ["y" * 5000]}
        session.add(project)
        session.commit()
    bundle = client.get(BUNDLE, headers={"cache-control": "no-cache"}).json()
    assert bundle["project"]["styles"] == {"colors": [color]}
    # The next write stores the documented palette alone.
    assert client.put(f"{OWNER}/{sites.demo}", json={"title": "Bakkerij"}, headers=owner_headers)
    publish(client, sites.demo, owner_headers)
    with Session(engine) as session:
        assert session.get(Project, sites.demo).styles == {"colors": [color]}
