"""The demo bakery's media: illustrated photos (JPEG), logos (SVG) and a 3D loaf (GLB).

The photos are the bakery's scenes and the webshop's product, category and team
photos (`scripts/demo_media/shop.py`). Everything is drawn here, so the demo needs no
downloads and the output stays small (about 1.4 MB for some 70 files). The files land in `ssr/public/media/demo/`, which Vite copies into
the client build; the SSR server serves them as `/media/demo/<name>`.

    uv run python -m scripts.demo_media        # rewrites every file (from the repository root)

Drawing is deterministic (fixed random seeds), so a re-run gives the same images.
"""

from __future__ import annotations

from pathlib import Path

from scripts.demo_media.models import write_glb
from scripts.demo_media.photos import write_photos
from scripts.demo_media.vectors import write_svgs

OUTPUT = Path(__file__).resolve().parents[2] / "ssr" / "public" / "media" / "demo"


def main() -> None:
    OUTPUT.mkdir(parents=True, exist_ok=True)
    write_photos(OUTPUT)
    write_svgs(OUTPUT)
    write_glb(OUTPUT / "desembrood.glb")
    files = sorted(OUTPUT.iterdir())
    total = sum(path.stat().st_size for path in files)
    for path in files:
        print(f"{path.stat().st_size // 1024:>5} kB  /media/demo/{path.name}")
    print(f"{total // 1024:>5} kB  total")


if __name__ == "__main__":
    main()
