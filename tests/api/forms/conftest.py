"""A contact form with one item of every kind on the demo site, and a visitor client
whose mail lands in a folder of its own."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from api.database import session_scope
from api.forms.service import put_form
from tests.api.publishing import publish_in

ITEMS = [
    {"id": "1", "identifier": "naam", "label": "Naam", "type": "text", "required": "1"},
    {"id": "2", "identifier": "geheim", "label": "Wachtwoord", "type": "password"},
    {"id": "3", "identifier": "bijlage", "label": "Bijlage", "type": "file"},
    {"id": "4", "identifier": "dag", "label": "Dag", "type": "date"},
    {"id": "5", "identifier": "uur", "label": "Tijd", "type": "time"},
    {"id": "6", "identifier": "bericht", "label": "Bericht", "type": "textarea"},
    {
        "id": "7",
        "identifier": "taart",
        "label": "Taart",
        "type": "select",
        "options": [
            {"value": "appel", "title": "Appeltaart"},
            {"value": "kers", "title": "Kersentaart"},
        ],
    },
]


@pytest.fixture
def make_form(engine, sites) -> Callable[..., str]:
    def build(
        key: str = "contact", items: list | None = None, project_id: int | None = None, **extra
    ):
        data = {
            "title": "Contact",
            "message": "Dank je!",
            "items": ITEMS if items is None else items,
        }
        with session_scope(engine) as session:
            put_form(
                session, project_id or sites.demo, key, {**data, **extra}, expected_version=None
            )
            publish_in(session, project_id or sites.demo, ("form", key))
        return key

    return build


@pytest.fixture
def contact(make_form) -> str:
    return make_form()


@pytest.fixture
def mail_dir(tmp_path: Path) -> Path:
    return tmp_path / "mail"


@pytest.fixture
def visitor(make_client, mail_dir: Path):
    return make_client(mail_dir=mail_dir)


@pytest.fixture
def fake_uploads(monkeypatch):
    from api.forms import uploads
    from tests.api.forms.fake_uploads import FakeUploads

    store = FakeUploads()
    monkeypatch.setattr(uploads, "store", store)
    return store
