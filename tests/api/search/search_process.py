"""A second process for test_sync.py: a search registry over store.py's SQLite file,
following the change log of that file (or Redis, or PostgreSQL NOTIFY), answering one JSON query per line of
stdin with the result ids on stdout.

    python -m tests.api.search.search_process <sqlite file> [redis:// or postgresql:// url]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import sqlalchemy as sa

from api.cache.broadcast import Broadcast, PostgresBroadcast, RedisBroadcast, TableBroadcast
from api.search.bitmaps import BitmapIndex
from api.search.sync import SearchRegistry
from tests.api.search.store import Loader


def main() -> None:
    path = Path(sys.argv[1])
    engine = sa.create_engine(f"sqlite:///{path}")
    url = sys.argv[2] if len(sys.argv) > 2 else ""
    carrier: Broadcast = TableBroadcast(engine)
    if url.startswith("redis"):
        carrier = RedisBroadcast(url)
    elif url.startswith("postgresql"):
        carrier = PostgresBroadcast(sa.create_engine(url))
    registry = SearchRegistry(BitmapIndex(), Loader(path))
    registry.follow(carrier)
    print("ready", flush=True)
    for line in sys.stdin:
        asked = json.loads(line)
        answer = registry.search(asked["project"], asked["query"], limit=100)
        print(json.dumps(answer.ids), flush=True)
    registry.close()
    engine.dispose()


if __name__ == "__main__":
    main()
