"""Which slots of a method can still be ordered (docs/pickup-slots.md): computed in the
shop's timezone from the method's week, its cut-off, the closed dates and the cart's
lead time, with the bookings made so far. Pure: the caller brings the time and the
booked counts, so the rules are tested without a clock or a database.

A slot on day D can be ordered until its deadline:
- with a cut-off time: `cutoff_days + lead_days` days before D at `cutoff_time`
  (bread ordered before 20:00 is there the next morning; a cake with a lead time of
  21 days closes 22 days before);
- without: `lead_days` days before the slot's start;
and never after the slot has started.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from api.shop.slot_config import SlotConfig, Window, parse_window

DAY_NAMES = ("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag")
MONTH_NAMES = ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
               "september", "oktober", "november", "december")  # fmt: skip
MAX_LEAD_DAYS = 365


@dataclass(frozen=True)
class Slot:
    day: date
    window: Window
    # Aware datetimes in the shop's zone.
    starts: datetime
    deadline: datetime
    booked: int
    capacity: int

    @property
    def id(self) -> str:
        return slot_id(self.day, self.window)

    @property
    def full(self) -> bool:
        return self.booked >= self.capacity

    def view(self) -> dict:
        return {
            "id": self.id,
            "from": f"{self.window.start:%H:%M}",
            "to": f"{self.window.end:%H:%M}",
            "available": not self.full,
            "remaining": max(self.capacity - self.booked, 0),
        }


def slot_id(day: date, window: Window) -> str:
    """`2026-11-27T08:00-10:00`: the day and window, the key of the bookings."""
    return f"{day.isoformat()}T{window.text}"


def parse_slot_id(value: object) -> tuple[date, Window] | None:
    if not isinstance(value, str) or len(value) != 22 or value[10] != "T":
        return None
    try:
        day = date.fromisoformat(value[:10])
    except ValueError:
        return None
    window = parse_window(value[11:])
    return (day, window) if window else None


def day_label(day: date) -> str:
    """`vrijdag 27 november`."""
    return f"{DAY_NAMES[day.weekday()]} {day.day} {MONTH_NAMES[day.month - 1]}"


def slot_label(day: date, window: Window) -> str:
    """`vrijdag 27 november 2026, 08:00-10:00`: how mails and the owner show a slot."""
    return f"{day_label(day)} {day.year}, {window.start:%H:%M}-{window.end:%H:%M}"


def _at(day: date, clock, zone: ZoneInfo) -> datetime:
    # A wall time skipped by a DST change resolves to the instant after the jump.
    return datetime.combine(day, clock, tzinfo=zone).astimezone(ZoneInfo("UTC")).astimezone(zone)


def deadline_of(
    config: SlotConfig, day: date, window: Window, zone: ZoneInfo, lead: int
) -> datetime:
    starts = _at(day, window.start, zone)
    if config.cutoff_time is None:
        return starts - timedelta(days=lead)
    closes = _at(day - timedelta(days=config.cutoff_days + lead), config.cutoff_time, zone)
    return min(closes, starts)


def slot_at(
    config: SlotConfig, day: date, window: Window, zone: ZoneInfo, lead: int, booked: int
) -> Slot | None:
    """The slot of `day` and `window` when the method has it (week, closed dates)."""
    if day in config.closed_dates or window not in config.week.get(day.weekday(), ()):
        return None
    return Slot(
        day=day,
        window=window,
        starts=_at(day, window.start, zone),
        deadline=deadline_of(config, day, window, zone, lead),
        booked=booked,
        capacity=config.capacity,
    )


def open_for(slot: Slot, now: datetime, config: SlotConfig, zone: ZoneInfo, lead: int) -> bool:
    """Can still be ordered at `now` (not past its deadline, not too far ahead)."""
    return now < slot.deadline and slot.day <= last_day(config, now, zone, lead)


def first_day(now: datetime, zone: ZoneInfo) -> date:
    return now.astimezone(zone).date()


def last_day(config: SlotConfig, now: datetime, zone: ZoneInfo, lead: int) -> date:
    return first_day(now, zone) + timedelta(days=config.cutoff_days + lead + config.days_ahead)


def offered(
    config: SlotConfig,
    now: datetime,
    zone: ZoneInfo,
    lead: int,
    booked: Mapping[str, int],
    max_days: int = 7,
) -> list[dict]:
    """The first `max_days` days with a slot that can still be ordered, each with its
    open slots (full ones included, marked unavailable): `[{date, label, slots}]`."""
    lead = min(max(lead, 0), MAX_LEAD_DAYS)
    days: list[dict] = []
    day, end = first_day(now, zone), last_day(config, now, zone, lead)
    while day <= end and len(days) < max_days:
        slots = []
        for window in config.week.get(day.weekday(), ()):
            slot = slot_at(config, day, window, zone, lead, 0)
            if slot is None or not open_for(slot, now, config, zone, lead):
                continue
            slots.append(replace(slot, booked=booked.get(slot.id, 0)).view())
        if slots:
            days.append({"date": day.isoformat(), "label": day_label(day), "slots": slots})
        day += timedelta(days=1)
    return days
