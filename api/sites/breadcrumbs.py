"""Breadcrumbs of a page bundle: the page's stored ones, else derived from its path.

A page without stored breadcrumbs gets Home ('/'), then every ancestor path that is a
published page of the project, under its post_title (/catalogus for /catalogus/inhoud;
a path segment without a page of its own is skipped), and the page itself as the
active crumb. So visitors see a real trail on every page, and the spec's 'Home > Over mij'
fallback is left for places without a page (editor previews).
"""

from __future__ import annotations

from typing import Protocol
from urllib.parse import unquote

from sqlmodel import Session

from api.pages import reads as pages

HOME_TITLE = "Home"
HOME_PATH = "/"


class Crumbed(Protocol):
    """What a trail reads of a page: a row of the pages door or a stand-in."""

    path: str
    post_title: str
    breadcrumbs: list


def ancestor_paths(path: str) -> list[str]:
    """'/a/b/c' -> ['/a', '/a/b']: the paths above a page, outermost first."""
    segments = [segment for segment in path.split("/") if segment]
    return ["/" + "/".join(segments[:depth]) for depth in range(1, len(segments))]


def crumb_title(page: Crumbed) -> str:
    # A page without a title still needs a readable crumb: its last path segment.
    return page.post_title.strip() or unquote(page.path.rstrip("/").rsplit("/", 1)[-1])


def derived_breadcrumbs(page: Crumbed, ancestors: list[Crumbed]) -> list[dict]:
    """Home, the ancestor pages (outermost first), then `page` as the active crumb."""
    if page.path == HOME_PATH:
        return [{"title": HOME_TITLE, "url": HOME_PATH, "active": True}]
    crumbs = [{"title": HOME_TITLE, "url": HOME_PATH, "active": False}]
    for ancestor in ancestors:
        crumbs.append({"title": crumb_title(ancestor), "url": ancestor.path, "active": False})
    crumbs.append({"title": crumb_title(page), "url": page.path, "active": True})
    return crumbs


def page_breadcrumbs(
    session: Session, project_id: int, page: Crumbed
) -> tuple[list, list[pages.PageRow]]:
    """The breadcrumbs to serve for `page` and the pages they were derived from.

    The bundle carries those pages' cache keys too, so renaming an ancestor refreshes
    the trails below it.
    """
    if page.breadcrumbs:
        return page.breadcrumbs, []
    found = pages.published_pages_by_paths(session, project_id, ancestor_paths(page.path))
    ancestors = sorted(found, key=lambda row: row.path.count("/"))
    return derived_breadcrumbs(page, ancestors), ancestors
