"""The colours of the webshop photos' walls and tables, and the stage they make."""

from __future__ import annotations

from scripts.demo_media import bakes

WARM, SAGE, BLUSH, SKY, CREAMY, DUSK = (
    (250, 232, 204),
    (222, 234, 214),
    (250, 224, 228),
    (218, 230, 242),
    (252, 242, 214),
    (226, 214, 236),
)
OAK, WALNUT, MARBLE, LINEN = (186, 128, 76), (120, 76, 44), (236, 234, 230), (226, 212, 188)
CRUST_LIGHT, CRUST_DARK = (228, 160, 78), (110, 52, 16)


def stage(size, wall, top, seed=1):
    """A product photo's background: a wall in `wall` above a table top in `top`."""
    return bakes.table(size, wall, top, seed)
