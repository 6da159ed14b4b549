"""The owner's file calls (spec 001 section 7): login and membership of the host's
project, the CSRF origin check for the login cookie, and the owner's own space."""

from __future__ import annotations

import pytest
from PIL import Image

from api.csrf import FOREIGN_ORIGIN
from api.files import messages
from api.files.images import COLOUR
from tests.api.files.uploading import (
    OWNER_DELETE,
    OWNER_GET,
    OWNER_SIGNED_URL,
    PDF,
    VISITOR_DELETE,
    VISITOR_GET,
    image_bytes,
    put,
    row_of,
    upload,
)

LOGIN = {"email": "eigenaar@demo.site.local", "password": "demo-wachtwoord"}


def owner_ask(client, headers, file_path="logo.png", content_type="image/png", **settings):
    body = {"filePath": file_path, "contentType": content_type, "isPrivate": False, **settings}
    return client.post(OWNER_SIGNED_URL, json=body, headers=headers)


def owner_upload(client, headers, data, **asked) -> dict:
    answer = owner_ask(client, headers, **asked)
    assert answer.status_code == 200, answer.text
    assert put(client, answer.json(), data).status_code == 200
    return answer.json()


def test_an_owner_uploads_reads_and_deletes_a_file(
    client, owner_headers, engine, files_root, sites
):
    answer = owner_upload(client, owner_headers, image_bytes())
    assert answer["data"] == {"url": answer["url"]}
    row = row_of(engine, answer["path"])
    assert row.space == "owner"
    assert row.key == f"public/{sites.demo}/owner/{answer['path']}"

    got = client.post(OWNER_GET, json={"filePath": answer["path"]}, headers=owner_headers)
    assert got.status_code == 200
    url = got.json()["url"]
    assert got.json() == {"url": url, "path": answer["path"], "data": {"url": url}}
    assert client.get(url).status_code == 200

    deleted = client.post(OWNER_DELETE, json={"filePath": answer["path"]}, headers=owner_headers)
    assert deleted.status_code == 200
    assert deleted.json()["deleted"] is True
    assert not (files_root / row.key).exists()
    assert client.get(url).status_code == 404


def test_owner_settings_decide_the_image(client, owner_headers, engine, files_root):
    transparent = image_bytes(mode="RGBA", size=(2000, 1000), colour=(0, 0, 0, 0))
    answer = owner_upload(
        client,
        owner_headers,
        transparent,
        maintainTransparency="0",
        backgroundColor="0, 128, 0, 1",
        maxWidth=500,
        maxHeight=500,
    )
    assert answer["path"].endswith(".jpeg")
    row = row_of(engine, answer["path"])
    assert row.content_type == "image/jpeg"
    with Image.open(files_root / row.key) as stored:
        assert stored.format == "JPEG"
        assert stored.size == (500, 250)
        red, green, blue = stored.getpixel((10, 10))
        assert green > 100 and red < 30 and blue < 30
    refused = owner_ask(client, owner_headers, backgroundColor="groen")
    assert refused.status_code == 422
    assert refused.json() == {"errors": {"backgroundColor": [COLOUR]}}


@pytest.mark.parametrize("path", [OWNER_SIGNED_URL, OWNER_GET, OWNER_DELETE])
def test_owner_calls_need_a_login_and_membership(client, sites, make_account, log_in, path):
    body = {"filePath": "logo.png", "contentType": "image/png", "isPrivate": False}
    assert client.post(path, json=body).status_code == 401
    make_account("ander@tweede.example", "een-lang-wachtwoord", sites.second)
    stranger = log_in("ander@tweede.example", "een-lang-wachtwoord")
    refused = client.post(path, json=body, headers=stranger)
    assert refused.status_code == 403


def test_the_login_cookie_needs_the_sites_own_origin(make_client, sites):
    client = make_client()
    assert client.post("/api/owner/v1/login", json=LOGIN).status_code == 200
    body = {"filePath": "logo.png", "contentType": "image/png"}
    foreign = client.post(OWNER_SIGNED_URL, json=body, headers={"origin": "http://evil.localhost"})
    assert foreign.status_code == 403
    assert foreign.json() == {"errors": {"general": [FOREIGN_ORIGIN]}}
    assert client.post(OWNER_SIGNED_URL, json=body).status_code == 403  # no origin at all
    own = client.post(OWNER_SIGNED_URL, json=body, headers={"origin": "http://localhost"})
    assert own.status_code == 200


def test_owner_files_are_out_of_the_visitors_reach(client, owner_headers, visitor):
    answer = owner_upload(client, owner_headers, image_bytes())
    path = answer["path"]
    assert visitor.post(VISITOR_GET, json={"filePath": path}).status_code == 404
    deleted = visitor.post(VISITOR_DELETE, json={"filePath": path, "form_id": "aanvraag"})
    assert deleted.status_code == 404


def test_visitor_uploads_are_not_the_owners_until_sent_with_a_form(visitor, owner_headers):
    answer = upload(visitor, image_bytes())
    got = visitor.post(OWNER_GET, json={"filePath": answer["path"]}, headers=owner_headers)
    assert got.json() == {"errors": {"filePath": [messages.FILE_MISSING]}}
    deleted = visitor.post(OWNER_DELETE, json={"filePath": answer["path"]}, headers=owner_headers)
    assert deleted.status_code == 404


def test_owner_private_files_get_a_signed_url(client, owner_headers):
    body = {"filePath": "prijzen.pdf", "contentType": "application/pdf", "isPrivate": True}
    answer = client.post(OWNER_SIGNED_URL, json=body, headers=owner_headers).json()
    assert put(client, answer, PDF).status_code == 200
    ref = {"filePath": answer["path"], "isPrivate": True}
    url = client.post(OWNER_GET, json=ref, headers=owner_headers).json()["data"]["url"]
    assert "/files/private/" in url and "signature=" in url
    assert client.get(url).content == PDF
    as_public = client.post(OWNER_GET, json={**ref, "isPrivate": False}, headers=owner_headers)
    assert as_public.status_code == 404


def files_list(client, headers, project: int, **params):
    return client.get(f"/api/owner/v1/projects/{project}/files", params=params, headers=headers)


def test_the_owner_lists_searches_and_pages_the_projects_files(
    client, owner_headers, sites, visitor
):
    empty = files_list(client, owner_headers, sites.demo)
    assert empty.status_code == 200
    assert empty.json() == {"files": [], "total": 0, "offset": 0, "limit": 24}

    logo = owner_upload(client, owner_headers, image_bytes(), file_path="Logo Bakkerij.png")
    brochure = owner_upload(
        client, owner_headers, PDF, file_path="brochure.pdf", content_type="application/pdf"
    )
    owner_ask(client, owner_headers, file_path="nooit-geupload.png")  # pending: not listed
    upload(visitor, image_bytes())  # a visitor's upload is not the owner's

    listed = files_list(client, owner_headers, sites.demo).json()
    assert listed["total"] == 2
    assert [item["path"] for item in listed["files"]] == [brochure["path"], logo["path"]]
    pdf, image = listed["files"]
    assert image["is_image"] is True and image["content_type"] == "image/png"
    assert pdf["is_image"] is False and pdf["content_type"] == "application/pdf"
    assert pdf["size"] == len(PDF) and pdf["is_private"] is False
    assert client.get(image["url"]).status_code == 200

    found = files_list(client, owner_headers, sites.demo, search="BAKKERIJ").json()
    assert [item["path"] for item in found["files"]] == [logo["path"]]
    assert files_list(client, owner_headers, sites.demo, search="%").json()["total"] == 0

    second = files_list(client, owner_headers, sites.demo, offset=1, limit=1).json()
    assert second["total"] == 2 and second["offset"] == 1 and second["limit"] == 1
    assert [item["path"] for item in second["files"]] == [logo["path"]]

    client.post(OWNER_DELETE, json={"filePath": logo["path"]}, headers=owner_headers)
    assert files_list(client, owner_headers, sites.demo).json()["total"] == 1


def test_the_file_list_refuses_bad_paging_and_strangers(
    client, owner_headers, sites, make_account, log_in, make_client
):
    refused = files_list(client, owner_headers, sites.demo, limit=0, offset=-1, search="x" * 201)
    assert refused.status_code == 422
    assert set(refused.json()["errors"]) == {"limit", "offset", "search"}
    assert files_list(make_client(), {}, sites.demo).status_code == 401
    make_account("ander@tweede.example", "een-lang-wachtwoord", sites.second)
    stranger = log_in("ander@tweede.example", "een-lang-wachtwoord")
    assert files_list(client, stranger, sites.demo).status_code == 403


def test_the_owner_api_twins_reach_the_project_in_the_path(
    client, make_client, sites, make_account, log_in, engine, files_root
):
    """The dashboard's switcher picks a project other than the host's: the owner API's
    file calls take it from the path, for members of that project only."""
    make_account("ander@tweede.example", "een-lang-wachtwoord", sites.second)
    member = log_in("ander@tweede.example", "een-lang-wachtwoord")
    base = f"/api/owner/v1/projects/{sites.second}/files"
    ask = {"filePath": "logo.png", "contentType": "image/png", "isPrivate": False}

    signed = client.post(base + "/signed-url", json=ask, headers=member)
    assert signed.status_code == 200, signed.text
    assert put(client, signed.json(), image_bytes()).status_code == 200
    path = signed.json()["path"]
    row = row_of(engine, path)
    assert row.key == f"public/{sites.second}/owner/{path}"

    read = client.post(base + "/read", json={"filePath": path}, headers=member)
    assert read.status_code == 200
    assert client.get(read.json()["url"]).status_code == 200
    listed = client.get(base, headers=member).json()["files"]
    assert [item["path"] for item in listed] == [path]

    # The host's calls are the demo project's, where this account is no member; nor can
    # it reach the demo project through the path.
    assert client.post(OWNER_GET, json={"filePath": path}, headers=member).status_code == 403
    demo = f"/api/owner/v1/projects/{sites.demo}/files"
    assert client.post(demo + "/signed-url", json=ask, headers=member).status_code == 403
    assert client.post(demo + "/delete", json={"filePath": path}, headers=member).status_code == 403
    assert make_client().post(base + "/read", json={"filePath": path}).status_code == 401

    deleted = client.post(base + "/delete", json={"filePath": path}, headers=member)
    assert deleted.status_code == 200 and deleted.json()["deleted"] is True
    assert not (files_root / row.key).exists()
