"""Login payload and the account as the owner API shows it."""

from __future__ import annotations

from api.accounts.models import Account, Membership
from api.validation import Errors, read_text


def read_login(data: dict) -> tuple[str, str]:
    errors = Errors()
    email = read_text(errors, data, "email", "", max_length=320, required=True)
    # A password is no line of text: tabs and line breaks are its own business.
    password = read_text(
        errors, data, "password", "", max_length=200, required=True, multiline=True
    )
    errors.raise_if_any()
    return email, password


def account_view(account: Account) -> dict:
    return {"id": account.id, "email": account.email, "name": account.name}


def projects_view(projects: list[dict], memberships: list[Membership]) -> list[dict]:
    """Project summaries (`{id, title, domain_live}`) with the account's role in each."""
    roles = {membership.project_id: membership.role for membership in memberships}
    return [{**project, "role": roles[project["id"]]} for project in projects]
