"""One project's data as one JSON document, so an owner can leave with all of it
(docs/backup.md, "One project's data"): the site document (pages, menus, forms,
templates, settings and the shop's products and categories, as `transfer.export_site`
writes it, importable as it is), every order and quote request with its lines and
payments, the customers found in them, every form submission and the list of stored
files with a URL to fetch each.

Everything is read for the one project only, in one session (one consistent read on
PostgreSQL's repeatable read, and one transaction on SQLite).
"""

from __future__ import annotations

from datetime import UTC, datetime

from sqlmodel import Session

from api.forms.submissions import SubmissionFilter, list_submissions, submission_view
from api.shop.checkout.owner_orders import all_orders
from api.sites.transfer import export_site

FORMAT = "site-data-export"
VERSION = 1


def customers_of(orders: list[dict]) -> list[dict]:
    """One entry per e-mail address (case-insensitive) found in the orders, with the
    numbers of its orders and the details of its latest one."""
    found: dict[str, dict] = {}
    for order in orders:
        email = (order.get("email") or "").strip()
        if not email:
            continue
        customer = found.setdefault(
            email.lower(),
            {"email": email, "orders": [], "first_order_at": order["created_at"]},
        )
        customer["orders"].append(order["number"])
        customer.update(
            name=order["name"],
            company=order["company"],
            details=order["users"],
            last_order_at=order["created_at"],
        )
    return sorted(found.values(), key=lambda customer: customer["email"].lower())


def export_project(
    session: Session, project_id: int, files, *, scheme: str, drafts: bool = False
) -> dict:
    """`files` is the application's files service (its `project_files` lists them)."""
    site = export_site(session, project_id, drafts=drafts)
    orders = all_orders(session, project_id, scheme)
    submissions, _total = list_submissions(session, project_id, SubmissionFilter(), 0, None)
    return {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "site": site,
        "orders": orders,
        "customers": customers_of(orders),
        "form_submissions": [submission_view(row) for row in reversed(submissions)],
        "files": files.project_files(session, project_id),
    }
