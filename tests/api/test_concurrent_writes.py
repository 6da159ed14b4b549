"""Concurrent owner writes against a running server (the `http` fixture: uvicorn on a
free port, tests/api/live_server.py), on SQLite and PostgreSQL: no change is lost
silently and no race ends in a 500."""

from __future__ import annotations

import threading

import httpx

from tests.api.live_server import WORKERS, in_parallel

OWNER = "/api/owner/v1/projects"
STALE_PAGE = "Deze pagina is intussen door iemand anders gewijzigd. Laad de pagina opnieuw."


def test_concurrent_read_modify_write_keeps_every_accepted_change(http, sites, owner_headers):
    pages = http.get(f"{OWNER}/{sites.demo}/pages", headers=owner_headers).json()["pages"]
    url = f"{OWNER}/{sites.demo}/pages/" + str(
        next(page["id"] for page in pages if page["path"] == "/contact")
    )

    def edit(index: int, barrier: threading.Barrier) -> tuple[int, httpx.Response]:
        read = http.get(url, headers=owner_headers)
        page = read.json()["page"]
        # Everyone has read before anyone writes: the classic lost-update race.
        barrier.wait()
        body = {"seo_description": f"{page['seo_description'][:600]} w{index}."}
        headers = {**owner_headers, "if-match": read.headers["etag"]}
        return index, http.put(url, json=body, headers=headers)

    results = in_parallel(edit)
    statuses = sorted({response.status_code for _index, response in results})
    assert set(statuses) <= {200, 409}, [r.text for _i, r in results if r.status_code >= 500]
    accepted = [index for index, response in results if response.status_code == 200]
    refused = [response for _index, response in results if response.status_code == 409]
    assert accepted
    for response in refused:
        assert response.json() == {"errors": {"version": [STALE_PAGE]}}
    final = http.get(url, headers=owner_headers).json()["page"]["seo_description"]
    # Every change the server acknowledged is in the stored page.
    for index in accepted:
        assert f" w{index}." in final, (accepted, final)
    assert len(accepted) == 1


def test_concurrent_creates_of_one_path_give_one_page_and_409s(http, sites, owner_headers):
    def create(index: int, barrier: threading.Barrier) -> httpx.Response:
        barrier.wait()
        body = {"path": "/tegelijk", "post_title": f"Poging {index}"}
        return http.post(f"{OWNER}/{sites.demo}/pages", json=body, headers=owner_headers)

    results = in_parallel(create)
    statuses = [response.status_code for response in results]
    assert statuses.count(201) == 1, statuses
    assert statuses.count(409) == WORKERS - 1, statuses
    for response in results:
        if response.status_code == 409:
            assert response.json() == {
                "errors": {"path": ["Er bestaat al een pagina met dit pad."]}
            }
    pages = http.get(f"{OWNER}/{sites.demo}/pages", headers=owner_headers).json()["pages"]
    assert [page["path"] for page in pages].count("/tegelijk") == 1


def test_concurrent_creates_of_one_menu_key_never_fail(http, sites, owner_headers):
    url = f"{OWNER}/{sites.demo}/menus/tegelijk"

    def save(index: int, barrier: threading.Barrier) -> httpx.Response:
        barrier.wait()
        return http.put(url, json={"title": f"Menu {index}", "items": []}, headers=owner_headers)

    results = in_parallel(save)
    statuses = [response.status_code for response in results]
    # One request creates the menu; the others either replace it afterwards (200, no
    # version sent: last writer wins) or collided with the create (409).
    assert statuses.count(201) == 1, statuses
    assert set(statuses) <= {200, 201, 409}, statuses
    menu = http.get(url, headers=owner_headers)
    assert menu.status_code == 200
    assert menu.json()["menu"]["version"] == 1 + statuses.count(200)
