"""The time slots a shipping or pickup method can carry (docs/pickup-slots.md): which
windows each weekday has, how many orders fit in one, when ordering for a day closes
and which dates the shop is closed. Stored on the method in `modules.webshop`:

    "slots": {
      "week": {"tue": ["08:00-10:00", "10:00-12:00"], "sat": ["08:00-12:00"]},
      "capacity": 8,            # orders per slot
      "cutoff_time": "20:00",   # ordering for a day closes at this time ...
      "cutoff_days": 1,         # ... this many days before it (0: the same day)
      "closed_dates": ["2026-12-25"],
      "days_ahead": 14          # how far past the first possible day slots are offered
    }

Reading never fails on odd stored values (a method with unusable slots has none);
`check_slots` is the one check of what an owner or an import writes, called by
settings_checks.py with Dutch messages at JSON paths.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, time
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from api.validation import Errors, join

WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
DEFAULT_TIMEZONE = "Europe/Amsterdam"
WINDOW = re.compile(r"^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$")
CLOCK = re.compile(r"^([01]\d|2[0-3]):([0-5]\d)$")
MAX_WINDOWS = 24
MAX_CAPACITY = 10_000
MAX_CUTOFF_DAYS = 60
MAX_DAYS_AHEAD = 366
MAX_CLOSED = 366
DEFAULT_DAYS_AHEAD = 14

WINDOW_MESSAGE = 'Geef tijdvakken als "08:00-10:00", het einde na het begin.'


@dataclass(frozen=True)
class Window:
    start: time
    end: time

    @property
    def text(self) -> str:
        return f"{self.start:%H:%M}-{self.end:%H:%M}"


@dataclass(frozen=True)
class SlotConfig:
    # Weekday (0 = Monday) to its windows, in time order.
    week: dict[int, tuple[Window, ...]]
    capacity: int
    cutoff_time: time | None = None
    cutoff_days: int = 1
    closed_dates: frozenset[date] = frozenset()
    days_ahead: int = DEFAULT_DAYS_AHEAD


def parse_window(value: object) -> Window | None:
    """`"08:00-10:00"` as a window; None when malformed or not ending after it starts."""
    match = WINDOW.match(value.strip()) if isinstance(value, str) else None
    if match is None:
        return None
    hours, minutes, end_hours, end_minutes = (int(part) for part in match.groups())
    window = Window(time(hours, minutes), time(end_hours, end_minutes))
    return window if window.end > window.start else None


def _clock(value: object) -> time | None:
    match = CLOCK.match(value.strip()) if isinstance(value, str) else None
    return time(int(match.group(1)), int(match.group(2))) if match else None


def _day(value: object) -> date | None:
    try:
        return date.fromisoformat(value) if isinstance(value, str) and len(value) == 10 else None
    except ValueError:
        return None


def _whole(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def read_slots(value: object) -> SlotConfig | None:
    """The slot configuration of a stored method, None when it has none (or none usable)."""
    if not isinstance(value, dict) or not isinstance(value.get("week"), dict):
        return None
    week: dict[int, tuple[Window, ...]] = {}
    for index, name in enumerate(WEEKDAYS):
        entries = value["week"].get(name)
        windows = [parse_window(entry) for entry in entries] if isinstance(entries, list) else []
        usable = sorted({w for w in windows if w is not None}, key=lambda w: (w.start, w.end))
        if usable:
            week[index] = tuple(usable)
    capacity = value.get("capacity")
    if not week or not _whole(capacity, 1, MAX_CAPACITY):
        return None
    cutoff_days = value.get("cutoff_days", 1)
    days_ahead = value.get("days_ahead", DEFAULT_DAYS_AHEAD)
    closed = value.get("closed_dates")
    return SlotConfig(
        week=week,
        capacity=capacity,
        cutoff_time=_clock(value.get("cutoff_time")),
        cutoff_days=cutoff_days if _whole(cutoff_days, 0, MAX_CUTOFF_DAYS) else 1,
        closed_dates=frozenset(
            day for day in (map(_day, closed) if isinstance(closed, list) else ()) if day
        ),
        days_ahead=days_ahead if _whole(days_ahead, 1, MAX_DAYS_AHEAD) else DEFAULT_DAYS_AHEAD,
    )


def shop_zone(name: object) -> ZoneInfo:
    """The shop's timezone (`modules.webshop.timezone`), Europe/Amsterdam by default."""
    if isinstance(name, str) and name:
        try:
            return ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError):
            pass
    return ZoneInfo(DEFAULT_TIMEZONE)


def check_timezone(errors: Errors, value: object, at: str) -> None:
    if value is not None and (not isinstance(value, str) or value not in available_timezones()):
        errors.add(at, 'Geef een tijdzone, bijvoorbeeld "Europe/Amsterdam".')


def check_slots(errors: Errors, value: object, at: str) -> None:
    """Checks a method's `slots` (None: the method has no slots)."""
    if value is None:
        return
    if not isinstance(value, dict):
        errors.add(at, "Moet een object zijn.")
        return
    unknown = set(value) - {"week", "capacity", "cutoff_time", "cutoff_days", "closed_dates",
                            "days_ahead"}  # fmt: skip
    for key in sorted(unknown):
        errors.add(join(at, key), "Dit veld bestaat niet.")
    _check_week(errors, value.get("week"), join(at, "week"))
    if not _whole(value.get("capacity"), 1, MAX_CAPACITY):
        errors.add(
            join(at, "capacity"),
            f"Geef een aantal bestellingen per tijdvak (1 tot {MAX_CAPACITY}).",
        )
    cutoff = value.get("cutoff_time")
    if cutoff not in (None, "") and _clock(cutoff) is None:
        errors.add(join(at, "cutoff_time"), 'Geef een tijd als "20:00".')
    if "cutoff_days" in value and not _whole(value["cutoff_days"], 0, MAX_CUTOFF_DAYS):
        errors.add(join(at, "cutoff_days"), f"Geef een aantal dagen van 0 tot {MAX_CUTOFF_DAYS}.")
    if "days_ahead" in value and not _whole(value["days_ahead"], 1, MAX_DAYS_AHEAD):
        errors.add(join(at, "days_ahead"), f"Geef een aantal dagen van 1 tot {MAX_DAYS_AHEAD}.")
    closed = value.get("closed_dates")
    if closed is not None:
        if not isinstance(closed, list) or len(closed) > MAX_CLOSED:
            errors.add(
                join(at, "closed_dates"), f"Geef een lijst van hoogstens {MAX_CLOSED} datums."
            )
        else:
            for index, day in enumerate(closed):
                if _day(day) is None:
                    errors.add(join(at, "closed_dates", index), 'Geef een datum als "2026-12-25".')


def _check_week(errors: Errors, week: object, at: str) -> None:
    if not isinstance(week, dict):
        errors.add(at, 'Geef per weekdag de tijdvakken, bijvoorbeeld {"sat": ["08:00-12:00"]}.')
        return
    any_window = False
    for name, windows in week.items():
        where = join(at, name)
        if name not in WEEKDAYS:
            errors.add(where, "Gebruik mon, tue, wed, thu, fri, sat of sun.")
            continue
        if not isinstance(windows, list) or len(windows) > MAX_WINDOWS:
            errors.add(where, f"Geef een lijst van hoogstens {MAX_WINDOWS} tijdvakken.")
            continue
        parsed = [parse_window(window) for window in windows]
        for index, window in enumerate(parsed):
            if window is None:
                errors.add(join(where, index), WINDOW_MESSAGE)
        if len({w for w in parsed if w}) != len([w for w in parsed if w]):
            errors.add(where, "Elk tijdvak mag maar een keer voorkomen.")
        any_window = any_window or any(parsed)
    if not any_window:
        errors.add(at, "Geef minstens een tijdvak.")
