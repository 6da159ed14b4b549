"""`GET /api/owner/v1/projects/{id}/data-export`: one project's whole data for its
owner (site document, orders with lines and payments, customers, form submissions,
files), never a row of another project, and only for a member of the project."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from api.database import session_scope
from api.files.models import FileUpload
from api.forms.models import FormSubmission
from tests.api.shop.checkout.owner_fixtures import make_order

EXPORT = "/api/owner/v1/projects/{}/data-export"
SECOND_OWNER, SECOND_PASSWORD = "eigenaar@tweede.localhost", "een-lang-wachtwoord-2"


def _submission(engine, project_id: int, form_key: str, value: str) -> None:
    with session_scope(engine) as session:
        session.add(
            FormSubmission(
                project_id=project_id,
                form_key=form_key,
                form_title=form_key.title(),
                url="/contact",
                values=[{"identifier": "naam", "label": "Naam", "type": "text", "value": value}],
                files=[],
            )
        )


def _file(engine, project_id: int, path: str, *, space: str = "owner", state: str = "stored"):
    with session_scope(engine) as session:
        session.add(
            FileUpload(
                project_id=project_id,
                space=space,
                form_key="contact" if space == "visitor" else "",
                path=path,
                key=f"private/{project_id}/{space}/{path}",
                is_private=True,
                content_type="application/pdf",
                max_size=1000,
                state=state,
                size=123,
                expires_at=datetime.now(UTC) + timedelta(hours=1),
            )
        )


def _two_projects(engine, sites) -> None:
    start = datetime(2026, 11, 1, 12, tzinfo=UTC)
    make_order(engine, sites.demo, 1001, created_at=start)
    make_order(
        engine,
        sites.demo,
        1002,
        created_at=start + timedelta(days=1),
        users={"invoice_email": "Anna@Example.nl", "invoice_city": "Amersfoort"},
        payments=[{"provider": "test", "method": "ideal", "amount_cents": 990, "status": "paid"}],
    )
    make_order(engine, sites.demo, 1003, created_at=start + timedelta(days=2),
               users={"invoice_email": "bram@example.nl", "invoice_firstname": "Bram"})  # fmt: skip
    make_order(engine, sites.second, 1001, lines=[], users={"invoice_email": "piet@andere.nl"})
    _submission(engine, sites.demo, "contact", "Eerste")
    _submission(engine, sites.demo, "offerte", "Tweede")
    _submission(engine, sites.second, "contact", "Van de tweede")
    _file(engine, sites.demo, "folder.pdf")
    _file(engine, sites.demo, "cv.pdf", space="visitor")
    _file(engine, sites.demo, "half.pdf", state="pending")
    _file(engine, sites.second, "andere.pdf")


def test_the_owner_gets_site_shop_orders_customers_submissions_and_files(
    client, engine, sites, owner_headers
):
    _two_projects(engine, sites)
    answer = client.get(EXPORT.format(sites.demo), headers=owner_headers)
    assert answer.status_code == 200, answer.text
    assert answer.headers["cache-control"] == "no-store"
    assert answer.headers["content-disposition"] == (
        'attachment; filename="demo.site.local-gegevens.json"'
    )
    body = answer.json()
    assert body["format"] == "site-data-export" and body["version"] == 1

    # The site document is the export's, products and categories included.
    site = client.get(f"/api/owner/v1/projects/{sites.demo}/export", headers=owner_headers).json()
    assert body["site"] == site
    assert body["site"]["shop"]["products"] and body["site"]["pages"]

    orders = body["orders"]
    assert [order["number"] for order in orders] == [1001, 1002, 1003]
    detail = client.get(
        f"/api/owner/v1/projects/{sites.demo}/orders/1002", headers=owner_headers
    ).json()["order"]
    assert orders[1] == detail
    assert orders[1]["checkout"]["products"][0]["title"]
    assert [payment["status"] for payment in orders[1]["payments"]] == ["paid"]

    customers = body["customers"]
    assert [customer["email"] for customer in customers] == ["anna@example.nl", "bram@example.nl"]
    assert customers[0]["orders"] == [1001, 1002]
    assert customers[0]["details"]["invoice_city"] == "Amersfoort"
    assert customers[1]["name"].startswith("Bram")

    assert [row["form_id"] for row in body["form_submissions"]] == ["contact", "offerte"]
    assert body["form_submissions"][0]["fields"][0]["value"] == "Eerste"
    files = {entry["path"]: entry for entry in body["files"]}
    assert set(files) == {"folder.pdf", "cv.pdf"}
    assert files["cv.pdf"]["space"] == "visitor" and files["cv.pdf"]["form_id"] == "contact"
    assert files["folder.pdf"]["url"] and files["folder.pdf"]["size"] == 123


def test_another_tenant_gets_only_its_own_data(
    client, engine, sites, owner_headers, make_account, log_in
):
    _two_projects(engine, sites)
    make_account(SECOND_OWNER, SECOND_PASSWORD, sites.second)
    headers = log_in(SECOND_OWNER, SECOND_PASSWORD)
    body = client.get(EXPORT.format(sites.second), headers=headers).json()
    assert [order["email"] for order in body["orders"]] == ["piet@andere.nl"]
    assert [customer["email"] for customer in body["customers"]] == ["piet@andere.nl"]
    values = [row["fields"][0]["value"] for row in body["form_submissions"]]
    assert values == ["Van de tweede"]
    assert [entry["path"] for entry in body["files"]] == ["andere.pdf"]
    assert body["site"]["project"]["domain_live"] == "tweede.localhost"

    # Neither owner reaches the other's project; nobody gets it without logging in.
    assert client.get(EXPORT.format(sites.demo), headers=headers).status_code == 403
    assert client.get(EXPORT.format(sites.second), headers=owner_headers).status_code == 403
    client.cookies.clear()
    assert client.get(EXPORT.format(sites.demo)).status_code == 401


def test_a_bad_drafts_flag_is_refused(client, sites, owner_headers):
    answer = client.get(EXPORT.format(sites.demo), params={"drafts": "ja"}, headers=owner_headers)
    assert answer.status_code == 422
    assert answer.json() == {"errors": {"drafts": ["Geef 1 of 0 (true of false)."]}}
