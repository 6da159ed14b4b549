"""Every failure answers with the `{"errors": {field: [message]}}` body and a fitting status."""

import logging

from starlette.testclient import TestClient

from api.app import create_app
from api.database import create_database_engine
from api.settings import Settings

LOGIN = "/api/owner/v1/login"


def test_malformed_json_is_a_400_with_a_dutch_message(client):
    response = client.post(
        LOGIN, content=b'{"email": ', headers={"content-type": "application/json"}
    )
    assert response.status_code == 400
    assert response.json() == {"errors": {"general": ["Ongeldige JSON."]}}


def test_a_json_body_that_is_not_an_object_is_refused(client):
    response = client.post(LOGIN, json=["eigenaar@demo.site.local"])
    assert response.status_code == 400
    assert response.json()["errors"]["general"] == ["Het verzoek moet een JSON-object zijn."]


def test_missing_fields_are_reported_per_field(client):
    response = client.post(LOGIN, json={"email": ""})
    assert response.status_code == 422
    assert response.json() == {
        "errors": {"email": ["Dit veld is verplicht."], "password": ["Dit veld is verplicht."]}
    }


def test_unknown_route_is_a_json_404(client):
    response = client.get("/api/bestaat/niet")
    assert response.status_code == 404
    assert response.headers["content-type"] == "application/json"
    assert response.json() == {"errors": {"general": ["Niet gevonden."]}}


def test_wrong_method_is_a_json_405(client):
    response = client.delete(LOGIN)
    assert response.status_code == 405
    assert response.json() == {"errors": {"general": ["Deze methode is niet toegestaan."]}}


def test_too_large_body_is_a_413(client):
    response = client.post(LOGIN, content=b"{" + b" " * (2 * 1024 * 1024) + b"}")
    assert response.status_code == 413
    assert response.json() == {"errors": {"general": ["Het verzoek is te groot."]}}


def test_unexpected_errors_are_logged_and_answered_without_a_trace(tmp_path, caplog):
    # A database without tables makes the host lookup itself fail.
    engine = create_database_engine(f"sqlite:///{tmp_path / 'empty.sqlite3'}", create=True)
    app = create_app(Settings(database_url=str(engine.url)), engine=engine)
    with caplog.at_level(logging.ERROR, logger="api.errors"):
        response = TestClient(app, base_url="http://localhost").get(
            "/api/services/websites/v1/page-bundle"
        )
    engine.dispose()
    assert response.status_code == 500
    body = response.json()
    assert body == {
        "errors": {"general": ["Er is een onverwachte fout opgetreden. Probeer het later opnieuw."]}
    }
    assert "Traceback" not in response.text and "sqlite" not in response.text.lower()
    assert any(record.exc_info for record in caplog.records)


def test_health_answers_without_a_project(client):
    response = client.get("/api/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": "ok"}
