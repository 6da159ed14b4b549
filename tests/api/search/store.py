"""A stand-in for the shop's tables in the search sync tests: documents as JSON rows of
one SQLite file, and a loader over them as the shop's `search_documents` will be."""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from collections.abc import Collection
from pathlib import Path

import sqlalchemy as sa
from sqlmodel import SQLModel

from api.cache.models import CacheChange
from api.search.index import SearchDocument


def create(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.execute(
            "CREATE TABLE IF NOT EXISTS doc (project_id INT, id INT, body TEXT, "
            "PRIMARY KEY (project_id, id))"
        )
    engine = sa.create_engine(f"sqlite:///{path}")
    SQLModel.metadata.create_all(engine, tables=[CacheChange.__table__])
    engine.dispose()


def save(path: Path, project_id: int, docs: list[SearchDocument]) -> None:
    with sqlite3.connect(path) as db:
        db.executemany(
            "INSERT OR REPLACE INTO doc VALUES (?, ?, ?)",
            [(project_id, doc.id, encode(doc)) for doc in docs],
        )


def delete(path: Path, project_id: int, ids: list[int]) -> None:
    with sqlite3.connect(path) as db:
        db.executemany(
            "DELETE FROM doc WHERE project_id = ? AND id = ?", [(project_id, i) for i in ids]
        )


def encode(doc: SearchDocument) -> str:
    data = dataclasses.asdict(doc)
    data["categories"] = sorted(doc.categories)
    return json.dumps(data)


def decode(text: str) -> SearchDocument:
    data = json.loads(text)
    data["categories"] = frozenset(data["categories"])
    return SearchDocument(**data)


class Loader:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.calls: list[tuple[int, frozenset[int] | None]] = []

    def __call__(self, project_id: int, ids: Collection[int] | None) -> list[SearchDocument]:
        self.calls.append((project_id, None if ids is None else frozenset(ids)))
        with sqlite3.connect(self.path) as db:
            rows = db.execute(
                "SELECT id, body FROM doc WHERE project_id = ?", (project_id,)
            ).fetchall()
        return [decode(body) for id_, body in rows if ids is None or id_ in ids]
