"""The webshop's business settings (name, address, opening hours for the home page's
JSON-LD) are checked where project settings are read: the owner API and imports."""

import pytest

from api.projects.schemas import read_project_settings
from api.validation import Errors

OWNER = "/api/owner/v1/projects"
BUNDLE = "/api/services/websites/v1/page-bundle"

BUSINESS = {
    "name": "Bakkerij De Gouden Korenaar",
    "street": "Dorpsstraat 1",
    "postcode": "1234 AB",
    "city": "Korendam",
    "country": "NL",
    "phone": "+31 20 123 4567",
    "email": "info@korenaar.example",
    "opening_hours": [
        {"days": ["Mo", "Tu", "We", "Th", "Fr"], "opens": "08:00", "closes": "17:30"},
        {"days": ["Sa"], "opens": "08:00", "closes": "16:00"},
    ],
}


def errors_of(business, path=""):
    errors = Errors()
    data = {"title": "Bakkerij", "modules": {"webshop": {"business": business}}}
    read_project_settings(errors, data, path, developer=False)
    return errors.messages


def test_complete_business_settings_pass():
    assert errors_of(BUSINESS) == {}
    assert errors_of({}) == {}


def test_every_wrong_value_is_named_by_its_path():
    wrong = {
        **BUSINESS,
        "email": "geen-adres",
        "phone": 31201234567,
        "website": "https://korenaar.example",
        "opening_hours": [
            {"days": ["Mo", "Maandag"], "opens": "8:00", "closes": "17:00"},
            {"days": [], "opens": "09:00", "closes": "09:00"},
            {"days": ["Sa", "Sa"], "opens": "24:00"},
            "zaterdag",
        ],
    }
    messages = errors_of(wrong)
    at = "modules.webshop.business"
    assert messages == {
        f"{at}.website": ["Onbekend veld."],
        f"{at}.phone": ["Moet tekst zijn."],
        f"{at}.email": ["Dit is geen geldig e-mailadres."],
        f"{at}.opening_hours[0].days[1]": ["Kies een van: Mo, Tu, We, Th, Fr, Sa, Su."],
        f"{at}.opening_hours[0].opens": ["Gebruik uu:mm, bijvoorbeeld 08:30."],
        f"{at}.opening_hours[1].days": ["Kies minstens één dag."],
        f"{at}.opening_hours[1].closes": ["Moet later zijn dan de openingstijd."],
        f"{at}.opening_hours[2].days": ["Elke dag mag maar één keer voorkomen."],
        f"{at}.opening_hours[2].opens": ["Gebruik uu:mm, bijvoorbeeld 08:30."],
        f"{at}.opening_hours[2].closes": ["Dit veld is verplicht."],
        f"{at}.opening_hours[3]": ["Moet een object zijn."],
    }


def test_wrong_shapes_are_refused_not_crashed():
    assert errors_of("Korenaar") == {"modules.webshop.business": ["Moet een object zijn."]}
    assert errors_of({"opening_hours": {"Mo": "8-17"}}) == {
        "modules.webshop.business.opening_hours": ["Moet een lijst zijn."]
    }
    assert errors_of({"opening_hours": [{"days": "Mo", "opens": "08:00", "closes": "12:00"}]}) == {
        "modules.webshop.business.opening_hours[0].days": ["Moet een lijst zijn."]
    }


def test_an_import_reports_the_document_path():
    messages = errors_of(
        {"opening_hours": [{"days": ["Mo"], "opens": "x", "closes": "12:00"}]}, "project"
    )
    assert messages == {
        "project.modules.webshop.business.opening_hours[0].opens": [
            "Gebruik uu:mm, bijvoorbeeld 08:30."
        ]
    }


def test_owner_api_stores_them_and_the_bundle_shows_them(client, sites, owner_headers):
    modules = client.get(f"{OWNER}/{sites.demo}", headers=owner_headers).json()["project"][
        "modules"
    ]
    modules["webshop"]["business"] = BUSINESS
    response = client.put(f"{OWNER}/{sites.demo}", json={"modules": modules}, headers=owner_headers)
    assert response.status_code == 200, response.text
    project = client.get(BUNDLE, params={"path": "/"}).json()["project"]
    assert project["modules"]["webshop"]["business"] == BUSINESS


def test_owner_api_refuses_wrong_opening_hours(client, sites, owner_headers):
    business = {"opening_hours": [{"days": ["Mo"], "opens": "08:00", "closes": "07:00"}]}
    response = client.put(
        f"{OWNER}/{sites.demo}",
        json={"modules": {"webshop": {"business": business}}},
        headers=owner_headers,
    )
    assert response.status_code == 422
    assert response.json()["errors"] == {
        "modules.webshop.business.opening_hours[0].closes": ["Moet later zijn dan de openingstijd."]
    }


@pytest.mark.parametrize(
    # Each passed the old pattern; a To: header reads each as two recipients.
    "email", ["evil,info@korenaar.example", "info@korenaar.example,evil",
              "evil;info@korenaar.example", "<evil>info@korenaar.example"],
)  # fmt: skip
def test_a_business_email_naming_more_recipients_is_refused(client, sites, owner_headers, email):
    owner = f"{OWNER}/{sites.demo}"
    before = client.get(owner, headers=owner_headers).json()["project"]["modules"]
    webshop = {**before["webshop"], "business": {**BUSINESS, "email": email}}
    response = client.put(
        owner, json={"modules": {**before, "webshop": webshop}}, headers=owner_headers
    )
    assert response.status_code == 422
    assert response.json()["errors"] == {
        "modules.webshop.business.email": ["Dit is geen geldig e-mailadres."]
    }
    assert client.get(owner, headers=owner_headers).json()["project"]["modules"] == before


def test_a_business_name_with_a_line_break_is_refused_and_nothing_stored(
    client, sites, owner_headers
):
    owner = f"{OWNER}/{sites.demo}"
    before = client.get(owner, headers=owner_headers).json()["project"]["modules"]
    business = {**BUSINESS, "name": "Bakkerij\r\nBcc: evil@example.com", "city": "Koren\x85dam"}
    webshop = {**before["webshop"], "business": business}
    response = client.put(
        owner, json={"modules": {**before, "webshop": webshop}}, headers=owner_headers
    )
    assert response.status_code == 422
    message = ["Mag geen regeleinde, tab of ander stuurteken bevatten."]
    assert response.json()["errors"] == {
        "modules.webshop.business.name": message,
        "modules.webshop.business.city": message,
    }
    assert client.get(owner, headers=owner_headers).json()["project"]["modules"] == before


def test_a_whatsapp_number_needs_its_country_code():
    assert errors_of({"whatsapp": "+31 6 12345678"}) == {}
    assert errors_of({"whatsapp": "06 12345678"}) == {
        "modules.webshop.business.whatsapp": [
            "Geef het nummer met landcode, bijvoorbeeld +31 6 12345678."
        ]
    }
