"""After a write the API sends `PURGE /` with an `xkey-purge` header to every cache."""

import logging
import socket

from tests.api.publishing import publish

OWNER = "/api/owner/v1/projects"
BUNDLE = "/api/services/websites/v1/page-bundle"


def page_id_of(client, project_id, path, headers):
    pages = client.get(f"{OWNER}/{project_id}/pages", headers=headers).json()["pages"]
    return next(page["id"] for page in pages if page["path"] == path)


def test_page_update_purges_the_page_and_sitemap_keys(make_client, sites, purge_receiver, log_in):
    client = make_client(purge_urls=(purge_receiver.url,))
    headers = log_in(via=client)
    page_id = page_id_of(client, sites.demo, "/over-ons", headers)
    bundle_keys = client.get(BUNDLE, params={"path": "/over-ons"}).json()["cache"]["keys"]
    client.put(f"{OWNER}/{sites.demo}/pages/{page_id}", json={"post_title": "X"}, headers=headers)
    # A draft purges nothing; publishing it purges exactly its keys.
    assert purge_receiver.requests == []
    publish(client, sites.demo, headers, ("page", page_id))
    assert purge_receiver.requests == [
        {"method": "PURGE", "path": "/", "xkey-purge": f"page-{page_id} sitemap-{sites.demo}"}
    ]
    assert f"page-{page_id}" in bundle_keys


def test_menu_and_project_updates_purge_their_keys(make_client, sites, purge_receiver, log_in):
    client = make_client(purge_urls=(purge_receiver.url,))
    headers = log_in(via=client)
    menu_key = next(
        key
        for key in client.get(BUNDLE, params={"path": "/"}).json()["cache"]["keys"]
        if key.startswith("menu-")
    )
    client.put(
        f"{OWNER}/{sites.demo}/menus/hoofdmenu",
        json={"title": "Menu", "items": []},
        headers=headers,
    )
    publish(client, sites.demo, headers, ("menu", "hoofdmenu"))
    # The project's title is written live.
    client.put(f"{OWNER}/{sites.demo}", json={"title": "Nieuwe naam"}, headers=headers)
    created = client.post(f"{OWNER}/{sites.demo}/pages", json={"path": "/nieuw"}, headers=headers)
    publish(client, sites.demo, headers, ("page", created.json()["page"]["id"]))
    assert purge_receiver.keys() == [
        {menu_key},
        {f"project-{sites.demo}"},
        {f"page-{created.json()['page']['id']}", f"project-{sites.demo}", f"sitemap-{sites.demo}"},
    ]


def test_every_cache_gets_the_purge(make_client, sites, purge_receiver, log_in):
    client = make_client(purge_urls=(purge_receiver.url, purge_receiver.url + "/"))
    headers = log_in(via=client)
    client.put(f"{OWNER}/{sites.demo}", json={"title": "Twee keer"}, headers=headers)
    assert len(purge_receiver.requests) == 2


def test_refused_writes_purge_nothing(make_client, sites, purge_receiver, log_in):
    client = make_client(purge_urls=(purge_receiver.url,))
    headers = log_in(via=client)
    response = client.put(f"{OWNER}/{sites.demo}", json={"title": ""}, headers=headers)
    assert response.status_code == 422
    assert purge_receiver.requests == []


def test_an_unreachable_cache_is_logged_and_the_write_still_succeeds(
    make_client, sites, caplog, log_in
):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed_port = probe.getsockname()[1]
    client = make_client(purge_urls=(f"http://127.0.0.1:{closed_port}",))
    headers = log_in(via=client)
    with caplog.at_level(logging.WARNING, logger="api.cache.purge"):
        response = client.put(f"{OWNER}/{sites.demo}", json={"title": "Toch"}, headers=headers)
    assert response.status_code == 200
    assert client.get(BUNDLE).json()["project"]["title"] == "Toch"
    assert any("Purge" in record.getMessage() for record in caplog.records)
