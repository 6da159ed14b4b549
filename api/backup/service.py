"""Making a backup and restoring one (docs/backup.md)."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime
from pathlib import Path

from api.database import create_database_engine
from api.settings import Settings

from . import database, files
from .manifest import BackupRefused, Entry, Manifest, read, verify


def create(settings: Settings, directory: Path) -> Manifest:
    """Writes a backup of the database and every stored file into `directory`, which
    must be new or empty."""
    if directory.exists() and any(directory.iterdir()):
        raise BackupRefused(f"{directory} is not empty; a backup goes into a new directory.")
    kind = database.kind_of(settings.database_url)
    made = not directory.exists()
    directory.mkdir(parents=True, exist_ok=True)
    try:
        created_at = datetime.now(UTC).isoformat(timespec="seconds")
        name = database.dump(settings.database_url, directory)
        engine = create_database_engine(settings.database_url)
        try:
            revision = database.dump_revision(kind, directory / name, engine)
        finally:
            engine.dispose()
        manifest = Manifest(
            database_kind=kind,
            revision=revision,
            database=Entry.of(directory, name),
            created_at=created_at,
            files=files.copy_out(settings, directory),
        )
        manifest.write(directory)
    except BaseException:
        # No half-written backup is left looking like one: what this call wrote goes.
        _empty(directory, remove=made)
        raise
    return manifest


def _empty(directory: Path, *, remove: bool) -> None:
    if remove:
        shutil.rmtree(directory, ignore_errors=True)
        return
    for entry in directory.iterdir():
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry, ignore_errors=True)
        else:
            entry.unlink(missing_ok=True)


def restore(settings: Settings, directory: Path, *, force: bool = False) -> Manifest:
    """Replaces the database and the stored files with the backup's, after checking
    the whole backup against its manifest and the database's migration revision."""
    manifest = read(directory)
    verify(directory, manifest)
    kind = database.kind_of(settings.database_url)
    if kind != manifest.database_kind:
        raise BackupRefused(
            f"The backup holds a {manifest.database_kind} database; DATABASE_URL is {kind}."
        )
    configured = {*files.local_roots(settings), *(["s3"] if settings.files_backend == "s3" else [])}
    areas = {entry.path.split("/")[1] for entry in manifest.files}
    if areas - configured:
        raise BackupRefused(
            f"The backup holds files of {', '.join(sorted(areas - configured))}, "
            "which the current settings (FILES_BACKEND) do not store."
        )
    engine = create_database_engine(settings.database_url, create=kind == "sqlite")
    try:
        found = database.target_revision(engine)
        database.check_revisions(engine, manifest.revision, found, force)
    finally:
        engine.dispose()
    database.load(settings.database_url, directory / manifest.database.path)
    files.copy_in(settings, directory, manifest.files)
    return manifest
