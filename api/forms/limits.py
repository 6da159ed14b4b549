"""The submit rate limit per client address, counted in the database
(`form_submit_window`) by the shared fixed-window counter (api/window_counts.py), so
every worker process shares one budget."""

from __future__ import annotations

from sqlmodel import Session

from api import window_counts
from api.forms.models import FormSubmitWindow

_window = FormSubmitWindow.__table__


def take(session: Session, client: str, limit: int, window: int, now: float | None = None) -> int:
    """Counts one submit of `client`: 0 when within the limit, else seconds to wait."""
    return window_counts.take(session, _window, client, limit, window, now)


def forget_ended(session: Session, window: int, now: float | None = None) -> None:
    """Deletes the rows of windows that ended (in a unit of its own)."""
    window_counts.forget_ended(session, _window, window, now)
