"""Painters of the webshop's bread, cake, tart and cookie photos.

Each factory takes the product's colours and returns a painter `paint(size) -> Image`
that `scripts/demo_media/photos.py` renders; the table in `scripts/demo_media/shop.py`
names the product each painter is for.
"""

from __future__ import annotations

import math
import random

from PIL import ImageDraw

from scripts.demo_media import bakes
from scripts.demo_media.drawing import SCALE, baguette, dust, plate, shaded, shadow
from scripts.demo_media.palette import (
    LINEN,
    MARBLE,
    OAK,
    WARM,
    stage,
)


def loaf(img, cx, cy, rx, ry, light, dark, scores=3, seeds=None, seed=0):
    shadow(img, (cx - rx, cy + ry * 0.3, cx + rx, cy + ry * 1.15))
    shaded(img, (cx - rx, cy - ry, cx + rx, cy + ry), light, dark)
    draw = ImageDraw.Draw(img)
    for i in range(scores):
        offset = (i - (scores - 1) / 2) * rx * 0.42
        draw.arc(
            (cx - rx * 0.5 + offset, cy - ry * 0.75, cx + rx * 0.5 + offset, cy + ry * 0.75),
            230,
            310,
            fill=tuple(min(255, c + 60) for c in light),
            width=5 * SCALE,
        )
    if seeds:
        rnd = random.Random(seed)
        for _ in range(70):
            a, d = rnd.uniform(0, math.pi * 2), rnd.uniform(0, 0.85)
            x, y = cx + math.cos(a) * rx * d, cy - abs(math.sin(a)) * ry * d
            draw.ellipse((x - 4 * SCALE, y - 2 * SCALE, x + 4 * SCALE, y + 2 * SCALE), fill=seeds)
    else:
        dust(img, (cx - rx // 2, cy - ry, cx + rx // 2, cy), rx // 8, cx + cy)


# ----------------------------------------------------------------------------- bread
def bread(light, dark, wall, top, scores=3, seeds=None, oval=False, board=True):
    def paint(size):
        w, h = size
        img = stage(size, wall, top)
        if board:
            bakes.board(img, w // 2, int(h * 0.7), int(w * 0.42), int(h * 0.13))
        rx, ry = (int(w * 0.36), int(h * 0.17)) if oval else (int(w * 0.3), int(h * 0.22))
        loaf(img, w // 2, int(h * 0.56), rx, ry, light, dark, scores, seeds, seed=w)
        return img

    return paint


def block_bread(colour, wall, top, seeds=None):
    def paint(size):
        w, h = size
        img = stage(size, wall, top)
        bakes.board(img, w // 2, int(h * 0.72), int(w * 0.44), int(h * 0.12))
        bakes.bar(img, (w * 0.16, h * 0.42, w * 0.7, h * 0.7), colour, 26 * SCALE)
        draw = ImageDraw.Draw(img)
        for i in range(3):
            x = w * (0.72 + i * 0.05)
            draw.rounded_rectangle(
                (x, h * 0.46, x + w * 0.04, h * 0.72),
                radius=6 * SCALE,
                fill=tuple(c + 40 for c in colour),
            )
        if seeds:
            bakes.beans(
                img, (int(w * 0.2), int(h * 0.44), int(w * 0.66), int(h * 0.5)), 30, 3, seeds
            )
        return img

    return paint


def baguettes(size):
    w, h = size
    img = stage(size, WARM, LINEN)
    for i, angle in enumerate((14, 6, -2)):
        baguette(img, w // 2, int(h * (0.42 + i * 0.14)), int(w * 0.86), angle)
    return img


def buns(colour, dots, wall, top, count=6):
    def paint(size):
        w, h = size
        img = stage(size, wall, top)
        plate(img, w // 2, int(h * 0.64), int(w * 0.42), int(h * 0.2))
        spots = ((0.34, 0.56), (0.56, 0.54), (0.74, 0.6), (0.26, 0.68), (0.46, 0.7), (0.66, 0.74))
        for i, (x, y) in enumerate(spots[:count]):
            bakes.bun(img, int(w * x), int(h * y), int(w * 0.12), colour, dots, i)
        return img

    return paint


def book(title, colour, wall):
    def paint(size):
        w, h = size
        img = stage(size, wall, OAK)
        bakes.package(
            img,
            (w * 0.26, h * 0.16, w * 0.74, h * 0.84),
            colour,
            title,
            (250, 236, 206),
            (120, 50, 20),
        )
        loaf(
            img,
            int(w * 0.82),
            int(h * 0.8),
            int(w * 0.13),
            int(h * 0.08),
            (228, 160, 78),
            (110, 52, 16),
            1,
        )
        return img

    return paint


# ----------------------------------------------------------------------------- cakes
def layer_cake(side, top, wall, deco, layers=(), seed=1):
    def paint(size):
        w, h = size
        img = stage(size, wall, MARBLE)
        plate(img, w // 2, int(h * 0.76), int(w * 0.4), int(h * 0.1))
        rx = int(w * 0.3)
        top_y = bakes.cake(img, w // 2, int(h * 0.74), rx, int(h * 0.3), side, top, layers)
        if deco == "cream":
            bakes.rosettes(img, w // 2, top_y, rx, 10, bakes.CREAM, 20 * SCALE // 2 * 2)
            bakes.berries(
                img, w // 2, top_y, int(rx * 0.5), int(rx * 0.12), 6, bakes.STRAWBERRY, seed
            )
        elif deco == "candles":
            bakes.rosettes(img, w // 2, top_y, rx, 12, (255, 214, 226), 18 * SCALE // 2 * 2)
            bakes.candles(
                img,
                w // 2,
                top_y,
                rx,
                ((80, 160, 220), (240, 190, 60), (230, 90, 120), (120, 190, 110)),
            )
        elif deco == "drip":
            bakes.drip(img, w // 2, top_y, rx, bakes.CHOCOLATE, seed)
            bakes.berries(img, w // 2, top_y, int(rx * 0.5), int(rx * 0.12), 7, (120, 30, 60), seed)
        elif deco == "sprinkles":
            rnd = random.Random(seed)
            draw = ImageDraw.Draw(img)
            for _ in range(120):
                x = w // 2 + rnd.uniform(-0.85, 0.85) * rx
                y = top_y + rnd.uniform(-1, 1) * rx * 0.18
                colour = rnd.choice(
                    ((240, 90, 120), (80, 170, 230), (250, 210, 60), (120, 200, 120))
                )
                draw.line((x, y, x + 10 * SCALE, y + 3 * SCALE), fill=colour, width=3 * SCALE)
        return img

    return paint


def tiered(side, wall, flowers, naked=False):
    def paint(size):
        w, h = size
        img = stage(size, wall, MARBLE)
        plate(img, w // 2, int(h * 0.86), int(w * 0.36), int(h * 0.07), (240, 236, 228))
        base = int(h * 0.85)
        for i, (rx, height) in enumerate(((0.3, 0.2), (0.22, 0.18), (0.14, 0.16))):
            layers = (
                ((0.33, (250, 240, 230)), (0.66, (250, 240, 230))) if naked else ((0.12, flowers),)
            )
            top_y = bakes.cake(
                img,
                w // 2,
                base,
                int(w * rx),
                int(h * height),
                side,
                bakes.CREAM if not naked else side,
                layers,
            )
            if naked:
                bakes.berries(
                    img, w // 2, top_y, int(w * rx * 0.7), int(w * rx * 0.15), 8, (150, 40, 90), i
                )
            else:
                for k in range(5):
                    x = w // 2 + (k - 2) * w * rx * 0.35
                    s = 14 * SCALE
                    shaded(
                        img,
                        (x - s, top_y - s, x + s, top_y + s * 0.6),
                        flowers,
                        tuple(c - 60 for c in flowers),
                    )
            base = top_y
        return img

    return paint


def tart_photo(filling, crust, pattern, wall, top, seed=1):
    def paint(size):
        w, h = size
        img = stage(size, wall, top)
        bakes.tart(img, w // 2, int(h * 0.62), int(w * 0.38), filling, crust, pattern, seed)
        return img

    return paint


# ----------------------------------------------------------------------------- cookies
def cookies(colour, pattern, wall, top, count=7, r=0.13):
    def paint(size):
        w, h = size
        img = stage(size, wall, top)
        spots = (
            (0.3, 0.55),
            (0.55, 0.5),
            (0.76, 0.58),
            (0.22, 0.76),
            (0.47, 0.74),
            (0.72, 0.8),
            (0.5, 0.92),
        )
        for i, (x, y) in enumerate(spots[:count]):
            bakes.cookie(img, int(w * x), int(h * y), int(w * r), colour, pattern, i)
        return img

    return paint


def stack(colour, pattern, wall, top):
    def paint(size):
        w, h = size
        img = stage(size, wall, top)
        for i in range(6):
            bakes.cookie(
                img,
                w // 2,
                int(h * (0.78 - i * 0.055)),
                int(w * 0.28),
                colour,
                pattern if i == 5 else "",
                i,
            )
        return img

    return paint


def bowl_of(colour, wall, top, count=160):
    def paint(size):
        w, h = size
        img = stage(size, wall, top)
        cx, cy = w // 2, int(h * 0.66)
        shadow(img, (cx - w * 0.36, cy - h * 0.02, cx + w * 0.36, cy + h * 0.2))
        draw = ImageDraw.Draw(img)
        draw.chord(
            (cx - w * 0.36, cy - h * 0.2, cx + w * 0.36, cy + h * 0.2), 0, 180, fill=(64, 96, 140)
        )
        rnd = random.Random(count)
        for _ in range(count):
            x, y = cx + rnd.uniform(-0.3, 0.3) * w, cy + rnd.uniform(-0.07, 0.03) * h
            s = w * 0.022
            shaded(img, (x - s, y - s, x + s, y + s), tuple(c + 40 for c in colour), colour)
        return img

    return paint


def slab(colour, wall, top, almonds=True):
    def paint(size):
        w, h = size
        img = stage(size, wall, top)
        bakes.bar(img, (w * 0.14, h * 0.46, w * 0.86, h * 0.8), colour, 14 * SCALE)
        draw = ImageDraw.Draw(img)
        for k in range(1, 4):
            x = w * (0.14 + k * 0.18)
            draw.line(
                (x, h * 0.47, x, h * 0.79), fill=tuple(c - 40 for c in colour), width=2 * SCALE
            )
        if almonds:
            for k in range(4):
                x, y, s = w * (0.23 + k * 0.18), h * 0.6, w * 0.04
                shaded(
                    img, (x - s, y - s * 0.6, x + s, y + s * 0.6), (250, 236, 206), (200, 160, 110)
                )
        return img

    return paint


def tin(label, colour, wall, cookie_colour=(220, 160, 80)):
    def paint(size):
        w, h = size
        img = stage(size, wall, OAK)
        bakes.package(img, (w * 0.2, h * 0.3, w * 0.72, h * 0.82), colour, label)
        for i, x in enumerate((0.78, 0.88)):
            bakes.cookie(img, int(w * x), int(h * 0.86), int(w * 0.08), cookie_colour, "sugar", i)
        return img

    return paint
