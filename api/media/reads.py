"""The media domain's door: the facts of the images a page shows, the page bundle's
`media` map (docs/media.md).

One query for every image URL the components refer to, selecting only the columns a
view needs, as plain rows: no ORM objects on the bundle's path.
"""

from __future__ import annotations

from collections.abc import Iterable

import sqlalchemy as sa
from sqlmodel import Session

from api.database import PreparedRead
from api.media.models import MediaImage
from api.media.references import image_urls
from api.media.schemas import media_view

__all__ = ["image_urls", "media_map", "page_media"]

_image = MediaImage.__table__
_VIEW_COLUMNS = (
    _image.c.source_url,
    _image.c.hash,
    _image.c.width,
    _image.c.height,
    _image.c.mime,
    _image.c.variants,
)


# Prebuilt once: building the select per call cost more than running it.
_BY_URLS = PreparedRead(
    sa.select(*_VIEW_COLUMNS).where(_image.c.source_url.in_(sa.bindparam("urls", expanding=True)))
)


def media_map(session: Session, urls: Iterable[str]) -> dict[str, dict]:
    """The view of each recorded image among `urls`, by URL."""
    wanted = sorted(set(urls))
    if not wanted:
        return {}
    rows = _BY_URLS.all(session, urls=wanted)
    return {row.source_url: media_view(row) for row in rows}


def page_media(session: Session, component_lists: Iterable[list]) -> dict[str, dict]:
    """The page bundle's `media` map: facts of every image the components refer to."""
    return media_map(session, image_urls(component_lists))
