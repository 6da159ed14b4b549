"""Painters of the webshop's pastry, savoury, coffee, tea and gift photos.

Same form as `scripts/demo_media/loaves_and_cakes.py`: factories returning painters.
"""

from __future__ import annotations

import math
import random

from PIL import ImageDraw

from scripts.demo_media import bakes
from scripts.demo_media.drawing import SCALE, croissant, dust, font, plate, shaded, shadow
from scripts.demo_media.palette import (
    BLUSH,
    DUSK,
    MARBLE,
    OAK,
    SAGE,
    SKY,
    WALNUT,
    WARM,
    stage,
)


# ----------------------------------------------------------------------------- pastry
def tompouces(size):
    w, h = size
    img = stage(size, SAGE, MARBLE)
    for i, cx in enumerate((0.3, 0.7)):
        x, y, bw, bh = w * cx, h * (0.6 + i * 0.08), w * 0.34, h * 0.24
        for start, end, colour in (
            (0, 0.2, (244, 120, 164)),
            (0.2, 0.32, (232, 176, 104)),
            (0.32, 0.8, (252, 226, 140)),
            (0.8, 1, (222, 160, 90)),
        ):
            bakes.bar(
                img,
                (x - bw / 2, y - bh / 2 + bh * start, x + bw / 2, y - bh / 2 + bh * end),
                colour,
                6 * SCALE,
            )
    return img


def croissant_plate(size):
    w, h = size
    img = stage(size, WARM, OAK)
    plate(img, w // 2, int(h * 0.66), int(w * 0.42), int(h * 0.2))
    for cx, cy in ((0.36, 0.6), (0.64, 0.6), (0.5, 0.72)):
        croissant(img, int(w * cx), int(h * cy), int(w * 0.14))
    return img


def rolls(colour, stripe, wall, top, stripes=4, filling=None):
    def paint(size):
        w, h = size
        img = stage(size, wall, top)
        for i, y in enumerate((0.56, 0.74)):
            x0 = w * (0.14 + i * 0.08)
            bakes.bar(
                img,
                (x0, h * y - h * 0.08, x0 + w * 0.62, h * y + h * 0.08),
                colour,
                30 * SCALE,
                stripes,
                stripe,
            )
            if filling:
                draw = ImageDraw.Draw(img)
                draw.rounded_rectangle(
                    (x0 + w * 0.06, h * y - h * 0.02, x0 + w * 0.56, h * y + h * 0.03),
                    radius=8 * SCALE,
                    fill=filling,
                )
        return img

    return paint


def triangles(colour, wall, top, sugar=True):
    def paint(size):
        w, h = size
        img = stage(size, wall, top)
        for i, (cx, cy) in enumerate(((0.34, 0.62), (0.64, 0.7))):
            x, y, s = w * cx, h * cy, w * 0.22
            shadow(img, (x - s, y, x + s, y + s * 0.5), blur=14)
            draw = ImageDraw.Draw(img)
            draw.polygon(
                [(x - s, y + s * 0.3), (x + s, y + s * 0.3), (x + s * 0.1, y - s * 0.6)],
                fill=colour,
            )
            draw.polygon(
                [(x - s * 0.7, y + s * 0.2), (x + s * 0.6, y + s * 0.2), (x, y - s * 0.4)],
                fill=tuple(min(255, c + 30) for c in colour),
            )
            if sugar:
                dust(
                    img,
                    (int(x - s * 0.6), int(y - s * 0.3), int(x + s * 0.6), int(y + s * 0.2)),
                    60,
                    i,
                )
        return img

    return paint


def domes(colour, top_colour, wall, top, count=3, r=0.15):
    def paint(size):
        w, h = size
        img = stage(size, wall, top)
        plate(img, w // 2, int(h * 0.7), int(w * 0.42), int(h * 0.16))
        for i, (x, y) in enumerate(((0.32, 0.64), (0.66, 0.64), (0.5, 0.76))[:count]):
            cx, cy, rr = int(w * x), int(h * y), int(w * r)
            bakes.bun(img, cx, cy, rr, colour, None, i)
            draw = ImageDraw.Draw(img)
            draw.chord((cx - rr, cy - rr * 0.8, cx + rr, cy + rr * 0.7), 180, 360, fill=top_colour)
            shaded(
                img,
                (cx - rr * 0.6, cy - rr * 0.7, cx + rr * 0.2, cy - rr * 0.3),
                tuple(c + 50 for c in top_colour),
                top_colour,
            )
        return img

    return paint


def spirals(size):
    w, h = size
    img = stage(size, BLUSH, OAK)
    for i, (x, y) in enumerate(((0.32, 0.6), (0.66, 0.6), (0.5, 0.78))):
        cx, cy, r = int(w * x), int(h * y), int(w * 0.15)
        bakes.cookie(img, cx, cy, r, (214, 150, 84), "", i)
        draw = ImageDraw.Draw(img)
        for k in range(1, 5):
            rr = r * k / 5
            draw.arc(
                (cx - rr, cy - rr * 0.8, cx + rr, cy + rr * 0.8),
                0 + k * 40,
                300 + k * 40,
                fill=(150, 84, 40),
                width=4 * SCALE,
            )
        draw.arc(
            (cx - r * 0.6, cy - r * 0.5, cx + r * 0.6, cy + r * 0.5),
            200,
            340,
            fill=(255, 250, 240),
            width=5 * SCALE,
        )
    return img


def platter(size):
    w, h = size
    img = stage(size, DUSK, MARBLE)
    plate(img, w // 2, int(h * 0.66), int(w * 0.46), int(h * 0.24))
    bakes.bar(img, (w * 0.2, h * 0.5, w * 0.4, h * 0.6), (252, 226, 140), 6 * SCALE)
    bakes.bar(img, (w * 0.2, h * 0.47, w * 0.4, h * 0.51), (244, 120, 164), 6 * SCALE)
    bakes.bun(img, int(w * 0.6), int(h * 0.55), int(w * 0.09), (230, 200, 150), None, 1)
    ImageDraw.Draw(img).chord(
        (w * 0.51, h * 0.48, w * 0.69, h * 0.6), 180, 360, fill=bakes.CHOCOLATE
    )
    bakes.cookie(img, int(w * 0.34), int(h * 0.74), int(w * 0.08), (230, 170, 90), "ring", 2)
    bakes.tart(
        img,
        int(w * 0.64),
        int(h * 0.74),
        int(w * 0.1),
        bakes.STRAWBERRY,
        (220, 160, 90),
        "berries",
        3,
    )
    croissant(img, int(w * 0.48), int(h * 0.64), int(w * 0.07))
    return img


# ----------------------------------------------------------------------------- savoury
def focaccia(size):
    w, h = size
    img = stage(size, SAGE, WALNUT)
    bakes.bar(img, (w * 0.12, h * 0.48, w * 0.88, h * 0.84), (226, 176, 92), 30 * SCALE)
    draw = ImageDraw.Draw(img)
    rnd = random.Random(5)
    for _ in range(26):
        x, y = rnd.uniform(0.18, 0.82) * w, rnd.uniform(0.54, 0.78) * h
        draw.ellipse(
            (x - 8 * SCALE, y - 5 * SCALE, x + 8 * SCALE, y + 5 * SCALE), fill=(190, 130, 50)
        )
    for k in range(9):
        bakes.leaf(
            img,
            int(w * (0.2 + k * 0.075)),
            int(h * (0.58 + (k % 3) * 0.07)),
            14 * SCALE,
            k * 40,
            (70, 120, 60),
        )
    for k in range(6):
        x, y = w * (0.25 + k * 0.1), h * (0.62 + (k % 2) * 0.1)
        shaded(
            img,
            (x - 12 * SCALE, y - 10 * SCALE, x + 12 * SCALE, y + 10 * SCALE),
            (240, 80, 60),
            (160, 30, 20),
        )
    return img


def quiche(size):
    w, h = size
    img = stage(size, SKY, OAK)
    bakes.tart(
        img, w // 2, int(h * 0.62), int(w * 0.38), (240, 204, 110), (214, 150, 80), "slice", 2
    )
    for k in range(12):
        a = k * 0.52
        bakes.leaf(
            img,
            int(w * 0.5 + math.cos(a) * w * 0.2),
            int(h * 0.62 + math.sin(a) * h * 0.1),
            14 * SCALE,
            k * 30,
            (86, 140, 70),
        )
    return img


# ----------------------------------------------------------------------------- drinks and gifts
def coffee_bag(label, colour, wall):
    def paint(size):
        w, h = size
        img = stage(size, wall, WALNUT)
        bakes.package(
            img,
            (w * 0.22, h * 0.18, w * 0.66, h * 0.8),
            colour,
            label,
            (245, 230, 200),
            (80, 40, 20),
        )
        bakes.beans(img, (int(w * 0.6), int(h * 0.8), int(w * 0.92), int(h * 0.92)), 26, 4)
        return img

    return paint


def mug(colour, drink, wall, logo=True):
    def paint(size):
        w, h = size
        img = stage(size, wall, OAK)
        bakes.cup(img, w // 2, int(h * 0.8), int(w * 0.3), colour, drink)
        if logo:
            draw = ImageDraw.Draw(img)
            draw.text(
                (w * 0.47, h * 0.66), "GK", fill=(180, 83, 9), font=font(44 * SCALE), anchor="mm"
            )
        return img

    return paint


def voucher(size):
    w, h = size
    img = stage(size, BLUSH, OAK)
    box = (w * 0.14, h * 0.34, w * 0.86, h * 0.78)
    shadow(img, (box[0], box[3] - 40, box[2], box[3] + 40))
    draw = ImageDraw.Draw(img)
    draw.rounded_rectangle(box, radius=20 * SCALE, fill=(120, 53, 15))
    draw.rectangle((box[0], h * 0.52, box[2], h * 0.56), fill=(245, 190, 80))
    draw.rectangle((w * 0.64, box[1], w * 0.68, box[3]), fill=(245, 190, 80))
    draw.text(
        (w * 0.38, h * 0.45), "CADEAUBON", fill=(255, 240, 210), font=font(28 * SCALE), anchor="mm"
    )
    draw.text(
        (w * 0.38, h * 0.66), "€ 25", fill=(255, 240, 210), font=font(52 * SCALE), anchor="mm"
    )
    return img
