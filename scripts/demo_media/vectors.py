"""The demo's vector media: the bakery's logo and the partner logos (SVG, a few kB each).

Written by `scripts/demo_media/`; the text uses generic font families, so the logos
look alike in every browser without shipping a font.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import escape

WHEAT = (
    '<g fill="{colour}">'
    '<path d="M24 6 C30 14 30 22 24 28 C18 22 18 14 24 6Z"/>'
    '<path d="M12 18 C21 18 25 24 24 32 C16 32 11 27 12 18Z"/>'
    '<path d="M36 18 C27 18 23 24 24 32 C32 32 37 27 36 18Z"/>'
    '<path d="M12 30 C21 30 25 36 24 44 C16 44 11 39 12 30Z"/>'
    '<path d="M36 30 C27 30 23 36 24 44 C32 44 37 39 36 30Z"/>'
    '<rect x="22.5" y="40" width="3" height="16" rx="1.5"/></g>'
)

# Partner logos: (file, name, tagline, colour, icon path drawn in a 48x48 box)
PARTNERS = (
    (
        "partner-molen.svg",
        "Molen De Adriaan",
        "steengemalen meel",
        "#7c2d12",
        (
            '<path d="M22 20h4l3 30h-10z"/><path d="M24 20 L8 6 L6 10Z M24 20 L40 6 L42 10Z '
            'M24 20 L8 34 L12 36Z M24 20 L40 34 L36 36Z"/>'
        ),
    ),
    (
        "partner-zuivel.svg",
        "Zuivelhoeve Weidezicht",
        "boter en room",
        "#1d4ed8",
        '<path d="M18 6h12v8l4 6v28H14V20l4-6z"/><rect x="17" y="26" width="14" height="10" rx="2" fill="#fff"/>',
    ),
    (
        "partner-koffie.svg",
        "Boon &amp; Co",
        "koffiebranderij",
        "#44403c",
        (
            '<ellipse cx="24" cy="26" rx="14" ry="19" transform="rotate(25 24 26)"/>'
            '<path d="M18 10 C30 20 18 32 30 42" stroke="#fff" stroke-width="3" fill="none"/>'
        ),
    ),
    (
        "partner-graan.svg",
        "Graancollectief",
        "biologisch graan",
        "#15803d",
        (
            '<path d="M24 50 C24 30 10 26 8 10 C22 12 26 26 24 50Z"/><path d="M24 50 C24 32 36 28 40 14 '
            'C28 16 24 30 24 50Z"/>'
        ),
    ),
    (
        "partner-imkerij.svg",
        "Imkerij De Korf",
        "Hollandse honing",
        "#b45309",
        '<path d="M24 4l18 10v20L24 44 6 34V14z"/><path d="M24 14l9 5v10l-9 5-9-5V19z" fill="#fff"/>',
    ),
    (
        "partner-fruit.svg",
        "Fruitteelt Betuwe",
        "appels en peren",
        "#b91c1c",
        (
            '<path d="M24 14 C14 8 4 16 8 30 C11 42 20 46 24 42 C28 46 37 42 40 30 C44 16 34 8 24 14Z"/>'
            '<path d="M24 14 C24 8 28 4 32 4" stroke="#15803d" stroke-width="3" fill="none"/>'
        ),
    ),
    (
        "partner-eieren.svg",
        "Kakelhof",
        "scharreleieren",
        "#a16207",
        '<path d="M24 4 C34 4 40 22 40 30 C40 40 33 46 24 46 C15 46 8 40 8 30 C8 22 14 4 24 4Z"/>',
    ),
    (
        "partner-chocolade.svg",
        "Chocolaterie Puur",
        "fairtrade cacao",
        "#3f2a1e",
        (
            '<rect x="6" y="8" width="36" height="36" rx="4"/><path d="M6 20h36M6 32h36M18 8v36M30 8v36" '
            'stroke="#fff" stroke-width="2"/>'
        ),
    ),
)


def logo_svg() -> str:
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="260" height="64" viewBox="0 0 260 64" '
        'role="img" aria-label="Bakkerij De Gouden Korenaar">'
        '<circle cx="32" cy="32" r="30" fill="#fef3c7" stroke="#d97706" stroke-width="3"/>'
        '<g transform="translate(8 2)">' + WHEAT.format(colour="#d97706") + "</g>"
        '<text x="72" y="29" font-family="Georgia, \'Times New Roman\', serif" font-size="21" '
        'font-weight="700" fill="#78350f">De Gouden</text>'
        '<text x="72" y="52" font-family="Georgia, \'Times New Roman\', serif" font-size="21" '
        'font-weight="700" fill="#b45309">Korenaar</text></svg>'
    )


def partner_svg(name: str, tagline: str, colour: str, icon: str) -> str:
    # Wide enough for the name: about 11 px per character of 19 px bold sans-serif.
    width = 76 + 11 * max(len(name.replace("&amp;", "&")), len(tagline) * 7 // 11)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="80" '
        f'viewBox="0 0 {width} 80" role="img" aria-label="{name}">'
        f'<g transform="translate(8 16)" fill="{colour}">{icon}</g>'
        f'<text x="66" y="40" font-family="Helvetica, Arial, sans-serif" font-size="19" '
        f'font-weight="700" fill="{colour}">{name}</text>'
        f'<text x="66" y="60" font-family="Helvetica, Arial, sans-serif" font-size="13" '
        f'fill="#57534e">{escape(tagline)}</text></svg>'
    )


def mark_svg() -> str:
    """The logo's round wheat mark alone, for narrow places such as Header B's logo column."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" '
        'role="img" aria-label="Bakkerij De Gouden Korenaar">'
        '<circle cx="32" cy="32" r="30" fill="#fef3c7" stroke="#d97706" stroke-width="3"/>'
        '<g transform="translate(8 2)">' + WHEAT.format(colour="#d97706") + "</g></svg>"
    )


def write_svgs(folder: Path) -> None:
    (folder / "logo.svg").write_text(logo_svg(), encoding="utf-8")
    (folder / "logo-beeldmerk.svg").write_text(mark_svg(), encoding="utf-8")
    for file, name, tagline, colour, icon in PARTNERS:
        (folder / file).write_text(partner_svg(name, tagline, colour, icon), encoding="utf-8")
