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
