"""What the media pipeline costs and saves, each figure against a baseline measured in
the same run:

- making the variants of the demo photos (cold) and finding them present (warm),
  against only decoding the same photos with Pillow;
- the bytes a visitor downloads per photo for a few layouts (the AVIF or WebP variant
  a browser picks from the srcset), against the original JPEG served today;
- building a page bundle with its `media` map (one extra query), against the same
  bundle without it.

    uv run python -m benchmarks.media [--quick]

Prints the figures; nothing is asserted.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from io import BytesIO
from pathlib import Path

from PIL import Image

from api.database import create_database_engine, session_scope
from api.demo import load_demo
from api.media import pipeline
from api.media.service import MediaFolders
from api.migrations import upgrade
from api.projects.service import find_project_by_domain
from api.settings import Settings
from api.sites import bundle

# (layout, CSS pixels wide the image is shown, device pixel ratio)
LAYOUTS = [
    ("phone, full width (390 px at 3x)", 390, 3),
    ("phone, full width (390 px at 2x)", 390, 2),
    ("desktop, a third of 1280 px at 1x", 427, 1),
    ("desktop, full width 1280 px at 1x", 1280, 1),
]
BUNDLE_PATH = "/catalogus/gallerijen"


def demo_photos(quick: bool) -> list[Path]:
    photos = sorted((Settings().public_root / "media" / "demo").glob("*.jpg"))
    return photos[:4] if quick else photos


def timed(action) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def decode_all(photos: list[Path]) -> None:
    for photo in photos:
        with Image.open(BytesIO(photo.read_bytes())) as image:
            image.load()


def pipeline_figures(photos: list[Path]) -> None:
    baseline = timed(lambda: decode_all(photos))
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        cold = timed(lambda: [pipeline.process(photo.read_bytes(), root) for photo in photos])
        warm = timed(lambda: [pipeline.process(photo.read_bytes(), root) for photo in photos])
        made = sum(1 for _ in root.rglob("*.*"))
    count = len(photos)
    print(f"pipeline, {count} demo photos ({made} files, types {pipeline.variant_types()}):")
    print(
        f"  cold (variants made): {cold * 1000 / count:.1f} ms/photo vs decode only "
        f"{baseline * 1000 / count:.1f} ms/photo = {cold / baseline:.1f}x (made once per image)"
    )
    print(
        f"  warm (all present):   {warm * 1000 / count:.1f} ms/photo vs decode only "
        f"{baseline * 1000 / count:.1f} ms/photo = {warm / baseline:.2f}x"
    )


def picked(variants: dict[int, int], needed: int) -> int:
    """Bytes of the variant a browser takes: the narrowest at least `needed` wide."""
    fitting = [width for width in sorted(variants) if width >= needed]
    return variants[fitting[0] if fitting else max(variants)]


def bytes_figures(photos: list[Path]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        sizes: dict[str, list[tuple[int, dict[int, int]]]] = {}
        for photo in photos:
            facts = pipeline.process(photo.read_bytes(), root)
            for kind in pipeline.variant_types():
                files = {
                    variant.width: (root / facts.hash / variant.file).stat().st_size
                    for variant in facts.variants
                    if variant.type == kind
                }
                sizes.setdefault(kind, []).append((photo.stat().st_size, files))
    print(f"bytes per page of these {len(photos)} photos (original JPEG = today):")
    for layout, css_width, ratio in LAYOUTS:
        needed = css_width * ratio
        for kind, entries in sizes.items():
            original = sum(size for size, _files in entries)
            variant = sum(picked(files, needed) for _size, files in entries)
            print(
                f"  {layout}, {kind}: {variant / 1024:.0f} KB vs original "
                f"{original / 1024:.0f} KB = {variant / original:.2f}x"
            )


def bundle_figures(rounds: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        engine = create_database_engine(f"sqlite:///{folder}/site.sqlite3", create=True)
        try:
            upgrade(engine)
            media = MediaFolders(
                media_root=Path(folder) / "media", public_root=Settings().public_root
            )
            load_demo(engine, media)
            with session_scope(engine) as session:
                project_id = find_project_by_domain(session, "demo.site.local").id

            def build() -> None:
                with session_scope(engine) as session:
                    bundle.find_bundle(session, project_id, BUNDLE_PATH, "https")

            with_media = without_media = 0.0
            original = bundle.page_media
            for _ in range(rounds):
                with_media += timed(build)
                bundle.page_media = lambda _session, _lists: {}
                try:
                    without_media += timed(build)
                finally:
                    bundle.page_media = original
        finally:
            engine.dispose()
    print(f"cold bundle build of {BUNDLE_PATH}, {rounds} rounds interleaved:")
    print(
        f"  with media map: {with_media * 1000 / rounds:.2f} ms vs without "
        f"{without_media * 1000 / rounds:.2f} ms = {with_media / without_media:.2f}x"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer photos and rounds")
    args = parser.parse_args()
    photos = demo_photos(args.quick)
    pipeline_figures(photos)
    bytes_figures(photos)
    bundle_figures(20 if args.quick else 200)


if __name__ == "__main__":
    main()
