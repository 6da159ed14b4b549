"""What crawlers read of a site: `sitemap.xml` (split into an index of sitemap-N.xml
files beyond 50,000 URLs) and `robots.txt`.

The sitemap lists every public path of the project with its last change: the pages
the pages domain's door calls indexable (published, not password-protected, not
noindex, not the 404 page nor below it), then every product and category path the
shop's door reports; what robots.txt disallows (cart, checkout, search) is left out
of it. URLs are absolute on the project's live domain. Both answers carry the cache keys `sitemap-{id}` and
`project-{id}`, so a page, product, category or settings write purges them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import quote
from xml.sax.saxutils import escape

from sqlmodel import Session

from api.cache.changes import project_key, sitemap_key
from api.pages import reads as pages
from api.projects import reads as projects
from api.shop import reads as shop

# The protocol's limit per sitemap file (sitemaps.org).
SITEMAP_LIMIT = 50_000
XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
# Characters a path may keep as they are in a URL (RFC 3986 pchar and '/').
_PATH_SAFE = "/-._~!$&'()*+,;=:@%"

PathReader = Callable[[Session, int], list[tuple[str, datetime]]]


@dataclass(frozen=True)
class CrawlerFile:
    """A finished answer: its text, content type and cache keys."""

    text: str
    media_type: str
    keys: tuple[str, ...]


def cache_keys(project_id: int) -> tuple[str, ...]:
    return (sitemap_key(project_id), project_key(project_id))


def public_paths(
    session: Session, project_id: int, shop_paths: PathReader | None = shop.all_public_paths
) -> list[tuple[str, datetime]]:
    """Every path a crawler may index with its last change: pages first (by path),
    then the shop's products and categories; a path is listed once."""
    found = pages.indexable_pages(session, project_id)
    if shop_paths is not None:
        seen = {path for path, _changed in found}
        for path, changed in shop_paths(session, project_id):
            if path not in seen:
                seen.add(path)
                found.append((path, changed))
    return found


def w3c_datetime(moment: datetime) -> str:
    """`2026-11-24T07:13:12+00:00`; SQLite hands back naive UTC wall times."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S+00:00")


def _urlset(base: str, entries: list[tuple[str, datetime]]) -> str:
    lines = [XML_HEAD, f"<urlset {XMLNS}>\n"]
    for path, changed in entries:
        location = escape(f"{base}{quote(path, safe=_PATH_SAFE)}")
        lines.append(
            f"<url><loc>{location}</loc><lastmod>{w3c_datetime(changed)}</lastmod></url>\n"
        )
    lines.append("</urlset>\n")
    return "".join(lines)


def _index(base: str, chunks: list[list[tuple[str, datetime]]]) -> str:
    lines = [XML_HEAD, f"<sitemapindex {XMLNS}>\n"]
    for number, chunk in enumerate(chunks, start=1):
        # One format, all in UTC: the latest is the greatest string.
        newest = max(w3c_datetime(changed) for _path, changed in chunk)
        lines.append(
            f"<sitemap><loc>{escape(base)}/sitemap-{number}.xml</loc>"
            f"<lastmod>{newest}</lastmod></sitemap>\n"
        )
    lines.append("</sitemapindex>\n")
    return "".join(lines)


def sitemap_text(
    entries: list[tuple[str, datetime]], base: str, number: int | None, page_size: int
) -> str | None:
    """`/sitemap.xml` (number None): all URLs, or the index when they do not fit one
    file of `page_size`; `/sitemap-N.xml`: the N-th file of the index. None when that
    file does not exist."""
    if number is None and len(entries) <= page_size:
        return _urlset(base, entries)
    chunks = [entries[start : start + page_size] for start in range(0, len(entries), page_size)]
    if number is None:
        return _index(base, chunks)
    if len(chunks) < 2 or not 1 <= number <= len(chunks):
        return None
    return _urlset(base, chunks[number - 1])


def sitemap(
    session: Session, project_id: int, scheme: str, number: int | None, page_size: int
) -> CrawlerFile | None:
    project = projects.published_project(session, project_id)
    # robots.txt keeps crawlers out of these: listing them would contradict it.
    blocked = tuple(disallowed_paths(project.modules))
    entries = [
        entry for entry in public_paths(session, project_id) if not entry[0].startswith(blocked)
    ]
    text = sitemap_text(entries, f"{scheme}://{project.domain_live}", number, page_size)
    if text is None:
        return None
    return CrawlerFile(text, "application/xml", cache_keys(project_id))


def _page_path(configured: str, default: str) -> str:
    # A line break in a setting could otherwise add lines of its own to robots.txt.
    if not configured.startswith("/") or any(
        c.isspace() or not c.isprintable() for c in configured
    ):
        return default
    return configured


def disallowed_paths(modules: object) -> list[str]:
    """The cart, the checkout, the order overview and the search page: visitor-specific,
    nothing to index. A page the settings leave out is at its default path, where the
    shop serves it all the same."""
    settings = shop.webshop_settings(modules)
    paths = [
        _page_path(getattr(settings, key), default) for key, default in shop.DEFAULT_PAGES.items()
    ]
    return list(dict.fromkeys([*paths, shop.SEARCH_PATH]))


def robots(session: Session, project_id: int, scheme: str) -> CrawlerFile:
    project = projects.published_project(session, project_id)
    lines = ["User-agent: *", "Allow: /"]
    lines += [f"Disallow: {path}" for path in disallowed_paths(project.modules)]
    lines += ["", f"Sitemap: {scheme}://{project.domain_live}/sitemap.xml", ""]
    return CrawlerFile("\n".join(lines), "text/plain; charset=utf-8", cache_keys(project_id))
