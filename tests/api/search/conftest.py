from __future__ import annotations

import pytest

from tests.api.search.catalogue import CATALOGUE, ENGINES, PROJECT


@pytest.fixture(params=sorted(ENGINES))
def index_class(request):
    return ENGINES[request.param]


@pytest.fixture
def index(index_class):
    index = index_class()
    index.replace(PROJECT, CATALOGUE)
    return index
