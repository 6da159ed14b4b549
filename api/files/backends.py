"""The storage backend FILES_BACKEND names: 'local' (default) or 's3'."""

from __future__ import annotations

from api.files.s3 import S3Storage
from api.files.storage import LocalStorage, Storage
from api.settings import Settings

BACKENDS = ("local", "s3")


def storage_for(settings: Settings) -> Storage:
    if settings.files_backend == "local":
        return LocalStorage(settings.files_root)
    if settings.files_backend == "s3":
        return S3Storage(settings)
    raise ValueError(
        f"FILES_BACKEND must be one of {', '.join(BACKENDS)}, not {settings.files_backend!r}"
    )
