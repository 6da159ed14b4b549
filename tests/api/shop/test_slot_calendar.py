"""The slot calendar (api/shop/slot_calendar.py): week, cut-off, lead time, closed
dates, capacity and the shop's timezone across DST changes."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

from api.shop.slot_calendar import (
    deadline_of,
    offered,
    parse_slot_id,
    slot_at,
    slot_label,
)
from api.shop.slot_config import parse_window, read_slots

AMSTERDAM = ZoneInfo("Europe/Amsterdam")
# Bread: tuesday to saturday mornings, order before 20:00 the day before.
BAKERY = read_slots({
    "week": {day: ["08:00-10:00", "10:00-12:00"] for day in ("tue", "wed", "thu", "fri", "sat")},
    "capacity": 2, "cutoff_time": "20:00", "cutoff_days": 1,
    "closed_dates": ["2026-12-25", "2026-12-26"], "days_ahead": 14,
})  # fmt: skip


def utc(*parts) -> datetime:
    return datetime(*parts, tzinfo=UTC)


def ids(days: list[dict]) -> list[str]:
    return [slot["id"] for day in days for slot in day["slots"]]


def test_before_the_cutoff_tomorrow_morning_is_the_first_slot():
    # Thursday 26 November 2026, 19:59 in Amsterdam (CET, UTC+1).
    days = offered(BAKERY, utc(2026, 11, 26, 18, 59), AMSTERDAM, 0, {})
    assert days[0]["date"] == "2026-11-27"
    assert days[0]["label"] == "vrijdag 27 november"
    assert ids(days)[:2] == ["2026-11-27T08:00-10:00", "2026-11-27T10:00-12:00"]


def test_after_the_cutoff_tomorrow_is_gone():
    days = offered(BAKERY, utc(2026, 11, 26, 19, 0), AMSTERDAM, 0, {})
    assert days[0]["date"] == "2026-11-28"


def test_closed_weekdays_and_dates_have_no_slots():
    days = offered(BAKERY, utc(2026, 12, 20, 12, 0), AMSTERDAM, 0, {})
    dates = [day["date"] for day in days]
    # Sunday and Monday closed, Christmas (Friday) and Boxing Day (Saturday) closed.
    assert dates[:5] == ["2026-12-22", "2026-12-23", "2026-12-24", "2026-12-29", "2026-12-30"]


def test_full_slots_are_shown_unavailable_with_what_remains():
    booked = {"2026-11-27T08:00-10:00": 2, "2026-11-27T10:00-12:00": 1}
    first = offered(BAKERY, utc(2026, 11, 26, 12, 0), AMSTERDAM, 0, booked)[0]["slots"]
    assert [(s["available"], s["remaining"]) for s in first] == [(False, 0), (True, 1)]


def test_a_lead_time_moves_the_first_day_by_as_many_days():
    # A cake that needs 21 days: ordering for day D closes at 20:00, 22 days before.
    days = offered(BAKERY, utc(2026, 11, 26, 12, 0), AMSTERDAM, 21, {}, max_days=1)
    assert days[0]["date"] == "2026-12-18"
    late = offered(BAKERY, utc(2026, 11, 26, 19, 30), AMSTERDAM, 21, {}, max_days=1)
    assert late[0]["date"] == "2026-12-19"


def test_slots_are_offered_up_to_days_ahead_past_the_first_possible_day():
    days = offered(BAKERY, utc(2026, 11, 26, 12, 0), AMSTERDAM, 0, {}, max_days=100)
    assert days[-1]["date"] <= "2026-12-11"
    assert days[-1]["date"] >= "2026-12-10"


def test_the_cutoff_is_local_wall_time_before_the_spring_dst_change():
    # Saturday 28 March 2026 is CET (UTC+1); Sunday 29 March starts CEST (UTC+2).
    sunday = read_slots({"week": {"sun": ["09:00-11:00"]}, "capacity": 1,
                         "cutoff_time": "20:00"})  # fmt: skip
    window = parse_window("09:00-11:00")
    slot = slot_at(sunday, date(2026, 3, 29), window, AMSTERDAM, 0, 0)
    assert slot.deadline.astimezone(UTC) == utc(2026, 3, 28, 19, 0)
    assert slot.starts.astimezone(UTC) == utc(2026, 3, 29, 7, 0)
    assert ids(offered(sunday, utc(2026, 3, 28, 18, 59), AMSTERDAM, 0, {}))[0].startswith(
        "2026-03-29"
    )
    assert ids(offered(sunday, utc(2026, 3, 28, 19, 0), AMSTERDAM, 0, {}))[0].startswith(
        "2026-04-05"
    )


def test_the_autumn_dst_change_keeps_wall_times():
    # Sunday 25 October 2026 ends CEST: a 20:00 cut-off on Saturday is 18:00 UTC, the
    # Sunday slot at 09:00 is 08:00 UTC.
    sunday = read_slots({"week": {"sun": ["09:00-11:00"]}, "capacity": 1,
                         "cutoff_time": "20:00"})  # fmt: skip
    slot = slot_at(sunday, date(2026, 10, 25), parse_window("09:00-11:00"), AMSTERDAM, 0, 0)
    assert slot.deadline.astimezone(UTC) == utc(2026, 10, 24, 18, 0)
    assert slot.starts.astimezone(UTC) == utc(2026, 10, 25, 8, 0)


def test_a_wall_time_skipped_by_dst_is_the_instant_after_the_jump():
    night = read_slots({"week": {"sun": ["02:30-04:00"]}, "capacity": 1})
    slot = slot_at(night, date(2026, 3, 29), parse_window("02:30-04:00"), AMSTERDAM, 0, 0)
    assert slot.starts.astimezone(UTC) == utc(2026, 3, 29, 1, 30)


def test_without_a_cutoff_a_slot_closes_when_it_starts_less_the_lead_time():
    same_day = read_slots({"week": {"thu": ["14:00-16:00"]}, "capacity": 1})
    window = parse_window("14:00-16:00")
    assert deadline_of(same_day, date(2026, 11, 26), window, AMSTERDAM, 0) == datetime(
        2026, 11, 26, 14, 0, tzinfo=AMSTERDAM
    )
    assert ids(offered(same_day, utc(2026, 11, 26, 12, 59), AMSTERDAM, 0, {}))[0] == (
        "2026-11-26T14:00-16:00"
    )
    assert ids(offered(same_day, utc(2026, 11, 26, 13, 0), AMSTERDAM, 0, {}))[0] == (
        "2026-12-03T14:00-16:00"
    )


def test_the_shop_timezone_decides_the_day():
    # 23:30 UTC on Thursday is already Friday in Tokyo: the Saturday slot's cut-off
    # (Friday 20:00 in Tokyo) has passed there, not in Amsterdam.
    now = utc(2026, 11, 26, 23, 30)
    tokyo = offered(BAKERY, now, ZoneInfo("Asia/Tokyo"), 0, {})
    amsterdam = offered(BAKERY, now, AMSTERDAM, 0, {})
    assert amsterdam[0]["date"] == "2026-11-28"
    assert tokyo[0]["date"] == "2026-11-28"
    late = utc(2026, 11, 27, 11, 30)  # Friday 20:30 in Tokyo, 12:30 in Amsterdam
    assert offered(BAKERY, late, ZoneInfo("Asia/Tokyo"), 0, {})[0]["date"] == "2026-12-01"
    assert offered(BAKERY, late, AMSTERDAM, 0, {})[0]["date"] == "2026-11-28"


def test_slot_ids_and_labels():
    assert parse_slot_id("2026-11-27T08:00-10:00") == (
        date(2026, 11, 27),
        parse_window("08:00-10:00"),
    )
    for wrong in ("2026-11-27T10:00-08:00", "2026-02-30T08:00-10:00", "morgen", 12, None):
        assert parse_slot_id(wrong) is None
    assert slot_label(date(2026, 11, 27), parse_window("08:00-10:00")) == (
        "vrijdag 27 november 2026, 08:00-10:00"
    )
