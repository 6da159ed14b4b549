"""Control characters in the path or query string are refused before any route runs."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "url",
    [
        "/api/services/websites/v1/page-bundle?path=/over%00ons",
        "/api/services/websites/v1/page-bundle?path=/x%1b%5B31m",
        "/api/owner/v1/projects/1/menus/ho%00fd",
    ],
)
def test_control_characters_in_the_url_answer_400(client, sites, owner_headers, url):
    response = client.get(url, headers=owner_headers)
    assert response.status_code == 400
    assert response.json() == {"errors": {"general": ["Het adres bevat ongeldige tekens."]}}


def test_an_ordinary_url_still_works(client, sites):
    response = client.get("/api/services/websites/v1/page-bundle?path=/over-ons%20test")
    assert response.status_code in (200, 404)


def test_long_urls_are_checked_as_well(client, sites):
    # Long paths and queries are not remembered; the verdict is the same.
    padding = "a" * 3000
    response = client.get(f"/api/services/websites/v1/page-bundle?path=/{padding}%07")
    assert response.status_code == 400
    response = client.get(f"/api/services/websites/v1/page-bundle?path=/{padding}")
    assert response.status_code == 404
    assert response.json()["not_found"] is True
