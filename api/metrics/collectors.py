"""Gauges read when Prometheus scrapes: scheduled releases due and late (from the
database, so every process reports the same truth) and the database connections this
process has checked out of its pool."""

from __future__ import annotations

import logging
from datetime import timedelta

from prometheus_client import CollectorRegistry
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector
from sqlalchemy import func
from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import select

from api.database import session_scope
from api.releases.models import Release
from api.releases.service import SCHEDULED
from api.timestamps import utcnow

logger = logging.getLogger("api.metrics")

# A due release the scheduler has not published this long after its time is late.
MIN_LATE_SECONDS = 60.0


def late_after(poll_seconds: float) -> timedelta:
    return timedelta(seconds=max(MIN_LATE_SECONDS, 3 * poll_seconds))


class ReleaseCollector(Collector):
    def __init__(self, engine: Engine, poll_seconds: float) -> None:
        self.engine = engine
        self.late = late_after(poll_seconds)

    def collect(self):
        due = GaugeMetricFamily(
            "api_scheduled_releases_due", "Scheduled releases whose time has come, unpublished."
        )
        late = GaugeMetricFamily(
            "api_scheduled_releases_late",
            "Scheduled releases still unpublished well after their time.",
        )
        try:
            now = utcnow()
            with session_scope(self.engine) as session:
                due_count, late_count = session.exec(
                    select(
                        func.count(),
                        func.count().filter(Release.scheduled_for <= now - self.late),
                    ).where(Release.status == SCHEDULED, Release.scheduled_for <= now)
                ).one()
        except SQLAlchemyError as error:  # the scrape goes on without these two
            logger.warning("Scheduled releases not counted: %s", error)
            return
        due.add_metric([], due_count)
        late.add_metric([], late_count)
        yield due
        yield late


class PoolCollector(Collector):
    """Connections in use; SQLite has no shared pool worth watching and reports none."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def collect(self):
        if self.engine.dialect.name == "sqlite":
            return
        checked_out = getattr(self.engine.pool, "checkedout", None)
        if checked_out is None:
            return
        gauge = GaugeMetricFamily(
            "api_db_pool_in_use", "Database connections checked out of this process's pool."
        )
        gauge.add_metric([], checked_out())
        yield gauge


def scrape_registry(engine: Engine, poll_seconds: float) -> CollectorRegistry:
    registry = CollectorRegistry(auto_describe=False)
    registry.register(ReleaseCollector(engine, poll_seconds))
    registry.register(PoolCollector(engine))
    return registry
