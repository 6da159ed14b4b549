"""POST /api/services/websites/v1/secured/page-designer/get: unlocking a password page."""

import pytest

from api.demo import PAGE_PASSWORD, read_document

UNLOCK = "/api/services/websites/v1/secured/page-designer/get"


def unlock(client, website_id, password, page_id="/besloten", **headers):
    return client.post(
        UNLOCK,
        json={"website_id": website_id, "page_id": page_id, "password": password},
        headers=headers,
    )


def secured_of_demo():
    page = next(p for p in read_document("demo.json")["pages"] if p["path"] == "/besloten")
    return page["secured_components"]


@pytest.mark.parametrize("page_id", ["/besloten", "/besloten/", "besloten"])
def test_right_password_returns_the_secured_components(client, sites, page_id):
    response = unlock(client, sites.demo, PAGE_PASSWORD, page_id=page_id)
    assert response.status_code == 200
    assert response.json()["components"] == secured_of_demo()


def test_website_id_may_be_sent_as_a_string(client, sites):
    assert unlock(client, str(sites.demo), PAGE_PASSWORD).status_code == 200


def test_wrong_password_is_a_422_on_the_password_field(client, sites):
    response = unlock(client, sites.demo, "fout")
    assert response.status_code == 422
    assert response.json() == {"errors": {"password": ["Het wachtwoord is onjuist."]}}


def test_missing_fields_are_422_field_errors(client, sites):
    response = client.post(UNLOCK, json={})
    assert response.status_code == 422
    assert set(response.json()["errors"]) == {"website_id", "page_id", "password"}


def test_pages_without_password_cannot_be_unlocked(client, sites):
    response = unlock(client, sites.demo, PAGE_PASSWORD, page_id="/over-ons")
    assert response.status_code == 404
    assert response.json() == {"errors": {"page_id": ["Deze pagina bestaat niet."]}}


def test_repeated_failures_are_throttled_per_client_and_page(make_client, sites):
    client = make_client(password_attempts=3, password_window_seconds=600)
    visitor = {"x-forwarded-for": "203.0.113.7, 10.0.0.1"}
    for _attempt in range(3):
        assert unlock(client, sites.demo, "fout", **visitor).status_code == 422
    blocked = unlock(client, sites.demo, PAGE_PASSWORD, **visitor)
    assert blocked.status_code == 429
    assert blocked.json() == {
        "errors": {"password": ["Te veel pogingen. Probeer het over 10 minuten opnieuw."]}
    }
    # Another visitor (the right-most X-Forwarded-For entry the proxy added) is not affected.
    other = {"x-forwarded-for": "198.51.100.2"}
    assert unlock(client, sites.demo, PAGE_PASSWORD, **other).status_code == 200


def test_a_successful_unlock_resets_the_failure_count(make_client, sites):
    client = make_client(password_attempts=2)
    assert unlock(client, sites.demo, "fout").status_code == 422
    assert unlock(client, sites.demo, PAGE_PASSWORD).status_code == 200
    assert unlock(client, sites.demo, "fout").status_code == 422
    assert unlock(client, sites.demo, PAGE_PASSWORD).status_code == 200
