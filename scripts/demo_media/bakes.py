"""The webshop's subjects: cakes, tarts, cookies, buns, pastries, cups and packages.

Each function paints one subject on a canvas drawn at `SCALE` times the final size
(see `scripts/demo_media/drawing.py`), lit from the upper left with a soft shadow, so
the product illustrations of `scripts/demo_media/shop.py` share one look.
"""

from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw, ImageFilter

from scripts.demo_media.drawing import SCALE, font, gradient, shaded, shadow

CREAM = (255, 250, 238)
CHOCOLATE = (92, 50, 28)
CHOCOLATE_LIGHT = (150, 92, 54)
STRAWBERRY = (214, 48, 62)


def table(size: tuple[int, int], wall: tuple, top: tuple, seed: int) -> Image.Image:
    """A wall in a soft gradient above a table top: the stage of every product photo."""
    w, h = size
    img = gradient(size, wall, tuple(max(0, c - 28) for c in wall))
    surface = gradient((w, h - int(h * 0.58)), top, tuple(max(0, c - 40) for c in top))
    img.paste(surface, (0, int(h * 0.58)))
    glow = Image.new("L", size, 0)
    ImageDraw.Draw(glow).ellipse((-w * 0.2, -h * 0.5, w * 0.7, h * 0.5), fill=70)
    img.paste((255, 246, 226), (0, 0), glow.filter(ImageFilter.GaussianBlur(w // 8)))
    rnd = random.Random(seed)
    draw = ImageDraw.Draw(img)
    for _ in range(6):
        y = rnd.randint(int(h * 0.62), h)
        draw.line((0, y, w, y + rnd.randint(-20, 20)), fill=tuple(c - 12 for c in top), width=SCALE)
    return img


def board(img: Image.Image, cx: int, cy: int, rx: int, ry: int, colour=(196, 140, 86)) -> None:
    shadow(img, (cx - rx, cy - ry + ry // 3, cx + rx, cy + ry + ry // 2), strength=100)
    dark = tuple(c - 50 for c in colour)
    draw = ImageDraw.Draw(img)
    draw.ellipse((cx - rx, cy - ry + ry // 6, cx + rx, cy + ry + ry // 6), fill=dark)
    shaded(
        img, (cx - rx, cy - ry, cx + rx, cy + ry), tuple(min(255, c + 30) for c in colour), colour
    )


def cake(
    img: Image.Image,
    cx: int,
    base: int,
    rx: int,
    height: int,
    side: tuple,
    top: tuple,
    layers: tuple = (),
) -> int:
    """A round cake seen from the side; returns the y of the top's centre.

    `layers` are (fraction of the height, colour) bands around the side, e.g. a filling
    showing between sponges on a cut cake or a ribbon.
    """
    ry = max(8, rx // 4)
    shadow(img, (cx - rx * 1.1, base - ry * 0.4, cx + rx * 1.1, base + ry * 1.3), strength=120)
    body = gradient((2 * rx, height), side, tuple(max(0, c - 36) for c in side))
    shade = Image.linear_gradient("L").rotate(90, expand=True).resize((2 * rx, height))
    body = Image.composite(
        body, Image.new("RGB", body.size, tuple(max(0, c - 60) for c in side)), shade
    )
    img.paste(body, (cx - rx, base - height))
    draw = ImageDraw.Draw(img)
    for fraction, colour in layers:
        y = base - int(height * fraction)
        draw.rectangle((cx - rx, y - 5 * SCALE, cx + rx, y + 5 * SCALE), fill=colour)
    draw.pieslice(
        (cx - rx, base - ry, cx + rx, base + ry), 0, 180, fill=tuple(max(0, c - 50) for c in side)
    )
    top_y = base - height
    shaded(
        img, (cx - rx, top_y - ry, cx + rx, top_y + ry), tuple(min(255, c + 12) for c in top), top
    )
    return top_y


def rosettes(img: Image.Image, cx: int, cy: int, rx: int, count: int, colour, size: int) -> None:
    ry = max(8, rx // 4)
    for i in range(count):
        a = math.pi * 2 * i / count
        x, y = cx + math.cos(a) * rx * 0.82, cy + math.sin(a) * ry * 0.7
        shaded(
            img,
            (x - size, y - size * 1.1, x + size, y + size * 0.6),
            colour,
            tuple(c - 40 for c in colour),
        )


def berries(
    img: Image.Image, cx: int, cy: int, rx: int, ry: int, count: int, colour, seed: int
) -> None:
    rnd = random.Random(seed)
    for _ in range(count):
        a, d = rnd.uniform(0, math.pi * 2), rnd.uniform(0, 0.8)
        x, y = cx + math.cos(a) * rx * d, cy + math.sin(a) * ry * d
        r = rx * rnd.uniform(0.07, 0.11)
        dark = tuple(max(0, c - 90) for c in colour)
        shaded(img, (x - r, y - r * 0.9, x + r, y + r * 0.9), colour, dark)


def drip(img: Image.Image, cx: int, top_y: int, rx: int, colour, seed: int) -> None:
    """Ganache running down the side of a cake."""
    ry = max(8, rx // 4)
    rnd = random.Random(seed)
    draw = ImageDraw.Draw(img)
    draw.pieslice((cx - rx, top_y - ry, cx + rx, top_y + ry), 0, 180, fill=colour)
    for i in range(14):
        x = cx - rx + (i + 0.5) * (2 * rx) / 14
        length = rnd.randint(ry // 2, ry * 2)
        y0 = top_y + int(ry * math.sin(math.acos(max(-1, min(1, (x - cx) / rx)))))
        width = 2 * rx // 14 // 2
        draw.rounded_rectangle(
            (x - width, y0 - 4, x + width, y0 + length), radius=width, fill=colour
        )
    shaded(img, (cx - rx, top_y - ry, cx + rx, top_y + ry), tuple(c + 30 for c in colour), colour)


def candles(img: Image.Image, cx: int, top_y: int, rx: int, colours: tuple) -> None:
    draw = ImageDraw.Draw(img)
    n = len(colours)
    for i, colour in enumerate(colours):
        x = cx - rx * 0.5 + i * rx / max(1, n - 1)
        draw.rectangle((x - 5 * SCALE, top_y - 60 * SCALE, x + 5 * SCALE, top_y), fill=colour)
        shaded(
            img,
            (x - 7 * SCALE, top_y - 80 * SCALE, x + 7 * SCALE, top_y - 58 * SCALE),
            (255, 236, 140),
            (240, 140, 30),
        )


def tart(
    img: Image.Image,
    cx: int,
    cy: int,
    r: int,
    filling: tuple,
    crust: tuple,
    pattern: str,
    seed: int,
) -> None:
    """A tart or vlaai from above at an angle: crust rim, filling, and a top pattern."""
    ry = int(r * 0.62)
    shadow(img, (cx - r, cy - ry + 20, cx + r, cy + ry + 40), strength=120)
    draw = ImageDraw.Draw(img)
    draw.ellipse(
        (cx - r, cy - ry + 14 * SCALE, cx + r, cy + ry + 14 * SCALE),
        fill=tuple(c - 50 for c in crust),
    )
    shaded(img, (cx - r, cy - ry, cx + r, cy + ry), tuple(min(255, c + 30) for c in crust), crust)
    inner = (cx - r * 0.86, cy - ry * 0.84, cx + r * 0.86, cy + ry * 0.84)
    shaded(img, inner, tuple(min(255, c + 30) for c in filling), filling)
    draw = ImageDraw.Draw(img)
    if pattern == "lattice":
        mask = Image.new("L", img.size, 0)
        ImageDraw.Draw(mask).ellipse(inner, fill=255)
        layer = img.copy()
        ld = ImageDraw.Draw(layer)
        for i in range(-4, 5):
            off = i * r * 0.2
            ld.line(
                (cx + off - r * 0.2, cy - ry, cx + off + r * 0.2, cy + ry),
                fill=crust,
                width=int(r * 0.08),
            )
            ld.line(
                (cx - r, cy + off * 0.62, cx + r, cy + off * 0.62),
                fill=tuple(min(255, c + 20) for c in crust),
                width=int(r * 0.07),
            )
        img.paste(layer, (0, 0), mask)
    elif pattern == "berries":
        berries(img, cx, cy, int(r * 0.8), int(ry * 0.8), 34, STRAWBERRY, seed)
    elif pattern == "cherries":
        berries(img, cx, cy, int(r * 0.8), int(ry * 0.8), 40, (150, 20, 40), seed)
    elif pattern == "meringue":
        rnd = random.Random(seed)
        for _ in range(30):
            a, d = rnd.uniform(0, math.pi * 2), rnd.uniform(0, 0.75)
            x, y = cx + math.cos(a) * r * d, cy + math.sin(a) * ry * d
            s = r * 0.12
            shaded(img, (x - s, y - s * 1.2, x + s, y + s * 0.5), (255, 246, 220), (222, 160, 80))
    elif pattern == "crumble":
        rnd = random.Random(seed)
        for _ in range(160):
            a, d = rnd.uniform(0, math.pi * 2), rnd.uniform(0, 0.85)
            x, y, s = (
                cx + math.cos(a) * r * d,
                cy + math.sin(a) * ry * d,
                rnd.randint(6, 14) * SCALE,
            )
            draw.ellipse(
                (x - s, y - s * 0.7, x + s, y + s * 0.7),
                fill=rnd.choice(((232, 186, 110), (210, 150, 80), (246, 214, 150))),
            )
    elif pattern == "slice":
        draw.pieslice(inner, 300, 345, fill=(250, 240, 220))


def cookie(
    img: Image.Image, cx: int, cy: int, r: int, colour: tuple, pattern: str, seed: int
) -> None:
    ry = int(r * 0.8)
    shadow(img, (cx - r, cy - ry + 10, cx + r, cy + ry + 24), strength=90, blur=12)
    shaded(
        img,
        (cx - r, cy - ry, cx + r, cy + ry),
        tuple(min(255, c + 34) for c in colour),
        tuple(max(0, c - 40) for c in colour),
    )
    draw = ImageDraw.Draw(img)
    rnd = random.Random(seed)
    line = tuple(max(0, c - 46) for c in colour)
    if pattern == "grid":
        layer = Image.new("L", img.size, 0)
        grid = ImageDraw.Draw(layer)
        for k in range(-6, 7):
            grid.line(
                (cx + k * r * 0.16 - r * 0.4, cy - ry, cx + k * r * 0.16 + r * 0.4, cy + ry),
                fill=255,
                width=3 * SCALE,
            )
            grid.line(
                (cx + k * r * 0.16 + r * 0.4, cy - ry, cx + k * r * 0.16 - r * 0.4, cy + ry),
                fill=255,
                width=3 * SCALE,
            )
        clip = Image.new("L", img.size, 0)
        ImageDraw.Draw(clip).ellipse(
            (cx - r * 0.86, cy - ry * 0.86, cx + r * 0.86, cy + ry * 0.86), fill=255
        )
        img.paste(line, (0, 0), Image.composite(layer, clip.point(lambda v: 0), clip))
    elif pattern == "chips":
        for _ in range(9):
            x, y = cx + rnd.uniform(-0.6, 0.6) * r, cy + rnd.uniform(-0.55, 0.55) * ry
            s = r * 0.1
            draw.ellipse((x - s, y - s * 0.8, x + s, y + s * 0.8), fill=CHOCOLATE)
    elif pattern == "sugar":
        for _ in range(26):
            x, y = cx + rnd.uniform(-0.6, 0.6) * r, cy + rnd.uniform(-0.55, 0.55) * ry
            draw.ellipse(
                (x - 3 * SCALE, y - 3 * SCALE, x + 3 * SCALE, y + 3 * SCALE), fill=(255, 252, 244)
            )
    elif pattern == "almond":
        s = r * 0.32
        shaded(img, (cx - s, cy - s * 0.6, cx + s, cy + s * 0.6), (250, 236, 206), (210, 176, 120))
    elif pattern == "ring":
        draw.ellipse((cx - r * 0.3, cy - ry * 0.3, cx + r * 0.3, cy + ry * 0.3), fill=(184, 28, 40))


def bun(
    img: Image.Image, cx: int, cy: int, r: int, colour: tuple, dots: tuple | None, seed: int
) -> None:
    ry = int(r * 0.78)
    shadow(img, (cx - r, cy - ry // 2, cx + r, cy + ry + 20), strength=110, blur=14)
    shaded(
        img,
        (cx - r, cy - ry, cx + r, cy + ry),
        tuple(min(255, c + 50) for c in colour),
        tuple(max(0, c - 40) for c in colour),
    )
    if dots:
        rnd = random.Random(seed)
        draw = ImageDraw.Draw(img)
        for _ in range(12):
            x, y = cx + rnd.uniform(-0.65, 0.65) * r, cy + rnd.uniform(-0.6, 0.5) * ry
            s = r * 0.07
            draw.ellipse((x - s, y - s * 0.8, x + s, y + s * 0.8), fill=dots)


def bar(
    img: Image.Image, box: tuple, colour: tuple, radius: int, stripes: int = 0, stripe=None
) -> None:
    """A rounded oblong bake: a sausage roll, a slab of focaccia, a tompouce layer."""
    x0, y0, x1, y1 = (int(v) for v in box)
    shadow(img, (x0, y1 - (y1 - y0) // 3, x1, y1 + (y1 - y0) // 3), strength=110, blur=14)
    w, h = x1 - x0, y1 - y0
    body = gradient(
        (w, h), tuple(min(255, c + 40) for c in colour), tuple(max(0, c - 40) for c in colour)
    )
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w - 1, h - 1), radius=radius, fill=255)
    img.paste(body, (x0, y0), mask)
    if stripes:
        draw = ImageDraw.Draw(img)
        for i in range(stripes):
            x = x0 + w * (i + 1) / (stripes + 1)
            draw.line(
                (x - h * 0.2, y0 + h * 0.2, x + h * 0.2, y1 - h * 0.2), fill=stripe, width=4 * SCALE
            )


def cup(
    img: Image.Image, cx: int, base: int, w: int, colour: tuple, drink: tuple, steam: bool = True
) -> None:
    h = int(w * 0.8)
    shadow(img, (cx - w, base - 20, cx + w, base + w // 4), strength=110)
    draw = ImageDraw.Draw(img)
    draw.ellipse(
        (cx - w * 0.95, base - w * 0.18, cx + w * 0.95, base + w * 0.18), fill=(246, 244, 240)
    )
    draw.ellipse(
        (cx + w * 0.35, base - h * 0.8, cx + w * 0.85, base - h * 0.3),
        outline=colour,
        width=10 * SCALE,
    )
    draw.rounded_rectangle(
        (cx - w * 0.55, base - h, cx + w * 0.55, base - 4), radius=int(w * 0.25), fill=colour
    )
    draw.ellipse(
        (cx - w * 0.55, base - h - w * 0.14, cx + w * 0.55, base - h + w * 0.14),
        fill=tuple(c - 20 for c in colour),
    )
    draw.ellipse((cx - w * 0.48, base - h - w * 0.1, cx + w * 0.48, base - h + w * 0.1), fill=drink)
    if steam:
        for k in (-1, 0, 1):
            x = cx + k * w * 0.22
            for j in range(3):
                y = base - h - w * (0.25 + j * 0.22)
                draw.arc(
                    (x - w * 0.1, y - w * 0.1, x + w * 0.1, y + w * 0.1),
                    90 if j % 2 else 270,
                    270 if j % 2 else 90,
                    fill=(255, 255, 255),
                    width=3 * SCALE,
                )


def package(
    img: Image.Image,
    box: tuple,
    colour: tuple,
    label: str,
    label_colour=(255, 250, 238),
    ink=(90, 40, 20),
) -> None:
    """A bag, tin, box or book front with a printed label."""
    x0, y0, x1, y1 = (int(v) for v in box)
    shadow(img, (x0 - 20, y1 - 40, x1 + 40, y1 + 60), strength=120)
    w, h = x1 - x0, y1 - y0
    body = gradient(
        (w, h), tuple(min(255, c + 30) for c in colour), tuple(max(0, c - 30) for c in colour)
    )
    side = Image.linear_gradient("L").rotate(90, expand=True).resize((w, h))
    body = Image.composite(
        body, Image.new("RGB", (w, h), tuple(max(0, c - 50) for c in colour)), side
    )
    img.paste(body, (x0, y0))
    draw = ImageDraw.Draw(img)
    lw, lh = int(w * 0.8), int(h * 0.34)
    lx, ly = x0 + (w - lw) // 2, y0 + int(h * 0.36)
    draw.rounded_rectangle((lx, ly, lx + lw, ly + lh), radius=12 * SCALE, fill=label_colour)
    lines = label.split("\n")
    size = int(lh / (len(lines) + 0.8))
    while size > 8 and max(font(size).getlength(t) for t in lines) > lw * 0.86:
        size -= 2
    for i, text in enumerate(lines):
        y = ly + lh * (i + 1) / (len(lines) + 1)
        draw.text((x0 + w // 2, y), text, fill=ink, font=font(size), anchor="mm")


def beans(img: Image.Image, area: tuple, count: int, seed: int, colour=(84, 46, 24)) -> None:
    rnd = random.Random(seed)
    draw = ImageDraw.Draw(img)
    for _ in range(count):
        x, y = rnd.randint(area[0], area[2]), rnd.randint(area[1], area[3])
        s = rnd.randint(9, 13) * SCALE
        draw.ellipse((x - s, y - s * 0.7, x + s, y + s * 0.7), fill=colour)
        draw.line((x - s * 0.7, y, x + s * 0.7, y), fill=(50, 26, 12), width=2 * SCALE)


def leaf(img: Image.Image, cx: int, cy: int, size: int, angle: float, colour=(90, 150, 70)) -> None:
    layer = Image.new("L", (size * 2, size * 2), 0)
    ImageDraw.Draw(layer).ellipse((size * 0.6, 0, size * 1.4, size * 2), fill=255)
    layer = layer.rotate(angle, Image.BICUBIC)
    img.paste(colour, (cx - size, cy - size), layer)
