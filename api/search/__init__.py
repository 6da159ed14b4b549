"""Product search: text analysis, the filter string, engines behind one interface, and
keeping each process's indexes fresh (docs/search.md). Imports no domain: the shop feeds
it documents."""

from api.search.bitmaps import BitmapIndex
from api.search.filters import Filters, Range, format_filters, parse_filters
from api.search.index import FacetDefinition, SearchAnswer, SearchDocument, SearchIndex

__all__ = [
    "BitmapIndex",
    "FacetDefinition",
    "Filters",
    "Range",
    "SearchAnswer",
    "SearchDocument",
    "SearchIndex",
    "format_filters",
    "parse_filters",
]
