"""What the shop's checks need from outside the domain: the project's webshop settings
and form keys, and the keys of its categories.

The project and form rows belong to other domains; they are read through those
domains' doors (`api/projects/reads.py`, `api/forms/reads.py`).
"""

from __future__ import annotations

import sqlalchemy as sa
from sqlmodel import Session

from api.forms import reads as forms
from api.projects import reads as projects
from api.shop.models import ShopCategory
from api.shop.rules import Lookups
from api.shop.settings import WebshopSettings, webshop_settings

_category = ShopCategory.__table__


def project_settings(session: Session, project_id: int) -> WebshopSettings:
    return webshop_settings(projects.project_modules(session, project_id))


def category_keys(session: Session, project_id: int) -> frozenset[str]:
    rows = session.execute(sa.select(_category.c.key).where(_category.c.project_id == project_id))
    return frozenset(rows.scalars())


def lookups(session: Session, project_id: int) -> Lookups:
    return Lookups(
        vat_rates=project_settings(session, project_id).vat_rates,
        forms=forms.form_keys(session, project_id),
        categories=category_keys(session, project_id),
    )


def quote_forms(session: Session, project_id: int, keys: set[str]) -> list:
    """The published forms the quote lines' products name: their fields are the quote
    request's own questions (docs/checkout.md, "Quote requests")."""
    return forms.published_forms_by_keys(session, project_id, keys)
