"""The webshop's photos: one per product, one per category and the bakery team.

Product photos are square (640 px, the size of a product page's main image); each
product has its own subject, colours and table, so cards side by side are told apart
at a glance. Files are named `product-<key>.jpg` after the product keys of
`api/demo/documents/demo.json`, `categorie-<key>.jpg` after its category keys.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from scripts.demo_media import bakes
from scripts.demo_media.drawing import SCALE, shaded, shadow
from scripts.demo_media.loaves_and_cakes import (
    baguettes,
    block_bread,
    book,
    bowl_of,
    bread,
    buns,
    cookies,
    layer_cake,
    loaf,
    slab,
    stack,
    tart_photo,
    tiered,
    tin,
)
from scripts.demo_media.palette import (
    BLUSH,
    CREAMY,
    CRUST_DARK,
    CRUST_LIGHT,
    DUSK,
    LINEN,
    MARBLE,
    OAK,
    SAGE,
    SKY,
    WALNUT,
    WARM,
    stage,
)
from scripts.demo_media.pastries_and_drinks import (
    coffee_bag,
    croissant_plate,
    domes,
    focaccia,
    mug,
    platter,
    quiche,
    rolls,
    spirals,
    tompouces,
    triangles,
    voucher,
)

PRODUCT_SIZE = (640, 640)
CATEGORY_SIZE = (960, 640)


# ----------------------------------------------------------------------------- scenes
def category(first, second, wall, top):
    """A category photo: two of the category's products as cards on one table."""

    def paint(size):
        w, h = size
        img = stage(size, wall, top)
        margin = 36 * SCALE
        card_w, card_h = (w - 3 * margin) // 2, h - 2 * margin
        for index, subject in enumerate((first, second)):
            part = subject((card_h, card_h))
            left = (card_h - card_w) // 2
            crop = part.crop((left, 0, left + card_w, card_h))
            x = margin + index * (card_w + margin)
            shadow(img, (x, margin + card_h - 60, x + card_w, margin + card_h + 50), strength=90)
            mask = Image.new("L", crop.size, 0)
            ImageDraw.Draw(mask).rounded_rectangle(
                (0, 0, card_w - 1, card_h - 1), radius=28 * SCALE, fill=255
            )
            img.paste(crop, (x, margin), mask)
        return img

    return paint


def team(size):
    w, h = size
    img = stage(size, (250, 236, 210), (150, 100, 62))
    draw = ImageDraw.Draw(img)
    for shelf in (0.18, 0.36):
        draw.rectangle((0, h * shelf, w, h * shelf + 8 * SCALE), fill=(128, 82, 44))
        for k in range(9):
            x = w * (0.06 + k * 0.11)
            shaded(
                img,
                (x - 40 * SCALE, h * shelf - 46 * SCALE, x + 40 * SCALE, h * shelf + 2),
                (228, 160, 78),
                (110, 52, 16),
            )
    people = (
        (0.24, (240, 200, 170), (120, 70, 30), True),
        (0.5, (200, 150, 110), (40, 30, 25), True),
        (0.76, (250, 214, 190), (230, 190, 90), False),
    )
    for x, skin, hair, hat in people:
        cx, r = int(w * x), int(w * 0.07)
        head_y = int(h * 0.46)
        draw.rounded_rectangle(
            (cx - r * 1.7, head_y + r * 1.2, cx + r * 1.7, h + 40), radius=r, fill=(252, 250, 246)
        )
        draw.rounded_rectangle(
            (cx - r * 1.1, head_y + r * 1.9, cx + r * 1.1, h + 40), radius=r // 3, fill=(180, 83, 9)
        )
        draw.ellipse((cx - r * 1.05, head_y - r * 1.15, cx + r * 1.05, head_y + r * 0.9), fill=hair)
        draw.ellipse((cx - r * 0.9, head_y - r * 0.9, cx + r * 0.9, head_y + r), fill=skin)
        for ex in (-0.35, 0.35):
            draw.ellipse(
                (
                    cx + ex * r - 5 * SCALE,
                    head_y - 6 * SCALE,
                    cx + ex * r + 5 * SCALE,
                    head_y + 4 * SCALE,
                ),
                fill=(50, 40, 40),
            )
        draw.arc(
            (cx - r * 0.4, head_y, cx + r * 0.4, head_y + r * 0.6),
            20,
            160,
            fill=(150, 60, 60),
            width=3 * SCALE,
        )
        if hat:
            draw.rounded_rectangle(
                (cx - r * 0.95, head_y - r * 1.9, cx + r * 0.95, head_y - r * 0.7),
                radius=r // 2,
                fill=(255, 255, 255),
            )
    loaf(
        img,
        int(w * 0.36),
        int(h * 0.9),
        int(w * 0.08),
        int(h * 0.06),
        (228, 160, 78),
        (110, 52, 16),
        2,
    )
    loaf(
        img,
        int(w * 0.63),
        int(h * 0.92),
        int(w * 0.07),
        int(h * 0.05),
        (200, 130, 60),
        (90, 44, 14),
        1,
    )
    return img


PRODUCTS = {
    # Brood
    "desembrood": bread(CRUST_LIGHT, CRUST_DARK, WARM, OAK),
    "volkoren-desembrood": bread((176, 112, 60), (74, 40, 18), CREAMY, WALNUT, 2),
    "speltbrood": bread((236, 186, 110), (150, 90, 40), SAGE, LINEN, 1, oval=True),
    "meergranenbrood": bread((206, 140, 70), (96, 52, 20), SKY, OAK, 0, seeds=(250, 236, 200)),
    "fries-roggebrood": block_bread((70, 40, 26), CREAMY, LINEN),
    "glutenvrij-boekweitbrood": block_bread((150, 110, 80), SAGE, OAK, seeds=(90, 60, 40)),
    "stokbrood": baguettes,
    "krentenbollen": buns((214, 140, 64), (60, 24, 20), WARM, LINEN),
    "bakboek-desem": book("DESEM\nin je eigen\nkeuken", (80, 110, 90), CREAMY),
    # Taarten
    "slagroomtaart": layer_cake(
        bakes.CREAM, (255, 253, 248), BLUSH, "cream", ((0.45, (236, 196, 120)),)
    ),
    "verjaardagstaart": layer_cake((250, 196, 210), (255, 226, 234), SKY, "candles"),
    "chocoladetaart": layer_cake(bakes.CHOCOLATE_LIGHT, bakes.CHOCOLATE, WARM, "drip", seed=4),
    "red-velvettaart": layer_cake(
        (190, 40, 50),
        (250, 244, 236),
        CREAMY,
        "sprinkles",
        ((0.33, bakes.CREAM), (0.66, bakes.CREAM)),
    ),
    "taart-op-maat": layer_cake(
        (200, 226, 240), (240, 248, 255), DUSK, "sprinkles", ((0.2, (250, 210, 60)),), seed=9
    ),
    "appeltaart": tart_photo((196, 132, 50), (216, 146, 66), "lattice", SKY, OAK),
    "limburgse-kersenvlaai": tart_photo((140, 20, 40), (222, 160, 80), "lattice", CREAMY, LINEN, 2),
    "aardbeientaart": tart_photo((250, 236, 206), (222, 168, 96), "berries", SAGE, MARBLE, 3),
    "citroen-meringuetaart": tart_photo((250, 214, 80), (214, 150, 80), "meringue", SKY, MARBLE, 4),
    "appelkruimelvlaai": tart_photo((200, 140, 60), (206, 140, 70), "crumble", WARM, WALNUT, 5),
    "bruidstaart-klassiek": tiered((252, 250, 246), DUSK, (236, 170, 190)),
    "naked-cake": tiered((236, 200, 150), SAGE, (0, 0, 0), naked=True),
    # Koekjes
    "stroopwafels": stack((222, 160, 84), "grid", WARM, OAK),
    "roomboterkoekjes": cookies((236, 190, 110), "sugar", SKY, LINEN),
    "chocolate-chip-cookies": cookies((206, 150, 90), "chips", BLUSH, WALNUT, 6, 0.15),
    "kokosmakronen": buns((246, 226, 190), (255, 255, 250), SAGE, MARBLE, 5),
    "amsterdamse-boterkoek": stack((230, 170, 80), "almond", CREAMY, LINEN),
    "gevulde-speculaas": slab((176, 100, 44), WARM, LINEN),
    "kruidnoten": bowl_of((150, 84, 36), CREAMY, OAK),
    "koekjestrommel": tin("KOEKJES\nTROMMEL", (40, 90, 120), BLUSH),
    # Gebak
    "tompouce": tompouces,
    "roomboter-croissants": croissant_plate,
    "chocoladebroodjes": rolls((214, 150, 80), bakes.CHOCOLATE, CREAMY, LINEN, 3),
    "appelflappen": triangles((214, 150, 74), SKY, OAK),
    "moorkoppen": domes((236, 200, 150), bakes.CHOCOLATE, BLUSH, MARBLE),
    "kaneelbroodjes": spirals,
    "gebakschaal": platter,
    # Hartig
    "saucijzenbroodjes": rolls((226, 168, 90), (250, 214, 150), SAGE, WALNUT, 5),
    "kaasbroodjes": rolls((232, 180, 96), (250, 220, 130), SKY, LINEN, 0, filling=(250, 210, 80)),
    "quiche-prei-geitenkaas": quiche,
    "focaccia-rozemarijn": focaccia,
    "brabantse-worstenbroodjes": rolls(
        (214, 160, 90), (160, 90, 60), CREAMY, OAK, 0, filling=(150, 80, 60)
    ),
    # Koffie & thee
    "huismelange-koffiebonen": coffee_bag("HUIS-\nMELANGE", (60, 40, 30), WARM),
    "earl-grey-thee": tin("EARL\nGREY", (60, 110, 90), SAGE, (236, 190, 110)),
    "koffiemok": mug((250, 248, 240), (110, 60, 30), SKY),
    "cadeaubon": voucher,
}

CATEGORIES = {
    "categorie-brood": category(PRODUCTS["desembrood"], PRODUCTS["stokbrood"], wall=WARM, top=OAK),
    "categorie-taarten": category(
        PRODUCTS["slagroomtaart"], PRODUCTS["appeltaart"], wall=BLUSH, top=MARBLE
    ),
    "categorie-koekjes": category(
        PRODUCTS["stroopwafels"], PRODUCTS["chocolate-chip-cookies"], wall=CREAMY, top=LINEN
    ),
    "categorie-gebak": category(
        PRODUCTS["tompouce"], PRODUCTS["roomboter-croissants"], wall=SAGE, top=MARBLE
    ),
    "categorie-hartig": category(
        PRODUCTS["focaccia-rozemarijn"], PRODUCTS["quiche-prei-geitenkaas"], wall=SKY, top=OAK
    ),
    "categorie-koffie-thee": category(
        PRODUCTS["huismelange-koffiebonen"], PRODUCTS["koffiemok"], wall=WARM, top=WALNUT
    ),
}

SCENES = {"bakkers-team": ((960, 640), team)}


def shop_photos() -> dict[str, tuple[tuple[int, int], object]]:
    """Every webshop photo: file name → (size, painter)."""
    photos = {f"product-{name}.jpg": (PRODUCT_SIZE, paint) for name, paint in PRODUCTS.items()}
    photos |= {f"{name}.jpg": (CATEGORY_SIZE, paint) for name, paint in CATEGORIES.items()}
    photos |= {f"{name}.jpg": (size, paint) for name, (size, paint) in SCENES.items()}
    return photos
