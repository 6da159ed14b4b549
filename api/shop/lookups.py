"""What the shop's checks need from outside the domain: the project's webshop settings
and form keys, and the keys of its categories.

The project and form tables belong to other domains; they are read here by table name
(lightweight Core table clauses), so the shop imports no other domain.
"""

from __future__ import annotations

import sqlalchemy as sa
from sqlmodel import Session

from api.shop.models import ShopCategory
from api.shop.rules import Lookups
from api.shop.settings import WebshopSettings, webshop_settings

_project = sa.table("project", sa.column("id"), sa.column("modules", sa.JSON))
_form = sa.table("form", sa.column("project_id"), sa.column("key"))
_category = ShopCategory.__table__


def project_settings(session: Session, project_id: int) -> WebshopSettings:
    modules = session.execute(
        sa.select(_project.c.modules).where(_project.c.id == project_id)
    ).scalar_one_or_none()
    return webshop_settings(modules)


def form_keys(session: Session, project_id: int) -> frozenset[str]:
    rows = session.execute(sa.select(_form.c.key).where(_form.c.project_id == project_id))
    return frozenset(rows.scalars())


def category_keys(session: Session, project_id: int) -> frozenset[str]:
    rows = session.execute(sa.select(_category.c.key).where(_category.c.project_id == project_id))
    return frozenset(rows.scalars())


def lookups(session: Session, project_id: int) -> Lookups:
    return Lookups(
        vat_rates=project_settings(session, project_id).vat_rates,
        forms=form_keys(session, project_id),
        categories=category_keys(session, project_id),
    )
