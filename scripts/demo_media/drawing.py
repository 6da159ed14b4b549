"""Drawing primitives of the demo photos: gradients, lit shapes, shadows, surfaces, bakes.

Everything is drawn at `SCALE` times the final size and scaled down by
`scripts/demo_media/photos.py`, which gives smooth edges without an anti-aliasing engine.
"""

from __future__ import annotations

import random

from PIL import Image, ImageDraw, ImageFilter, ImageFont

# Drawn at twice the size and scaled down: cheap anti-aliasing.
SCALE = 2

CRUST = (176, 98, 34)
CRUST_LIGHT = (228, 160, 78)
CRUST_DARK = (110, 52, 16)
FLOUR = (250, 244, 230)


def font(size: int) -> ImageFont.ImageFont:
    for name in ("DejaVuSans-Bold.ttf", "LiberationSans-Bold.ttf"):
        for folder in ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/liberation"):
            try:
                return ImageFont.truetype(f"{folder}/{name}", size)
            except OSError:
                continue
    return ImageFont.load_default(size)


def gradient(size: tuple[int, int], top: tuple, bottom: tuple) -> Image.Image:
    mask = Image.linear_gradient("L").resize(size)
    return Image.composite(Image.new("RGB", size, bottom), Image.new("RGB", size, top), mask)


def shaded(canvas: Image.Image, box: tuple, light: tuple, dark: tuple, angle: float = 0) -> None:
    """An ellipse lit from the upper left: a radial highlight over a dark base."""
    x0, y0, x1, y1 = (int(v) for v in box)
    w, h = x1 - x0, y1 - y0
    pad = int(max(w, h) * 0.3)
    size = (w + 2 * pad, h + 2 * pad)
    glow = Image.radial_gradient("L").resize((int(w * 1.5), int(h * 1.6)))
    highlight = Image.new("L", size, 255)
    highlight.paste(glow, (pad - int(w * 0.35), pad - int(h * 0.45)))
    body = Image.composite(Image.new("RGB", size, dark), Image.new("RGB", size, light), highlight)
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).ellipse((pad, pad, pad + w, pad + h), fill=255)
    if angle:
        body, mask = body.rotate(angle, Image.BICUBIC), mask.rotate(angle, Image.BICUBIC)
    canvas.paste(body, (x0 - pad, y0 - pad), mask)


def shadow(canvas: Image.Image, box: tuple, strength: int = 110, blur: int = 24) -> None:
    layer = Image.new("L", canvas.size, 0)
    ImageDraw.Draw(layer).ellipse(box, fill=strength)
    layer = layer.filter(ImageFilter.GaussianBlur(blur))
    canvas.paste((40, 22, 10), (0, 0), layer)


def wood(size: tuple[int, int], seed: int) -> Image.Image:
    rnd = random.Random(seed)
    img = gradient(size, (150, 100, 62), (104, 64, 36))
    draw = ImageDraw.Draw(img)
    plank = size[1] // 5
    for row in range(6):
        y = row * plank
        draw.line((0, y, size[0], y), fill=(80, 48, 26), width=max(2, SCALE * 2))
        for _ in range(14):
            gy = y + rnd.randint(6, max(7, plank - 6))
            x = rnd.randint(-200, size[0])
            draw.arc(
                (x, gy - 8, x + rnd.randint(200, 900), gy + 8),
                180,
                360,
                fill=(128, 84, 50),
                width=SCALE,
            )
    return img


def linen(size: tuple[int, int]) -> Image.Image:
    img = Image.new("RGB", size, (236, 228, 212))
    draw = ImageDraw.Draw(img)
    step = 36 * SCALE
    for x in range(0, size[0], step * 2):
        draw.rectangle((x, 0, x + step, size[1]), fill=(226, 214, 194))
    for y in range(0, size[1], step * 2):
        draw.rectangle((0, y, size[0], y + step), fill=(214, 200, 176))
    return img


def dust(canvas: Image.Image, area: tuple, count: int, seed: int) -> None:
    rnd = random.Random(seed)
    layer = Image.new("L", canvas.size, 0)
    draw = ImageDraw.Draw(layer)
    for _ in range(count):
        x, y, r = rnd.randint(area[0], area[2]), rnd.randint(area[1], area[3]), rnd.randint(1, 3)
        draw.ellipse(
            (x - r * SCALE, y - r * SCALE, x + r * SCALE, y + r * SCALE), fill=rnd.randint(90, 200)
        )
    canvas.paste(FLOUR, (0, 0), layer.filter(ImageFilter.GaussianBlur(1)))


def loaf(canvas: Image.Image, cx: int, cy: int, rx: int, ry: int, scores: int = 3) -> None:
    shadow(canvas, (cx - rx, cy + ry * 0.4, cx + rx, cy + ry * 1.15))
    shaded(canvas, (cx - rx, cy - ry, cx + rx, cy + ry), CRUST_LIGHT, CRUST_DARK)
    draw = ImageDraw.Draw(canvas)
    for i in range(scores):
        offset = (i - (scores - 1) / 2) * rx * 0.42
        draw.arc(
            (cx - rx * 0.5 + offset, cy - ry * 0.75, cx + rx * 0.5 + offset, cy + ry * 0.75),
            230,
            310,
            fill=(244, 214, 160),
            width=5 * SCALE,
        )
    dust(canvas, (cx - rx // 2, cy - ry, cx + rx // 2, cy), rx // 6, cx + cy)


def baguette(canvas: Image.Image, cx: int, cy: int, length: int, angle: float) -> None:
    box = (cx - length // 2, cy - length // 9, cx + length // 2, cy + length // 9)
    shadow(canvas, (box[0], box[1] + 30, box[2], box[3] + 40), blur=20)
    layer = Image.new("RGB", canvas.size)
    mask = Image.new("L", canvas.size, 0)
    shaded(layer, box, CRUST_LIGHT, CRUST_DARK)
    ImageDraw.Draw(mask).ellipse(box, fill=255)
    draw = ImageDraw.Draw(layer)
    for i in range(5):
        x = box[0] + length * (0.16 + i * 0.17)
        draw.line(
            (x - 30 * SCALE, cy + 10 * SCALE, x + 30 * SCALE, cy - 10 * SCALE),
            fill=(240, 206, 148),
            width=6 * SCALE,
        )
    layer, mask = (
        layer.rotate(angle, Image.BICUBIC, center=(cx, cy)),
        mask.rotate(angle, Image.BICUBIC, center=(cx, cy)),
    )
    canvas.paste(layer, (0, 0), mask)


def croissant(canvas: Image.Image, cx: int, cy: int, size: int) -> None:
    shadow(canvas, (cx - size, cy - size * 0.1, cx + size, cy + size * 0.6), blur=18)
    segments = [
        (-0.85, 0.28, 0.32),
        (-0.5, 0.05, 0.5),
        (0, -0.05, 0.62),
        (0.5, 0.05, 0.5),
        (0.85, 0.28, 0.32),
    ]
    for dx, dy, r in segments:
        x, y, rr = cx + dx * size, cy + dy * size, r * size
        shaded(
            canvas,
            (x - rr * 0.8, y - rr * 0.7, x + rr * 0.8, y + rr * 0.7),
            (236, 170, 84),
            (150, 78, 22),
        )


def plate(canvas: Image.Image, cx: int, cy: int, rx: int, ry: int, colour=(248, 248, 244)) -> None:
    shadow(canvas, (cx - rx, cy - ry + 20, cx + rx, cy + ry + 30), strength=90)
    draw = ImageDraw.Draw(canvas)
    draw.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=colour)
    draw.ellipse(
        (cx - rx * 0.8, cy - ry * 0.8, cx + rx * 0.8, cy + ry * 0.8),
        outline=(225, 225, 218),
        width=4 * SCALE,
    )
