import random

import pytest

from api.search.filters import Filters, Range, cents, format_filters, parse_filters


def test_lists_and_ranges():
    parsed = parse_filters("soort:taart,cake|price:10<->50")
    assert parsed.lists == {"soort": ("taart", "cake")}
    assert parsed.ranges == {"price": Range(1000, 5000)}


def test_values_keep_spaces_and_diacritics():
    parsed = parse_filters("soort:Crème brûlée, Appel taart ")
    assert parsed.lists == {"soort": ("Crème brûlée", "Appel taart")}


@pytest.mark.parametrize(
    "text",
    [
        "",
        "|",
        "soort:",
        "soort:,,",
        ":taart",
        "geen-dubbele-punt",
        "Soort Met Spatie:x",
        "a" * 101 + ":x",
    ],
)
def test_empty_and_malformed_entries_are_dropped(text):
    assert parse_filters(text) == Filters()


@pytest.mark.parametrize("text", [None, 12, ["soort:taart"]])
def test_what_is_not_a_string_gives_no_filters(text):
    assert parse_filters(text) == Filters()


def test_bad_parts_do_not_spoil_good_ones():
    parsed = parse_filters("soort:taart||kapot|price:abc<->5|allergenen:,ei,")
    assert parsed.lists == {"soort": ("taart",), "allergenen": ("ei",)}
    assert parsed.ranges == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("price:10<->", Range(1000, None)),
        ("price:<->7,5", Range(None, 750)),
        ("price:12.05<->12.05", Range(1205, 1205)),
        ("price:50<->10", Range(1000, 5000)),
        ("price: 1 <-> 2 ", Range(100, 200)),
    ],
)
def test_ranges(text, expected):
    assert parse_filters(text).ranges == {"price": expected}


@pytest.mark.parametrize(
    "text", ["price:<->", "price:1<->2<->3", "price:-1<->5", "price:1.234<->5", "price:1e3<->5"]
)
def test_bad_ranges_are_ignored(text):
    assert parse_filters(text).ranges == {}


def test_key_given_twice_merges_values():
    assert parse_filters("soort:taart|soort:cake,taart").lists == {"soort": ("taart", "cake")}


def test_keys_are_case_insensitive():
    assert parse_filters("Soort:taart").lists == {"soort": ("taart",)}


def test_cents_rounds_nothing_away():
    assert [cents("0"), cents("19,99"), cents("19.9"), cents("1000000")] == [
        0,
        1999,
        1990,
        100000000,
    ]


def test_format_is_the_inverse_of_parse():
    filters = Filters({"soort": ("taart", "Crème brûlée")}, {"price": Range(1050, None)})
    text = format_filters(filters)
    assert text == "soort:taart,Crème brûlée|price:10.5<->"
    assert parse_filters(text) == filters


def test_never_raises_on_garbage():
    rng = random.Random(9)
    alphabet = "soprice:|,<->-. 0123456789é\\%\x00"
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40)))
        parsed = parse_filters(text)
        assert all(values and all(values) for values in parsed.lists.values())
        assert all(r.low is not None or r.high is not None for r in parsed.ranges.values())
