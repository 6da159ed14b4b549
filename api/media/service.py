"""Recording images run through the pipeline, and the facts a page's images need.

`ingest` runs one image's bytes through the pipeline and records the facts under the
URL stored content uses for it. `ingest_local` does that for the local `/media/...`
URLs that resolve to files under PUBLIC_ROOT (the demo images). What visitors' pages
read of the recorded facts is the domain's door, `reads.py`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from sqlmodel import Session, select

from api.domain_errors import Invalid
from api.media import pipeline
from api.media.models import MediaImage
from api.media.references import image_urls
from api.media.schemas import URL_PREFIX
from api.media.vector import SVG, svg_size
from api.settings import Settings
from api.timestamps import utcnow

LOCAL_SUFFIXES = {".jpg", ".jpeg", ".png", ".gif", ".webp", ".avif", ".svg"}


@dataclass(frozen=True)
class MediaFolders:
    """Where variants go (MEDIA_ROOT) and where local `/media/...` URLs are files."""

    media_root: Path
    public_root: Path

    @classmethod
    def from_settings(cls, settings: Settings) -> MediaFolders:
        return cls(media_root=settings.media_root, public_root=settings.public_root)


@dataclass
class IngestReport:
    images: list[str] = field(default_factory=list)
    # URL -> why it was left out (unreadable image bytes).
    refused: dict[str, str] = field(default_factory=dict)


def ingest(session: Session, media_root: Path, source_url: str, data: bytes) -> MediaImage:
    """Stores `data` with its variants and records its facts for `source_url`; of an
    SVG only its size is recorded (vector.py)."""
    facts = _vector_facts(data) if source_url.lower().endswith(".svg") else None
    if facts is None:
        facts = pipeline.process(data, media_root)
    row = session.exec(select(MediaImage).where(MediaImage.source_url == source_url)).first()
    if row is None:
        row = MediaImage(source_url=source_url, hash=facts.hash, width=0, height=0, mime="")
    row.hash, row.width, row.height, row.mime = facts.hash, facts.width, facts.height, facts.mime
    row.variants = [
        {"width": variant.width, "type": variant.type, "file": variant.file}
        for variant in facts.variants
    ]
    row.updated_at = utcnow()
    session.add(row)
    session.flush()
    return row


def _vector_facts(data: bytes) -> pipeline.ImageFacts:
    size = svg_size(data)
    if size is None:
        raise Invalid(
            {pipeline.FIELD: ["Dit SVG-bestand heeft geen breedte en hoogte of viewBox."]}
        )
    return pipeline.ImageFacts(pipeline.content_hash(data), size[0], size[1], SVG, "", ())


def local_file(public_root: Path, url: str) -> Path | None:
    """The file a local `/media/...` image URL is served from, or None (not ours)."""
    if not url.startswith(URL_PREFIX) or "?" in url or "#" in url:
        return None
    base = (public_root / "media").resolve()
    path = (public_root / url.lstrip("/")).resolve()
    if not path.is_relative_to(base) or path.suffix.lower() not in LOCAL_SUFFIXES:
        return None
    return path if path.is_file() else None


def ingest_local(session: Session, folders: MediaFolders, values: Iterable) -> IngestReport:
    """Runs every local image URL inside `values` (e.g. a site document) through the
    pipeline; URLs that are no file under PUBLIC_ROOT are left alone."""
    report = IngestReport()
    for url in sorted(image_urls(values)):
        path = local_file(folders.public_root, url)
        if path is None:
            continue
        try:
            ingest(session, folders.media_root, url, path.read_bytes())
        except Invalid as error:
            report.refused[url] = "; ".join(
                message for messages in error.errors.values() for message in messages
            )
            continue
        report.images.append(url)
    return report
