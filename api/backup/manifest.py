"""The manifest of a backup: what it holds and how to recognise it unchanged.

`manifest.json` names the database kind, its dump file, the migration revision the
dump is at, and every file with its size and SHA-256. `verify` compares all of it
with what is found in the backup directory; any difference refuses the backup.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

FORMAT = "site-backup"
VERSION = 1
NAME = "manifest.json"
CHUNK = 1024 * 1024


class BackupRefused(Exception):
    """The backup cannot be restored as it is (the message says why)."""


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


@dataclass(frozen=True)
class Entry:
    """One file of the backup: `path` relative to the backup directory."""

    path: str
    size: int
    sha256: str
    content_type: str = ""

    @classmethod
    def of(cls, directory: Path, path: str, content_type: str = "") -> Entry:
        file = directory / path
        return cls(path, file.stat().st_size, sha256_of(file), content_type)

    def as_json(self) -> dict:
        data = {"path": self.path, "size": self.size, "sha256": self.sha256}
        if self.content_type:
            data["content_type"] = self.content_type
        return data


@dataclass
class Manifest:
    database_kind: str
    revision: str | None
    database: Entry
    created_at: str
    files: list[Entry] = field(default_factory=list)

    def as_json(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "created_at": self.created_at,
            "database": {"kind": self.database_kind, "revision": self.revision}
            | self.database.as_json(),
            "files": [entry.as_json() for entry in self.files],
        }

    def write(self, directory: Path) -> None:
        text = json.dumps(self.as_json(), indent=2, ensure_ascii=False)
        (directory / NAME).write_text(text + "\n", encoding="utf-8")


def _entry(data: object) -> Entry:
    if not isinstance(data, dict):
        raise BackupRefused("The manifest lists an entry that is not an object.")
    path, size, digest = data.get("path"), data.get("size"), data.get("sha256")
    if not isinstance(path, str) or not isinstance(size, int) or not isinstance(digest, str):
        raise BackupRefused(f"The manifest entry {data!r} lacks path, size or sha256.")
    if path.startswith("/") or ".." in Path(path).parts:
        raise BackupRefused(f"The manifest names a path outside the backup: {path}")
    return Entry(path, size, digest, str(data.get("content_type", "")))


def read(directory: Path) -> Manifest:
    try:
        data = json.loads((directory / NAME).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise BackupRefused(f"No {NAME} in {directory}.") from None
    except ValueError as error:
        raise BackupRefused(f"{NAME} is not JSON: {error}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BackupRefused(f"{NAME} is not a manifest of this backup format.")
    if data.get("version") != VERSION:
        raise BackupRefused(f"Manifest version {data.get('version')!r} is not {VERSION}.")
    database = data.get("database")
    if not isinstance(database, dict) or database.get("kind") not in ("sqlite", "postgresql"):
        raise BackupRefused("The manifest names no database kind (sqlite or postgresql).")
    files = data.get("files")
    if not isinstance(files, list):
        raise BackupRefused("The manifest has no file list.")
    revision = database.get("revision")
    return Manifest(
        database_kind=database["kind"],
        revision=revision if isinstance(revision, str) else None,
        database=_entry(database),
        created_at=str(data.get("created_at", "")),
        files=[_entry(entry) for entry in files],
    )


def verify(directory: Path, manifest: Manifest) -> None:
    """Refuses unless every listed file is there with its size and checksum and the
    directory holds nothing else."""
    listed = {entry.path: entry for entry in [manifest.database, *manifest.files]}
    found = {
        path.relative_to(directory).as_posix()
        for path in directory.rglob("*")
        if path.is_file() and path != directory / NAME
    }
    missing = sorted(set(listed) - found)
    if missing:
        raise BackupRefused(f"Missing from the backup: {', '.join(missing[:10])}")
    extra = sorted(found - set(listed))
    if extra:
        raise BackupRefused(f"Not in the manifest: {', '.join(extra[:10])}")
    for path, entry in listed.items():
        file = directory / path
        if file.stat().st_size != entry.size or sha256_of(file) != entry.sha256:
            raise BackupRefused(f"{path} does not match its size or checksum in the manifest.")
