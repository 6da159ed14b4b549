"""Product search: text analysis, the filter string, engines behind one interface, and
keeping each process's indexes fresh (docs/search.md). Imports no domain: the shop feeds
it documents."""

from api.search.bitmaps import BitmapIndex
from api.search.filters import Filters, Range, format_filters, parse_filters
from api.search.fulltext import TantivyIndex
from api.search.index import FacetDefinition, SearchAnswer, SearchDocument, SearchIndex
from api.search.sync import Loader, SearchRegistry

# The engine chosen by `make bench-search` (docs/search.md).
DefaultIndex = BitmapIndex

__all__ = [
    "BitmapIndex",
    "DefaultIndex",
    "FacetDefinition",
    "Filters",
    "Loader",
    "Range",
    "SearchAnswer",
    "SearchDocument",
    "SearchIndex",
    "SearchRegistry",
    "TantivyIndex",
    "format_filters",
    "parse_filters",
]
