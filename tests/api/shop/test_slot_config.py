"""Checking and reading the slots of a shipping method and the shop's timezone
through the one webshop settings check (api/shop/settings_checks.py)."""

from __future__ import annotations

from datetime import date, time

from api.shop.settings import webshop_settings
from api.shop.settings_checks import check_webshop_settings
from api.validation import Errors

SLOTS = {"week": {"sat": ["08:00-12:00"]}, "capacity": 5}


def problems(slots=None, **webshop) -> dict[str, list[str]]:
    method = {"key": "ophalen", "title": "Ophalen", "price": 0}
    if slots is not None:
        method["slots"] = slots
    errors = Errors()
    modules = {"webshop": {"shipping_methods": [method], **webshop}}
    check_webshop_settings(errors, modules, "modules")
    return errors.messages


AT = "modules.webshop.shipping_methods[0].slots"


def test_a_method_with_good_slots_passes():
    full = {**SLOTS, "cutoff_time": "20:00", "cutoff_days": 1, "days_ahead": 30,
            "closed_dates": ["2026-12-25"]}  # fmt: skip
    assert problems(full, timezone="Europe/Brussels") == {}
    assert problems() == {}


def test_bad_slots_get_dutch_messages_at_their_paths():
    found = problems({
        "week": {"sat": ["12:00-08:00", "bla"], "zondag": ["08:00-09:00"]},
        "capacity": 0, "cutoff_time": "25:00", "cutoff_days": -1, "days_ahead": 0,
        "closed_dates": ["25-12-2026"], "colour": "red",
    })  # fmt: skip
    assert found == {
        f"{AT}.colour": ["Dit veld bestaat niet."],
        f"{AT}.week.sat[0]": ['Geef tijdvakken als "08:00-10:00", het einde na het begin.'],
        f"{AT}.week.sat[1]": ['Geef tijdvakken als "08:00-10:00", het einde na het begin.'],
        f"{AT}.week.zondag": ["Gebruik mon, tue, wed, thu, fri, sat of sun."],
        f"{AT}.week": ["Geef minstens een tijdvak."],
        f"{AT}.capacity": ["Geef een aantal bestellingen per tijdvak (1 tot 10000)."],
        f"{AT}.cutoff_time": ['Geef een tijd als "20:00".'],
        f"{AT}.cutoff_days": ["Geef een aantal dagen van 0 tot 60."],
        f"{AT}.days_ahead": ["Geef een aantal dagen van 1 tot 366."],
        f"{AT}.closed_dates[0]": ['Geef een datum als "2026-12-25".'],
    }


def test_double_windows_and_wrong_shapes_are_refused():
    assert problems({"week": {"sat": ["08:00-09:00", "08:00-09:00"]}, "capacity": 1}) == {
        f"{AT}.week.sat": ["Elk tijdvak mag maar een keer voorkomen."]
    }
    assert problems("zaterdag") == {AT: ["Moet een object zijn."]}
    assert f"{AT}.week" in problems({"capacity": 2})


def test_an_unknown_timezone_is_refused():
    assert problems(timezone="Mars/Olympus") == {
        "modules.webshop.timezone": ['Geef een tijdzone, bijvoorbeeld "Europe/Amsterdam".']
    }


def test_reading_keeps_good_values_and_skips_odd_ones():
    shop = webshop_settings({"webshop": {"shipping_methods": [
        {"key": "ophalen", "title": "Ophalen", "price": 0, "slots": {
            "week": {"sat": ["10:00-12:00", "08:00-10:00", "x"], "sun": "nee"},
            "capacity": 3, "cutoff_time": "19:30", "closed_dates": ["2026-12-25", "x"]}},
        {"key": "post", "title": "Post", "price": 5, "slots": {"week": {}, "capacity": 3}},
    ]}})  # fmt: skip
    slots = shop.shipping_method("ophalen").slots
    assert [w.text for w in slots.week[5]] == ["08:00-10:00", "10:00-12:00"]
    assert set(slots.week) == {5}
    assert (slots.capacity, slots.cutoff_time, slots.cutoff_days) == (3, time(19, 30), 1)
    assert slots.closed_dates == frozenset({date(2026, 12, 25)})
    assert shop.shipping_method("post").slots is None
    assert shop.timezone == "Europe/Amsterdam"
