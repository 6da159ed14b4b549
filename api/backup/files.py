"""The stored files: the local roots (uploaded files and the media pipeline's images
and variants) and, with FILES_BACKEND=s3, every object of the bucket.

In the backup they live under `files/<area>/<key>`: `files` (FILES_ROOT, the local
uploads backend), `media` (MEDIA_ROOT) and `s3` (the bucket). A restore writes each
area back and removes what the area holds beyond the backup, so the round trip gives
the same set of files, byte for byte.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

from api.files.s3 import S3Storage
from api.settings import Settings

from .manifest import Entry

AREAS = "files"
S3_AREA = "s3"


def local_roots(settings: Settings) -> dict[str, Path]:
    """The local directories a backup copies, by area. The uploads root counts only
    when uploads are stored locally."""
    roots = {"media": settings.media_root}
    if settings.files_backend != "s3":
        roots["files"] = settings.files_root
    return roots


def _files_under(root: Path) -> Iterator[Path]:
    if root.is_dir():
        yield from sorted(path for path in root.rglob("*") if path.is_file())


def _bucket(settings: Settings) -> S3Storage | None:
    return S3Storage(settings) if settings.files_backend == "s3" else None


def _objects(storage: S3Storage) -> Iterator[str]:
    pages = storage.client.get_paginator("list_objects_v2").paginate(Bucket=storage.bucket)
    for page in pages:
        for item in page.get("Contents", []):
            yield item["Key"]


def copy_out(settings: Settings, directory: Path) -> list[Entry]:
    """Copies every stored file into the backup; answers their manifest entries."""
    entries: list[Entry] = []
    for area, root in local_roots(settings).items():
        for source in _files_under(root):
            path = f"{AREAS}/{area}/{source.relative_to(root).as_posix()}"
            (directory / path).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, directory / path)
            entries.append(Entry.of(directory, path))
    storage = _bucket(settings)
    if storage is not None:
        for key in _objects(storage):
            path = f"{AREAS}/{S3_AREA}/{key}"
            (directory / path).parent.mkdir(parents=True, exist_ok=True)
            answer = storage.client.get_object(Bucket=storage.bucket, Key=key)
            with (directory / path).open("wb") as handle:
                shutil.copyfileobj(answer["Body"], handle)
            entries.append(Entry.of(directory, path, answer.get("ContentType", "")))
    return entries


def _area_of(entry: Entry) -> tuple[str, str]:
    _files, area, key = entry.path.split("/", 2)
    return area, key


def copy_in(settings: Settings, directory: Path, entries: list[Entry]) -> None:
    """Writes the backup's files back into their areas, then removes every file an
    area holds that the backup does not."""
    by_area: dict[str, dict[str, Entry]] = {}
    for entry in entries:
        area, key = _area_of(entry)
        by_area.setdefault(area, {})[key] = entry
    for area, root in local_roots(settings).items():
        wanted = by_area.get(area, {})
        for key in wanted:
            target = root / key
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(directory / wanted[key].path, target)
        for existing in list(_files_under(root)):
            if existing.relative_to(root).as_posix() not in wanted:
                existing.unlink()
    storage = _bucket(settings)
    if storage is not None:
        wanted = by_area.get(S3_AREA, {})
        for key, entry in wanted.items():
            extra = {"ContentType": entry.content_type} if entry.content_type else {}
            with (directory / entry.path).open("rb") as handle:
                storage.client.put_object(Bucket=storage.bucket, Key=key, Body=handle, **extra)
        for key in list(_objects(storage)):
            if key not in wanted:
                storage.client.delete_object(Bucket=storage.bucket, Key=key)
