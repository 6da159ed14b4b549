"""Owner API of form submissions: list (form and day filters, pages), one, CSV export,
delete with files; only members of the project, never another project's rows."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from api.database import session_scope
from api.forms import uploads
from api.forms.models import FormSubmission
from api.forms.submissions import SUBMISSION_MISSING
from tests.api.forms.submitting import stored

BASE = "/api/owner/v1/projects/{project}/form-submissions"


def _row(project_id: int, form_key: str, day: str, name: str, **extra) -> int:
    return FormSubmission(
        project_id=project_id,
        form_key=form_key,
        form_title=form_key.title(),
        url="https://demo.site.local/contact",
        values=[{"identifier": "naam", "label": "Naam", "type": "text", "value": name}],
        created_at=datetime.fromisoformat(day).replace(tzinfo=UTC),
        **extra,
    )


@pytest.fixture
def rows(engine, sites) -> dict[str, int]:
    made = {
        "anna": _row(sites.demo, "contact", "2026-11-01T09:00:00", "Anna"),
        "bram": _row(sites.demo, "contact", "2026-11-02T23:59:00", "Bram"),
        "cees": _row(sites.demo, "offerte", "2026-11-03T00:00:00", "Cees"),
        "dirk": _row(sites.second, "contact", "2026-11-02T12:00:00", "Dirk"),
    }
    with session_scope(engine) as session:
        session.add_all(made.values())
        session.flush()
        return {name: row.id for name, row in made.items()}


def _names(answer) -> list[str]:
    return [item["fields"][0]["value"] for item in answer.json()["submissions"]]


def test_the_list_is_newest_first_and_only_this_projects(client, sites, rows, owner_headers):
    answer = client.get(BASE.format(project=sites.demo), headers=owner_headers)
    assert answer.status_code == 200
    assert _names(answer) == ["Cees", "Bram", "Anna"]
    assert answer.json()["total"] == 3
    first = answer.json()["submissions"][2]
    assert first == {
        "id": rows["anna"],
        "form_id": "contact",
        "form_title": "Contact",
        "url": "https://demo.site.local/contact",
        "created_at": "2026-11-01T09:00:00+00:00",
        "fields": [{"identifier": "naam", "label": "Naam", "type": "text", "value": "Anna"}],
        "files": [],
    }


def test_filters_by_form_and_days_inclusive(client, sites, rows, owner_headers):
    url = BASE.format(project=sites.demo)
    assert _names(client.get(url, params={"form": "contact"}, headers=owner_headers)) == [
        "Bram",
        "Anna",
    ]
    days = {"from": "2026-11-02", "to": "2026-11-02"}
    assert _names(client.get(url, params=days, headers=owner_headers)) == ["Bram"]
    assert _names(client.get(url, params={"from": "2026-11-03"}, headers=owner_headers)) == ["Cees"]
    assert _names(client.get(url, params={"to": "2026-11-01"}, headers=owner_headers)) == ["Anna"]


def test_pages(client, sites, rows, owner_headers):
    url = BASE.format(project=sites.demo)
    answer = client.get(url, params={"offset": 1, "limit": 1}, headers=owner_headers)
    assert _names(answer) == ["Bram"]
    assert {key: answer.json()[key] for key in ("total", "offset", "limit")} == {
        "total": 3,
        "offset": 1,
        "limit": 1,
    }


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"from": "1-11-2026"}, "from"),
        ({"to": "2026-02-30"}, "to"),
        ({"limit": "0"}, "limit"),
        ({"limit": "201"}, "limit"),
        ({"offset": "-1"}, "offset"),
        ({"offset": "²"}, "offset"),
    ],
)
def test_bad_filters_are_422(client, sites, owner_headers, params, field):
    answer = client.get(BASE.format(project=sites.demo), params=params, headers=owner_headers)
    assert answer.status_code == 422
    assert list(answer.json()["errors"]) == [field]


def test_one_submission(client, sites, rows, owner_headers):
    answer = client.get(f"{BASE.format(project=sites.demo)}/{rows['bram']}", headers=owner_headers)
    assert answer.status_code == 200
    assert answer.json()["submission"]["fields"][0]["value"] == "Bram"


def test_another_projects_submission_is_404(client, sites, rows, engine, owner_headers):
    url = f"{BASE.format(project=sites.demo)}/{rows['dirk']}"
    answer = client.get(url, headers=owner_headers)
    assert answer.status_code == 404
    assert answer.json() == {"errors": {"general": [SUBMISSION_MISSING]}}
    assert client.delete(url, headers=owner_headers).status_code == 404
    assert rows["dirk"] in [row.id for row in stored(engine)]


def test_delete_removes_the_row_and_its_files(client, sites, engine, owner_headers, monkeypatch):
    deleted: list = []

    class Store:
        def owned(self, project_id, form_key, visitor):
            return frozenset()

        def attach(self, session, project_id, form_key, visitor, paths, submission_id):
            pass

        def delete(self, project_id, paths):
            deleted.append((project_id, paths))

    monkeypatch.setattr(uploads, "store", Store())
    row = _row(sites.demo, "contact", "2026-11-01T09:00:00", "Anna", files=["forms/contact/a.pdf"])
    with session_scope(engine) as session:
        session.add(row)
        session.flush()
        row_id = row.id
    url = f"{BASE.format(project=sites.demo)}/{row_id}"
    answer = client.delete(url, headers=owner_headers)
    assert answer.status_code == 204
    assert stored(engine) == []
    assert deleted == [(sites.demo, ["forms/contact/a.pdf"])]
    assert client.get(url, headers=owner_headers).status_code == 404


def test_owner_login_is_required(client, sites, rows, engine, make_account, log_in):
    url = BASE.format(project=sites.demo)
    assert client.get(url).status_code == 401
    assert client.get(f"{url}/export").status_code == 401
    assert client.delete(f"{url}/{rows['anna']}").status_code == 401
    make_account("ander@tweede.example", "een-lang-wachtwoord", sites.second)
    stranger = log_in("ander@tweede.example", "een-lang-wachtwoord")
    assert client.get(url, headers=stranger).status_code == 403
    assert client.delete(f"{url}/{rows['anna']}", headers=stranger).status_code == 403
    assert len(stored(engine)) == 4
