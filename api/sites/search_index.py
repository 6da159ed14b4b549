"""The search index of the shop's products: the process's `SearchRegistry` (api/search)
fed from the shop's reads. The database stays the source of truth; the index is built
per project on first use and kept fresh by the change broadcasts (docs/search.md)."""

from __future__ import annotations

from collections.abc import Collection, Iterator

from sqlalchemy.engine import Engine
from sqlmodel import Session

from api.database import session_scope
from api.search import DefaultIndex, SearchDocument, SearchRegistry
from api.shop import reads

__all__ = ["SearchRegistry", "documents", "make_registry", "registry_for", "shop_projects"]


def documents(
    session: Session, project_id: int, product_ids: Collection[int] | None
) -> Iterator[SearchDocument]:
    for doc in reads.search_documents(session, project_id, product_ids):
        yield SearchDocument(
            id=doc.id,
            key=doc.key,
            title=doc.title,
            texts=[text for text in doc.texts.values() if text],
            sku=doc.sku,
            categories=frozenset(doc.category_ids),
            attributes={
                key: [value for value in values if isinstance(value, str)]
                for key, values in (doc.attributes or {}).items()
                if isinstance(values, list)
            },
            price_cents=doc.price_cents,
            position=doc.position,
        )


def make_registry(engine: Engine) -> SearchRegistry:
    """A registry reading each project's products in a session of its own."""

    def load(project_id: int, product_ids: Collection[int] | None) -> list[SearchDocument]:
        with session_scope(engine) as session:
            return list(documents(session, project_id, product_ids))

    return SearchRegistry(DefaultIndex(), load)


def shop_projects(engine: Engine) -> list[int]:
    """The projects with products, largest first (warmed first)."""
    with session_scope(engine) as session:
        return reads.projects_with_products(session)


def registry_for(session: Session, search: SearchRegistry | None) -> SearchRegistry:
    """The process's registry; a throwaway one reading through `session` for callers
    without one (command line, benchmarks)."""
    if search is not None:
        return search
    return SearchRegistry(
        DefaultIndex(), lambda project_id, ids: list(documents(session, project_id, ids))
    )
