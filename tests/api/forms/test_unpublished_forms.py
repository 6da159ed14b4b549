"""A form the owner created but never published (`published_at` NULL) does not exist
for visitors: the forms door (api/forms/reads.py) refuses its submit, its post without
JavaScript and the upload URLs of its file fields, all as an unknown form."""

from __future__ import annotations

import sqlalchemy as sa

from api.database import session_scope
from api.forms.models import Form
from api.forms.service import FORM_MISSING
from tests.api.forms.submitting import send, stored

POST = "/api/services/websites/v1/forms/post"
SIGNED_URL = "/api/services/websites/v1/files/get/visitor-signed-url"
VALID = {"naam": "Anna", "bericht": "Graag een taart."}


def unpublish(engine, project_id: int, key: str) -> None:
    table = Form.__table__
    with session_scope(engine) as session:
        session.execute(
            sa.update(table)
            .where(table.c.project_id == project_id, table.c.key == key)
            .values(published_at=None, published_version=None)
        )


def ask_upload(client, form_id: str):
    body = {"filePath": "foto.png", "contentType": "image/png", "isPrivate": False}
    return client.post(SIGNED_URL, json={**body, "form_id": form_id})


def test_a_never_published_form_is_unknown_to_the_submit(visitor, contact, sites, engine):
    unpublish(engine, sites.demo, contact)
    answer = send(visitor, VALID)
    assert answer.status_code == 404
    assert answer.json() == {"errors": {"form_id": [FORM_MISSING]}}
    assert stored(engine) == []


def test_a_never_published_form_is_unknown_to_the_post_without_javascript(
    visitor, contact, sites, engine
):
    unpublish(engine, sites.demo, contact)
    data = {"form_id": contact, "url": "/contact", "company_website": "", **VALID}
    assert visitor.post(POST, data=data, follow_redirects=False).status_code == 404
    assert stored(engine) == []


def test_a_never_published_form_gets_no_upload_urls(visitor, contact, sites, engine):
    assert ask_upload(visitor, contact).status_code == 200
    unpublish(engine, sites.demo, contact)
    answer = ask_upload(visitor, contact)
    assert answer.status_code == 404
    assert list(answer.json()["errors"]) == ["form_id"]
