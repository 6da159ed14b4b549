"""Dumping and restoring the database of DATABASE_URL.

SQLite: the online backup API copies the database in one step under a read lock, so
the copy is consistent while the application writes (it waits at most the busy
timeout for a writer to finish). PostgreSQL: `pg_dump -Fc` reads one snapshot;
`pg_restore --clean --if-exists` replaces every object the dump holds, in one
transaction. Both client programs must be of the server's major version or newer.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
from pathlib import Path

from alembic.script import ScriptDirectory
from sqlalchemy.engine import Engine, make_url

from api.database import sqlite_path
from api.migrations import alembic_config, current_revision

from .manifest import BackupRefused

SQLITE_FILE = "database.sqlite3"
POSTGRES_FILE = "database.pgdump"
BUSY_TIMEOUT_SECONDS = 30


def kind_of(url: str) -> str:
    backend = make_url(url).get_backend_name()
    if backend == "sqlite":
        if sqlite_path(url) is None:
            raise BackupRefused("An in-memory SQLite database cannot be backed up.")
        return "sqlite"
    if backend == "postgresql":
        return "postgresql"
    raise BackupRefused(f"Backups know SQLite and PostgreSQL, not {backend}.")


def libpq_url(url: str) -> str:
    """The URL as pg_dump and pg_restore read it (no SQLAlchemy driver name); the
    password goes in the environment, out of the process list."""
    return make_url(url).set(drivername="postgresql", password=None).render_as_string()


def _run(command: list[str], url: str) -> None:
    program = shutil.which(command[0])
    if program is None:
        raise BackupRefused(f"{command[0]} is not installed (the PostgreSQL client programs).")
    environment = dict(os.environ)
    password = make_url(url).password
    if password:
        environment["PGPASSWORD"] = str(password)
    result = subprocess.run(
        [program, *command[1:]], check=False, capture_output=True, text=True, env=environment
    )
    if result.returncode != 0:
        raise BackupRefused(f"{command[0]} failed: {result.stderr.strip()}")


def dump(url: str, directory: Path) -> str:
    """Writes the database into `directory`; answers the file's name."""
    if kind_of(url) == "sqlite":
        target = directory / SQLITE_FILE
        path = sqlite_path(url)
        if not path.exists():
            raise BackupRefused(f"The database {path} does not exist.")
        source = sqlite3.connect(path, timeout=BUSY_TIMEOUT_SECONDS)
        copy = sqlite3.connect(target)
        try:
            source.backup(copy)
            # A single file: the copy leaves WAL mode (which the live database uses).
            copy.execute("PRAGMA journal_mode=DELETE")
        finally:
            copy.close()
            source.close()
        return SQLITE_FILE
    _run(
        [
            "pg_dump",
            "--format=custom",
            "--no-owner",
            f"--file={directory / POSTGRES_FILE}",
            f"--dbname={libpq_url(url)}",
        ],
        url,
    )
    return POSTGRES_FILE


def load(url: str, dump_file: Path) -> None:
    """Replaces the database's content with the dump's."""
    if kind_of(url) == "sqlite":
        path = sqlite_path(url)
        path.parent.mkdir(parents=True, exist_ok=True)
        source = sqlite3.connect(f"file:{dump_file.resolve().as_posix()}?mode=ro", uri=True)
        target = sqlite3.connect(path, timeout=BUSY_TIMEOUT_SECONDS)
        try:
            source.backup(target)
        finally:
            target.close()
            source.close()
        return
    _run(
        [
            "pg_restore",
            "--clean",
            "--if-exists",
            "--no-owner",
            "--single-transaction",
            "--exit-on-error",
            f"--dbname={libpq_url(url)}",
            str(dump_file),
        ],
        url,
    )


def dump_revision(kind: str, dump_file: Path, engine: Engine) -> str | None:
    """The migration revision of the dump: read from the copy itself for SQLite, from
    the database for PostgreSQL (pg_dump's snapshot and this read may only differ when
    a migration runs during the backup, which a deployment does not do)."""
    if kind == "sqlite":
        connection = sqlite3.connect(f"file:{dump_file.resolve().as_posix()}?mode=ro", uri=True)
        try:
            row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        except sqlite3.OperationalError:
            row = None
        finally:
            connection.close()
        return row[0] if row else None
    return current_revision(engine)


def target_revision(engine: Engine) -> str | None:
    """The revision of the database a restore would overwrite; None when it is empty
    or missing."""
    try:
        return current_revision(engine)
    except Exception:  # noqa: BLE001 - a missing or unmigrated database has no revision
        return None


def check_revisions(engine: Engine, backup: str | None, found: str | None, force: bool) -> None:
    """Refuses a restore over a database migrated further than the backup, and of a
    backup at a revision this code does not know, unless forced."""
    if force or found is None or found == backup:
        return
    script = ScriptDirectory.from_config(alembic_config(engine))
    known = {revision.revision for revision in script.walk_revisions()}
    if backup not in known:
        raise BackupRefused(
            f"The backup is at migration {backup}, which this version does not know "
            "(restore it with the version that made it, or use --force)."
        )
    older = {revision.revision for revision in script.walk_revisions(base="base", head=found)}
    if backup in older:
        raise BackupRefused(
            f"The database is at migration {found}, newer than the backup's {backup}; "
            "restoring would lose that migration (use --force to restore anyway, then "
            "run `python -m api migrate`)."
        )
