"""A small hand-made bakery catalogue whose facet counts are worked out by hand."""

from __future__ import annotations

from api.search.bitmaps import BitmapIndex
from api.search.fulltext import TantivyIndex
from api.search.index import FacetDefinition, SearchDocument

# Every engine runs every engine test (a hosted one would join here).
ENGINES = {"bitmaps": BitmapIndex, "tantivy": TantivyIndex}
PROJECT = 7

TAARTEN, FRUITTAARTEN, CHOCOLADE, HUISHOUDEN, BROOD, DESSERTS, BOEKEN = 1, 10, 11, 3, 2, 4, 5

FACETS = [
    FacetDefinition("soort", "Soort"),
    FacetDefinition("allergenen", "Allergenen"),
    FacetDefinition("price", "Prijs", "range"),
]


def product(id_, title, texts, sku, categories, attributes, price_cents, position):
    return SearchDocument(
        id=id_,
        key=f"p{id_}",
        title=title,
        texts=texts,
        sku=sku,
        categories=frozenset(categories),
        attributes=attributes,
        price_cents=price_cents,
        position=position,
    )


CATALOGUE = [
    product(1, "Appeltaart", ["Klassieke Hollandse appeltaart met kaneel"], "TA-001",
            {TAARTEN, FRUITTAARTEN}, {"soort": ["Taart"], "allergenen": ["gluten", "ei"]}, 2495, 1),
    product(2, "Kwarktaart", ["Luchtige taart met kwark"], "TA-002",
            {TAARTEN, FRUITTAARTEN}, {"soort": ["taart"], "allergenen": ["melk", "ei", "gluten"]},
            2195, 2),
    product(3, "Industriële broodplank", ["Plank van eikenhout"], "HU-001",
            {HUISHOUDEN}, {"soort": ["keuken"]}, 3450, 3),
    product(4, "Volkorenbrood", ["Stevig brood met zaden"], "BR-001",
            {BROOD}, {"soort": ["brood"], "allergenen": ["gluten"]}, 395, 4),
    product(5, "Serveerschep", ["Handig bij het serveren van taart"], "HU-002",
            {HUISHOUDEN}, {"soort": ["keuken"]}, 1295, 5),
    product(6, "Chocoladetaart", ["Met pure chocolade en hazelnoot"], "TA-003",
            {TAARTEN, CHOCOLADE}, {"soort": ["taart"], "allergenen": ["melk", "noten"]}, 2950, 6),
    product(7, "Crème brûlée", ["Romig dessert"], "DE-001",
            {DESSERTS}, {"soort": ["dessert"], "allergenen": ["melk", "ei"]}, 650, 7),
    product(8, "Taarten bakboek", ["Recepten"], "BO-001",
            {BOEKEN}, {"soort": ["boek"]}, 1995, 8),
    product(9, "Taart van de maand", ["Elke maand een andere"], "TA-004",
            {TAARTEN, FRUITTAARTEN}, {"soort": ["taart"], "allergenen": ["gluten"]}, 1850, 1),
]  # fmt: skip
