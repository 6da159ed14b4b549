"""The bitmap engine's own mechanics: written products merged into the listing order,
and the rebuild once enough of the index changed."""

from __future__ import annotations

from dataclasses import replace

from api.search import bitmaps
from api.search.bitmaps import BitmapIndex
from tests.api.search.catalogue import CATALOGUE, FACETS

PROJECT = 3


def listing(index, query="", filters=""):
    answer = index.search(PROJECT, query, filters, facets=FACETS, limit=100)
    return answer.ids, answer.hits


def moved(doc_id, **changes):
    return replace(next(doc for doc in CATALOGUE if doc.id == doc_id), **changes)


def test_written_products_are_merged_into_the_order():
    index = BitmapIndex()
    index.replace(PROJECT, CATALOGUE)
    index.upsert(PROJECT, [moved(8, position=0), moved(3, position=6, title="Aardbei")])
    project = index._projects[PROJECT]
    assert project.ranked == 9 and len(project.appended) == 2  # not rebuilt
    # 3 now sorts before 6 (same position, "aardbei" < "chocoladetaart").
    assert listing(index) == ([8, 1, 9, 2, 4, 5, 3, 6, 7], 9)
    assert listing(index, filters="price:30<->40") == ([3], 1)


def test_a_rebuild_gives_the_same_answers(monkeypatch):
    written = [moved(8, position=0), moved(3, position=6, title="Aardbei")]
    kept = BitmapIndex()
    kept.replace(PROJECT, CATALOGUE)
    kept.upsert(PROJECT, written)
    kept.remove(PROJECT, [5])
    monkeypatch.setattr(bitmaps, "REBUILD_SHARE", 0.0)
    rebuilt = BitmapIndex()
    rebuilt.replace(PROJECT, CATALOGUE)
    rebuilt.upsert(PROJECT, written)
    rebuilt.remove(PROJECT, [5])
    project = rebuilt._projects[PROJECT]
    assert project.ranked == 8 and not project.appended
    for query, filters in [("", ""), ("taart", "allergenen:ei"), ("aard", ""), ("", "price:<->20")]:
        assert listing(rebuilt, query, filters) == listing(kept, query, filters)
        assert rebuilt.search(PROJECT, query, filters, facets=FACETS) == kept.search(
            PROJECT, query, filters, facets=FACETS
        )


def test_a_word_of_one_product_gains_a_second():
    index = BitmapIndex()
    index.replace(PROJECT, CATALOGUE)
    assert listing(index, "TA-004") == ([9], 1)  # '004' is in one product only
    index.upsert(PROJECT, [moved(3, title="Zomertaart"), moved(4, sku="TA-004")])
    index.upsert(PROJECT, [moved(5, title="Zomertaart groot")])
    assert listing(index, "zomertaart") == ([3, 5], 2)
    assert listing(index, "zomer") == ([3, 5], 2)
    assert listing(index, "TA-004") == ([9, 4], 2)
    assert listing(index, "ta 00") == ([1, 9, 2, 4, 6], 5)
