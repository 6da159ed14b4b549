"""Where the bytes of uploads live: one interface, two backends (FILES_BACKEND).

- `LocalStorage` (the default): files under FILES_ROOT, the storage key as the
  relative path. The API takes the signed PUT itself and serves reads.
- `S3Storage` (api/files/s3.py): a bucket; browsers PUT to presigned URLs directly
  (`direct`), so the service checks an object at its first use.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Protocol


class Storage(Protocol):
    # True when browsers upload to the storage itself (checked at first use, not on PUT).
    direct: bool

    def save(self, key: str, data: bytes, content_type: str) -> None: ...

    def load(self, key: str, limit: int) -> bytes | None:
        """The stored bytes, at most `limit` + 1 of them (more means: too large); None
        when nothing is stored under `key`."""

    def size(self, key: str) -> int | None:
        """Bytes stored under `key`; None when nothing is."""

    def delete(self, key: str) -> None: ...

    def upload_url(self, key: str, content_type: str, expires_in: int) -> str:
        """A presigned PUT (direct backends only)."""

    def read_url(self, key: str, content_type: str, disposition: str, expires_in: int) -> str:
        """A presigned GET (direct backends only)."""

    def local_file(self, key: str) -> Path | None:
        """The file behind `key` (the local backend only)."""


class LocalStorage:
    direct = False

    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, key: str) -> Path:
        # Keys are made by the service from checked names; this is the second lock.
        base = self.root.resolve()
        path = (base / key).resolve()
        if not path.is_relative_to(base) or path == base:
            raise ValueError(f"storage key outside the files root: {key!r}")
        return path

    def save(self, key: str, data: bytes, content_type: str) -> None:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        # Written aside and renamed: a reader never sees half a file.
        temporary = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
        temporary.write_bytes(data)
        os.replace(temporary, path)

    def load(self, key: str, limit: int) -> bytes | None:
        path = self._path(key)
        try:
            with path.open("rb") as file:
                return file.read(limit + 1)
        except FileNotFoundError:
            return None

    def size(self, key: str) -> int | None:
        try:
            return self._path(key).stat().st_size
        except FileNotFoundError:
            return None

    def delete(self, key: str) -> None:
        self._path(key).unlink(missing_ok=True)

    def upload_url(self, key: str, content_type: str, expires_in: int) -> str:
        raise NotImplementedError("the API takes local uploads itself")

    def read_url(self, key: str, content_type: str, disposition: str, expires_in: int) -> str:
        raise NotImplementedError("the API serves local files itself")

    def local_file(self, key: str) -> Path | None:
        path = self._path(key)
        return path if path.is_file() else None
