"""A form with a file item on the demo site, and visitors with their own upload sessions."""

from __future__ import annotations

import pytest

from api.database import session_scope
from api.forms.service import put_form

FILE_ITEMS = [
    {"id": "1", "identifier": "naam", "label": "Naam", "type": "text"},
    {"id": "2", "identifier": "bijlage", "label": "Bijlage", "type": "file"},
]


@pytest.fixture
def make_upload_form(engine, sites):
    def build(key: str = "aanvraag", items: list | None = None, project_id: int | None = None):
        data = {"title": "Aanvraag", "message": "Ontvangen!", "items": items or FILE_ITEMS}
        with session_scope(engine) as session:
            put_form(session, project_id or sites.demo, key, data, expected_version=None)
        return key

    return build


@pytest.fixture
def upload_form(make_upload_form) -> str:
    return make_upload_form()


@pytest.fixture
def files_root(tmp_path):
    return tmp_path / "files"


@pytest.fixture
def visitor(make_client, upload_form):
    """A browser on the demo site (its upload session starts with its first upload)."""
    return make_client()


@pytest.fixture
def other_visitor(make_client, upload_form):
    return make_client()
