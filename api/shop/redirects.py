"""Redirects from the old paths of products and categories to their current ones.

Written when a path changes; removed when the target goes or when a product or
category takes the old path again.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from sqlmodel import Session

from api.shop.models import ShopCategory, ShopProduct, ShopRedirect

PRODUCT, CATEGORY = "product", "category"

_redirect = ShopRedirect.__table__
_product = ShopProduct.__table__
_category = ShopCategory.__table__


def record_moves(
    session: Session, project_id: int, kind: str, moves: Sequence[tuple[str, int]]
) -> None:
    """Adds (old path, target id) redirects, replacing older ones from the same paths;
    redirects that pointed at the old path now point at the target too."""
    if not moves:
        return
    paths = [path for path, _target in moves]
    for start in range(0, len(paths), 1000):
        chunk = paths[start : start + 1000]
        session.execute(
            sa.delete(_redirect).where(
                _redirect.c.project_id == project_id, _redirect.c.path.in_(chunk)
            )
        )
    session.execute(
        sa.insert(_redirect),
        [
            {"project_id": project_id, "path": path, "target_kind": kind, "target_id": target}
            for path, target in moves
        ],
    )


def forget_targets(session: Session, kind: str, target_ids: Sequence[int]) -> None:
    for start in range(0, len(target_ids), 1000):
        chunk = list(target_ids[start : start + 1000])
        session.execute(
            sa.delete(_redirect).where(
                _redirect.c.target_kind == kind, _redirect.c.target_id.in_(chunk)
            )
        )


def forget_taken(session: Session, project_id: int) -> None:
    """Drops redirects whose path a product or category of the project now has."""
    taken = sa.union(
        sa.select(_product.c.path).where(_product.c.project_id == project_id),
        sa.select(_category.c.path).where(_category.c.project_id == project_id),
    )
    session.execute(
        sa.delete(_redirect).where(
            _redirect.c.project_id == project_id, _redirect.c.path.in_(taken.scalar_subquery())
        )
    )


def find(session: Session, project_id: int, path: str) -> tuple[str, int] | None:
    row = session.execute(
        sa.select(_redirect.c.target_kind, _redirect.c.target_id).where(
            _redirect.c.project_id == project_id, _redirect.c.path == path
        )
    ).first()
    return None if row is None else (row[0], row[1])
