"""A generated bakery-and-kitchen catalogue of any size for `make bench-search`.

Products come in the shape of the site document's `shop.products` entries
(docs/data-shapes.md), so the shop's importer can load the same catalogue, and as
`SearchDocument`s for the engines. Deterministic for a given size and seed.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from api.search.index import SearchDocument

PRODUCTS = [
    "appeltaart", "kwarktaart", "chocoladetaart", "slagroomtaart", "aardbeientaart",
    "citroentaart", "notentaart", "kersentaart", "bruidstaart", "verjaardagstaart",
    "brood", "volkorenbrood", "stokbrood", "krentenbol", "croissant", "brioche",
    "speculaas", "stroopwafel", "tompouce", "bokkenpoot", "bossche bol", "oliebol",
    "gevulde koek", "boterkoek", "amandelkoek", "cake", "muffin", "cupcake", "macaron",
    "crème brûlée", "bavarois", "tiramisu", "cheesecake", "taartschep", "broodplank",
    "deegroller", "bakvorm", "springvorm", "taartplateau", "koekjestrommel",
    "theedoek", "schort", "broodtrommel", "mengkom", "garde", "spatel",
]  # fmt: skip
ADJECTIVES = [
    "ambachtelijke", "verse", "zelfgebakken", "luxe", "klassieke", "romige", "knapperige",
    "glutenvrije", "veganistische", "industriële", "rustieke", "feestelijke", "mini",
    "grote", "zachte", "Franse", "Hollandse", "Limburgse", "Friese", "biologische",
]  # fmt: skip
FLAVOURS = [
    "kaneel", "vanille", "hazelnoot", "pistache", "framboos", "aardbei", "citroen",
    "chocolade", "karamel", "zeezout", "roomboter", "amandel", "rozijnen", "honing",
    "koffie", "sinaasappel", "kokos", "gember", "marsepein", "crème fraîche",
]  # fmt: skip
MATERIALS = ["eikenhout", "beukenhout", "rvs", "katoen", "linnen", "porselein", "émaille"]
SENTENCE = [
    "met", "en", "van", "voor", "bij", "de", "het", "een", "heerlijk", "vers", "gebakken",
    "dagelijks", "oven", "recept", "familie", "smaak", "zacht", "knapperig", "feest",
    "ontbijt", "koffie", "thee", "traditie", "bakkerij", "ambacht", "seizoen", "naturel",
]  # fmt: skip

# Six list facets (5-40 values each) and the price range.
FACETS: dict[str, list[str]] = {
    "soort": ["taart", "brood", "koek", "gebak", "dessert", "keukengerei", "textiel",
              "bakvorm", "snoep", "ontbijt", "hartig", "seizoen"],
    "allergenen": ["gluten", "ei", "melk", "noten", "pinda", "soja", "sesam", "lupine"],
    "gewicht": [f"{grams} g" for grams in (100, 150, 200, 250, 300, 400, 500, 750)]
               + ["1 kg", "1,5 kg", "2 kg"],
    "merk": [f"{name} {kind}" for name in ("De Vries", "Jansen", "Bakker", "Visser", "Smit",
             "Meijer", "Mulder", "De Boer") for kind in ("Bakkerij", "Keuken", "Atelier",
             "Patisserie", "Huis")],
    "kleur": ["wit", "zwart", "rood", "groen", "blauw", "geel", "roze", "bruin", "crème",
              "grijs", "naturel", "goud"],
    "herkomst": ["Nederland", "België", "Frankrijk", "Duitsland", "Italië", "Spanje",
                 "Oostenrijk", "Denemarken", "Zweden", "Polen", "Portugal", "Griekenland",
                 "Zwitserland", "Engeland", "Ierland", "Schotland", "Noorwegen", "Finland",
                 "Tsjechië", "Hongarije", "Turkije", "Marokko", "Japan", "Canada", "Brazilië"],
}  # fmt: skip
FACET_TITLES = {
    "soort": "Soort",
    "allergenen": "Allergenen",
    "gewicht": "Gewicht",
    "merk": "Merk",
    "kleur": "Kleur",
    "herkomst": "Herkomst",
    "price": "Prijs",
}
# 6 main categories with 5 sub categories each.
MAIN_CATEGORIES = ["taarten", "brood", "koek", "gebak", "desserts", "keuken"]


@dataclass(frozen=True)
class Catalogue:
    products: list[dict]  # as site-document `shop.products` entries
    documents: list[SearchDocument]
    category_ids: dict[str, int]  # category key -> a stand-in database id


def _category_ids() -> dict[str, int]:
    ids: dict[str, int] = {}
    for main in MAIN_CATEGORIES:
        ids[main] = len(ids) + 1
        for n in range(1, 6):
            ids[f"{main}-{n}"] = len(ids) + 1
    return ids


def _product(rng: random.Random, n: int) -> dict:
    noun = rng.choice(PRODUCTS)
    title = f"{rng.choice(ADJECTIVES).capitalize()} {noun} {rng.choice(FLAVOURS)}"
    if rng.random() < 0.3:
        title += f" {rng.choice(MATERIALS)}"
    main = rng.choice(MAIN_CATEGORIES)
    categories = [main, f"{main}-{rng.randint(1, 5)}"]
    attributes = {
        "soort": [rng.choice(FACETS["soort"])],
        "allergenen": rng.sample(FACETS["allergenen"], rng.randint(0, 3)),
        "gewicht": [rng.choice(FACETS["gewicht"])],
        "merk": [rng.choice(FACETS["merk"])],
        "kleur": rng.sample(FACETS["kleur"], rng.randint(1, 2)),
        "herkomst": [rng.choice(FACETS["herkomst"])],
    }
    words = rng.choices(SENTENCE + FLAVOURS + PRODUCTS, k=rng.randint(8, 20))
    euros, cents = rng.randint(1, 149), rng.choice([0, 25, 50, 95, 99])
    return {
        "id": f"product-{n}",
        "slug": f"product-{n}",
        "path": f"/product/product-{n}",
        "sku": f"SKU-{n:06d}",
        "title": title,
        "short_description": f"<p>{' '.join(words).capitalize()}.</p>",
        "price": {"incl_tax": f"{euros}.{cents:02d}"},
        "sale_price": None,
        "vat_rate": 9,
        "categories": categories,
        "attributes": {key: values for key, values in attributes.items() if values},
        "position": n,
    }


def _document(n: int, product: dict, category_ids: dict[str, int]) -> SearchDocument:
    euros, cents = product["price"]["incl_tax"].split(".")
    return SearchDocument(
        id=n + 1,
        key=product["id"],
        title=product["title"],
        texts=[product["short_description"].removeprefix("<p>").removesuffix("</p>")],
        sku=product["sku"],
        categories=frozenset(category_ids[key] for key in product["categories"]),
        attributes=product["attributes"],
        price_cents=int(euros) * 100 + int(cents),
        position=product["position"],
    )


def generate(size: int, seed: int = 9) -> Catalogue:
    pairs = list(stream(size, seed))
    products = [product for product, _ in pairs]
    documents = [document for _, document in pairs]
    return Catalogue(products, documents, _category_ids())


def stream(size: int, seed: int = 9) -> Iterator[tuple[dict, SearchDocument]]:
    """The same products as `generate`, one (product, document) at a time, so a caller
    can keep only the documents (as an index loader does)."""
    rng = random.Random(seed)
    category_ids = _category_ids()
    for n in range(size):
        product = _product(rng, n)
        yield product, _document(n, product, category_ids)
