"""Owner API for the webshop's settings: read with defaults, write through the shop's
one settings check (Dutch messages), versions, the Mollie key never answered in full,
the whole project purged."""

import sqlalchemy as sa

from api.database import session_scope
from api.versions import STALE_PROJECT
from tests.api.shop.checkout.owner_fixtures import (
    PAYMENT_METHODS,
    SHIPPING_METHODS,
    url,
)

_project = sa.table("project", sa.column("id"), sa.column("modules", sa.JSON))


def stored_webshop(engine, project_id):
    with session_scope(engine) as session:
        modules = session.execute(
            sa.select(_project.c.modules).where(_project.c.id == project_id)
        ).scalar_one()
    return modules["webshop"]


def test_settings_are_read_and_written_with_versions(
    engine, sites, make_client, log_in, purge_receiver
):
    client = make_client(purge_urls=(purge_receiver.url,))
    headers = log_in(via=client)
    path = url(sites.demo, "webshop-settings")
    read = client.get(path, headers=headers)
    assert read.status_code == 200, read.text
    assert read.headers["cache-control"] == "no-store"
    settings = read.json()["webshop_settings"]
    assert settings["vat_rates"] == [21, 9, 0]
    assert settings["shoppingcart_page"] == "/winkelwagen"
    assert settings["shipping_methods"][0]["key"] == "bezorgen"  # the demo's
    assert settings["mollie"] is None and settings["agreement_url"] == "/algemene-voorwaarden"
    version = settings["version"]
    assert read.headers["etag"] == f'"{version}"'

    written = client.put(
        path,
        json={
            "shipping_methods": SHIPPING_METHODS,
            "payment_methods": PAYMENT_METHODS,
            "wire": {"account_name": "Bakkerij", "iban": "NL91ABNA0417164300", "bic": "ABNANL2A"},
            "order_page": "/mijn-bestelling",
            "countries": ["NL", "BE"],
            "notification_email": "orders@bakkerij.nl",
            "mollie": {"api_key": "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM"},
        },
        headers={**headers, "if-match": f'"{version}"'},
    )
    assert written.status_code == 200, written.text
    answer = written.json()["webshop_settings"]
    assert answer["version"] == version + 1
    assert answer["mollie"] == {"api_key": "test_****lXsM"}
    assert answer["shipping_methods"][0]["price"] == "6,95"
    stored = stored_webshop(engine, sites.demo)
    assert stored["mollie"]["api_key"] == "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM"
    # Keys the owner did not send stay: facets, templates, business.
    assert stored["facets"][0]["key"] == "allergenen"
    assert stored["business"]["name"] == "Bakkerij De Gouden Korenaar"
    assert f"project-{sites.demo}" in purge_receiver.keys()[-1]
    assert "test_dHar4XY7" not in client.get(path, headers=headers).text
    # Nor does the public page bundle carry the key or the notification address.
    bundle = make_client(host="demo.site.local").get(
        "/api/services/websites/v1/page-bundle", params={"path": "/"}
    )
    assert bundle.status_code == 200
    webshop = bundle.json()["project"]["modules"]["webshop"]
    assert "mollie" not in webshop and "notification_email" not in webshop
    assert webshop["payment_methods"][2]["id"] == "ideal"

    # The masked key sent back keeps the stored key; null resets a key to its default.
    again = client.put(
        path,
        json={"mollie": answer["mollie"], "order_page": None},
        headers={**headers, "if-match": f'"{version + 1}"'},
    )
    assert again.status_code == 200, again.text
    stored = stored_webshop(engine, sites.demo)
    assert stored["mollie"]["api_key"] == "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM"
    assert "order_page" not in stored

    stale = client.put(
        path, json={"agreement_url": "/voorwaarden"}, headers={**headers, "if-match": '"1"'}
    )
    assert stale.status_code == 409
    assert stale.json()["errors"] == {"version": [STALE_PROJECT]}


def test_settings_are_checked_with_dutch_messages(client, engine, sites, owner_headers):
    before = stored_webshop(engine, sites.demo)
    wrong = client.put(
        url(sites.demo, "webshop-settings"),
        json={
            "shipping_methods": [{"key": "Snel!", "title": "", "price": "6,955"}],
            "payment_methods": [{"id": "wire", "title": "Overboeking", "provider": "mollie"}],
            "countries": ["NL", "XX"],
            "notification_email": "geen-adres",
            "order_page": "bestelling",
            "vat_rates": [21, 21],
            "kleur": "rood",
        },
        headers=owner_headers,
    )
    assert wrong.status_code == 422
    errors = wrong.json()["errors"]
    assert errors == {"kleur": [errors["kleur"][0]]}
    assert errors["kleur"][0].startswith("Deze instelling bestaat niet")

    wrong = client.put(
        url(sites.demo, "webshop-settings"),
        json={
            "shipping_methods": [{"key": "Snel!", "title": "", "price": "6,955"}],
            "payment_methods": [{"id": "wire", "title": "Overboeking", "provider": "mollie"}],
            "countries": ["NL", "XX"],
            "notification_email": "geen-adres",
            "order_page": "bestelling",
            "vat_rates": [21, 21],
        },
        headers=owner_headers,
    )
    assert wrong.status_code == 422
    errors = wrong.json()["errors"]
    assert errors["shipping_methods[0].key"] == ["Gebruik kleine letters, cijfers, '-' en '_'."]
    assert errors["shipping_methods[0].title"] == ["Dit veld is verplicht."]
    assert errors["shipping_methods[0].price"] == ["Een bedrag heeft hoogstens 2 decimalen."]
    assert errors["payment_methods[0].provider"] == [
        "Deze betaalmethode gaat niet via een provider."
    ]
    assert errors["countries"] == ['Geef een lijst van landcodes, bijvoorbeeld ["NL", "BE"].']
    assert errors["notification_email"] == ["Dit is geen geldig e-mailadres."]
    assert errors["order_page"] == ["Geef een pad dat met / begint."]
    assert errors["vat_rates"] == ["Geef een lijst van verschillende btw-percentages (0 tot 100)."]
    assert stored_webshop(engine, sites.demo) == before


def test_only_members_see_a_projects_settings(client, sites, owner_headers, make_client):
    assert (
        client.get(url(sites.second, "webshop-settings"), headers=owner_headers).status_code == 403
    )
    assert make_client().get(url(sites.demo, "webshop-settings")).status_code == 401
    put = make_client().put(url(sites.demo, "webshop-settings"), json={"agreement_url": ""})
    assert put.status_code in (401, 403)


def test_the_project_settings_show_the_key_masked_too(client, engine, sites, owner_headers):
    key = "live_Xq4bn7sd9Wf2kLpQ0vTz8yRm"
    path = url(sites.demo, "webshop-settings")
    assert client.put(path, json={"mollie": {"api_key": key}}, headers=owner_headers).is_success
    project = client.get(f"/api/owner/v1/projects/{sites.demo}", headers=owner_headers).json()
    modules = project["project"]["modules"]
    assert modules["webshop"]["mollie"] == {"api_key": "live_****8yRm"}
    assert key not in str(project)
    # The dashboard saves the settings as it read them: the stored key stays.
    saved = client.put(
        f"/api/owner/v1/projects/{sites.demo}",
        json={"title": "Nieuwe naam", "modules": modules},
        headers=owner_headers,
    )
    assert saved.status_code == 200, saved.text
    assert stored_webshop(engine, sites.demo)["mollie"]["api_key"] == key
    # A new key replaces it.
    modules["webshop"]["mollie"]["api_key"] = "live_nieuw0000000000000000"
    client.put(
        f"/api/owner/v1/projects/{sites.demo}", json={"modules": modules}, headers=owner_headers
    )
    assert stored_webshop(engine, sites.demo)["mollie"]["api_key"] == "live_nieuw0000000000000000"
