"""The site calls (search, password page, 404 registration) answer a website_id of the
wrong type with 422 and the Dutch type message, never 'Deze website is onbekend'."""

from __future__ import annotations

import pytest

from api.validation import ID_MESSAGE

CALLS = {
    "/api/services/websites/v1/search": {"query": "taart"},
    "/api/services/websites/v1/secured/page-designer/get": {"page_id": "/x", "password": "p"},
    "/api/services/websites/v1/not-found/register": {"url": "/weg"},
}


@pytest.mark.parametrize("path", list(CALLS))
@pytest.mark.parametrize("wrong", [{"id": 1}, [1], "abc"])
def test_a_website_id_of_the_wrong_type_is_422(client, sites, path, wrong):
    body = {**CALLS[path], "website_id": wrong, "project_id": sites.demo}
    answer = client.post(path, json=body)
    assert answer.status_code == 422
    assert answer.json()["errors"]["website_id"] == [ID_MESSAGE]
