"""How many signed upload URLs one upload session and one client address may ask for
per window, counted in the database (`file_upload_window`, api/window_counts.py) so
every process shares the budget. Every ask counts, refused ones too."""

from __future__ import annotations

from sqlmodel import Session

from api import window_counts
from api.files.models import FileUploadWindow
from api.settings import Settings

_window = FileUploadWindow.__table__


def take(
    session: Session, visitor: str, address: str, settings: Settings, now: float | None = None
) -> int:
    """Counts one ask of the session `visitor` from `address`: 0 when both are within
    their limits, else the seconds to wait."""
    window = settings.files_upload_rate_window_seconds
    by_session = window_counts.take(
        session, _window, f"session:{visitor[:32]}", settings.files_upload_rate, window, now
    )
    by_address = window_counts.take(
        session, _window, f"address:{address}", settings.files_upload_address_rate, window, now
    )
    return max(by_session, by_address)


def forget_ended(session: Session, settings: Settings, now: float | None = None) -> None:
    window_counts.forget_ended(session, _window, settings.files_upload_rate_window_seconds, now)
