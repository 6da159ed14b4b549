"""Alembic migrations: the configuration built in code and the commands that run it.

`upgrade(engine)` is what `python -m api migrate`, `load-demo` and the tests call;
`pending_changes(engine)` compares the migrated schema with the models.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.migration import MigrationContext
from sqlalchemy.engine import Engine
from sqlmodel import SQLModel

import api.models  # noqa: F401  (registers every table on SQLModel.metadata)

HERE = Path(__file__).resolve().parent


def alembic_config(engine: Engine) -> Config:
    config = Config()
    config.set_main_option("script_location", str(HERE))
    # Percent signs would be read as interpolation by ConfigParser.
    url = engine.url.render_as_string(hide_password=False).replace("%", "%%")
    config.set_main_option("sqlalchemy.url", url)
    return config


def upgrade(engine: Engine, revision: str = "head") -> None:
    config = alembic_config(engine)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, revision)


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def pending_changes(engine: Engine) -> list:
    """Differences between the database schema and the models; empty when in sync."""
    with engine.connect() as connection:
        context = MigrationContext.configure(
            connection, opts={"compare_type": True, "render_as_batch": True}
        )
        return compare_metadata(context, SQLModel.metadata)
