from __future__ import annotations

import pytest

from api.search.bitmaps import BitmapIndex
from api.search.fulltext import TantivyIndex
from tests.api.search.catalogue import CATALOGUE

PROJECT = 7

ENGINES = {"bitmaps": BitmapIndex, "tantivy": TantivyIndex}


@pytest.fixture(params=sorted(ENGINES))
def index_class(request):
    return ENGINES[request.param]


@pytest.fixture
def index(index_class):
    index = index_class()
    index.replace(PROJECT, CATALOGUE)
    return index
