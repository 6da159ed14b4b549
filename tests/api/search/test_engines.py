"""Every engine against the hand-made catalogue of catalogue.py (counts worked out by hand)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.api.search.catalogue import (
    CATALOGUE,
    CHOCOLADE,
    ENGINES,
    FACETS,
    FRUITTAARTEN,
    PROJECT,
    TAARTEN,
)


def search(index, query="", filters="", **options):
    options.setdefault("facets", FACETS)
    options.setdefault("limit", 100)
    return index.search(PROJECT, query, filters, **options)


def values(answer, key):
    facet = next((facet for facet in answer.facets if facet["key"] == key), None)
    if facet is None:
        return None
    return {value["title"]: (value["results"], value["active"]) for value in facet["values"]}


def test_empty_query_lists_everything_by_position_then_title(index):
    answer = search(index)
    assert answer.ids == [1, 9, 2, 3, 4, 5, 6, 7, 8]
    assert answer.hits == 9


def test_title_matches_come_first(index):
    answer = search(index, "taart")
    # 1, 9, 2, 6 and 8 name it in the title (1, 2 and 6 as the end of a compound,
    # 'Appeltaart'), by position; 5 only in its text.
    assert answer.ids == [1, 9, 2, 6, 8, 5]
    assert answer.hits == 6


def test_stemming_and_diacritics(index):
    assert search(index, "taarten").ids == [1, 9, 2, 6, 8, 5]
    assert search(index, "industriele").ids == [3]
    assert search(index, "CREME brulee").ids == [7]


def test_last_token_matches_as_prefix(index):
    assert search(index, "bru").ids == [7]
    assert search(index, "brood").ids == [3, 4]  # broodplank in a title, brood in a text
    assert search(index, "kwa").ids == [2]


def test_tokens_are_anded_and_only_the_last_is_a_prefix(index):
    assert search(index, "taart kwark").ids == [2]
    assert search(index, "kwa taart").ids == []


def test_sku_and_attribute_values_are_searchable(index):
    assert search(index, "TA-001").ids == [1]
    assert search(index, "noten").ids == [6]


def test_unknown_words_find_nothing(index):
    answer = search(index, "fiets")
    assert (answer.ids, answer.hits) == ([], 0)
    assert values(answer, "soort") is None


def test_limit_cuts_results_not_hits(index):
    answer = search(index, "taart", limit=3)
    assert answer.ids == [1, 9, 2]
    assert answer.hits == 6
    assert search(index, "taart", limit=0).ids == []


def test_category_scope_includes_descendants_given_in_documents(index):
    assert search(index, category=TAARTEN).ids == [1, 9, 2, 6]
    assert search(index, category=FRUITTAARTEN).ids == [1, 9, 2]
    assert search(index, "taart", category=CHOCOLADE).ids == [6]
    assert search(index, category=999).ids == []


def test_facets_without_selection(index):
    answer = search(index)
    assert values(answer, "soort") == {
        "boek": (1, False),
        "brood": (1, False),
        "dessert": (1, False),
        "keuken": (2, False),
        "Taart": (4, False),
    }
    assert values(answer, "allergenen") == {
        "ei": (3, False),
        "gluten": (4, False),
        "melk": (3, False),
        "noten": (1, False),
    }


def test_facet_counts_are_disjunctive(index):
    answer = search(index, filters="soort:taart")
    assert answer.hits == 4
    # Soort ignores its own selection: what another click on soort would give.
    assert values(answer, "soort") == {
        "boek": (1, False),
        "brood": (1, False),
        "dessert": (1, False),
        "keuken": (2, False),
        "Taart": (4, True),
    }
    assert values(answer, "allergenen") == {
        "ei": (2, False),
        "gluten": (3, False),
        "melk": (2, False),
        "noten": (1, False),
    }


def test_two_facets_selected(index):
    answer = search(index, filters="soort:taart|allergenen:noten")
    assert (answer.ids, answer.hits) == ([6], 1)
    assert values(answer, "soort") == {"Taart": (1, True)}
    assert values(answer, "allergenen") == {
        "ei": (2, False),
        "gluten": (3, False),
        "melk": (2, False),
        "noten": (1, True),
    }


def test_values_within_a_facet_are_ored(index):
    answer = search(index, filters="allergenen:noten,ei")
    assert answer.ids == [1, 2, 6, 7]


def test_range_filter_is_inclusive_and_in_euros(index):
    assert search(index, filters="price:24.95<->29,50").ids == [1, 6]
    assert search(index, filters="price:<->6.50").ids == [4, 7]
    assert search(index, filters="price:30<->").ids == [3]


def test_everything_selected_at_once(index):
    answer = search(index, filters="soort:taart|allergenen:noten|price:20<->25")
    assert (answer.ids, answer.hits) == ([], 0)
    assert values(answer, "soort") == {"Taart": (0, True)}
    assert values(answer, "allergenen") == {
        "ei": (2, False),
        "gluten": (2, False),
        "melk": (1, False),
        "noten": (0, True),
    }
    price = next(facet for facet in answer.facets if facet["key"] == "price")
    # The price facet ignores its own range: chocoladetaart alone is left.
    assert price == {
        "key": "price",
        "title": "Prijs",
        "uid": "price",
        "type": "range",
        "min": 29.5,
        "max": 29.5,
        "active": {"from": 20.0, "to": 25.0},
    }


def test_answer_shapes(index):
    answer = search(index, "brood")
    assert answer.facets == [
        {
            "key": "soort",
            "title": "Soort",
            "uid": "soort",
            "type": "list",
            "values": [
                {"title": "brood", "results": 1, "active": False},
                {"title": "keuken", "results": 1, "active": False},
            ],
        },
        {
            "key": "allergenen",
            "title": "Allergenen",
            "uid": "allergenen",
            "type": "list",
            "values": [{"title": "gluten", "results": 1, "active": False}],
        },
        {
            "key": "price",
            "title": "Prijs",
            "uid": "price",
            "type": "range",
            "min": 3.95,
            "max": 34.5,
            "active": None,
        },
    ]


def test_filters_of_facets_not_asked_for_are_ignored(index):
    answer = search(index, filters="soort:taart|kleur:rood", facets=FACETS[1:])
    assert answer.hits == 9
    assert [facet["key"] for facet in answer.facets] == ["allergenen", "price"]


def test_selected_value_unknown_to_the_index_shows_as_active(index):
    answer = search(index, filters="soort:Fiets")
    assert answer.hits == 0
    assert values(answer, "soort")["Fiets"] == (0, True)


def test_upsert_and_remove(index):
    changed = next(doc for doc in CATALOGUE if doc.id == 4)
    index.upsert(PROJECT, [replace(changed, title="Taartbodem", position=0, price_cents=500)])
    index.remove(PROJECT, [9])
    answer = search(index, "taart")
    assert answer.ids == [4, 1, 2, 6, 8, 5]
    assert search(index).ids == [4, 1, 2, 3, 5, 6, 7, 8]
    assert values(search(index, filters="price:5<->5"), "soort") == {"brood": (1, False)}


def test_projects_are_separate(index):
    index.upsert(PROJECT + 1, [CATALOGUE[0]])
    assert search(index).hits == 9
    assert index.search(PROJECT + 1, "", None, facets=FACETS, limit=10).ids == [1]
    index.forget(PROJECT + 1)
    assert index.search(PROJECT + 1, "", None, facets=FACETS, limit=10).ids == []


@pytest.mark.parametrize(
    ("query", "filters"),
    [
        ("", ""),
        ("taart", ""),
        ("ta", "allergenen:ei,melk"),
        ("taart", "soort:taart|price:15<->25"),
        ("b", "price:<->20"),
        ("met", "allergenen:gluten|soort:taart,keuken"),
    ],
)
def test_engines_answer_alike(query, filters):
    answers = []
    for make in ENGINES.values():
        index = make()
        index.replace(PROJECT, CATALOGUE)
        answers.append(search(index, query, filters))
    assert all(answer == answers[0] for answer in answers)


def test_the_order_documents_come_in_changes_nothing(index_class):
    forward, backward = index_class(), index_class()
    forward.replace(PROJECT, CATALOGUE)
    backward.replace(PROJECT, list(reversed(CATALOGUE)))
    for query, filters in [("", ""), ("taart", "soort:taart"), ("b", "price:<->20")]:
        assert search(backward, query, filters) == search(forward, query, filters)
    # A value spelled two ways shows as its first product (in listing order) spells it.
    assert "Taart" in values(search(backward), "soort")


@pytest.mark.parametrize(
    ("query", "filters"),
    [("", "|||"), ("*?[(", "price:abc"), ("\x00", "soort:" + "x" * 5000), ("ø" * 300, None)],
)
def test_odd_input_finds_nothing_or_everything_without_failing(index, query, filters):
    answer = search(index, query, filters)
    assert answer.hits in (0, 9)
