"""Scheduled releases, published on time by whichever API process sees them first
(docs/publishing.md, Scheduling): every RELEASE_POLL_SECONDS each process claims the
due releases with a conditional update (`status` from 'scheduled' to 'publishing'),
which exactly one process wins, and publishes each in the claim's own transaction. A
process that dies half-way rolls its claim back, so another one publishes it."""

from __future__ import annotations

import asyncio
import contextlib
import logging

from sqlalchemy.engine import Engine
from starlette.concurrency import run_in_threadpool

from api.cache import Change
from api.database import session_scope
from api.domain_errors import DomainError
from api.releases import service
from api.timestamps import utcnow

logger = logging.getLogger("api.releases")


def _due(engine: Engine) -> list[int]:
    with session_scope(engine) as session:
        return service.due(session, utcnow())


def publish_due(engine: Engine, keep: int) -> list[Change]:
    """Publishes every scheduled release that is due and that this process wins."""
    changes: list[Change] = []
    for release_id in _due(engine):
        try:
            with session_scope(engine) as session:
                if not service.claim(session, release_id):
                    continue
                changes += service.carry_out(session, release_id, keep=keep)
        except DomainError as error:
            logger.warning("Scheduled release %s not published: %s", release_id, error.errors)
            with session_scope(engine) as session:
                if service.claim(session, release_id):
                    service.mark_failed(session, release_id, error.errors)
    return changes


async def publish_due_forever(engine: Engine, settings, published) -> None:
    while True:
        try:
            for change in await run_in_threadpool(publish_due, engine, settings.revisions_kept):
                await published(change)
        except Exception:  # the next round tries again
            logger.exception("Publishing scheduled releases failed")
        await asyncio.sleep(settings.release_poll_seconds)


@contextlib.asynccontextmanager
async def scheduling(engine: Engine, settings, published):
    task = asyncio.create_task(publish_due_forever(engine, settings, published))
    try:
        yield
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
