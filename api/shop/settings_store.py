"""The owner's webshop settings: reading and writing `project.modules.webshop` for
the keys the shop's checkout owns (VAT rates, delivery and payment methods, wire
details, pages, countries, notification address, the Mollie key).

The project row belongs to the projects domain; it is read and written through that
domain's write door (`api/projects/writes.py`), which raises the project's `version`
exactly as the project's own settings writes do, so one If-Match guards both. Every
value is checked by the shop's one settings check (`settings_checks.check_webshop_settings`).
The Mollie API key is never answered in full.
"""

from __future__ import annotations

import copy

from sqlmodel import Session

from api.domain_errors import Invalid, NotFound, StaleVersion
from api.projects import writes as projects
from api.secrets_masking import kept_secrets, masked_modules
from api.shop.settings_checks import check_webshop_settings
from api.validation import Errors
from api.versions import STALE_PROJECT

KEYS = (
    "vat_rates",
    "shipping_methods",
    "payment_methods",
    "wire",
    "agreement_url",
    "order_page",
    "shoppingcart_page",
    "checkout_page",
    "countries",
    "notification_email",
    "mollie",
    "timezone",
)
PROJECT_MISSING = "Dit project bestaat niet."
UNKNOWN_KEY = "Deze instelling bestaat niet (kies uit: " + ", ".join(KEYS) + ")."


def _stored(session: Session, project_id: int) -> tuple[dict, int]:
    stored = projects.modules_and_version(session, project_id)
    if stored is None:
        raise NotFound(PROJECT_MISSING)
    return stored


def settings_view(modules: dict, version: int) -> dict:
    """Every key of KEYS (null when not set), the Mollie key masked, and the version."""
    shown = masked_modules(modules)
    webshop = shown.get("webshop") if isinstance(shown.get("webshop"), dict) else {}
    view = {key: copy.deepcopy(webshop.get(key)) for key in KEYS}
    view["version"] = version
    return view


def read_settings(session: Session, project_id: int) -> dict:
    return settings_view(*_stored(session, project_id))


def _merged(webshop: dict, data: dict) -> dict:
    """The stored webshop settings with the keys of `data` written over them; null
    removes a key (its default applies). A Mollie key sent back as it was shown
    (masked) keeps the stored key."""
    merged = copy.deepcopy(webshop)
    for key, value in data.items():
        if value is None:
            merged.pop(key, None)
        else:
            merged[key] = copy.deepcopy(value)
    return kept_secrets({"webshop": merged}, {"webshop": webshop})["webshop"]


def _checked(merged: dict) -> None:
    errors = Errors()
    check_webshop_settings(errors, {"webshop": merged}, "")
    if errors:
        # Paths relative to the body the owner sent: `shipping_methods[0].price`.
        raise Invalid(
            {
                path.removeprefix("webshop.") or "general": items
                for path, items in errors.messages.items()
            }
        )


def write_settings(
    session: Session, project_id: int, data: dict, *, expected_version: int | None
) -> dict:
    """Writes the keys of `data` when the project is still at `expected_version` (when
    given); answers the new view."""
    unknown = sorted(set(data) - set(KEYS))
    if unknown:
        raise Invalid({key: [UNKNOWN_KEY] for key in unknown})
    modules, version = _stored(session, project_id)
    if expected_version is not None and expected_version != version:
        raise StaleVersion(STALE_PROJECT)
    webshop = modules.get("webshop") if isinstance(modules.get("webshop"), dict) else {}
    merged = _merged(webshop, data)
    _checked(merged)
    new_modules = {**modules, "webshop": merged}
    if not projects.replace_modules(session, project_id, new_modules, version):
        # Someone else saved between our read and our write.
        raise StaleVersion(STALE_PROJECT)
    return settings_view(new_modules, version + 1)
