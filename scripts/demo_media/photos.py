"""The demo's photos: bakery scenes painted with Pillow and saved as small JPEGs."""

from __future__ import annotations

import math
import random
from pathlib import Path

from PIL import Image, ImageDraw

from scripts.demo_media.drawing import (
    CRUST_DARK,
    CRUST_LIGHT,
    SCALE,
    baguette,
    croissant,
    dust,
    font,
    gradient,
    linen,
    loaf,
    plate,
    shaded,
    shadow,
    wood,
)
from scripts.demo_media.shop import shop_photos

JPEG_QUALITY = 72


def photo(folder: Path, name: str, size: tuple[int, int], paint) -> None:
    big = (size[0] * SCALE, size[1] * SCALE)
    canvas = paint(big)
    canvas.resize(size, Image.LANCZOS).save(
        folder / name, "JPEG", quality=JPEG_QUALITY, optimize=True, progressive=True
    )


def paint_desembrood(size):
    img = wood(size, 1)
    w, h = size
    loaf(img, int(w * 0.5), int(h * 0.5), int(w * 0.3), int(h * 0.3))
    return img


def paint_stokbrood(size):
    img = linen(size)
    w, h = size
    for i, angle in enumerate((12, 4, -6)):
        baguette(img, int(w * 0.5), int(h * (0.3 + i * 0.2)), int(w * 0.8), angle)
    return img


def paint_croissants(size):
    img = wood(size, 2)
    w, h = size
    plate(img, w // 2, h // 2, int(w * 0.4), int(h * 0.4))
    for cx, cy in ((0.38, 0.42), (0.62, 0.42), (0.5, 0.64)):
        croissant(img, int(w * cx), int(h * cy), int(w * 0.13))
    return img


def paint_appeltaart(size):
    img = gradient(size, (214, 226, 236), (170, 190, 208))
    w, h = size
    cx, cy, r = w // 2, h // 2, int(h * 0.4)
    plate(img, cx, cy, int(r * 1.25), int(r * 1.18), (250, 250, 250))
    shaded(img, (cx - r, cy - r, cx + r, cy + r), (216, 146, 66), (150, 80, 24))
    draw = ImageDraw.Draw(img)
    draw.ellipse((cx - r * 0.86, cy - r * 0.86, cx + r * 0.86, cy + r * 0.86), fill=(196, 132, 50))
    for i in range(-3, 4):
        off = i * r * 0.25
        draw.line(
            (cx + off, cy - r * 0.85, cx + off, cy + r * 0.85),
            fill=(236, 178, 100),
            width=int(r * 0.1),
        )
        draw.line(
            (cx - r * 0.85, cy + off, cx + r * 0.85, cy + off),
            fill=(226, 166, 88),
            width=int(r * 0.1),
        )
    dust(img, (cx - r, cy - r, cx + r, cy + r), 260, 7)
    return img


def paint_slagroomtaart(size):
    img = gradient(size, (252, 231, 236), (240, 200, 210))
    w, h = size
    cx, top, bottom, rx, ry = w // 2, int(h * 0.38), int(h * 0.78), int(w * 0.3), int(h * 0.09)
    plate(img, cx, bottom, int(rx * 1.3), int(ry * 1.6))
    draw = ImageDraw.Draw(img)
    draw.rectangle((cx - rx, top, cx + rx, bottom), fill=(252, 248, 240))
    draw.ellipse((cx - rx, bottom - ry, cx + rx, bottom + ry), fill=(252, 248, 240))
    for y, colour in ((0.55, (236, 196, 120)), (0.68, (214, 70, 90))):
        yy = int(top + (bottom - top) * y)
        draw.rectangle((cx - rx, yy, cx + rx, yy + 6 * SCALE), fill=colour)
    draw.ellipse((cx - rx, top - ry, cx + rx, top + ry), fill=(255, 253, 248))
    for i in range(9):
        a = math.pi * 2 * i / 9
        x, y = cx + math.cos(a) * rx * 0.75, top + math.sin(a) * ry * 0.7
        shaded(
            img,
            (x - 22 * SCALE, y - 26 * SCALE, x + 22 * SCALE, y + 18 * SCALE),
            (240, 80, 80),
            (150, 20, 30),
        )
    return img


def paint_koekjes(size):
    img = linen(size)
    w, h = size
    for i in range(7):
        cx, cy = int(w * (0.18 + (i % 4) * 0.22)), int(h * (0.3 + (i // 4) * 0.4))
        r = int(h * 0.15)
        shadow(img, (cx - r, cy - r + 14, cx + r, cy + r + 18), blur=14)
        shaded(img, (cx - r, cy - r, cx + r, cy + r), (234, 180, 96), (176, 110, 40))
        draw = ImageDraw.Draw(img)
        for k in range(-2, 3):
            draw.line(
                (cx - r * 0.7, cy + k * r * 0.3, cx + r * 0.7, cy + k * r * 0.3),
                fill=(190, 124, 50),
                width=2 * SCALE,
            )
            draw.line(
                (cx + k * r * 0.3, cy - r * 0.7, cx + k * r * 0.3, cy + r * 0.7),
                fill=(190, 124, 50),
                width=2 * SCALE,
            )
    return img


def paint_tompouce(size):
    img = gradient(size, (236, 244, 240), (196, 220, 210))
    w, h = size
    for i, cx in enumerate((0.27, 0.73)):
        x, y, bw, bh = int(w * cx), int(h * (0.5 + i * 0.06)), int(w * 0.42), int(h * 0.42)
        shadow(img, (x - bw // 2, y + bh // 3, x + bw // 2, y + bh // 2 + 30), blur=18)
        draw = ImageDraw.Draw(img)
        layers = (
            (0.0, 0.18, (244, 120, 164)),
            (0.18, 0.3, (232, 176, 104)),
            (0.3, 0.78, (252, 226, 140)),
            (0.78, 1.0, (222, 160, 90)),
        )
        for start, end, colour in layers:
            draw.rounded_rectangle(
                (x - bw // 2, y - bh // 2 + bh * start, x + bw // 2, y - bh // 2 + bh * end),
                radius=6 * SCALE,
                fill=colour,
            )
    return img


def paint_korenveld(size):
    img = gradient(size, (120, 176, 226), (250, 226, 170))
    w, h = size
    draw = ImageDraw.Draw(img)
    draw.ellipse((w * 0.72, h * 0.12, w * 0.82, h * 0.12 + w * 0.1), fill=(255, 236, 160))
    field = gradient((w, h // 2), (236, 190, 80), (176, 116, 30))
    img.paste(field, (0, h // 2))
    rnd = random.Random(4)
    for _ in range(140):
        x, base = rnd.randint(0, w), rnd.randint(int(h * 0.55), h + 40)
        top = base - rnd.randint(int(h * 0.12), int(h * 0.35))
        draw.line((x, base, x + rnd.randint(-20, 20), top), fill=(200, 150, 50), width=3 * SCALE)
        for k in range(5):
            gy = top + k * 14 * SCALE
            draw.ellipse((x - 7 * SCALE, gy, x + 7 * SCALE, gy + 16 * SCALE), fill=(226, 176, 72))
    return img


def paint_oven(size):
    img = Image.new("RGB", size, (120, 56, 40))
    w, h = size
    draw = ImageDraw.Draw(img)
    bh, bw = 34 * SCALE, 90 * SCALE
    for row in range(h // bh + 1):
        for col in range(-1, w // bw + 1):
            x = col * bw + (bw // 2 if row % 2 else 0)
            draw.rectangle((x + 3, row * bh + 3, x + bw - 3, row * bh + bh - 3), fill=(150, 72, 48))
    arch = (int(w * 0.22), int(h * 0.25), int(w * 0.78), int(h * 1.3))
    draw.ellipse(arch, fill=(30, 14, 8))
    glow = Image.radial_gradient("L").resize((arch[2] - arch[0], arch[3] - arch[1]))
    fire = Image.composite(
        Image.new("RGB", glow.size, (40, 16, 8)), Image.new("RGB", glow.size, (255, 150, 40)), glow
    )
    mask = Image.new("L", glow.size, 0)
    ImageDraw.Draw(mask).ellipse((10, 10, glow.size[0] - 10, glow.size[1] - 10), fill=255)
    img.paste(fire, (arch[0], arch[1] + int(h * 0.08)), mask)
    draw.rectangle((0, int(h * 0.86), w, h), fill=(70, 40, 30))
    for cx in (0.38, 0.5, 0.62):
        loaf(img, int(w * cx), int(h * 0.8), int(w * 0.06), int(h * 0.06), scores=1)
    return img


def paint_meel(size):
    img = wood(size, 5)
    w, h = size
    for i, cx in enumerate((0.25, 0.5, 0.75)):
        x, bw, bh = int(w * cx), int(w * 0.2), int(h * 0.55)
        y = int(h * 0.58)
        shadow(img, (x - bw // 2, y + bh // 3, x + bw // 2, y + bh // 2 + 20), blur=16)
        box = (x - bw // 2, y - bh // 2, x + bw // 2, y + bh // 2)
        ImageDraw.Draw(img).rounded_rectangle(box, radius=30 * SCALE, fill=(232, 218, 188))
        draw = ImageDraw.Draw(img)
        draw.rounded_rectangle(
            (box[0] + 10, box[1] - 20, box[2] - 10, box[1] + 40), radius=20, fill=(214, 198, 164)
        )
        label = ("TARWE", "SPELT", "ROGGE")[i]
        draw.text((x, y), label, fill=(120, 70, 30), font=font(26 * SCALE), anchor="mm")
    dust(img, (0, int(h * 0.7), w, h), 500, 9)
    return img


def paint_winkelpui(size):
    img = gradient(size, (200, 222, 240), (236, 240, 244))
    w, h = size
    draw = ImageDraw.Draw(img)
    draw.rectangle((int(w * 0.08), int(h * 0.12), int(w * 0.92), h), fill=(134, 74, 52))
    draw.rectangle((int(w * 0.12), int(h * 0.16), int(w * 0.88), int(h * 0.3)), fill=(40, 34, 30))
    draw.text(
        (w // 2, int(h * 0.23)),
        "DE GOUDEN KORENAAR",
        fill=(245, 190, 80),
        font=font(34 * SCALE),
        anchor="mm",
    )
    stripes, top, bottom = 12, int(h * 0.33), int(h * 0.45)
    sw = (w * 0.84) / stripes
    for i in range(stripes):
        colour = (245, 158, 11) if i % 2 else (255, 250, 240)
        x0 = w * 0.08 + i * sw
        draw.polygon(
            [(x0, top), (x0 + sw, top), (x0 + sw + 6, bottom), (x0 - 6, bottom)], fill=colour
        )
    window = (int(w * 0.14), int(h * 0.5), int(w * 0.62), int(h * 0.92))
    draw.rectangle(window, fill=(250, 236, 206))
    for shelf in range(3):
        y = window[1] + (shelf + 1) * (window[3] - window[1]) // 3 - 6
        draw.rectangle((window[0], y, window[2], y + 8), fill=(120, 80, 40))
        for k in range(4):
            x = window[0] + (k + 0.5) * (window[2] - window[0]) / 4
            shaded(
                img, (x - 40 * SCALE, y - 44 * SCALE, x + 40 * SCALE, y), CRUST_LIGHT, CRUST_DARK
            )
    draw.rectangle((int(w * 0.68), int(h * 0.5), int(w * 0.86), h), fill=(60, 40, 30))
    draw.ellipse(
        (int(w * 0.7), int(h * 0.74), int(w * 0.715), int(h * 0.74) + int(w * 0.015)),
        fill=(240, 200, 90),
    )
    return img


def paint_interieur(size):
    img = gradient(size, (250, 238, 214), (232, 208, 170))
    w, h = size
    draw = ImageDraw.Draw(img)
    for shelf in range(3):
        y = int(h * (0.3 + shelf * 0.27))
        draw.rectangle((int(w * 0.04), y, int(w * 0.96), y + 12 * SCALE), fill=(128, 82, 44))
        for k in range(7):
            x = int(w * (0.11 + k * 0.13))
            rx, ry = int(w * (0.05 if (k + shelf) % 2 else 0.06)), int(h * 0.085)
            shaded(img, (x - rx, y - 2 * ry, x + rx, y + 4), CRUST_LIGHT, CRUST_DARK)
            if (k + shelf) % 2 == 0:
                dust(img, (x - rx // 2, y - 2 * ry, x + rx // 2, y - ry), 40, x + y)
    return img


def avatar(skin: tuple, hair: tuple, shirt: tuple, hat: bool, seed: int):
    def paint(size):
        w, h = size
        img = gradient(size, (254, 243, 199), (253, 230, 138))
        draw = ImageDraw.Draw(img)
        draw.ellipse((w * 0.18, h * 0.68, w * 0.82, h * 1.3), fill=shirt)
        draw.rectangle((w * 0.44, h * 0.56, w * 0.56, h * 0.72), fill=skin)
        draw.ellipse((w * 0.3, h * 0.22 - (seed % 2) * 8, w * 0.7, h * 0.66), fill=hair)
        draw.ellipse((w * 0.33, h * 0.28, w * 0.67, h * 0.64), fill=skin)
        for ex in (0.43, 0.57):
            draw.ellipse((w * ex - 8, h * 0.44 - 8, w * ex + 8, h * 0.44 + 8), fill=(50, 40, 40))
        draw.arc(
            (w * 0.42, h * 0.46, w * 0.58, h * 0.58), 20, 160, fill=(150, 60, 60), width=3 * SCALE
        )
        if hat:
            draw.rounded_rectangle(
                (w * 0.3, h * 0.1, w * 0.7, h * 0.3), radius=40, fill=(255, 255, 255)
            )
            draw.rectangle((w * 0.32, h * 0.26, w * 0.68, h * 0.32), fill=(240, 240, 240))
        return img

    return paint


PHOTOS = {
    "bakkerij-interieur.jpg": ((1400, 700), paint_interieur),
    "korenveld.jpg": ((1400, 700), paint_korenveld),
    "winkelpui.jpg": ((960, 640), paint_winkelpui),
    "desembrood.jpg": ((960, 640), paint_desembrood),
    "stokbrood.jpg": ((960, 640), paint_stokbrood),
    "croissants.jpg": ((960, 640), paint_croissants),
    "appeltaart.jpg": ((960, 640), paint_appeltaart),
    "slagroomtaart.jpg": ((960, 640), paint_slagroomtaart),
    "stroopwafels.jpg": ((960, 640), paint_koekjes),
    "tompouces.jpg": ((960, 640), paint_tompouce),
    "houtoven.jpg": ((960, 640), paint_oven),
    "meelzakken.jpg": ((960, 640), paint_meel),
    # Portrait versions for the masonry gallery, where heights differ.
    "slagroomtaart-staand.jpg": ((600, 840), paint_slagroomtaart),
    "stokbrood-staand.jpg": ((600, 840), paint_stokbrood),
    "bakker-eva.jpg": (
        (320, 320),
        avatar((240, 200, 170), (120, 70, 30), (255, 255, 255), True, 1),
    ),
    "klant-anna.jpg": (
        (320, 320),
        avatar((250, 214, 190), (230, 190, 90), (60, 120, 180), False, 2),
    ),
    "klant-pieter.jpg": (
        (320, 320),
        avatar((200, 150, 110), (40, 30, 25), (120, 140, 60), False, 3),
    ),
}


def write_photos(folder: Path) -> None:
    for name, (size, paint) in (PHOTOS | shop_photos()).items():
        photo(folder, name, size, paint)
